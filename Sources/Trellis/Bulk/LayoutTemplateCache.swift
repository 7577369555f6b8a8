/// The solved layout templates of one chunk, by structural key: lines of FORMATS.md §2 that
/// share views and constraints (other constants, frames, intrinsic sizes) reuse one.
struct LayoutTemplateCache {
    /// Processes one layout line.
    mutating func process(_ line: String, index: Int, strict: Bool) -> BulkStream.LineOutput {
        .init(
            json: BulkJSON.errorLine(
                index: index, message: "layout lines need the layout engine, which is not on this build yet"),
            status: .error)
    }
}
