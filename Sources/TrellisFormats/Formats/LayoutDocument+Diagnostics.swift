import Trellis

// Warnings about a laid-out document, worded for a person reading stderr.

extension LayoutDocument {
    /// The warnings a layout result deserves, one multi-line text each: every conflict as
    /// UIKit reports it ("Unable to simultaneously satisfy constraints." with the conflicting
    /// set and the constraint broken to recover), then the ambiguous items, if any. Each
    /// constraint is named by its id and shown as written in the file.
    ///
    /// `trellis layout` prints these on stderr while the JSON goes to stdout.
    // snippet: given let text = #"{ "views": [ { "id": "root", "frame": [0, 0, 375, 120] } ] }"#
    /// ```swift
    /// let document = try LayoutDocument(json: text)
    /// let result = try document.layOut()
    /// for warning in document.warnings(for: result) { print(warning) }
    /// // Unable to simultaneously satisfy constraints.
    /// //     At least one of the constraints in the following list is one you don't want.
    /// // (
    /// //     "wide: box.width == 100",
    /// //     "wider: box.width == 200"
    /// // )
    /// // Will attempt to recover by breaking constraint
    /// //     "wider: box.width == 200"
    /// ```
    public func warnings(for result: LayoutFileResult) -> [String] {
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
            return "\(id): visual format '\(format.format.source.replacingNewlines())'"
        }
        if id.hasSuffix(".frame") { return "\(id): the frame given in the file" }
        if id.hasSuffix(".intrinsic") { return "\(id): the intrinsic size given in the file" }
        return id
    }
}
