import Synchronization
import Trellis

/// Bulk layout: many cells on all cores, results in input order as soon as each is ready,
/// bounded memory, cancellation and progress (see ``BulkOptions``).
///
/// ```swift
/// try await BulkLayout.map(
///     source: BulkLayout.indices(10_000), makeState: { () }, process: { _, n, _ in n * n },
///     emit: { index, square in print(index, square) })
/// ```
public enum BulkLayout {
    /// The ordered parallel map under every bulk run, on a task group: `source` (called from
    /// a child task, one call at a time, until it returns nil) yields items; `process` runs in
    /// child tasks with a per-chunk `State` made by `makeState`; `emit` receives
    /// `(index, output)` on the calling task in index order; `idle` is called before the
    /// calling task waits (to flush output). `cost` is what an item weighs against
    /// ``BulkOptions/maximumBytesInFlight`` (its size in bytes; the default is its stride).
    ///
    /// ```swift
    /// try await BulkLayout.map(
    ///     source: BulkLayout.indices(100), makeState: { () }, process: { _, n, _ in n * n },
    ///     emit: { index, square in print(index, square) })
    /// ```
    /// - Throws: ``BulkError`` for bad options or when cancelled.
    public static func map<Item: Sendable, Output: Sendable, State>(
        source: @escaping @Sendable () -> [Item]?, options: BulkOptions = BulkOptions(),
        cost: @escaping @Sendable (Item) -> Int = { _ in MemoryLayout<Item>.stride },
        makeState: @escaping @Sendable () -> State,
        process: @escaping @Sendable (inout State, Item, Int) -> Output,
        emit: (Int, Output) -> Void, idle: () -> Void = {}
    ) async throws(BulkError) {
        let pipeline = OrderedPipeline(
            options: try options.validated(), makeState: makeState, process: process, cost: cost)
        try await pipeline.run(source: source, emit: emit, idle: idle)
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
// snippet: given let makeTemplate = { @Sendable () throws -> CellTemplate<String> in
// snippet: given     try CellTemplate(width: 320) { _ in { _ in } }
// snippet: given }
// snippet: given let cellData = { @Sendable (index: Int) in "cell \(index)" }
/// ```swift
/// try await BulkLayout.layout(count: 3, template: makeTemplate, data: cellData) { _, result in
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
