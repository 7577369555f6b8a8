import Trellis

/// What the warnings of a document's layout name: each constraint's id and text as written,
/// and each visual format's id and source. A command that lays out a large file keeps this
/// and lets the document's records go once the tree is built (they are several hundred bytes
/// a view, and the layout's peak comes after the build).
package struct LayoutDocumentDiagnostics: Sendable {
    /// A constraint or a visual format: its id and its text as written.
    struct Written: Sendable, Hashable {
        var id: String
        var source: String
    }

    /// The file's constraints, in file order.
    var constraints: [Written]
    /// The visual formats, in file order.
    var formats: [Written]

    /// The ids and texts of `document`'s constraints and formats (the texts are shared with
    /// the document, not copied).
    package init(_ document: LayoutDocument) {
        constraints = document.constraints.map { Written(id: $0.id, source: $0.source) }
        formats = document.formats.map { Written(id: $0.id, source: $0.format.source) }
    }

    /// ``LayoutDocument/warnings(for:)``: the same warnings, from the ids and texts alone.
    package func warnings(for result: LayoutFileResult) -> [String] {
        var warnings: [String] = []
        // Ids to their text, looked up once each (a file with thousands of conflicts searched
        // its constraints for every member).
        var written: [String: String] = [:]
        if !result.broken.isEmpty {
            for constraint in constraints where written[constraint.id] == nil {
                written[constraint.id] = constraint.source
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
