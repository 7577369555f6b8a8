import Testing

@testable import Trellis

/// The report's note counts rows in plain English.
@Suite struct ReportNoteTests {
    @Test func oneRowIsSingular() throws {
        let root = LayoutView("root")
        try LayoutConstraint.activate([root.widthAnchor.constraint(equalToConstant: 10)])
        let note = root.layoutIfNeeded().note
        #expect(note.contains("(1 row)"), "\(note)")
        #expect(!note.contains("1 rows"), "\(note)")
    }
}
