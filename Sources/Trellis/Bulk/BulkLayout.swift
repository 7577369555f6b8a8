import Synchronization

/// Bulk layout: many cells on all cores, results in input order as soon as each is ready,
/// bounded memory, cancellation and progress (see ``BulkOptions``).
///
/// ```swift
/// try await BulkLayout.layoutFeed(count: 10_000, width: 375) { index, result in
///     if case .success(let cell) = result { print(index, cell.frames.height) }
/// }
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

    /// Lays out `count` generated feed cells at `width` with one ``FeedCellTemplate`` per
    /// chunk, handing each result to `emit` in order.
    ///
    /// - Throws: ``BulkError`` for bad options or when cancelled; a cell that fails is
    ///   reported through `emit` as a failure and the rest go on.
    public static func layoutFeed(
        count: Int, generator: FeedDataGenerator = FeedDataGenerator(), style: FeedCellStyle = .standard,
        width: Double, options: BulkOptions = BulkOptions(),
        emit: (Int, Result<FeedCellLayout, BulkCellFailure>) -> Void
    ) async throws(BulkError) {
        try await map(
            source: indices(count, batch: options.chunkSize), options: options,
            makeState: { FeedTemplateSlot(style: style, width: width) },
            process: { slot, index, _ in slot.layout(generator.cell(at: index), index: index) },
            emit: emit)
    }

    /// Lays out the given feed cells at `width`, as
    /// ``layoutFeed(count:generator:style:width:options:emit:)``.
    public static func layoutFeed(
        _ cells: [FeedCellData], style: FeedCellStyle = .standard, width: Double,
        options: BulkOptions = BulkOptions(), emit: (Int, Result<FeedCellLayout, BulkCellFailure>) -> Void
    ) async throws(BulkError) {
        let source = indices(cells.count, batch: options.chunkSize)
        try await map(
            source: source, options: options,
            makeState: { FeedTemplateSlot(style: style, width: width) },
            process: { slot, index, _ in slot.layout(cells[index], index: index) },
            emit: emit)
    }
}

/// One laid-out feed cell: its frames and how long it took (measuring its texts included).
///
/// ```swift
/// try await BulkLayout.layoutFeed(count: 3, width: 375) { index, result in
///     if case .success(let cell) = result { print(index, cell.frames.height, cell.seconds) }
/// }
/// ```
public struct FeedCellLayout: Sendable {
    /// The cell's frames.
    public var frames: FeedCellFrames
    /// Seconds spent on this cell: measuring its texts, editing the template, reading frames.
    public var seconds: Double
    /// Seconds spent building and solving its chunk's template first, when this cell was the
    /// chunk's first (0 otherwise).
    public var templateSeconds: Double
}

/// A cell that could not be laid out, with its index; the run goes on.
///
/// ```swift
/// try await BulkLayout.layoutFeed(count: 3, width: 375) { _, result in
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

/// A chunk's feed template, built on first use (a failed build is reported per cell).
struct FeedTemplateSlot {
    let style: FeedCellStyle
    let width: Double
    private var template: FeedCellTemplate?

    init(style: FeedCellStyle, width: Double) {
        self.style = style
        self.width = width
    }

    mutating func layout(_ data: FeedCellData, index: Int) -> Result<FeedCellLayout, BulkCellFailure> {
        let clock = ContinuousClock()
        var start = clock.now
        var templateSeconds = 0.0
        do {
            let template: FeedCellTemplate
            if let existing = self.template {
                template = existing
            } else {
                template = try FeedCellTemplate(style: style, width: width)
                self.template = template
                let built = clock.now
                templateSeconds = Self.seconds(built - start)
                start = built
            }
            let frames = try template.layout(data)
            let seconds = Self.seconds(clock.now - start)
            return .success(
                FeedCellLayout(frames: frames, seconds: seconds, templateSeconds: templateSeconds))
        } catch {
            template = nil
            return .failure(BulkCellFailure(index: index, message: "\(error)"))
        }
    }

    private static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}
