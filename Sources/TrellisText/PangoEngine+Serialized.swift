import Synchronization

/// One lock for every Pango layout, shaping and drawing call in the process.
///
/// Pango 1.50 gives another answer when layouts are computed on several threads at once, even
/// with a font map, context and layout per thread: a word broken inside (with
/// `PANGO_WRAP_WORD_CHAR`, where Pango inserts a hyphen) is sometimes broken as if the hyphen
/// took no room, so the line ends up wider than the wrapping width ("here" at width 30 in
/// 15-point DejaVu Sans: "her-" 30.32 points wide instead of "he-" 24.15). A C program
/// that only calls Pango shows it: four threads laying the same text out, each with its own
/// font map, disagree on about two layouts in five; with the layouts computed one at a time,
/// never. So every call that lays text out, shapes it, reads its break attributes or draws it
/// holds this lock. Texts measured from cached words never call Pango and run in parallel.
private let pangoCalls = Mutex(())

extension PangoEngine {
    /// Runs `body`, which calls Pango, while no other thread calls Pango. Not reentrant:
    /// `body` must not call another serialized method.
    func serialized<Result>(_ body: () -> Result) -> Result {
        pangoCalls.withLock { _ in body() }
    }
}
