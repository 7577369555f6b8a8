extension LayoutDocument {
    /// Lays out an already built tree of this document (a bulk template whose values were
    /// updated to this document's) and reports as ``layOut(strict:)`` does.
    ///
    /// - Throws: ``LayoutFileError`` when the engine leaves a constraint out as invalid.
    func layOut(tree: LayoutDocumentTree, strict: Bool) throws(LayoutFileError) -> LayoutFileResult {
        var conflicts: [LayoutConflict] = []
        for root in tree.roots {
            let report: LayoutReport
            if strict {
                do throws(LayoutError) {
                    report = try root.layoutIfNeeded(strict: true)
                } catch {
                    guard case .conflict(let conflict) = error else {
                        throw LayoutFileError("\(error)", line: nil, column: nil, context: "the layout")
                    }
                    return LayoutFileResult(
                        status: .conflict, backend: Self.backendName, frames: [], ambiguous: [],
                        broken: [Self.broken(conflict)])
                }
            } else {
                report = root.layoutIfNeeded()
                conflicts += report.conflicts
            }
            if let invalid = report.invalidConstraints.first {
                let id = invalid.constraint?.identifier ?? "?"
                throw LayoutFileError("\(invalid)", line: nil, column: nil, context: "constraint '\(id)'")
            }
        }
        var ambiguousSet = Set<ObjectIdentifier>()
        for root in tree.roots {
            for item in root.ambiguousItems() { ambiguousSet.insert(ObjectIdentifier(item)) }
        }
        var frames: [(id: String, frame: [Double])] = []
        var ambiguous: [String] = []
        frames.reserveCapacity(tree.itemIDs.count)
        for id in tree.itemIDs {
            guard let item = tree.item(id) else { continue }
            let frame = item.frame
            frames.append((id, [frame.minX, frame.minY, frame.width, frame.height]))
            if ambiguousSet.contains(ObjectIdentifier(item)) { ambiguous.append(id) }
        }
        return LayoutFileResult(
            status: conflicts.isEmpty ? .ok : .conflict, backend: Self.backendName, frames: frames,
            ambiguous: ambiguous, broken: conflicts.map(Self.broken))
    }
}
