import Trellis

/// What the warnings of a document's layout name: each constraint's id and text as written,
/// and each visual format's id and source. A command that lays out a large file keeps this
/// and lets the document's records go once the tree is built (they are several hundred bytes
/// a view, and the layout's peak comes after the build).
package struct LayoutDocumentDiagnostics: Sendable {
    /// A visual format: its id and its source.
    struct Written: Sendable, Hashable {
        var id: String
        var source: String
    }

    /// The constraints' texts, in file order, as one run of UTF-8 (a string each would be
    /// about 64 bytes a constraint more): constraint `k`'s text runs from the end of the one
    /// before it (0 for the first) to `textEnds[k]`. Texts past 4 GiB of them are not kept
    /// (``textEnds`` is then shorter than the count, and the warnings name those constraints
    /// by id alone).
    private var bytes: [UInt8] = []
    private var textEnds: [UInt32] = []
    /// The ids the file gave that are not the generated `k<index>`, by increasing index
    /// (a large file's constraints mostly have none: their ids are not kept as text).
    private var customIDs: [(index: Int, id: String)] = []
    /// How many constraints there are.
    private(set) var constraintCount = 0
    /// The visual formats, in file order.
    var formats: [Written]

    /// The ids and texts of `document`'s constraints and formats.
    package init(_ document: LayoutDocument) {
        // The strings are read in place (a copy of each constraint record would retain and
        // release all of its strings).
        let constraints = document.constraints
        constraintCount = constraints.count
        var length = 0
        for k in constraints.indices { length += constraints[k].source.utf8.count }
        bytes.reserveCapacity(min(length, Int(UInt32.max)))
        textEnds.reserveCapacity(constraints.count)
        for k in constraints.indices {
            if constraints[k].id != LayoutDocument.generatedID(k) {
                customIDs.append((k, constraints[k].id))
            }
            guard textEnds.count == k, bytes.count + constraints[k].source.utf8.count <= Int(UInt32.max)
            else {
                continue
            }
            Self.append(constraints[k].source, to: &bytes)
            textEnds.append(UInt32(truncatingIfNeeded: bytes.count))
        }
        formats = document.formats.map { Written(id: $0.id, source: $0.format.source) }
    }

    /// Appends `string`'s UTF-8 to `bytes`, copied as one block.
    private static func append(_ string: String, to bytes: inout [UInt8]) {
        var string = string
        string.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Constraint `k`'s id as written (or as generated).
    func id(_ k: Int) -> String {
        var low = 0
        var high = customIDs.count
        while low < high {
            let middle = (low + high) / 2
            if customIDs[middle].index < k { low = middle + 1 } else { high = middle }
        }
        if low < customIDs.count && customIDs[low].index == k { return customIDs[low].id }
        return LayoutDocument.generatedID(k)
    }

    /// Constraint `k`'s text as written, nil when it was not kept.
    func source(_ k: Int) -> String? {
        guard textEnds.indices.contains(k) else { return nil }
        let start = k == 0 ? 0 : Int(textEnds[k - 1])
        return String(decoding: bytes[start..<Int(textEnds[k])], as: UTF8.self)
    }

    /// Constraint `k`'s id and text as written (the text empty when it was not kept).
    func constraint(_ k: Int) -> (id: String, source: String) {
        (id(k), source(k) ?? "")
    }

    /// ``LayoutDocument/warnings(for:)``: the same warnings, from the ids and texts alone.
    package func warnings(for result: LayoutFileResult) -> [String] {
        var warnings: [String] = []
        // Ids to their text, looked up once each (a file with thousands of conflicts searched
        // its constraints for every member).
        var written: [String: String] = [:]
        if !result.broken.isEmpty {
            for k in 0..<constraintCount {
                guard let source = source(k) else { continue }
                let id = id(k)
                if written[id] == nil { written[id] = source }
            }
        }
        for entry in result.broken {
            var text = "Unable to simultaneously satisfy constraints.\n"
            text += "    At least one of the constraints in the following list is one you don't want.\n(\n"
            text += entry.conflict.map { "    \"\(describe($0, written))\"" }.joined(separator: ",\n")
            text +=
                "\n)\nWill attempt to recover by breaking constraint\n    \"\(describe(entry.broken, written))\""
            warnings.append(text)
        }
        if !result.ambiguous.isEmpty {
            warnings.append(LayoutReport.ambiguityWarning(result.ambiguous))
        }
        return warnings
    }

    /// `id: text as written` for a constraint id of a conflict report (FORMATS.md §2 names
    /// implicit constraints `<view>.frame`, `<view>.intrinsic` and `vf<i>`).
    /// `written` maps constraint ids to their text as written (built by the caller once).
    func describe(_ id: String, _ written: [String: String]) -> String {
        if let source = written[id] { return "\(id): \(source)" }
        if let format = formats.first(where: { $0.id == id }) {
            return "\(id): visual format '\(format.source.replacingNewlines())'"
        }
        if id.hasSuffix(".frame") { return "\(id): the frame given in the file" }
        if id.hasSuffix(".intrinsic") { return "\(id): the intrinsic size given in the file" }
        return id
    }
}
