import Trellis
public import TrellisSolver

/// The feed cell as a solved constraint template: its views' frames are solver variables and
/// its rules (``FeedCellStyle``) constraints, built and solved once; each cell then changes
/// only the constants that differ (the labels' intrinsic sizes, the body's measured height).
///
/// A constant change moves the solution along a straight line until the solver would have to
/// pivot, so the template keeps the solved tableau's answer as a `ConstantMap` of those
/// constants and lays out a cell by evaluating it: a few multiply-adds per frame coordinate,
/// plus the check that the solver's basis still holds. It solves one more cell up front, one
/// whose name is too long for the header (the rules' one priority conflict: the name gives
/// way), and keeps that basis's map too. A cell no map covers goes to the solver itself:
/// `Solver.setConstant(of:to:)` edits re-optimised by the dual simplex; the map of the basis
/// it ends in is kept for the cells that follow. Every map that holds gives the solver's
/// optimum, and the feed's optimum is unique.
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

    /// The solver, built on first need (a template made from another's map has none until a
    /// cell needs it).
    private var cellSolver: FeedCellSolver?
    /// The maps tried for each cell: the plan's (see ``plan``), then those of the bases the
    /// solver re-optimised into, at most ``mapLimit`` in all.
    private var maps: [ConstantMap]
    /// How many of ``maps`` come from the plan (never dropped).
    private let planMaps: Int
    /// The map that held for the last cell (tried first).
    private var lastMap = 0
    /// Scratch: a cell's constants and the frame values.
    private var constants = [Double](repeating: 0, count: FeedCellSolver.editCount)
    private var values: [Double]
    /// Cells that needed the solver (no map held): for tests and reports.
    private(set) var solverLayouts = 0

    /// The most maps kept; past it, the oldest not from the plan is dropped.
    static let mapLimit = 8

    /// Builds and solves the template at `width`.
    ///
    /// - Throws: `SolverError` when the rules cannot hold at this width (they always can
    ///   for a finite width).
    public init(style: FeedCellStyle = .standard, width: Double) throws(SolverError) {
        self.style = style
        self.width = width
        guard width.isFinite else { throw .nonFinite(constraint: nil, variable: nil) }
        let cellSolver = try FeedCellSolver(style: style, width: width)
        var maps = [try cellSolver.constantMap()]
        // The basis of the style's one priority conflict: a name too long for the header
        // gives way (its compression resistance is below the time's). A name as wide as two
        // cells is always too long.
        var probe = [Double](repeating: 0, count: FeedCellSolver.editCount)
        probe[0] = -(2 * width + 100)
        probe[1] = probe[0]
        try probe.withUnsafeBufferPointer { c throws(SolverError) in try cellSolver.apply(c) }
        let truncated = try cellSolver.constantMap()
        var scratch: [Double] = []
        if !maps[0].evaluate(probe, into: &scratch) { maps.append(truncated) }
        self.maps = maps
        planMaps = maps.count
        // The solver was edited by the probe: a cell no map covers gets a fresh one, as a
        // template made from the plan does, so both give the same frames.
        self.cellSolver = nil
        values = Array(repeating: 0, count: maps[0].outputCount)
    }

    /// A template that starts from a solved template's ``plan``, as a fresh template of the
    /// same style and width would, without building a solver until a cell needs one: what each
    /// chunk of a bulk run makes. Its frames are exactly those of a fresh template.
    init(plan: FeedCellPlan) {
        style = plan.style
        width = plan.width
        maps = plan.maps
        planMaps = plan.maps.count
        values = Array(repeating: 0, count: plan.maps[0].outputCount)
    }

    /// What a template starts from (shared between threads): its style, width and the maps of
    /// the solved template and of the cell whose name gives way.
    var plan: FeedCellPlan { FeedCellPlan(style: style, width: width, maps: Array(maps[0..<planMaps])) }

    /// Lays out one cell: measures its texts and lays it out from their sizes.
    ///
    /// - Throws: `SolverError` if the solver rejects an edit; the template stays usable.
    public func layout(_ data: FeedCellData) throws(SolverError) -> FeedCellFrames {
        try layout(sizes: style.contentSizes(for: data, width: width))
    }

    /// Lays out one cell from already measured content sizes.
    public func layout(sizes: FeedCellContentSizes) throws(SolverError) -> FeedCellFrames {
        let held = constants.withUnsafeMutableBufferPointer { c in
            FeedCellSolver.constants(sizes, into: c)
            return values.withUnsafeMutableBufferPointer { v in evaluate(UnsafeBufferPointer(c), into: v) }
        }
        if !held { try solve() }
        return FeedCellFrames(values: values)
    }

    /// Evaluates the map that held last, then the others; `false` when none holds.
    private func evaluate(
        _ constants: UnsafeBufferPointer<Double>, into values: UnsafeMutableBufferPointer<Double>
    ) -> Bool {
        if maps[lastMap].evaluate(constants, into: values) { return true }
        for i in maps.indices where i != lastMap && maps[i].evaluate(constants, into: values) {
            lastMap = i
            return true
        }
        return false
    }

    /// Lays out the cell in ``constants`` with the solver and keeps the map of the basis the
    /// solver ends in.
    private func solve() throws(SolverError) {
        solverLayouts += 1
        let cellSolver: FeedCellSolver
        if let existing = self.cellSolver {
            cellSolver = existing
        } else {
            cellSolver = try FeedCellSolver(style: style, width: width)
            self.cellSolver = cellSolver
        }
        try constants.withUnsafeBufferPointer { c throws(SolverError) in try cellSolver.apply(c) }
        let map = try cellSolver.constantMap()
        if maps.count >= Self.mapLimit { maps.remove(at: planMaps) }
        maps.append(map)
        lastMap = maps.count - 1
        for (i, variable) in cellSolver.variables.enumerated() { values[i] = variable.value }
    }

    /// Lays out one cell with a brand-new solver (the baseline the template is measured
    /// against): builds the whole system with the cell's sizes, solves it once, throws it away.
    public static func freshLayout(
        _ data: FeedCellData, style: FeedCellStyle = .standard, width: Double
    ) throws(SolverError) -> FeedCellFrames {
        try layout(data, style: style, width: width, in: Solver())
    }

    /// Lays out one cell as ``freshLayout(_:style:width:)`` does, every variable and rule
    /// built anew, but in `solver`, reset first (the way kiwi users reuse a solver): the
    /// solver keeps the storage it had allocated. The frames are exactly those of a
    /// brand-new solver.
    ///
    /// ```swift
    /// let solver = Solver()
    /// for data in FeedDataGenerator().cells(3) {
    ///     print(try FeedCellTemplate.freshLayout(data, width: 375, reusing: solver).height)
    /// }
    /// ```
    public static func freshLayout(
        _ data: FeedCellData, style: FeedCellStyle = .standard, width: Double, reusing solver: Solver
    ) throws(SolverError) -> FeedCellFrames {
        solver.reset()
        return try layout(data, style: style, width: width, in: solver)
    }

    /// Builds and solves one cell's rules in `solver`, which must be empty (new or reset).
    private static func layout(
        _ data: FeedCellData, style: FeedCellStyle, width: Double, in solver: Solver
    ) throws(SolverError) -> FeedCellFrames {
        guard width.isFinite else { throw .nonFinite(constraint: nil, variable: nil) }
        let cell = try FeedCellSolver(
            style: style, width: width, sizes: style.contentSizes(for: data, width: width), solver: solver)
        cell.solver.updateVariables()
        return cell.frames()
    }
}

/// A solved feed template's starting point, to make more templates from without solving again.
struct FeedCellPlan: Sendable {
    let style: FeedCellStyle
    let width: Double
    let maps: [ConstantMap]
}
