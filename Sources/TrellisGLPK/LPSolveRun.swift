internal import CGLPK
internal import TrellisSolver

/// One complete GLPK solve of a translated system, inside one synchronous call: it creates
/// the GLPK problem, solves (weighted, or level by level for strict priorities), reads the
/// answer and deletes the problem before returning. Nothing GLPK outlives the call, so
/// calls on different threads run in parallel safely (GLPK's environment is per thread).
struct LPSolveRun {
    /// What a run found.
    enum Result {
        /// Optimal column values and the final basis (to warm-start the next run); with
        /// ``reportsAmbiguity``, which columns another optimum moves (nil when GLPK cannot
        /// say).
        case optimal(columns: [Double], basis: LPBasis, warm: Bool, movable: AmbiguityMemo?)
        /// The required rows cannot all hold.
        case infeasible
    }

    let translation: SystemTranslation
    let priorities: PriorityMode
    /// Whether every simplex call is GLPK's rational one (``SimplexMethod/exact``).
    var exact = false
    /// Whether to work out which columns another optimum moves (weighted priorities only).
    var reportsAmbiguity = false
    /// The last run's answer to that, reused when the basis and the bounds it sits on are
    /// the same (``GLPKProblem/movableColumns(_:reusing:)``).
    var previousAmbiguity: AmbiguityMemo?

    /// Solves; from `basis` with the presolver off when one is given and still fits
    /// (otherwise cold, dual simplex with presolve).
    func run(from basis: LPBasis?) throws(GLPKFailure) -> Result {
        let problem = try GLPKProblem(translation.model)
        let levels = translation.levels
        let strict = priorities == .strict && levels.count > 1
        var costs = translation.model.costs
        if strict, let top = levels.first {
            costs = translation.costs(forLevel: top)
            problem.setCosts(costs)
        }
        var warm = false
        var outcome = SimplexOutcome.basisRejected
        if exact {
            outcome = try problem.simplex(.exact)
        } else if let basis, problem.setBasis(basis) {
            outcome = try problem.simplex(.warmDual)
            warm = outcome != .basisRejected
        }
        if outcome == .basisRejected { outcome = try problem.simplex(.coldPresolved) }
        switch outcome {
        case .infeasible: return .infeasible
        case .basisRejected: throw .solverFailed(code: 0, meaning: "no usable basis", messages: "")
        case .optimal: break
        }
        var rowBounds = translation.model.rowBounds
        var columnBounds = translation.model.columnBounds
        if strict {
            for level in levels.dropFirst() {
                if !exact {
                    try certify(
                        problem.columnValues, problem.rowDuals, rowBounds: rowBounds,
                        columnBounds: columnBounds, costs: costs)
                }
                fixOptimalFace(problem, rowBounds: &rowBounds, columnBounds: &columnBounds)
                costs = translation.costs(forLevel: level)
                problem.setCosts(costs)
                var next = try problem.simplex(exact ? .exact : .warmPrimal)
                if next == .basisRejected { next = try problem.simplex(.coldPresolved) }
                guard next == .optimal else {
                    throw .unexpectedStatus(status: 0, meaning: "a strict level lost feasibility")
                }
            }
        }
        // The rational simplex's answer is exact; rounded to doubles on the way out it is
        // checked like any other (``LinearSystem/defect(of:)``), but its duals, rounded
        // too, can leave a gap on spans near 1e12 that says nothing of its optimality: it
        // is certified by construction.
        let answer =
            exact
            ? (
                columns: problem.columnValues, rowDuals: problem.rowDuals, basis: problem.basis,
                isCurrent: true
            )
            : try polished(problem)
        if !exact {
            try certify(
                answer.columns, answer.rowDuals, rowBounds: rowBounds, columnBounds: columnBounds,
                costs: costs)
        }
        // Read from the basis the answer came from (the polish either confirmed it or left
        // the answer before it, then GLPK's state is not the answer's).
        let movable =
            reportsAmbiguity && !strict && answer.isCurrent
            ? problem.movableColumns(translation.model, reusing: previousAmbiguity) : nil
        return .optimal(columns: answer.columns, basis: answer.basis, warm: warm, movable: movable)
    }

    /// Checks the optimality certificate of an answer of the floating-point simplex
    /// (``OptimalityCertificate``) for the LP with these bounds and costs.
    ///
    /// - Throws: ``GLPKFailure/notCertified(_:)`` when the duals leave a gap: the simplex
    ///   stopped short of the optimum (or its duals are too inexact to tell).
    private func certify(
        _ columns: [Double], _ rowDuals: [Double], rowBounds: [LPBounds], columnBounds: [LPBounds],
        costs: [Double]
    ) throws(GLPKFailure) {
        let certificate = OptimalityCertificate(
            model: translation.model, rowBounds: rowBounds, columnBounds: columnBounds, costs: costs,
            columns: columns, rowDuals: rowDuals)
        if !certificate.holds { throw .notCertified(certificate.description) }
    }

    /// The answer after a last primal pass from the final basis with tighter tolerances
    /// (``SimplexMethod/polish``). GLPK's optimum at its default tolerances can stop short
    /// of the true one on badly scaled objectives (weights 1 to 1e9): 55.0913 where the
    /// optimum is 55.0875 (`scripts/regressions/glpk-short-65000404.json`), 2.9e-6 where it
    /// is 0 (`glpk-noise-44000302.json`). The pass costs a factorization when the answer is
    /// already optimal; if it cannot confirm an optimum at the tighter tolerances (a
    /// system feasible only within GLPK's default one), the unpolished answer stands. Either
    /// way the answer's duals come with it, for its optimality certificate.
    /// `isCurrent` says whether GLPK's state is the returned answer's.
    private func polished(_ problem: GLPKProblem) throws(GLPKFailure) -> (
        columns: [Double], rowDuals: [Double], basis: LPBasis, isCurrent: Bool
    ) {
        let unpolished = (
            columns: problem.columnValues, rowDuals: problem.rowDuals, basis: problem.basis, isCurrent: false
        )
        guard try problem.simplex(.polish) == .optimal else { return unpolished }
        return (problem.columnValues, problem.rowDuals, problem.basis, true)
    }

    /// Restricts the problem to the optimal face of the level just solved, so lower levels
    /// cannot trade any of it away: at an optimum, objective - optimum = sum over nonbasic
    /// rows and columns of |dual| * (distance from the bound they sit at), each term >= 0;
    /// so every optimum keeps each bound whose dual is nonzero. Fixing those bounds is
    /// exact (no objective row, no tolerance on the optimum value), and the current basis
    /// stays primal feasible, so the next level warm-starts with primal simplex.
    ///
    /// A dual is nonzero when it is so in the problem GLPK solves: the scaled one (row dual
    /// `y_i / r_i`, reduced cost `d_j * s_j`) for the floating-point simplex, the problem as
    /// written for the rational one, whose duals are exact. Unscaled, the dual of a row with
    /// coefficients near 1e8 is near 1e-8 while it binds (seed 2753008397: left free, that
    /// row let a weak level undo a level of weight 1e8).
    private func fixOptimalFace(
        _ problem: GLPKProblem, rowBounds: inout [LPBounds], columnBounds: inout [LPBounds]
    ) {
        let basis = problem.basis
        let rowDuals = problem.rowDuals
        let columnDuals = problem.columnDuals
        let rowScales = problem.rowScales
        let columnScales = problem.columnScales
        let tolerance = exact ? 0 : Tolerance.GLPK.dual
        for i in rowBounds.indices where abs(rowDuals[i] / rowScales[i]) > tolerance {
            if let b = Self.activeBound(rowBounds[i], status: basis.rows[i]) {
                rowBounds[i] = .fixed(b)
                problem.setRowBounds(i, .fixed(b))
            }
        }
        for j in columnBounds.indices where abs(columnDuals[j] * columnScales[j]) > tolerance {
            if let b = Self.activeBound(columnBounds[j], status: basis.columns[j]) {
                columnBounds[j] = .fixed(b)
                problem.setColumnBounds(j, .fixed(b))
            }
        }
    }

    /// The bound a nonbasic row or column sits at, or nil when it is basic, free or
    /// already fixed.
    static func activeBound(_ bounds: LPBounds, status: Int32) -> Double? {
        switch bounds {
        case .lower(let l) where status == GLP_NL: return l
        case .range(let l, _) where status == GLP_NL: return l
        case .upper(let u) where status == GLP_NU: return u
        case .range(_, let u) where status == GLP_NU: return u
        default: return nil
        }
    }
}
