internal import CGLPK
internal import CGLPKGuard
internal import TrellisSolver

/// Basis statuses of every row and column, kept in Swift between solves (GLPK's codes
/// `GLP_BS`, `GLP_NL`, `GLP_NU`, `GLP_NF`, `GLP_NS`, stored as numbers).
struct LPBasis: Sendable, Equatable {
    var rows: [Int32]
    var columns: [Int32]
}

/// How to run one simplex call.
enum SimplexMethod: Sendable {
    /// Dual simplex with GLPK's LP presolver, from scratch.
    case coldPresolved
    /// Dual simplex (primal if that fails) from the current basis, presolver off: after
    /// constant or bound changes, where the old basis stays dual feasible.
    case warmDual
    /// Primal simplex from the current basis, presolver off: after objective changes, or
    /// to test feasibility, where the old basis stays primal feasible or close.
    case warmPrimal
    /// Primal simplex from the current (optimal) basis, presolver off, with reduced-cost
    /// and bound tolerances 100 times tighter than GLPK's defaults: re-checks an optimum
    /// found through the presolver on the whole problem.
    case polish
    /// GLPK's rational simplex (`glp_exact`) from the standard basis: exact, and slow on
    /// anything but small problems.
    case exact
}

/// Owns one `glp_prob` for the length of one synchronous solve on one thread.
///
/// GLPK keeps its environment per thread, so a problem must be created, used and deleted
/// on the same thread; callers create one inside a call and drop it before returning.
/// At most one problem is alive per thread at a time: a guarded failure frees the thread's
/// whole GLPK environment, and with it this problem (which then no longer deletes it).
final class GLPKProblem {
    private var handle: OpaquePointer?
    let rowCount: Int
    let columnCount: Int

    /// Creates the GLPK problem for `model` (checked first, unless `checked` is false,
    /// which only tests use to reach the guard), quietly.
    init(_ model: LPModel, checked: Bool = true) throws(GLPKFailure) {
        if checked { try model.validate() }
        trellis_glpk_quiet()
        trellis_glpk_clear_messages()
        guard let p = glp_create_prob() else { throw .aborted(messages: "glp_create_prob failed") }
        handle = p
        rowCount = model.rowCount
        columnCount = model.columnCount
        glp_set_obj_dir(p, GLP_MIN)
        if rowCount > 0 { glp_add_rows(p, Int32(rowCount)) }
        if columnCount > 0 { glp_add_cols(p, Int32(columnCount)) }
        for (i, b) in model.rowBounds.enumerated() { setRowBounds(i, b) }
        for (j, b) in model.columnBounds.enumerated() { setColumnBounds(j, b) }
        setCosts(model.costs)
        // GLPK's arrays are 1-based: element 0 is ignored.
        let ia = [0] + model.entryRows.map { $0 + 1 }
        let ja = [0] + model.entryColumns.map { $0 + 1 }
        let ar = [0] + model.entryValues
        let loaded = trellis_glpk_load_matrix(
            UnsafeMutableRawPointer(p), Int32(model.entryCount), ia, ja, ar)
        if loaded != 0 {
            handle = nil  // freed with the environment
            throw .aborted(messages: Self.messages())
        }
        // Row and column equilibration (geometric-mean then equilibration passes, factors
        // rounded to powers of two so that unscaling is exact): the simplex then works on a
        // problem whose largest entry in each row and column is near 1, whatever the scale
        // of the input.
        if model.entryCount > 0, trellis_glpk_scale(UnsafeMutableRawPointer(p)) != 0 {
            handle = nil
            throw .aborted(messages: Self.messages())
        }
    }

    deinit {
        if let handle { glp_delete_prob(handle) }
    }

    private static func messages() -> String { String(cString: trellis_glpk_messages()) }

    private static func glpkBounds(_ b: LPBounds) -> (Int32, Double, Double) {
        switch b {
        case .free: return (GLP_FR, 0, 0)
        case .lower(let l): return (GLP_LO, l, 0)
        case .upper(let u): return (GLP_UP, 0, u)
        case .range(let l, let u): return l == u ? (GLP_FX, l, l) : (GLP_DB, l, u)
        case .fixed(let v): return (GLP_FX, v, v)
        }
    }

    /// Sets row `i`'s bounds (0-based).
    func setRowBounds(_ i: Int, _ b: LPBounds) {
        guard let handle, i >= 0, i < rowCount, b.isWellFormed else { return }
        let (type, l, u) = Self.glpkBounds(b)
        glp_set_row_bnds(handle, Int32(i + 1), type, l, u)
    }

    /// Sets column `j`'s bounds (0-based).
    func setColumnBounds(_ j: Int, _ b: LPBounds) {
        guard let handle, j >= 0, j < columnCount, b.isWellFormed else { return }
        let (type, l, u) = Self.glpkBounds(b)
        glp_set_col_bnds(handle, Int32(j + 1), type, l, u)
    }

    /// Replaces the objective coefficients (missing ones are 0; non-finite ones ignored).
    func setCosts(_ costs: [Double]) {
        guard let handle else { return }
        for j in 0..<columnCount {
            let c = j < costs.count && costs[j].isFinite ? costs[j] : 0
            glp_set_obj_coef(handle, Int32(j + 1), c)
        }
    }

    /// The current basis statuses.
    var basis: LPBasis {
        guard let handle else { return LPBasis(rows: [], columns: []) }
        return LPBasis(
            rows: (0..<rowCount).map { glp_get_row_stat(handle, Int32($0 + 1)) },
            columns: (0..<columnCount).map { glp_get_col_stat(handle, Int32($0 + 1)) })
    }

    /// Installs a stored basis; returns false (changing nothing) when its shape does not
    /// match or it does not have exactly one basic variable per row.
    @discardableResult
    func setBasis(_ basis: LPBasis) -> Bool {
        guard let handle, basis.rows.count == rowCount, basis.columns.count == columnCount else {
            return false
        }
        let valid: Set<Int32> = [GLP_BS, GLP_NL, GLP_NU, GLP_NF, GLP_NS]
        guard basis.rows.allSatisfy(valid.contains), basis.columns.allSatisfy(valid.contains) else {
            return false
        }
        let basic = basis.rows.count { $0 == GLP_BS } + basis.columns.count { $0 == GLP_BS }
        guard basic == rowCount else { return false }
        for (i, s) in basis.rows.enumerated() { glp_set_row_stat(handle, Int32(i + 1), s) }
        for (j, s) in basis.columns.enumerated() { glp_set_col_stat(handle, Int32(j + 1), s) }
        return true
    }

    /// Replaces the basis by GLPK's advanced initial basis (for a cold start without
    /// presolve).
    func resetBasis() {
        guard let handle else { return }
        glp_adv_basis(handle, 0)
    }

    /// The most simplex iterations one run may take on a problem of `size` rows plus columns:
    /// 50 per row and column, and at least 20,000 (solves here take a few per row).
    static func iterationLimit(size: Int) -> Int {
        max(20_000, 50 &* size)
    }

    /// Runs the simplex method once and interprets the outcome.
    func simplex(_ method: SimplexMethod) throws(GLPKFailure) -> SimplexOutcome {
        guard let handle else { throw .aborted(messages: "the GLPK environment was already freed") }
        var parm = glp_smcp()
        glp_init_smcp(&parm)
        parm.msg_lev = GLP_MSG_OFF
        // GLPK's simplex can cycle on a degenerate problem (a warm primal start on a few rows
        // was seen to run forever): an iteration limit far above what a solve needs turns
        // that into a typed failure (`iteration limit exceeded`) that `auto` recovers from.
        let size = Int(glp_get_num_rows(handle)) + Int(glp_get_num_cols(handle))
        parm.it_lim = Int32(clamping: Self.iterationLimit(size: size))
        switch method {
        case .coldPresolved:
            parm.meth = GLP_DUALP
            parm.presolve = GLP_ON
        case .warmDual:
            parm.meth = GLP_DUALP
            parm.presolve = GLP_OFF
        case .warmPrimal:
            parm.meth = GLP_PRIMAL
            parm.presolve = GLP_OFF
        case .polish:
            parm.meth = GLP_PRIMAL
            parm.presolve = GLP_OFF
            parm.tol_bnd = Tolerance.GLPK.primal
            parm.tol_dj = Tolerance.GLPK.reducedCost
        case .exact:
            parm.meth = GLP_PRIMAL
            parm.presolve = GLP_OFF
            // Rational arithmetic needs no scaling, and must see the problem as written.
            glp_unscale_prob(handle)
            glp_std_basis(handle)
        }
        trellis_glpk_clear_messages()
        let code =
            method == .exact
            ? trellis_glpk_exact(UnsafeMutableRawPointer(handle), &parm)
            : trellis_glpk_simplex(UnsafeMutableRawPointer(handle), &parm)
        if code == -1 { self.handle = nil }
        let status = code == 0 ? glp_get_status(handle) : GLP_UNDEF
        return try GLPKFailure.check(returnCode: code, status: status, messages: Self.messages())
    }

    /// Primal values of the columns (0-based).
    var columnValues: [Double] { eachColumn(glp_get_col_prim) }

    /// Reduced costs of the columns.
    var columnDuals: [Double] { eachColumn(glp_get_col_dual) }

    /// Row activities (the value of each row's sum).
    var rowValues: [Double] { eachRow(glp_get_row_prim) }

    /// The rows' scale factors (`r_i`: GLPK solves with row `i` multiplied by it; 1 when
    /// the problem is not scaled).
    var rowScales: [Double] { eachRow(glp_get_rii) }

    /// The columns' scale factors (`s_j`: column `j`'s variable is `s_j` times GLPK's).
    var columnScales: [Double] { eachColumn(glp_get_sjj) }

    /// Dual values (shadow prices) of the rows.
    var rowDuals: [Double] { eachRow(glp_get_row_dual) }

    /// `read(problem, k)` for every row `k` (GLPK numbers them from 1), 0-based; empty once
    /// the problem is gone.
    private func eachRow(_ read: (OpaquePointer?, Int32) -> Double) -> [Double] {
        guard let handle else { return [] }
        return (0..<rowCount).map { read(handle, Int32($0 + 1)) }
    }

    /// `read(problem, k)` for every column `k`, as ``eachRow(_:)``.
    private func eachColumn(_ read: (OpaquePointer?, Int32) -> Double) -> [Double] {
        guard let handle else { return [] }
        return (0..<columnCount).map { read(handle, Int32($0 + 1)) }
    }

    /// Whether GLPK's last simplex call ended at an optimum (the state is that optimum).
    var isOptimal: Bool {
        guard let handle else { return false }
        return glp_get_status(handle) == GLP_OPT
    }

    /// The column of the simplex tableau for non-basic variable `k` (0-based: rows first,
    /// then columns, as GLPK numbers them from 1): how each basic variable moves per unit of
    /// `k`, written into `indices` (0-based, same numbering) and `values`, which must hold
    /// `rowCount + columnCount + 1` elements. Returns the count, or nil when GLPK failed
    /// (then the problem is gone) or the basis cannot be factorized.
    func tableauColumn(_ k: Int, indices: inout [Int32], values: inout [Double]) -> Int? {
        guard let handle, k >= 0, k < rowCount + columnCount,
            indices.count > rowCount + columnCount, values.count > rowCount + columnCount
        else { return nil }
        let length = trellis_glpk_eval_tab_col(
            UnsafeMutableRawPointer(handle), Int32(k + 1), &indices, &values)
        if length == -1 { self.handle = nil }
        guard length >= 0 else { return nil }
        let count = Int(length)
        if count > 0 { for i in 1...count { indices[i] -= 1 } }
        return count
    }
}

extension GLPKProblem {
    /// GLPK's version string.
    static var version: String { String(cString: glp_version()) }
}
