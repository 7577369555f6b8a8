import Trellis
import TrellisSolver

/// The feed cell's rules on a ``Solver``: the frame variables, every constraint, and the
/// intrinsic-size constraints whose constants change from cell to cell.
final class FeedCellSolver {
    let solver: Solver
    /// x, y, width, height of each ``FeedCellPart``, in part order (the frames' layout).
    let variables: [Variable]
    /// The constraints whose constants are a cell's content sizes, in the order of
    /// ``FeedCellSolver/constants(_:into:)``.
    private(set) var edits: [Constraint] = []
    /// The constants of ``edits`` now in the solver.
    private(set) var current: [Double] = []

    /// The number of constants a cell sets: the name's width (twice: its hugging and
    /// compression-resistance pair), the name's height, the time's width and height, the
    /// body's height, the vote label's width and height.
    static let editCount = 8

    /// Writes the constants of ``edits`` for `sizes` into `out[0..<editCount]`: each
    /// constraint reads `size - value`, so its constant is `-value`.
    static func constants(_ sizes: FeedCellContentSizes, into out: UnsafeMutableBufferPointer<Double>) {
        out[0] = -sizes.name.width
        out[1] = -sizes.name.width
        out[2] = -sizes.name.height
        out[3] = -sizes.time.width
        out[4] = -sizes.time.height
        out[5] = -sizes.bodyHeight
        out[6] = -sizes.votes.width
        out[7] = -sizes.votes.height
    }

    /// Builds every rule of `style` at `width` in one batch and solves it, with the content
    /// sizes `sizes` (all 0 when nil), in `solver` (which must be empty: new or reset).
    ///
    /// - Throws: `SolverError` when the rules cannot hold (never for a finite width).
    init(
        style: FeedCellStyle, width: Double, sizes: FeedCellContentSizes? = nil, solver: Solver = Solver()
    ) throws(SolverError) {
        self.solver = solver
        variables = Self.variableNames.map { Variable($0) }
        var initial = [Double](repeating: 0, count: Self.editCount)
        if let sizes { initial.withUnsafeMutableBufferPointer { Self.constants(sizes, into: $0) } }
        try build(style: style, width: width, initial: initial)
        current = initial
    }

    /// The frame variables' names, `part.x` to `part.h`, in part order (made once).
    static let variableNames = FeedCellPart.allCases.flatMap { part in
        ["x", "y", "w", "h"].map { "\(part).\($0)" }
    }

    /// The solver strength of a layout priority: the layout engine's own mapping
    /// (``LayoutPriority/strength``), so the template weighs priorities as views do.
    static func strength(_ priority: Double) -> Strength {
        LayoutPriority(priority).strength
    }

    private func build(style: FeedCellStyle, width: Double, initial: [Double]) throws(SolverError) {
        let rules = initial.withUnsafeBufferPointer { FeedCellRules(style: style, width: width, initial: $0) }
        let variables = self.variables
        let all = rules.rows.map { rule in
            let row = rule.row
            let terms = (0..<row.count).map { k in Term(variables[row.index(k)], row.coefficients[k]) }
            return Constraint(
                Expression(terms, constant: row.constant), rule.relation,
                strength: Self.strength(rule.priority), identifier: rule.id)
        }
        edits = rules.edits.map { all[$0] }
        try solver.addConstraints(all)
    }

    /// Sets the constants that differ from those in the solver (each a
    /// `Solver.setConstant(of:to:)` edit, re-optimised by the dual simplex) and writes the
    /// solution into the variables.
    ///
    /// - Throws: `SolverError` if the solver rejects an edit; the edits before it stay made.
    func apply(_ constants: UnsafeBufferPointer<Double>) throws(SolverError) {
        for k in 0..<Self.editCount where constants[k] != current[k] {
            try solver.setConstant(of: edits[k], to: constants[k])
            current[k] = constants[k]
        }
        solver.updateVariables()
    }

    /// The solution as a map of the edited constants, in the solver's current basis.
    func constantMap() throws(SolverError) -> ConstantMap {
        try solver.constantMap(varying: edits, reading: variables)
    }

    /// The frames the variables hold.
    func frames() -> FeedCellFrames {
        var frames = FeedCellFrames()
        for part in FeedCellPart.allCases {
            let i = 4 * part.rawValue
            frames[part] = SIMD4(
                variables[i].value, variables[i + 1].value, variables[i + 2].value, variables[i + 3].value)
        }
        return frames
    }
}
