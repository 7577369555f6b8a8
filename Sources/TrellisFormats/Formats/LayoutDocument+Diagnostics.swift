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
        LayoutDocumentDiagnostics(self).warnings(for: result)
    }
}
