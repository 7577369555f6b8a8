import Trellis

// JYAutoLayout's relation methods. Parameters, as in JYAutoLayout: `c` the gap or offset,
// `a` the other item's attribute, `m` the multiplier, `e` the relation, `p` the priority.

extension JYLayout {
    /// Top below `v` (to its bottom; to its top when `v` is an ancestor), `c` points apart.
    @discardableResult
    public func top(
        _ v: any LayoutItem, c: Double = 0, a: LayoutAttribute? = nil, m: Double = 1,
        e: LayoutRelation = .equal,
        p: LayoutPriority = .required, fileID: String = #fileID, line: Int = #line
    ) -> JYLayout {
        add(.top, v, a ?? (isAncestor(v) ? .top : .bottom), m: m, c: c, e: e, p: p, fileID, line)
    }

    /// Top to `v`'s top, plus `c`.
    @discardableResult
    public func alignTop(
        _ v: any LayoutItem, c: Double = 0, m: Double = 1, e: LayoutRelation = .equal,
        p: LayoutPriority = .required,
        fileID: String = #fileID, line: Int = #line
    ) -> JYLayout {
        add(.top, v, .top, m: m, c: c, e: e, p: p, fileID, line)
    }

    /// Left to the right of `v` (its right; its left when `v` is an ancestor), `c` apart.
    @discardableResult
    public func left(
        _ v: any LayoutItem, c: Double = 0, a: LayoutAttribute? = nil, m: Double = 1,
        e: LayoutRelation = .equal,
        p: LayoutPriority = .required, fileID: String = #fileID, line: Int = #line
    ) -> JYLayout {
        add(.left, v, a ?? (isAncestor(v) ? .left : .right), m: m, c: c, e: e, p: p, fileID, line)
    }

    /// Left to `v`'s left, plus `c`.
    @discardableResult
    public func alignLeft(
        _ v: any LayoutItem, c: Double = 0, m: Double = 1, e: LayoutRelation = .equal,
        p: LayoutPriority = .required,
        fileID: String = #fileID, line: Int = #line
    ) -> JYLayout {
        add(.left, v, .left, m: m, c: c, e: e, p: p, fileID, line)
    }

    /// Bottom above `v` (its top; its bottom when `v` is an ancestor), a gap of `c`.
    @discardableResult
    public func bottom(
        _ v: any LayoutItem, c: Double = 0, a: LayoutAttribute? = nil, m: Double = 1,
        e: LayoutRelation = .equal,
        p: LayoutPriority = .required, fileID: String = #fileID, line: Int = #line
    ) -> JYLayout {
        add(
            .bottom, v, a ?? (isAncestor(v) ? .bottom : .top), m: m, c: -c, e: e.reversed, p: p, fileID,
            line)
    }

    /// Bottom `c` points above `v`'s bottom.
    @discardableResult
    public func alignBottom(
        _ v: any LayoutItem, c: Double = 0, m: Double = 1, e: LayoutRelation = .equal,
        p: LayoutPriority = .required,
        fileID: String = #fileID, line: Int = #line
    ) -> JYLayout {
        add(.bottom, v, .bottom, m: m, c: -c, e: e.reversed, p: p, fileID, line)
    }

    /// Right to the left of `v` (its left; its right when `v` is an ancestor), a gap of `c`.
    @discardableResult
    public func right(
        _ v: any LayoutItem, c: Double = 0, a: LayoutAttribute? = nil, m: Double = 1,
        e: LayoutRelation = .equal,
        p: LayoutPriority = .required, fileID: String = #fileID, line: Int = #line
    ) -> JYLayout {
        add(
            .right, v, a ?? (isAncestor(v) ? .right : .left), m: m, c: -c, e: e.reversed, p: p, fileID,
            line)
    }

    /// Right `c` points left of `v`'s right.
    @discardableResult
    public func alignRight(
        _ v: any LayoutItem, c: Double = 0, m: Double = 1, e: LayoutRelation = .equal,
        p: LayoutPriority = .required,
        fileID: String = #fileID, line: Int = #line
    ) -> JYLayout {
        add(.right, v, .right, m: m, c: -c, e: e.reversed, p: p, fileID, line)
    }

    /// centerX to `v`'s centerX, plus `c`.
    @discardableResult
    public func centerX(
        _ v: any LayoutItem, c: Double = 0, m: Double = 1, e: LayoutRelation = .equal,
        p: LayoutPriority = .required,
        fileID: String = #fileID, line: Int = #line
    ) -> JYLayout {
        add(.centerX, v, .centerX, m: m, c: c, e: e, p: p, fileID, line)
    }

    /// centerY to `v`'s centerY, plus `c`.
    @discardableResult
    public func centerY(
        _ v: any LayoutItem, c: Double = 0, m: Double = 1, e: LayoutRelation = .equal,
        p: LayoutPriority = .required,
        fileID: String = #fileID, line: Int = #line
    ) -> JYLayout {
        add(.centerY, v, .centerY, m: m, c: c, e: e, p: p, fileID, line)
    }

    /// Both centres to `v`'s.
    @discardableResult
    public func center(
        _ v: any LayoutItem, p: LayoutPriority = .required, fileID: String = #fileID, line: Int = #line
    ) -> JYLayout {
        centerX(v, p: p, fileID: fileID, line: line).centerY(v, p: p, fileID: fileID, line: line)
    }

    /// Width to `m` times `v`'s `a` (its width by default) plus `c`.
    @discardableResult
    public func width(
        _ v: any LayoutItem, c: Double = 0, a: LayoutAttribute = .width, m: Double = 1,
        e: LayoutRelation = .equal,
        p: LayoutPriority = .required, fileID: String = #fileID, line: Int = #line
    ) -> JYLayout {
        add(.width, v, a, m: m, c: c, e: e, p: p, fileID, line)
    }

    /// Width to a constant.
    @discardableResult
    public func width(
        _ value: Double, e: LayoutRelation = .equal, p: LayoutPriority = .required, fileID: String = #fileID,
        line: Int = #line
    ) -> JYLayout {
        add(.width, nil, .notAnAttribute, m: 1, c: value, e: e, p: p, fileID, line)
    }

    /// Height to `m` times `v`'s `a` (its height by default) plus `c`.
    @discardableResult
    public func height(
        _ v: any LayoutItem, c: Double = 0, a: LayoutAttribute = .height, m: Double = 1,
        e: LayoutRelation = .equal, p: LayoutPriority = .required, fileID: String = #fileID, line: Int = #line
    ) -> JYLayout {
        add(.height, v, a, m: m, c: c, e: e, p: p, fileID, line)
    }

    /// Height to a constant.
    @discardableResult
    public func height(
        _ value: Double, e: LayoutRelation = .equal, p: LayoutPriority = .required, fileID: String = #fileID,
        line: Int = #line
    ) -> JYLayout {
        add(.height, nil, .notAnAttribute, m: 1, c: value, e: e, p: p, fileID, line)
    }

    /// Width and height to `v`'s.
    @discardableResult
    public func size(
        _ v: any LayoutItem, m: Double = 1, p: LayoutPriority = .required, fileID: String = #fileID,
        line: Int = #line
    ) -> JYLayout {
        width(v, m: m, p: p, fileID: fileID, line: line).height(v, m: m, p: p, fileID: fileID, line: line)
    }

    /// Width and height to a size.
    @discardableResult
    public func size(
        _ size: LayoutSize, p: LayoutPriority = .required, fileID: String = #fileID, line: Int = #line
    )
        -> JYLayout
    {
        width(size.width, p: p, fileID: fileID, line: line).height(
            size.height, p: p, fileID: fileID, line: line)
    }

    /// Width and height to constants (JYAutoLayout's `size(100, h: 100)`).
    @discardableResult
    public func size(
        _ width: Double, h height: Double, p: LayoutPriority = .required, fileID: String = #fileID,
        line: Int = #line
    ) -> JYLayout {
        self.width(width, p: p, fileID: fileID, line: line).height(height, p: p, fileID: fileID, line: line)
    }
}
