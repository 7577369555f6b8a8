import Trellis
import TrellisSolver

/// The feed cell's rules as rows over frame-variable indices (`4 * part + 0...3` for x, y,
/// width, height), from which ``FeedCellSolver`` makes its constraints. Written over indices
/// rather than `Expression`s of `Variable`s, and each row's terms held inline
/// (``FeedCellAffine``), a cell's rules cost one array of rows and one of edits; the ids are
/// literals, not concatenated per cell.
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
        edits.reserveCapacity(FeedCellSolver.editCount)
        addFixedRows(style: s, width: width)
        // In the order of `constants(_:into:)`; `value(k)` is the size whose constant is `initial[k]`.
        func value(_ k: Int) -> Double { 0 - initial[k] }
        let w = FeedCellAffine.w
        let h = FeedCellAffine.h
        competing(
            w(.name), value(0), resistance: ("name.width.resistance", s.nameCompressionResistance),
            hugging: ("name.width.hugging", 250))
        intrinsic(h(.name), value(2), "name.height.intrinsic", edited: true)
        intrinsic(w(.time), value(3), "time.width.intrinsic", edited: true)
        intrinsic(h(.time), value(4), "time.height.intrinsic", edited: true)
        intrinsic(h(.body), value(5), "body.height.intrinsic", edited: true)
        intrinsic(w(.votes), value(6), "votes.width.intrinsic", edited: true)
        intrinsic(h(.votes), value(7), "votes.height.intrinsic", edited: true)
        button(
            .likeButton, s.buttonSize(s.buttonTitles.like), "like.width.intrinsic", "like.height.intrinsic")
        button(
            .commentButton, s.buttonSize(s.buttonTitles.comment), "comment.width.intrinsic",
            "comment.height.intrinsic")
        button(
            .shareButton, s.buttonSize(s.buttonTitles.share), "share.width.intrinsic",
            "share.height.intrinsic")
    }

    /// `e r f` at `priority`, named `id`.
    private mutating func add(
        _ e: FeedCellAffine, _ r: Relation, _ f: FeedCellAffine, _ id: String, priority: Double = 1000
    ) {
        // Not reduced here: a `Constraint` reduces its terms when it is made.
        rows.append(FeedCellRule(id: id, row: e - f, relation: r, priority: priority))
    }

    /// An intrinsic size on one axis of one part that nothing pulls either way: UIKit's pair
    /// (`size >= value` at the compression resistance, `size <= value` at the hugging
    /// priority) has exactly `size == value` as its optimum, so one equality at the
    /// compression resistance stands for it: half the edits per cell, the same frames.
    /// `edited`: its constant is one a cell sets (its index goes into ``edits``).
    private mutating func intrinsic(
        _ size: FeedCellAffine, _ value: Double, _ id: String, edited: Bool = false, resistance: Double = 750
    ) {
        if edited { edits.append(rows.count) }
        add(size, .equal, FeedCellAffine(value), id, priority: resistance)
    }

    /// An intrinsic size something competes with (the name's width): UIKit's pair, `size >=
    /// value` at the compression resistance and `size <= value` at the hugging priority,
    /// each named by its id; both constants are edits.
    private mutating func competing(
        _ size: FeedCellAffine, _ value: Double, resistance: (id: String, priority: Double),
        hugging: (id: String, priority: Double)
    ) {
        edits.append(rows.count)
        add(size, .greaterThanOrEqual, FeedCellAffine(value), resistance.id, priority: resistance.priority)
        edits.append(rows.count)
        add(size, .lessThanOrEqual, FeedCellAffine(value), hugging.id, priority: hugging.priority)
    }

    /// A button's intrinsic width and height (`size`, from its title), named `widthID`, `heightID`.
    private mutating func button(
        _ part: FeedCellPart, _ size: (width: Double, height: Double), _ widthID: String, _ heightID: String
    ) {
        intrinsic(FeedCellAffine.w(part), size.width, widthID)
        intrinsic(FeedCellAffine.h(part), size.height, heightID)
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
/// an object per variable or an array per operator (the terms are held inline; no rule of
/// the cell has more than ``capacity``).
struct FeedCellAffine {
    /// The most terms an affine expression holds.
    static let capacity = 4
    /// The frame indices of the terms, in order (lanes from ``count`` on are unused).
    private(set) var indices = SIMD4<Int32>()
    /// The terms' coefficients, lane for lane with ``indices``.
    private(set) var coefficients = SIMD4<Double>()
    /// How many terms there are.
    private(set) var count = 0
    var constant: Double

    init(_ constant: Double) { self.constant = constant }

    /// The term `coefficient * frame[index]`.
    private init(index: Int, coefficient: Double) {
        indices[0] = Int32(index)
        coefficients[0] = coefficient
        count = 1
        constant = 0
    }

    /// The frame index of term `k` (`k < count`).
    func index(_ k: Int) -> Int { Int(indices[k]) }

    static func x(_ p: FeedCellPart) -> Self { Self(index: 4 * p.rawValue, coefficient: 1) }
    static func y(_ p: FeedCellPart) -> Self { Self(index: 4 * p.rawValue + 1, coefficient: 1) }
    static func w(_ p: FeedCellPart) -> Self { Self(index: 4 * p.rawValue + 2, coefficient: 1) }
    static func h(_ p: FeedCellPart) -> Self { Self(index: 4 * p.rawValue + 3, coefficient: 1) }
    static func right(_ p: FeedCellPart) -> Self { x(p) + w(p) }
    static func bottom(_ p: FeedCellPart) -> Self { y(p) + h(p) }
    static func centerY(_ p: FeedCellPart) -> Self { y(p) + h(p) * 0.5 }

    /// `a`'s terms, then `b`'s; the constants added.
    static func + (a: Self, b: Self) -> Self {
        precondition(a.count + b.count <= capacity, "a feed cell rule holds at most \(capacity) terms")
        var sum = a
        for k in 0..<b.count {
            sum.indices[sum.count] = b.indices[k]
            sum.coefficients[sum.count] = b.coefficients[k]
            sum.count += 1
        }
        sum.constant = a.constant + b.constant
        return sum
    }
    static func - (a: Self, b: Self) -> Self { a + b * -1 }
    static func + (a: Self, b: Double) -> Self {
        var sum = a
        sum.constant = a.constant + b
        return sum
    }
    static func - (a: Self, b: Double) -> Self {
        var difference = a
        difference.constant = a.constant - b
        return difference
    }
    static func * (a: Self, k: Double) -> Self {
        var product = a
        product.coefficients = a.coefficients * k
        product.constant = a.constant * k
        return product
    }
}
