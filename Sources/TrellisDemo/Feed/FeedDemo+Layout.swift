import Trellis
public import TrellisFormats

extension FeedDemo {
    /// Lays out `count` generated feed cells at `width` on all cores, handing each result to
    /// `emit` in order.
    ///
    /// The template is solved once, before the run; each chunk of ``BulkOptions/chunkSize``
    /// cells gets a ``FeedCellTemplate`` made from that solution (so a cell's frames never
    /// depend on the number of threads) and goes through the ordered pipeline
    /// (``BulkLayout/map(source:options:cost:makeState:process:emit:idle:)``) with a few
    /// others as one unit (about 1,024 cells): the pipeline's bookkeeping is paid per unit, not
    /// per cell. ``BulkOptions/window`` still bounds the cells in flight (rounded up to whole
    /// units), progress counts cells, and cancellation is checked between cells.
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
            count: count, style: style, width: width, options: options,
            data: { ArraySlice($0.map(generator.cell(at:))) }, emit: emit)
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

    /// The run behind both `layout` functions: items of the pipeline are groups of whole
    /// chunks of cells, each chunk laid out in order by a fresh template from the run's solved
    /// plan.
    private static func layoutChunks(
        count: Int, style: FeedCellStyle, width: Double, options: BulkOptions,
        data: @escaping @Sendable (Range<Int>) -> ArraySlice<FeedCellData>,
        emit: (Int, Result<FeedCellLayout, BulkCellFailure>) -> Void
    ) async throws(BulkError) {
        let options = try options.validated()
        let chunkSize = options.chunkSize
        // An item of the pipeline is a group of whole chunks, about `groupCells` cells: each
        // item costs a task and a hand-over between threads, which a few hundred cells repay.
        let group = chunkSize * Swift.max(1, groupCells / chunkSize)
        var grouped = options
        grouped.chunkSize = 1
        grouped.window = Swift.max(1, (options.window + group - 1) / group)
        grouped.progress = nil
        let cancellation = options.cancellation
        let plan = FeedTemplateSlot.plan(style: style, width: width)
        let groups = BulkLayout.indices((Swift.max(0, count) + group - 1) / group, batch: 2)
        try await BulkLayout.map(
            source: { groups()?.map { $0 * group..<Swift.min(count, ($0 + 1) * group) } },
            options: grouped,
            makeState: { () },
            process: { _, cells, _ in
                // The cells' data first (generated, or a slice of the given cells), so that each
                // cell's time is its layout alone, read from one clock reading to the next.
                let items = data(cells)
                var out: [Result<FeedCellLayout, BulkCellFailure>] = []
                out.reserveCapacity(cells.count)
                var slot = FeedTemplateSlot(style: style, width: width, plan: plan)
                var mark = ContinuousClock.now
                for (offset, i) in items.indices.enumerated() {
                    if cancellation?.isCancelled == true || Task.isCancelled { break }
                    let index = cells.lowerBound + offset
                    // Each chunk starts from a fresh template: results never depend on threads.
                    if offset > 0 && index % chunkSize == 0 {
                        slot = FeedTemplateSlot(style: style, width: width, plan: plan)
                    }
                    let (result, end) = slot.layout(items[i], index: index, since: mark)
                    out.append(result)
                    mark = end
                }
                return ChunkResults(start: cells.lowerBound, results: out)
            },
            emit: { _, chunk in
                for (offset, result) in chunk.results.enumerated() { emit(chunk.start + offset, result) }
                options.progress?(chunk.start + chunk.results.count)
            })
    }

    /// About how many cells one item of the pipeline holds (whole chunks, at least one).
    static let groupCells = 1024
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
        layout(data, index: index, since: ContinuousClock.now).result
    }

    /// Lays out one cell, timed from `start` (the clock reading that ended the previous cell,
    /// so a run of cells reads the clock once per cell); `end` is the reading that ends this one.
    mutating func layout(_ data: FeedCellData, index: Int, since start: ContinuousClock.Instant) -> (
        result: Result<FeedCellLayout, BulkCellFailure>, end: ContinuousClock.Instant
    ) {
        let clock = ContinuousClock()
        var start = start
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
            let end = clock.now
            return (
                .success(
                    FeedCellLayout(
                        frames: frames, seconds: (end - start).seconds, templateSeconds: templateSeconds)),
                end
            )
        } catch {
            template = nil
            return (.failure(BulkCellFailure(index: index, message: "\(error)")), clock.now)
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
