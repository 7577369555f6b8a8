import Synchronization

/// Bulk layout: many cells on all cores, results in input order as soon as each is ready,
/// bounded memory, cancellation and progress (see ``BulkOptions``).
///
/// ```swift
/// try BulkLayout.map(
///     source: BulkLayout.indices(10_000), makeState: { () }, process: { _, n, _ in n * n },
///     emit: { index, square in print(index, square) })
/// ```
public enum BulkLayout {
    /// The ordered parallel map under every bulk run: `source` (called on a reader thread
    /// until it returns nil) yields items; `process` runs on worker threads with a per-chunk
    /// `State` made by `makeState`; `emit` receives `(index, output)` on the calling thread in
    /// index order; `idle` is called before the calling thread waits (to flush output).
    ///
    /// ```swift
    /// let numbers = Atomic<Int>(0)
    /// try BulkLayout.map(
    ///     source: { let n = numbers.add(1, ordering: .relaxed).oldValue; return n < 100 ? [n] : nil },
    ///     makeState: { () }, process: { _, n, _ in n * n },
    ///     emit: { index, square in print(index, square) })
    /// ```
    /// - Throws: ``BulkError`` for bad options or when cancelled.
    public static func map<Item: Sendable, Output: Sendable, State>(
        source: @escaping @Sendable () -> [Item]?, options: BulkOptions = BulkOptions(),
        makeState: @escaping @Sendable () -> State,
        process: @escaping @Sendable (inout State, Item, Int) -> Output,
        emit: (Int, Output) -> Void, idle: () -> Void = {}
    ) throws(BulkError) {
        let pipeline = OrderedPipeline(
            options: try options.validated(), makeState: makeState, process: process)
        try pipeline.run(source: source, emit: emit, idle: idle)
    }

    /// A source handing out `0..<count` in batches of `batch`.
    public static func indices(_ count: Int, batch: Int = 256) -> @Sendable () -> [Int]? {
        let next = Atomic<Int>(0)
        let size = Swift.max(1, batch)
        return {
            let start = next.add(size, ordering: .relaxed).oldValue
            if start >= count { return nil }
            return Array(start..<Swift.min(count, start + size))
        }
    }
}

/// A cell that could not be laid out, with its index; the run goes on.
///
/// ```swift
/// try BulkLayout.layout(count: 3, template: makeTemplate, data: cellData) { _, result in
///     if case .failure(let failure) = result { print(failure) }   // "cell <index>: <message>"
/// }
/// ```
public struct BulkCellFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The cell's 0-based index in the input.
    public var index: Int
    /// What went wrong.
    public var message: String

    /// Creates a failure report.
    public init(index: Int, message: String) {
        self.index = index
        self.message = message
    }

    public var description: String { "cell \(index): \(message)" }
}
