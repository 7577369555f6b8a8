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
        /// UIKit's intrinsic-size pair for one axis of one part.
        func intrinsic(
            _ size: Expression, _ value: Double, _ id: String, hugging: Double = 250,
            resistance: Double = 750
        ) -> (Constraint, Constraint) {
            let atLeast = c(
                size, .greaterThanOrEqual, Expression(value), id + ".resistance", priority: resistance)
            let atMost = c(size, .lessThanOrEqual, Expression(value), id + ".hugging", priority: hugging)
            all += [atLeast, atMost]
            return (atLeast, atMost)
        }
        let empty = FeedCellContentSizes(name: (0, 0), time: (0, 0), bodyHeight: 0, votes: (0, 0))
        (name.widthAtLeast, name.widthAtMost) = intrinsic(
            w(.name), empty.name.width, "name.width", resistance: s.nameCompressionResistance)
        (name.heightAtLeast, name.heightAtMost) = intrinsic(h(.name), empty.name.height, "name.height")
        (time.widthAtLeast, time.widthAtMost) = intrinsic(w(.time), empty.time.width, "time.width")
        (time.heightAtLeast, time.heightAtMost) = intrinsic(h(.time), empty.time.height, "time.height")
        (bodyHeight.heightAtLeast, bodyHeight.heightAtMost) = intrinsic(h(.body), 0, "body.height")
        (votes.widthAtLeast, votes.widthAtMost) = intrinsic(w(.votes), empty.votes.width, "votes.width")
        (votes.heightAtLeast, votes.heightAtMost) = intrinsic(h(.votes), empty.votes.height, "votes.height")
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
