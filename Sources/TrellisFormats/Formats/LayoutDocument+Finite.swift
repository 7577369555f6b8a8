import Trellis

extension LayoutDocument {
    /// Throws for the first frame with a number that is not finite: values within the
    /// numeric range can still multiply past `Double`'s range along a chain of large
    /// multipliers, and such a layout has no answer to print.
    // snippet: given @testable import TrellisFormats
    /// ```swift
    /// try LayoutDocument.checkFinite([("a", [0, 0, 10, 10])])   // passes
    /// ```
    /// - Throws: ``LayoutFileError`` naming the item.
    static func checkFinite(_ frames: [(id: String, frame: [Double])]) throws(LayoutFileError) {
        for (id, frame) in frames where !frame.allSatisfy(\.isFinite) {
            throw LayoutFileError(
                "the frame of '\(id)' is not finite (\(frame)): the layout's numbers overflow; rescale it",
                line: nil, column: nil, context: "item '\(id)'")
        }
    }
}
