public import TrellisSolver

/// A horizontal chain of `count` views in a container whose width is an edit variable, as
/// solver objects: the chain of the solver timings (`Benchmarks/RESULTS-solver.md`).
///
/// For each view `i`: `x[i] + w[i] + 8 == x[i+1]` (required), `w[i] >= 10` (required),
/// `w[i] == w[0]` (medium: equal widths) and `w[i] == 60` (weak); `x[0] == 0` and the
/// last view ends at the container's `width`. An edit of `width` resizes every view.
public struct SolverChain: Sendable {
    /// The container width (make it an edit variable).
    public let width: Variable
    /// The views' left edges and widths.
    public let lefts: [Variable]
    public let widths: [Variable]
    /// About `4 * count` constraints, required ones first.
    public let constraints: [Constraint]

    /// The chain of `count` views (a count below 1 gives one view).
    ///
    /// ```swift
    /// let chain = SolverChain(count: 100)
    /// let solver = Solver()
    /// try solver.addConstraints(chain.constraints)
    /// ```
    public init(count: Int) {
        let count = Swift.max(1, count)
        width = Variable("width")
        lefts = (0..<count).map { Variable("x\($0)") }
        widths = (0..<count).map { Variable("w\($0)") }
        var required: [Constraint] = [lefts[0] == 0]
        var soft: [Constraint] = []
        for i in 0..<count {
            let right = lefts[i] + widths[i]
            if i + 1 < count {
                required.append(right + 8 == lefts[i + 1])
            } else {
                required.append(right == width)
            }
            required.append(widths[i] >= 10)
            if i > 0 { soft.append((widths[i] == widths[0]).strength(.medium)) }
            soft.append((widths[i] == 60).strength(.weak))
        }
        constraints = required + soft
    }
}
