import Trellis

extension LayoutDocument {
    /// Builds the document and lays it out: every frame relative to its parent (a guide's to
    /// its owner), the ambiguous items, and the constraints broken to resolve conflicts.
    ///
    /// Without `strict`, conflicting required constraints are reported as UIKit does: one
    /// of each conflicting set is broken and the rest laid out (status `conflict`). With
    /// `strict`, the first conflict stops the layout: the result has status `conflict`, that
    /// conflict in ``LayoutFileResult/broken``, and no frames.
    // snippet: given let text = #"{ "views": [ { "id": "root", "frame": [0, 0, 375, 120] } ] }"#
    /// ```swift
    /// let result = try LayoutDocument(json: text).layOut()
    /// print(result.frame(of: "avatar") ?? [])  // [15, 44, 32, 32]
    /// ```
    /// `backend`, when given, chooses the solver of every root's tree
    /// (`LayoutView.layoutBackend`, `.auto` otherwise), and the result's `backend` and `note`
    /// then say what each tree used.
    /// - Parameters:
    ///   - strict: whether a conflict stops the layout.
    ///   - text: the text measurers of text views (default: the average-advance model).
    ///   - backend: the solver of every tree, when given.
    /// - Throws: ``LayoutFileError`` when the engine rejects a constraint.
    public func layOut(
        strict: Bool = false, text: any TextMeasurerProvider = AverageTextMeasurerProvider(),
        backend: Backend? = nil
    ) throws(LayoutFileError) -> LayoutFileResult {
        try layOutKeepingTree(strict: strict, text: text, backend: backend).result
    }

    /// ``layOut(strict:text:backend:)``, returning the laid-out tree with the result: a
    /// command that exits right after printing the result can leave the tree (about ten
    /// objects per view) to the operating system instead of freeing it object by object.
    package func layOutKeepingTree(
        strict: Bool, text: any TextMeasurerProvider, backend: Backend?
    ) throws(LayoutFileError) -> (result: LayoutFileResult, tree: LayoutDocumentTree) {
        let tree = try build(text: text)
        return (try Self.layOut(built: tree, strict: strict, backend: backend), tree)
    }

    /// Lays out a tree built from a document (``build(text:)``) as
    /// ``layOut(strict:text:backend:)`` does once it has built it. The document itself is not
    /// read: a command that lays out a large file can let the document's records go first
    /// (keeping ``LayoutDocumentDiagnostics`` for its warnings). Unless `keepingPresolve`, the
    /// tree's parts solved through presolve let it go once solved (a tree that is not changed
    /// afterwards never replays it).
    package static func layOut(
        built tree: LayoutDocumentTree, strict: Bool, backend: Backend?, keepingPresolve: Bool = true
    ) throws(LayoutFileError) -> LayoutFileResult {
        for root in tree.roots { root.keepsPresolveForReplay = keepingPresolve }
        guard let backend else { return try layOut(tree: tree, strict: strict) }
        for root in tree.roots { root.layoutBackend = backend }
        var result = try layOut(tree: tree, strict: strict)
        var kinds: [String] = []
        var notes: [String] = []
        var trees: [String: Int] = [:]
        for root in tree.roots {
            let report = root.lastLayoutReport
            if !kinds.contains(report.backend.rawValue) { kinds.append(report.backend.rawValue) }
            if trees[report.note] == nil { notes.append(report.note) }
            trees[report.note, default: 0] += 1
        }
        if let first = kinds.first { result.backend = first }
        // One line per distinct note, with how many trees it stands for.
        result.note = notes.map { note in
            let count = trees[note] ?? 1
            return count == 1 ? note : "\(count) trees: \(note)"
        }.joined(separator: " | ")
        return result
    }

    /// Lays out an already built tree of this document (``build()``, or a bulk template
    /// whose values were updated to this document's) and reports as ``layOut(strict:)`` does.
    ///
    /// - Throws: ``LayoutFileError`` when the engine leaves a constraint out as invalid.
    static func layOut(tree: LayoutDocumentTree, strict: Bool) throws(LayoutFileError) -> LayoutFileResult {
        var conflicts: [LayoutConflict] = []
        for root in tree.roots {
            if strict {
                let report: LayoutReport
                do throws(LayoutError) {
                    report = try root.layoutIfNeeded(strict: true)
                } catch {
                    guard case .conflict(let conflict) = error else {
                        throw LayoutFileError("\(error)", line: nil, column: nil, context: "the layout")
                    }
                    return LayoutFileResult(
                        status: .conflict, backend: Self.backendName, frames: [], ambiguous: [],
                        broken: [Self.broken(conflict)], hasFrames: false)
                }
                try Self.checkInvalid(report, tree)
            } else {
                let report = root.layoutIfNeeded()
                try Self.checkInvalid(report, tree)
                conflicts += report.conflicts
            }
        }
        var ambiguousSet = Set<ObjectIdentifier>()
        for root in tree.roots {
            for item in root.ambiguousItems() { ambiguousSet.insert(ObjectIdentifier(item)) }
        }
        var frames: [(id: String, frame: [Double])] = []
        var ambiguous: [String] = []
        for id in tree.itemIDs {
            guard let item = tree.item(id) else { continue }
            let frame = item.frame
            // Adding zero turns a negative zero (a view at the origin after `-x`) into `0`.
            frames.append((id, [frame.minX + 0, frame.minY + 0, frame.width + 0, frame.height + 0]))
            if ambiguousSet.contains(ObjectIdentifier(item)) { ambiguous.append(id) }
        }
        try Self.checkFinite(frames)
        return LayoutFileResult(
            status: conflicts.isEmpty ? .ok : .conflict, backend: Self.backendName, frames: frames,
            ambiguous: ambiguous, broken: conflicts.map(Self.broken))
    }

    /// The layout engine solves with the incremental solver.
    static let backendName = "incremental"

    /// A conflict as ids: the broken constraint and the conflicting set, each id once.
    static func broken(_ conflict: LayoutConflict) -> LayoutFileResult.Broken {
        func name(_ constraint: LayoutConstraint.Reference) -> String {
            constraint.identifier ?? constraint.description
        }
        var seen = Set<String>()
        let ids = conflict.conflicting.map(name).filter { seen.insert($0).inserted }
        return LayoutFileResult.Broken(broken: name(conflict.broken), conflict: ids)
    }

    /// Throws for a constraint the engine left out as invalid (checks make it unexpected).
    private static func checkInvalid(_ report: LayoutReport, _ tree: LayoutDocumentTree)
        throws(LayoutFileError)
    {
        guard let invalid = report.invalidConstraints.first else { return }
        let id = invalid.constraint?.identifier ?? "?"
        throw LayoutFileError("\(invalid)", line: nil, column: nil, context: "constraint '\(id)'")
    }
}
