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
        #expect(diagnostics.constraints.map(\.id) == ["k0", "k1", "k2", "wide", "k4"])
        #expect(diagnostics.constraints[3].source == "a.width == 50")
        #expect(diagnostics.formats.map(\.source) == ["H:[a(<=40)]"])
        let warnings = diagnostics.warnings(for: result)
        #expect(warnings.count == 2)
        let all = warnings.joined(separator: "\n")
        #expect(all.contains(#""wide: a.width == 50""#))
        #expect(all.contains(#""vf0: visual format 'H:[a(<=40)]'""#))
        #expect(all.contains(#""pinned.frame: the frame given in the file""#))
        #expect(all.contains(#""k4: pinned.width == 20""#))
    }
}
