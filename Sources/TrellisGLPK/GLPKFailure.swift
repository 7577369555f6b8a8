internal import CGLPK
internal import TrellisSolver

/// What one simplex call concluded, once ``GLPKFailure/check(returnCode:status:)`` has
/// read GLPK's return code and solution status.
enum SimplexOutcome: Equatable, Sendable {
    /// An optimal basic solution.
    case optimal
    /// No point satisfies the rows and bounds.
    case infeasible
    /// The starting basis was unusable (invalid, singular or ill-conditioned): retry cold.
    case basisRejected
}

/// A GLPK failure, in Swift terms: the only place GLPK's codes are interpreted.
enum GLPKFailure: Error, Sendable, Equatable {
    /// The model handed to GLPK was malformed (caught in Swift before any GLPK call).
    case invalidModel(String)
    /// GLPK hit an internal error and would have aborted; its environment on this thread
    /// was freed. `messages` is what it printed.
    case aborted(messages: String)
    /// `glp_simplex` returned an error code that no retry fixes.
    case solverFailed(code: Int32, meaning: String, messages: String)
    /// `glp_simplex` finished but the solution is neither optimal nor proven infeasible.
    case unexpectedStatus(status: Int32, meaning: String)
    /// The simplex reported an optimum that its dual certificate, recomputed on the original
    /// data (``OptimalityCertificate``), does not confirm.
    case notCertified(String)

    /// Interprets one `glp_simplex` call: its return code, then (only when that is 0, which
    /// means no more than "it finished") `glp_get_status`.
    ///
    /// - Throws: ``GLPKFailure`` for every outcome that is neither an answer nor a
    ///   rejected warm start.
    static func check(returnCode: Int32, status: Int32, messages: String) throws(GLPKFailure)
        -> SimplexOutcome
    {
        switch returnCode {
        case 0:
            switch status {
            case GLP_OPT: return .optimal
            case GLP_NOFEAS: return .infeasible
            default: throw .unexpectedStatus(status: status, meaning: statusMeaning(status))
            }
        case -1:
            throw .aborted(messages: messages)
        case GLP_ENOPFS:
            return .infeasible
        case GLP_EBADB, GLP_ESING, GLP_ECOND:
            return .basisRejected
        default:
            throw .solverFailed(code: returnCode, meaning: codeMeaning(returnCode), messages: messages)
        }
    }

    private static func statusMeaning(_ status: Int32) -> String {
        switch status {
        case GLP_UNDEF: return "solution undefined"
        case GLP_FEAS: return "feasible but not proven optimal"
        case GLP_INFEAS: return "infeasible (not proven)"
        case GLP_UNBND: return "unbounded"
        default: return "status \(status)"
        }
    }

    private static func codeMeaning(_ code: Int32) -> String {
        switch code {
        case GLP_EBOUND: return "inconsistent bounds"
        case GLP_EFAIL: return "the solver failed"
        case GLP_EOBJLL, GLP_EOBJUL: return "objective limit reached"
        case GLP_EITLIM: return "iteration limit exceeded"
        case GLP_ETMLIM: return "time limit exceeded"
        case GLP_ENODFS: return "no dual feasible solution (unbounded)"
        default: return "error code \(code)"
        }
    }

    /// The same failure as a ``SolverError``, for callers of the backend.
    var solverError: SolverError {
        switch self {
        case .invalidModel(let what): return .invalidSystem(what)
        case .aborted(let messages):
            return .internalFailure("GLPK aborted: \(Self.oneLine(messages))")
        case .solverFailed(let code, let meaning, let messages):
            let tail = messages.isEmpty ? "" : ": \(Self.oneLine(messages))"
            return .internalFailure("GLPK simplex failed (code \(code), \(meaning))\(tail)")
        case .unexpectedStatus(let status, let meaning):
            return .internalFailure("GLPK simplex stopped with status \(status) (\(meaning))")
        case .notCertified(let why):
            return .internalFailure("GLPK's optimum failed its optimality check: \(why)")
        }
    }

    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " / ")
    }
}
