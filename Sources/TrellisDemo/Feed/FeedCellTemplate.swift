import Trellis
public import TrellisSolver

/// The feed cell as a solved constraint template: its views' frames are solver variables and
/// its rules (``FeedCellStyle``) constraints, built and solved once; each cell is then laid out
/// by changing only the constants that differ (the labels' intrinsic sizes, the body's measured
/// height) with the solver's cheap `Solver.setConstant(of:to:)` edits.
///
/// Intrinsic sizes follow UIKit: the name's width, which competes with the time, is the pair
/// `width >= w` at its compression resistance and `width <= w` at its hugging priority; sizes
/// nothing competes with are one equality at the compression resistance (the pair's optimum);
/// the cell's height is fitted as `systemLayoutSizeFitting` does with a low vertical fitting
/// priority (`height == 0 @50`), so it comes from the content.
///
/// Not thread-safe: use one template per thread (``BulkLayout`` does).
///
/// ```swift
/// let template = try FeedCellTemplate(width: 375)
/// let frames = try template.layout(FeedDataGenerator().cell(at: 0))
/// print(frames.height)
/// ```
public final class FeedCellTemplate {
    /// The rules the template encodes.
    public let style: FeedCellStyle
    /// The cell width it lays out at.
    public let width: Double

    let solver = Solver()
    /// x, y, width, height per ``FeedCellPart``.
    var variables: [[Variable]] = []
    /// The intrinsic-size constraints edited per cell.
    var name = IntrinsicPair()
    var time = IntrinsicPair()
    var votes = IntrinsicPair()
    var bodyHeight = IntrinsicPair()
    /// The content sizes now in the solver.
    private var current: FeedCellContentSizes?

    /// Builds and solves the template at `width`.
    ///
    /// - Throws: `SolverError` when the rules cannot hold at this width (they always can
    ///   for a finite width).
    public init(style: FeedCellStyle = .standard, width: Double) throws(SolverError) {
        self.style = style
        self.width = width
        guard width.isFinite else { throw .nonFinite(constraint: nil, variable: nil) }
        try build()
    }

    /// Lays out one cell: measures its texts, edits what differs from the previous cell, and
    /// reads the frames.
    ///
    /// - Throws: `SolverError` if the solver rejects an edit; the template stays usable.
    public func layout(_ data: FeedCellData) throws(SolverError) -> FeedCellFrames {
        try layout(sizes: style.contentSizes(for: data, width: width))
    }

    /// Lays out one cell from already measured content sizes.
    public func layout(sizes: FeedCellContentSizes) throws(SolverError) -> FeedCellFrames {
        try apply(sizes)
        solver.updateVariables()
        var frames = FeedCellFrames()
        for part in FeedCellPart.allCases {
            let v = variables[part.rawValue]
            frames[part] = [v[0].value, v[1].value, v[2].value, v[3].value]
        }
        return frames
    }

    /// Lays out one cell with a brand-new solver (the baseline the template is measured
    /// against): builds the whole system, solves it once, throws it away.
    public static func freshLayout(
        _ data: FeedCellData, style: FeedCellStyle = .standard, width: Double
    ) throws(SolverError) -> FeedCellFrames {
        try FeedCellTemplate(style: style, width: width).layout(data)
    }

    /// Edits the constants that differ from the sizes in the solver.
    private func apply(_ sizes: FeedCellContentSizes) throws(SolverError) {
        let old = current
        current = nil
        try name.update(solver, width: sizes.name.width, old: old?.name.width)
        try name.update(solver, height: sizes.name.height, old: old?.name.height)
        try time.update(solver, width: sizes.time.width, old: old?.time.width)
        try time.update(solver, height: sizes.time.height, old: old?.time.height)
        try bodyHeight.update(solver, height: sizes.bodyHeight, old: old?.bodyHeight)
        try votes.update(solver, width: sizes.votes.width, old: old?.votes.width)
        try votes.update(solver, height: sizes.votes.height, old: old?.votes.height)
        current = sizes
    }
}

/// The intrinsic-size constraints of one view, per axis (absent where the view has no
/// intrinsic size on that axis): `atLeast` holds `size >= value` (or `size == value` when
/// nothing competes), `atMost` the hugging `size <= value` when present.
struct IntrinsicPair {
    struct Axis {
        var atLeast: Constraint?
        var atMost: Constraint?

        /// Sets the intrinsic value to `value` unless it is already `old`.
        func update(_ solver: Solver, _ value: Double, old: Double?) throws(SolverError) {
            if value == old { return }
            if let atLeast { try solver.setConstant(of: atLeast, to: -value) }
            if let atMost { try solver.setConstant(of: atMost, to: -value) }
        }
    }

    var width = Axis()
    var height = Axis()

    /// Sets the intrinsic width to `value` unless it is already `old`.
    func update(_ solver: Solver, width value: Double, old: Double?) throws(SolverError) {
        try width.update(solver, value, old: old)
    }

    /// Sets the intrinsic height to `value` unless it is already `old`.
    func update(_ solver: Solver, height value: Double, old: Double?) throws(SolverError) {
        try height.update(solver, value, old: old)
    }
}
