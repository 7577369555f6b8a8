import Trellis
import TrellisSolver

/// The feed cell's rules on a ``Solver``: the frame variables, every constraint, and the
/// intrinsic-size constraints whose constants change from cell to cell.
final class FeedCellSolver {
    let solver = Solver()
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
    /// sizes `sizes` (all 0 when nil).
    ///
    /// - Throws: `SolverError` when the rules cannot hold (never for a finite width).
    init(style: FeedCellStyle, width: Double, sizes: FeedCellContentSizes? = nil) throws(SolverError) {
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

    private func build(style s: FeedCellStyle, width: Double, initial: [Double]) throws(SolverError) {
        let f = FeedCellExpressions(variables: variables)
        var all = Self.fixedConstraints(f, style: s, width: width)
        /// An intrinsic size on one axis of one part. Where something competes with it (the
        /// name's width) it is UIKit's pair, `size >= value` at the compression resistance and
        /// `size <= value` at the hugging priority. Where nothing pulls the size either way,
        /// the pair's optimum is exactly `size == value`, so one equality at the compression
        /// resistance stands for it: half the edits per cell, the same frames.
        func intrinsic(
            _ size: Expression, _ value: Double, _ id: String, competing: Bool = false,
            hugging: Double = 250, resistance: Double = 750
        ) -> [Constraint] {
            if !competing {
                let exact = f.c(size, .equal, Expression(value), id + ".intrinsic", priority: resistance)
                all.append(exact)
                return [exact]
            }
            let atLeast = f.c(
                size, .greaterThanOrEqual, Expression(value), id + ".resistance", priority: resistance)
            let atMost = f.c(size, .lessThanOrEqual, Expression(value), id + ".hugging", priority: hugging)
            all += [atLeast, atMost]
            return [atLeast, atMost]
        }
        // In the order of `constants(_:into:)`; `value(k)` is the size whose constant is `initial[k]`.
        func value(_ k: Int) -> Double { 0 - initial[k] }
        edits += intrinsic(
            f.w(.name), value(0), "name.width", competing: true, resistance: s.nameCompressionResistance)
        edits += intrinsic(f.h(.name), value(2), "name.height")
        edits += intrinsic(f.w(.time), value(3), "time.width")
        edits += intrinsic(f.h(.time), value(4), "time.height")
        edits += intrinsic(f.h(.body), value(5), "body.height")
        edits += intrinsic(f.w(.votes), value(6), "votes.width")
        edits += intrinsic(f.h(.votes), value(7), "votes.height")
        let buttons: [(FeedCellPart, String)] = [
            (.likeButton, s.buttonTitles.like), (.commentButton, s.buttonTitles.comment),
            (.shareButton, s.buttonTitles.share),
        ]
        for (part, title) in buttons {
            let size = s.buttonSize(title)
            _ = intrinsic(f.w(part), size.width, "\(part).width")
            _ = intrinsic(f.h(part), size.height, "\(part).height")
        }
        try solver.addConstraints(all)
    }

    /// The cell's constraints whose constants do not change from cell to cell.
    private static func fixedConstraints(_ f: FeedCellExpressions, style s: FeedCellStyle, width: Double)
        -> [Constraint]
    {
        let p = s.padding
        let constraints: [Constraint] = [
            f.c(f.x(.cell), .equal, Expression(0), "cell.x"),
            f.c(f.y(.cell), .equal, Expression(0), "cell.y"),
            f.c(f.w(.cell), .equal, Expression(width), "cell.width"),
            f.c(f.h(.cell), .equal, Expression(0), "cell.fitting", priority: 50),
            f.c(f.x(.avatar), .equal, Expression(p), "avatar.leading"),
            f.c(f.y(.avatar), .equal, Expression(p), "avatar.top"),
            f.c(f.w(.avatar), .equal, Expression(s.avatarSize), "avatar.width"),
            f.c(f.h(.avatar), .equal, Expression(s.avatarSize), "avatar.height"),
            f.c(f.x(.name), .equal, f.right(.avatar) + s.avatarToName, "name.leading"),
            f.c(f.centerY(.name), .equal, f.centerY(.avatar), "name.centerY"),
            f.c(f.right(.name), .lessThanOrEqual, f.x(.time) - s.nameToTime, "name.trailing"),
            f.c(f.right(.time), .equal, f.w(.cell) - p, "time.trailing"),
            f.c(f.centerY(.time), .equal, f.centerY(.avatar), "time.centerY"),
            f.c(f.x(.body), .equal, Expression(p), "body.leading"),
            f.c(f.right(.body), .equal, f.w(.cell) - p, "body.trailing"),
            f.c(f.y(.body), .equal, f.bottom(.avatar) + s.headerToBody, "body.top"),
            f.c(f.x(.votes), .equal, Expression(p), "votes.leading"),
            f.c(f.y(.votes), .equal, f.bottom(.body) + s.bodyToVotes, "votes.top"),
            f.c(f.x(.likeButton), .equal, Expression(p), "like.leading"),
            f.c(f.y(.likeButton), .equal, f.bottom(.votes) + s.votesToButtons, "like.top"),
            f.c(f.x(.commentButton), .equal, f.right(.likeButton) + s.buttonSpacing, "comment.leading"),
            f.c(f.centerY(.commentButton), .equal, f.centerY(.likeButton), "comment.centerY"),
            f.c(f.right(.shareButton), .equal, f.w(.cell) - p, "share.trailing"),
            f.c(f.centerY(.shareButton), .equal, f.centerY(.likeButton), "share.centerY"),
            f.c(f.h(.cell), .equal, f.bottom(.likeButton) + s.bottomPadding, "cell.bottom"),
        ]
        return constraints
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
            frames[part] = [
                variables[i].value, variables[i + 1].value, variables[i + 2].value, variables[i + 3].value,
            ]
        }
        return frames
    }
}

/// The expressions of the feed cell's frames over a ``FeedCellSolver``'s variables, and its
/// constraints' shorthand.
private struct FeedCellExpressions {
    let variables: [Variable]

    func x(_ p: FeedCellPart) -> Expression { Expression(variables[4 * p.rawValue]) }
    func y(_ p: FeedCellPart) -> Expression { Expression(variables[4 * p.rawValue + 1]) }
    func w(_ p: FeedCellPart) -> Expression { Expression(variables[4 * p.rawValue + 2]) }
    func h(_ p: FeedCellPart) -> Expression { Expression(variables[4 * p.rawValue + 3]) }
    func right(_ p: FeedCellPart) -> Expression { x(p) + w(p) }
    func bottom(_ p: FeedCellPart) -> Expression { y(p) + h(p) }
    func centerY(_ p: FeedCellPart) -> Expression { y(p) + 0.5 * h(p) }

    /// `e r f` at `priority`, named `id`.
    func c(_ e: Expression, _ r: Relation, _ f: Expression, _ id: String, priority: Double = 1000)
        -> Constraint
    {
        Constraint(e - f, r, strength: FeedCellSolver.strength(priority), identifier: id)
    }
}
