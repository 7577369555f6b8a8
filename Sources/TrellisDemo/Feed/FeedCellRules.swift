import Trellis
import TrellisSolver

/// The feed cell's rules as rows over frame-variable indices (`4 * part + 0...3` for x, y,
/// width, height), from which ``FeedCellSolver`` makes its constraints. Written over indices
/// rather than `Expression`s of `Variable`s, a cell's rules cost a few small arrays each: the
/// expression arithmetic (an array per operator, a reduction per constraint) was a fifth of a
/// fresh solver's time.
struct FeedCellRules {
    /// The rows, fixed ones first, then the intrinsic sizes.
    private(set) var rows: [FeedCellRule] = []
    /// The indices in ``rows`` of the rows whose constants a cell sets, in the order of
    /// ``FeedCellSolver/constants(_:into:)``.
    private(set) var edits: [Int] = []

    /// The rules of `style` at `width`, with the content constants `initial` (each the
    /// negated size, as ``FeedCellSolver/constants(_:into:)`` writes them).
    init(style s: FeedCellStyle, width: Double, initial: UnsafeBufferPointer<Double>) {
        // 25 fixed rows, 14 for the intrinsic sizes.
        rows.reserveCapacity(39)
        addFixedRows(style: s, width: width)
        // In the order of `constants(_:into:)`; `value(k)` is the size whose constant is `initial[k]`.
        func value(_ k: Int) -> Double { 0 - initial[k] }
        let w = FeedCellAffine.w
        let h = FeedCellAffine.h
        edits += intrinsic(
            w(.name), value(0), "name.width", competing: true, resistance: s.nameCompressionResistance)
        edits += intrinsic(h(.name), value(2), "name.height")
        edits += intrinsic(w(.time), value(3), "time.width")
        edits += intrinsic(h(.time), value(4), "time.height")
        edits += intrinsic(h(.body), value(5), "body.height")
        edits += intrinsic(w(.votes), value(6), "votes.width")
        edits += intrinsic(h(.votes), value(7), "votes.height")
        let buttons: [(FeedCellPart, String, String, String)] = [
            (.likeButton, s.buttonTitles.like, "like.width", "like.height"),
            (.commentButton, s.buttonTitles.comment, "comment.width", "comment.height"),
            (.shareButton, s.buttonTitles.share, "share.width", "share.height"),
        ]
        for (part, title, widthID, heightID) in buttons {
            let size = s.buttonSize(title)
            _ = intrinsic(w(part), size.width, widthID)
            _ = intrinsic(h(part), size.height, heightID)
        }
    }

    /// `e r f` at `priority`, named `id`.
    private mutating func add(
        _ e: FeedCellAffine, _ r: Relation, _ f: FeedCellAffine, _ id: String, priority: Double = 1000
    ) {
        // Not reduced here: a `Constraint` reduces its terms when it is made.
        rows.append(FeedCellRule(id: id, row: e - f, relation: r, priority: priority))
    }

    /// An intrinsic size on one axis of one part; the indices of its rows. Where something
    /// competes with it (the name's width) it is UIKit's pair, `size >= value` at the
    /// compression resistance and `size <= value` at the hugging priority. Where nothing pulls
    /// the size either way, the pair's optimum is exactly `size == value`, so one equality at
    /// the compression resistance stands for it: half the edits per cell, the same frames.
    private mutating func intrinsic(
        _ size: FeedCellAffine, _ value: Double, _ id: String, competing: Bool = false,
        hugging: Double = 250, resistance: Double = 750
    ) -> [Int] {
        let first = rows.count
        if !competing {
            add(size, .equal, FeedCellAffine(value), id + ".intrinsic", priority: resistance)
            return [first]
        }
        add(size, .greaterThanOrEqual, FeedCellAffine(value), id + ".resistance", priority: resistance)
        add(size, .lessThanOrEqual, FeedCellAffine(value), id + ".hugging", priority: hugging)
        return [first, first + 1]
    }

    /// The rows whose constants do not change from cell to cell.
    private mutating func addFixedRows(style s: FeedCellStyle, width: Double) {
        typealias A = FeedCellAffine
        let p = s.padding
        add(A.x(.cell), .equal, A(0), "cell.x")
        add(A.y(.cell), .equal, A(0), "cell.y")
        add(A.w(.cell), .equal, A(width), "cell.width")
        add(A.h(.cell), .equal, A(0), "cell.fitting", priority: 50)
        add(A.x(.avatar), .equal, A(p), "avatar.leading")
        add(A.y(.avatar), .equal, A(p), "avatar.top")
        add(A.w(.avatar), .equal, A(s.avatarSize), "avatar.width")
        add(A.h(.avatar), .equal, A(s.avatarSize), "avatar.height")
        add(A.x(.name), .equal, A.right(.avatar) + s.avatarToName, "name.leading")
        add(A.centerY(.name), .equal, A.centerY(.avatar), "name.centerY")
        add(A.right(.name), .lessThanOrEqual, A.x(.time) - s.nameToTime, "name.trailing")
        add(A.right(.time), .equal, A.w(.cell) - p, "time.trailing")
        add(A.centerY(.time), .equal, A.centerY(.avatar), "time.centerY")
        add(A.x(.body), .equal, A(p), "body.leading")
        add(A.right(.body), .equal, A.w(.cell) - p, "body.trailing")
        add(A.y(.body), .equal, A.bottom(.avatar) + s.headerToBody, "body.top")
        add(A.x(.votes), .equal, A(p), "votes.leading")
        add(A.y(.votes), .equal, A.bottom(.body) + s.bodyToVotes, "votes.top")
        add(A.x(.likeButton), .equal, A(p), "like.leading")
        add(A.y(.likeButton), .equal, A.bottom(.votes) + s.votesToButtons, "like.top")
        add(A.x(.commentButton), .equal, A.right(.likeButton) + s.buttonSpacing, "comment.leading")
        add(A.centerY(.commentButton), .equal, A.centerY(.likeButton), "comment.centerY")
        add(A.right(.shareButton), .equal, A.w(.cell) - p, "share.trailing")
        add(A.centerY(.shareButton), .equal, A.centerY(.likeButton), "share.centerY")
        add(A.h(.cell), .equal, A.bottom(.likeButton) + s.bottomPadding, "cell.bottom")
    }
}

/// One row of the feed cell: `row REL 0` at a layout priority.
struct FeedCellRule {
    let id: String
    let row: FeedCellAffine
    let relation: Relation
    let priority: Double
}

/// `sum(coefficient * frame[index]) + constant` over the feed cell's frame variables: the
/// same arithmetic, term order and constants as `Expression` builds over `Variable`s, without
/// an object per variable.
struct FeedCellAffine {
    var terms: [(index: Int, coefficient: Double)]
    var constant: Double

    init(_ terms: [(index: Int, coefficient: Double)], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    init(_ constant: Double) { self.init([], constant: constant) }

    static func x(_ p: FeedCellPart) -> Self { Self([(4 * p.rawValue, 1)]) }
    static func y(_ p: FeedCellPart) -> Self { Self([(4 * p.rawValue + 1, 1)]) }
    static func w(_ p: FeedCellPart) -> Self { Self([(4 * p.rawValue + 2, 1)]) }
    static func h(_ p: FeedCellPart) -> Self { Self([(4 * p.rawValue + 3, 1)]) }
    static func right(_ p: FeedCellPart) -> Self { x(p) + w(p) }
    static func bottom(_ p: FeedCellPart) -> Self { y(p) + h(p) }
    static func centerY(_ p: FeedCellPart) -> Self { y(p) + h(p) * 0.5 }

    static func + (a: Self, b: Self) -> Self { Self(a.terms + b.terms, constant: a.constant + b.constant) }
    static func - (a: Self, b: Self) -> Self { a + b * -1 }
    static func + (a: Self, b: Double) -> Self { Self(a.terms, constant: a.constant + b) }
    static func - (a: Self, b: Double) -> Self { Self(a.terms, constant: a.constant - b) }
    static func * (a: Self, k: Double) -> Self {
        Self(a.terms.map { ($0.index, $0.coefficient * k) }, constant: a.constant * k)
    }
}
