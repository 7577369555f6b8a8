/// A ``LayoutError`` kept out of line: the error is 136 bytes with its optional, and every
/// constraint and engine entry has room for one that is nearly always nil. Behind one
/// reference it costs 8 bytes where there is none (100,000 cells hold about 800,000
/// constraints and as many entries).
final class LayoutErrorBox: Sendable {
    let error: LayoutError

    init(_ error: LayoutError) {
        self.error = error
    }

    /// `error` boxed, or nil.
    static func box(_ error: LayoutError?) -> LayoutErrorBox? {
        error.map(LayoutErrorBox.init)
    }
}
