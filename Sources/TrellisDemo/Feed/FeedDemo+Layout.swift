public import Trellis

extension FeedDemo {
    /// Lays out `count` generated feed cells at `width` on all cores, handing each result to
    /// `emit` in order.
    ///
    /// The template is solved once, before the run; each chunk of ``BulkOptions/chunkSize``
    /// cells gets a ``FeedCellTemplate`` made from that solution (so a cell's frames never
    /// depend on the number of threads) and goes through the ordered pipeline
    /// (``BulkLayout/map(source:options:cost:makeState:process:emit:idle:)``) as one unit:
    /// the pipeline's bookkeeping is paid per chunk, not per cell. ``BulkOptions/window``
    /// still bounds the cells in flight (rounded up to whole chunks), progress counts cells,
    /// and cancellation is checked between cells.
    ///
    /// ```swift
    /// try await FeedDemo.layout(count: 10_000, width: 375) { index, result in
    ///     if case .success(let cell) = result { print(index, cell.frames.height) }
    /// }
    /// ```
    /// - Throws: ``BulkError`` for bad options or when cancelled; a cell that fails is
    ///   reported through `emit` as a failure and the rest go on.
    public static func layout(
        count: Int, generator: FeedDataGenerator = FeedDataGenerator(), style: FeedCellStyle = .standard,
        width: Double, options: BulkOptions = BulkOptions(),
        emit: (Int, Result<FeedCellLayout, BulkCellFailure>) -> Void
    ) async throws(BulkError) {
        try await layoutChunks(
            count: count, style: style, width: width, options: options, data: { generator.cell(at: $0) },
            emit: emit)
    }

    /// Lays out the given feed cells at `width`, as
    /// ``layout(count:generator:style:width:options:emit:)``.
    ///
    /// ```swift
    /// let cells = FeedDataGenerator(seed: 7).cells(100)
    /// try await FeedDemo.layout(cells, width: 320) { index, result in print(index, result) }
    /// ```
    /// - Throws: ``BulkError`` for bad options or when cancelled.
    public static func layout(
        _ cells: [FeedCellData], style: FeedCellStyle = .standard, width: Double,
        options: BulkOptions = BulkOptions(), emit: (Int, Result<FeedCellLayout, BulkCellFailure>) -> Void
    ) async throws(BulkError) {
        try await layoutChunks(
            count: cells.count, style: style, width: width, options: options, data: { cells[$0] }, emit: emit)
    }

    /// The run behind both `layout` functions: items of the pipeline are whole chunks of
    /// cells, each laid out in order by a fresh template from the run's solved plan.
    private static func layoutChunks(
        count: Int, style: FeedCellStyle, width: Double, options: BulkOptions,
        data: @escaping @Sendable (Int) -> FeedCellData,
        emit: (Int, Result<FeedCellLayout, BulkCellFailure>) -> Void
    ) async throws(BulkError) {
        let options = try options.validated()
        let chunkSize = options.chunkSize
        var chunked = options
        chunked.chunkSize = 1
        chunked.window = Swift.max(1, (options.window + chunkSize - 1) / chunkSize)
        chunked.progress = nil
        let cancellation = options.cancellation
        let plan = FeedTemplateSlot.plan(style: style, width: width)
        let chunks = BulkLayout.indices((Swift.max(0, count) + chunkSize - 1) / chunkSize, batch: 4)
        try await BulkLayout.map(
            source: { chunks()?.map { $0 * chunkSize..<Swift.min(count, ($0 + 1) * chunkSize) } },
            options: chunked,
            makeState: { FeedTemplateSlot(style: style, width: width, plan: plan) },
            process: { slot, cells, _ in
                var out: [Result<FeedCellLayout, BulkCellFailure>] = []
                out.reserveCapacity(cells.count)
                for index in cells {
                    if cancellation?.isCancelled == true || Task.isCancelled { break }
                    out.append(slot.layout(data(index), index: index))
                }
                return ChunkResults(start: cells.lowerBound, results: out)
            },
            emit: { _, chunk in
                for (offset, result) in chunk.results.enumerated() { emit(chunk.start + offset, result) }
                options.progress?(chunk.start + chunk.results.count)
            })
    }
}

/// One chunk's results, from cell `start` on.
private struct ChunkResults: Sendable {
    let start: Int
    let results: [Result<FeedCellLayout, BulkCellFailure>]
}

/// One laid-out feed cell: its frames and how long it took (measuring its texts included).
///
/// ```swift
/// try await FeedDemo.layout(count: 3, width: 375) { index, result in
///     if case .success(let cell) = result { print(index, cell.frames.height, cell.seconds) }
/// }
/// ```
public struct FeedCellLayout: Sendable {
    /// The cell's frames.
    public var frames: FeedCellFrames
    /// Seconds spent on this cell: measuring its texts, editing the template, reading frames.
    public var seconds: Double
    /// Seconds spent making its chunk's template first (from the run's solved template, or
    /// building and solving it), when this cell was the chunk's first (0 otherwise).
    public var templateSeconds: Double
}

/// A chunk's feed template, made on first use from the run's solved plan, or built and solved
/// when there is none (a failed build is reported per cell).
struct FeedTemplateSlot {
    let style: FeedCellStyle
    let width: Double
    let plan: FeedCellPlan?
    private var template: FeedCellTemplate?

    init(style: FeedCellStyle, width: Double, plan: FeedCellPlan? = nil) {
        self.style = style
        self.width = width
        self.plan = plan
    }

    /// The plan of a template solved at `width` (nil when the rules cannot hold there: each
    /// chunk then tries, and reports the failure per cell).
    static func plan(style: FeedCellStyle, width: Double) -> FeedCellPlan? {
        (try? FeedCellTemplate(style: style, width: width))?.plan
    }

    mutating func layout(_ data: FeedCellData, index: Int) -> Result<FeedCellLayout, BulkCellFailure> {
        let clock = ContinuousClock()
        var start = clock.now
        var templateSeconds = 0.0
        do {
            let template: FeedCellTemplate
            if let existing = self.template {
                template = existing
            } else if let plan {
                template = FeedCellTemplate(plan: plan)
                self.template = template
                let made = clock.now
                templateSeconds = (made - start).seconds
                start = made
            } else {
                template = try FeedCellTemplate(style: style, width: width)
                self.template = template
                let built = clock.now
                templateSeconds = (built - start).seconds
                start = built
            }
            let frames = try template.layout(data)
            let seconds = (clock.now - start).seconds
            return .success(
                FeedCellLayout(frames: frames, seconds: seconds, templateSeconds: templateSeconds))
        } catch {
            template = nil
            return .failure(BulkCellFailure(index: index, message: "\(error)"))
        }
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    var seconds: Double {
        let (whole, attoseconds) = components
        return Double(whole) + Double(attoseconds) * 1e-18
    }
}
