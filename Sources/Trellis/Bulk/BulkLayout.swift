import Synchronization

/// Bulk layout: many cells on all cores, results in input order as soon as each is ready,
/// bounded memory, cancellation and progress (see ``BulkOptions``).
///
/// ```swift
/// let style = FeedCellStyle.standard
/// try BulkLayout.layoutFeed(count: 10_000, width: 375) { index, result in
///     if case .success(let cell) = result { print(index, cell.frames.height) }
/// }
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

    /// Lays out `count` generated feed cells at `width` with one ``FeedCellTemplate`` per
    /// chunk, handing each result to `emit` in order.
    ///
    /// - Throws: ``BulkError`` for bad options or when cancelled; a cell that fails is
    ///   reported through `emit` as a failure and the rest go on.
    public static func layoutFeed(
        count: Int, generator: FeedDataGenerator = FeedDataGenerator(), style: FeedCellStyle = .standard,
        width: Double, options: BulkOptions = BulkOptions(),
        emit: (Int, Result<FeedCellLayout, BulkCellFailure>) -> Void
    ) throws(BulkError) {
        try map(
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
    ) throws(BulkError) {
        let source = indices(cells.count, batch: options.chunkSize)
        try map(
            source: source, options: options,
            makeState: { FeedTemplateSlot(style: style, width: width) },
            process: { slot, index, _ in slot.layout(cells[index], index: index) },
            emit: emit)
    }
}

/// One laid-out feed cell: its frames and how long it took (measuring its texts included).
///
/// ```swift
/// try BulkLayout.layoutFeed(count: 3, width: 375) { index, result in
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
/// try BulkLayout.layoutFeed(count: 3, width: 375) { _, result in
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
        var start = MonotonicClock.nanoseconds()
        var templateSeconds = 0.0
        do {
            let template: FeedCellTemplate
            if let existing = self.template {
                template = existing
            } else {
                template = try FeedCellTemplate(style: style, width: width)
                self.template = template
                let built = MonotonicClock.nanoseconds()
                templateSeconds = Double(built - start) * 1e-9
                start = built
            }
            let frames = try template.layout(data)
            let seconds = Double(MonotonicClock.nanoseconds() - start) * 1e-9
            return .success(
                FeedCellLayout(frames: frames, seconds: seconds, templateSeconds: templateSeconds))
        } catch {
            template = nil
            return .failure(BulkCellFailure(index: index, message: "\(error)"))
        }
    }
}
