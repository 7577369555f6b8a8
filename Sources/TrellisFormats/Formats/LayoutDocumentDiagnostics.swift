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

    /// The constraints' ids and texts, in file order, as one run of UTF-8 (a string each
    /// would be about 64 bytes a constraint more): constraint `k`'s id is
    /// `bytes[bounds[2k]..<bounds[2k + 1]]`, its text `bytes[bounds[2k + 1]..<bounds[2k + 2]]`.
    private var bytes: [UInt8] = []
    private var bounds: [Int] = [0]
    /// The visual formats, in file order.
    var formats: [Written]

    /// The ids and texts of `document`'s constraints and formats.
    package init(_ document: LayoutDocument) {
        // The strings are read in place (a copy of each constraint record would retain and
        // release all of its strings).
        let constraints = document.constraints
        var length = 0
        for k in constraints.indices {
            length += constraints[k].id.utf8.count + constraints[k].source.utf8.count
        }
        bytes.reserveCapacity(length)
        bounds.reserveCapacity(2 * constraints.count + 1)
        for k in constraints.indices {
            Self.append(constraints[k].id, to: &bytes)
            bounds.append(bytes.count)
            Self.append(constraints[k].source, to: &bytes)
            bounds.append(bytes.count)
        }
        formats = document.formats.map { Written(id: $0.id, source: $0.format.source) }
    }

    /// Appends `string`'s UTF-8 to `bytes`, copied as one block.
    private static func append(_ string: String, to bytes: inout [UInt8]) {
        var string = string
        string.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// How many constraints there are.
    var constraintCount: Int { bounds.count / 2 }

    /// Constraint `k`'s id and text as written.
    func constraint(_ k: Int) -> (id: String, source: String) {
        (
            String(decoding: bytes[bounds[2 * k]..<bounds[2 * k + 1]], as: UTF8.self),
            String(decoding: bytes[bounds[2 * k + 1]..<bounds[2 * k + 2]], as: UTF8.self)
        )
    }

    /// ``LayoutDocument/warnings(for:)``: the same warnings, from the ids and texts alone.
    package func warnings(for result: LayoutFileResult) -> [String] {
        var warnings: [String] = []
        // Ids to their text, looked up once each (a file with thousands of conflicts searched
        // its constraints for every member).
        var written: [String: String] = [:]
        if !result.broken.isEmpty {
            for k in 0..<constraintCount {
                let (id, source) = constraint(k)
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
