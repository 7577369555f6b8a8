import Testing
import Trellis
import TrellisDSL
import TrellisLayoutTestSupport

/// Cartography's compound forms: division, inequalities on `edges` and `center`, the
/// within-margins proxies and the `inset` variants, against hand-derived frames and against
/// the same layout written with plain anchors.
@Suite struct OperatorCompositeTests {
    /// Root 320 x 480 with margins top 10, left 20, bottom 30, right 40.
    func tree(_ names: String...) -> (root: LayoutView, views: [LayoutView]) {
        let root = LayoutView("root", frame: LayoutRect(x: 0, y: 0, width: 320, height: 480))
        root.layoutMargins = LayoutInsets(top: 10, left: 20, bottom: 30, right: 40)
        let views = names.map { LayoutView($0) }
        for view in views { root.addSubview(view) }
        return (root, views)
    }

    @Test func edgesWithinMarginsAndInsetVariants() throws {
        let (root, views) = tree("a", "b", "c", "d")
        let (a, b, c, d) = (views[0], views[1], views[2], views[3])
        let made = try constrain(a, b, c, d) { a, b, c, d in
            guard let root = a.superview else { return }
            a.edges == inset(root.edgesWithinMargins, horizontally: 4)
            b.edges == inset(a.edges, 12, 6)
            c.edges == inset(b.edges, vertically: 5)
            d.edges == inset(c.edges, horizontally: 1)
        }
        #expect(
            Array(made.prefix(4)).map(\.description) == [
                "a.top == root.topMargin", "a.leading == root.leadingMargin + 4",
                "a.bottom == root.bottomMargin", "a.trailing == root.trailingMargin - 4",
            ])
        #expect(made.count == 16)
        #expect(root.layoutIfNeeded().conflicts.isEmpty)
        // Margins: x 20...280, y 10...450; a is inset 4 horizontally.
        expectFrame(a, 24, 10, 252, 440)
        expectFrame(b, 36, 16, 228, 428)
        expectFrame(c, 36, 21, 228, 418)
        expectFrame(d, 37, 21, 226, 418)
    }

    @Test func centerWithinMarginsMatchesPlainAnchors() throws {
        let (root, views) = tree("a", "b")
        let (a, b) = (views[0], views[1])
        try constrain(a) { a in
            guard let root = a.superview else { return }
            a.center == root.centerWithinMargins + LayoutPoint(x: 5, y: -5)
            a.size == LayoutSize(width: 20, height: 20)
        }
        try LayoutConstraint.activate([
            b.centerXAnchor.constraint(equalTo: root.layoutMarginsGuide.centerXAnchor, constant: 5),
            b.centerYAnchor.constraint(equalTo: root.layoutMarginsGuide.centerYAnchor, constant: -5),
            b.widthAnchor.constraint(equalToConstant: 20), b.heightAnchor.constraint(equalToConstant: 20),
        ])
        #expect(root.layoutIfNeeded().conflicts.isEmpty)
        // Centre within the margins: x (20 + 280) / 2 = 150, y (10 + 450) / 2 = 230.
        expectFrame(a, 145, 215, 20, 20)
        #expect(a.frame == b.frame)
    }

    @Test func divisionOnSizeAndEdges() throws {
        let (root, views) = tree("a", "b", "c")
        let (a, b, c) = (views[0], views[1], views[2])
        let made = try constrain(a, b) { a, b in
            guard let root = a.superview else { return }
            a.size == root.size / 4
            a.leading == root.trailing / 2
            a.top == (root.bottom + 20) / 2
            b.size == (a.size + LayoutSize(width: 8, height: 4)) / 2
            b.leading == a.leading
            b.top == a.bottom
        }
        #expect(
            made.map(\.description) == [
                "a.width == 0.25 * root.width", "a.height == 0.25 * root.height",
                "a.leading == 0.5 * root.trailing", "a.top == 0.5 * root.bottom + 10",
                "b.width == 0.5 * a.width + 4", "b.height == 0.5 * a.height + 2",
                "b.leading == a.leading", "b.top == a.bottom",
            ])
        // The same as multiplying, written with anchors.
        try LayoutConstraint.activate([
            c.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.25),
            c.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.25),
            c.leadingAnchor.constraint(equalTo: a.leadingAnchor),
            c.topAnchor.constraint(equalTo: a.topAnchor),
        ])
        #expect(root.layoutIfNeeded().conflicts.isEmpty)
        expectFrame(a, 160, 250, 80, 120)
        expectFrame(b, 160, 370, 44, 62)
        #expect(c.frame == a.frame)
    }

    @Test func leftHandInsetsFactorsAndOffsetsMoveAcross() throws {
        let (root, views) = tree("a", "b", "c")
        let (a, b, c) = (views[0], views[1], views[2])
        let made = try constrain(a, b, c) { a, b, c in
            guard let root = a.superview else { return }
            inset(a.edges, 5) == inset(root.edges, 10)  // a's edges 5 outside root's inset 10
            b.size * 2 == root.size / 4  // b is an eighth of root
            b.center + LayoutPoint(x: 10, y: -10) == root.center
            c.size * -1 >= LayoutSize(width: -50, height: -60)  // c at most 50 x 60
            c.width == 40
            c.height == 50
        }
        #expect(
            made.map(\.description) == [
                "a.top == root.top + 5", "a.leading == root.leading + 5", "a.bottom == root.bottom - 5",
                "a.trailing == root.trailing - 5",
                "b.width == 0.125 * root.width", "b.height == 0.125 * root.height",
                "b.centerX == root.centerX - 10", "b.centerY == root.centerY + 10",
                "c.width <= 50", "c.height <= 60", "c.width == 40", "c.height == 50",
            ])
        #expect(root.layoutIfNeeded().conflicts.isEmpty)
        // a: 5 inside root on every side. b: 40 x 60, centred 10 left of and 10 below root's
        // centre (160, 240).
        expectFrame(a, 5, 5, 310, 470)
        expectFrame(b, 130, 220, 40, 60)
        #expect(c.frame.width == 40 && c.frame.height == 50)
    }

    @Test func divisionByZeroIsATypedError() {
        let (root, views) = tree("a", "b")
        let a = views[0]
        #expect(throws: DSLError.self) {
            try constrain(a, views[1]) { a, b in a.width == b.width / 0 }
        }
        // Nothing is activated.
        #expect(!root.constraints.contains { $0.firstItem === a } && a.constraints.isEmpty)
    }

    @Test func inequalitiesOnEdgesAndCenter() throws {
        let (root, views) = tree("a", "b", "c")
        let (a, b, c) = (views[0], views[1], views[2])
        let made = try constrain(a, b, c) { a, b, c in
            guard let root = a.superview else { return }
            a.edges >= inset(root.edges, 10)
            c.edges <= inset(root.edges, 30)
            b.center <= root.center
            b.center >= root.center + LayoutPoint(x: -10, y: -20)
        }
        // As in Cartography, the relation applies as written to every edge.
        #expect(
            made.map(\.description) == [
                "a.top >= root.top + 10", "a.leading >= root.leading + 10", "a.bottom >= root.bottom - 10",
                "a.trailing >= root.trailing - 10",
                "c.top <= root.top + 30", "c.leading <= root.leading + 30", "c.bottom <= root.bottom - 30",
                "c.trailing <= root.trailing - 30",
                "b.centerX <= root.centerX", "b.centerY <= root.centerY",
                "b.centerX >= root.centerX - 10", "b.centerY >= root.centerY - 20",
            ])
        // Weak pulls against the bounds: a towards the top-left corner with no size (it
        // reaches 10, 10 and spans to at least 310, 470); c's origin towards the bottom-right
        // (stopped at 30, 30); b's centre towards the top-left (stopped at 150, 220).
        try LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor).withPriority(.defaultLow),
            a.topAnchor.constraint(equalTo: root.topAnchor).withPriority(.defaultLow),
            a.widthAnchor.constraint(equalToConstant: 0).withPriority(.defaultLow),
            a.heightAnchor.constraint(equalToConstant: 0).withPriority(.defaultLow),
            c.leadingAnchor.constraint(equalTo: root.trailingAnchor).withPriority(.defaultLow),
            c.topAnchor.constraint(equalTo: root.bottomAnchor).withPriority(.defaultLow),
            c.widthAnchor.constraint(equalToConstant: 100), c.heightAnchor.constraint(equalToConstant: 100),
            b.centerXAnchor.constraint(equalTo: root.leadingAnchor).withPriority(.defaultLow),
            b.centerYAnchor.constraint(equalTo: root.topAnchor).withPriority(.defaultLow),
            b.widthAnchor.constraint(equalToConstant: 20), b.heightAnchor.constraint(equalToConstant: 20),
        ])
        #expect(root.layoutIfNeeded().conflicts.isEmpty)
        expectFrame(a, 10, 10, 300, 460)
        expectFrame(c, 30, 30, 100, 100)
        expectFrame(b, 140, 210, 20, 20)
    }
}
