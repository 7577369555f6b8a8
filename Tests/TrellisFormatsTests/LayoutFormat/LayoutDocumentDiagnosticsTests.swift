import Testing
import Trellis

@testable import TrellisFormats

/// What `trellis layout` keeps of a document for its warnings once the document's records are
/// let go: every constraint named by its id and shown as written, a visual format by its
/// source, the implicit constraints for what they are.
@Suite struct LayoutDocumentDiagnosticsTests {
    static let text = #"""
        { "views": [{ "id": "root", "frame": [0, 0, 100, 100] }, { "id": "a", "parent": "root" },
                    { "id": "pinned", "parent": "root", "frame": [0, 0, 10, 10] }],
          "constraints": ["a.leading == root.leading", "a.top == root.top", "a.height == 10",
                          { "id": "wide", "constraint": "a.width == 50" }, "pinned.width == 20"],
          "visualFormats": ["H:[a(<=40)]"] }
        """#

    @Test func theDiagnosticsOutliveTheDocumentAndNameEveryConstraint() throws {
        let (tree, diagnostics) = try {
            let document = try LayoutDocument(json: Self.text)
            return (try document.build(), LayoutDocumentDiagnostics(document))
        }()
        let result = try LayoutDocument.layOut(built: tree, strict: false, backend: nil)
        #expect(diagnostics.constraintCount == 5)
        #expect((0..<5).map { diagnostics.constraint($0).id } == ["k0", "k1", "k2", "wide", "k4"])
        #expect(diagnostics.constraint(0).source == "a.leading == root.leading")
        #expect(diagnostics.constraint(3).source == "a.width == 50")
        #expect(diagnostics.constraint(4).source == "pinned.width == 20")
        #expect(diagnostics.formats.map(\.source) == ["H:[a(<=40)]"])
        let warnings = diagnostics.warnings(for: result)
        #expect(warnings.count == 2)
        let all = warnings.joined(separator: "\n")
        #expect(all.contains(#""wide: a.width == 50""#))
        #expect(all.contains(#""vf0: visual format 'H:[a(<=40)]'""#))
        #expect(all.contains(#""pinned.frame: the frame given in the file""#))
        #expect(all.contains(#""k4: pinned.width == 20""#))
    }

    /// Ids and texts of any length and script read back as written (one run of UTF-8 holds
    /// them all).
    @Test func idsAndTextsReadBackAsWritten() throws {
        let ids = ["k0", "é", "a-much-longer-identifier-than-fifteen-bytes", "k3"]
        let sources = [
            "a.width == 1", "a.width >= 2 @750", "a.height == 0.5 * a.width + 3", "a.height <= 1000",
        ]
        var entries: [String] = []
        for (id, source) in zip(ids, sources) {
            entries.append(#"{ "id": "\#(id)", "constraint": "\#(source)" }"#)
        }
        let text = #"""
            { "views": [{ "id": "root", "frame": [0, 0, 100, 100] }, { "id": "a", "parent": "root" }],
              "constraints": [\#(entries.joined(separator: ", "))] }
            """#
        let diagnostics = LayoutDocumentDiagnostics(try LayoutDocument(json: text))
        #expect(diagnostics.constraintCount == ids.count)
        for k in ids.indices {
            #expect(diagnostics.constraint(k).id == ids[k])
            #expect(diagnostics.constraint(k).source == sources[k])
        }
    }

    /// Only ids that differ from the generated `k<index>` are kept as text: an id that looks
    /// generated but names another position reads back as written, and a conflict names
    /// every member by its id and text.
    @Test func idsThatLookGeneratedReadBackAsWritten() throws {
        let text = #"""
            { "views": [{ "id": "root", "frame": [0, 0, 100, 100] }, { "id": "a", "parent": "root" }],
              "constraints": [{ "id": "k1", "constraint": "a.width == 10" },
                              { "id": "k0", "constraint": "a.width == 20" },
                              "a.width == 30", { "id": "k3", "constraint": "a.height == 5" },
                              "a.leading == root.leading", "a.top == root.top"] }
            """#
        let document = try LayoutDocument(json: text)
        let diagnostics = LayoutDocumentDiagnostics(document)
        #expect((0..<6).map { diagnostics.constraint($0).id } == ["k1", "k0", "k2", "k3", "k4", "k5"])
        #expect(diagnostics.constraint(2).source == "a.width == 30")
        let result = try LayoutDocument.layOut(built: try document.build(), strict: false, backend: nil)
        let warnings = diagnostics.warnings(for: result).joined(separator: "\n")
        #expect(warnings.contains(#""k1: a.width == 10""#))
        #expect(warnings.contains(#""k0: a.width == 20""#))
        #expect(warnings.contains(#""k2: a.width == 30""#))
    }
}
