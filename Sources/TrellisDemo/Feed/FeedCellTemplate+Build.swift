import Trellis
import TrellisSolver

extension FeedCellTemplate {
    /// The solver strength of a layout priority: the layout engine's own mapping
    /// (``LayoutPriority/strength``), so the template weighs priorities as views do.
    static func strength(_ priority: Double) -> Strength {
        LayoutPriority(priority).strength
    }

    /// Creates the variables and adds every rule of ``FeedCellStyle`` in one batch.
    func build() throws(SolverError) {
        variables = FeedCellPart.allCases.map { part in
            ["x", "y", "w", "h"].map { Variable("\(part).\($0)") }
        }
        func x(_ p: FeedCellPart) -> Expression { Expression(variables[p.rawValue][0]) }
        func y(_ p: FeedCellPart) -> Expression { Expression(variables[p.rawValue][1]) }
        func w(_ p: FeedCellPart) -> Expression { Expression(variables[p.rawValue][2]) }
        func h(_ p: FeedCellPart) -> Expression { Expression(variables[p.rawValue][3]) }
        func right(_ p: FeedCellPart) -> Expression { x(p) + w(p) }
        func bottom(_ p: FeedCellPart) -> Expression { y(p) + h(p) }
        func centerY(_ p: FeedCellPart) -> Expression { y(p) + 0.5 * h(p) }
        func c(_ e: Expression, _ r: Relation, _ f: Expression, _ id: String, priority: Double = 1000)
            -> Constraint
        {
            Constraint(e - f, r, strength: Self.strength(priority), identifier: id)
        }
        let s = style
        let p = s.padding
        var all: [Constraint] = [
            c(x(.cell), .equal, Expression(0), "cell.x"),
            c(y(.cell), .equal, Expression(0), "cell.y"),
            c(w(.cell), .equal, Expression(width), "cell.width"),
            c(h(.cell), .equal, Expression(0), "cell.fitting", priority: 50),
            c(x(.avatar), .equal, Expression(p), "avatar.leading"),
            c(y(.avatar), .equal, Expression(p), "avatar.top"),
            c(w(.avatar), .equal, Expression(s.avatarSize), "avatar.width"),
            c(h(.avatar), .equal, Expression(s.avatarSize), "avatar.height"),
            c(x(.name), .equal, right(.avatar) + s.avatarToName, "name.leading"),
            c(centerY(.name), .equal, centerY(.avatar), "name.centerY"),
            c(right(.name), .lessThanOrEqual, x(.time) - s.nameToTime, "name.trailing"),
            c(right(.time), .equal, w(.cell) - p, "time.trailing"),
            c(centerY(.time), .equal, centerY(.avatar), "time.centerY"),
            c(x(.body), .equal, Expression(p), "body.leading"),
            c(right(.body), .equal, w(.cell) - p, "body.trailing"),
            c(y(.body), .equal, bottom(.avatar) + s.headerToBody, "body.top"),
            c(x(.votes), .equal, Expression(p), "votes.leading"),
            c(y(.votes), .equal, bottom(.body) + s.bodyToVotes, "votes.top"),
            c(x(.likeButton), .equal, Expression(p), "like.leading"),
            c(y(.likeButton), .equal, bottom(.votes) + s.votesToButtons, "like.top"),
            c(x(.commentButton), .equal, right(.likeButton) + s.buttonSpacing, "comment.leading"),
            c(centerY(.commentButton), .equal, centerY(.likeButton), "comment.centerY"),
            c(right(.shareButton), .equal, w(.cell) - p, "share.trailing"),
            c(centerY(.shareButton), .equal, centerY(.likeButton), "share.centerY"),
            c(h(.cell), .equal, bottom(.likeButton) + s.bottomPadding, "cell.bottom"),
        ]
        /// An intrinsic size on one axis of one part. Where something competes with it (the
        /// name's width) it is UIKit's pair, `size >= value` at the compression resistance and
        /// `size <= value` at the hugging priority. Where nothing pulls the size either way,
        /// the pair's optimum is exactly `size == value`, so one equality at the compression
        /// resistance stands for it: half the edits per cell, the same frames.
        func intrinsic(
            _ size: Expression, _ value: Double, _ id: String, competing: Bool = false,
            hugging: Double = 250, resistance: Double = 750
        ) -> IntrinsicPair.Axis {
            if !competing {
                let exact = c(size, .equal, Expression(value), id + ".intrinsic", priority: resistance)
                all.append(exact)
                return IntrinsicPair.Axis(atLeast: exact, atMost: nil)
            }
            let atLeast = c(
                size, .greaterThanOrEqual, Expression(value), id + ".resistance", priority: resistance)
            let atMost = c(size, .lessThanOrEqual, Expression(value), id + ".hugging", priority: hugging)
            all += [atLeast, atMost]
            return IntrinsicPair.Axis(atLeast: atLeast, atMost: atMost)
        }
        name.width = intrinsic(
            w(.name), 0, "name.width", competing: true, resistance: s.nameCompressionResistance)
        name.height = intrinsic(h(.name), 0, "name.height")
        time.width = intrinsic(w(.time), 0, "time.width")
        time.height = intrinsic(h(.time), 0, "time.height")
        bodyHeight.height = intrinsic(h(.body), 0, "body.height")
        votes.width = intrinsic(w(.votes), 0, "votes.width")
        votes.height = intrinsic(h(.votes), 0, "votes.height")
        let buttons: [(FeedCellPart, String)] = [
            (.likeButton, s.buttonTitles.like), (.commentButton, s.buttonTitles.comment),
            (.shareButton, s.buttonTitles.share),
        ]
        for (part, title) in buttons {
            let size = s.buttonSize(title)
            _ = intrinsic(w(part), size.width, "\(part).width")
            _ = intrinsic(h(part), size.height, "\(part).height")
        }
        try solver.addConstraints(all)
    }
}
