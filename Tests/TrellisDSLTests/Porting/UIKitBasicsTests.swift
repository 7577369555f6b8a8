import Testing
import Trellis
import TrellisDSL
import TrellisLayoutTestSupport

@Suite struct UIKitBasicsTests {
    /// A 390 x 844 screen with a 47-point status area and a 34-point home indicator: a
    /// 44-high header under the status area and a 49-high tab bar above the indicator.
    @Test func safeAreaGuideFollowsTheInsets() throws {
        let tree = makeTree(390, 844, "header", "tabs")
        let (root, header, tabs) = (tree.root, tree.views[0], tree.views[1])
        root.safeAreaInsets = LayoutInsets(top: 47, left: 0, bottom: 34, right: 0)
        let safe = root.safeAreaLayoutGuide
        try LayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: safe.topAnchor),
            header.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 44),
            tabs.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            tabs.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            tabs.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            tabs.heightAnchor.constraint(equalToConstant: 49),
        ])
        #expect(root.layoutIfNeeded().isClean)
        expectFrame(header, 0, 47, 390, 44)
        expectFrame(tabs, 0, 844 - 34 - 49, 390, 49)
        #expect(safe.layoutFrame == LayoutRect(x: 0, y: 47, width: 390, height: 763))
        #expect(safe.identifier == "root.safeArea")
        root.safeAreaInsets = LayoutInsets(top: 20, left: 10, bottom: 0, right: 10)
        root.layoutIfNeeded()
        expectFrame(header, 10, 20, 370, 44)
        expectFrame(tabs, 10, 844 - 49, 370, 49)
    }

    /// A subview's safe area stays inside its superview's: a full-screen child sees the
    /// root's insets, a child in the middle of the screen sees none.
    @Test func subviewSafeAreaIsClippedToTheSuperviews() throws {
        let tree = makeTree(390, 844, "full", "middle")
        let (root, full, middle) = (tree.root, tree.views[0], tree.views[1])
        root.safeAreaInsets = LayoutInsets(top: 47, left: 0, bottom: 34, right: 0)
        try LayoutConstraint.activate([
            full.topAnchor.constraint(equalTo: root.topAnchor),
            full.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            full.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            full.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            middle.topAnchor.constraint(equalTo: root.topAnchor, constant: 300),
            middle.heightAnchor.constraint(equalToConstant: 100),
            middle.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            middle.widthAnchor.constraint(equalToConstant: 200),
        ])
        let fullSafe = full.safeAreaLayoutGuide
        let middleSafe = middle.safeAreaLayoutGuide
        #expect(root.layoutIfNeeded().isClean)
        #expect(fullSafe.frame.isClose(to: LayoutRect(x: 0, y: 47, width: 390, height: 763)))
        #expect(middleSafe.frame.isClose(to: LayoutRect(x: 0, y: 0, width: 200, height: 100)))
    }

    /// Margins guide: the card's edges less its margins (8, then 16 and 4).
    @Test func layoutMarginsGuideTracksTheMargins() throws {
        let tree = makeTree(300, 200, "title")
        let (card, title) = (tree.root, tree.views[0])
        let margins = card.layoutMarginsGuide
        try LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            title.topAnchor.constraint(equalTo: margins.topAnchor),
            title.heightAnchor.constraint(equalToConstant: 20),
        ])
        card.layoutIfNeeded()
        expectFrame(title, 8, 8, 284, 20)
        card.layoutMargins = LayoutInsets(top: 4, left: 16, bottom: 4, right: 16)
        card.layoutIfNeeded()
        expectFrame(title, 16, 4, 268, 20)
        #expect(margins.frame.isClose(to: LayoutRect(x: 16, y: 4, width: 268, height: 192)))
    }

    /// Readable guide: 672 wide and centred between the margins of a 1000-wide page
    /// (x = 8 + (984 - 672) / 2 = 164); the whole margin width on a 375-wide page.
    @Test func readableContentGuideCapsTheWidth() throws {
        for (width, x, guideWidth) in [(1000.0, 164.0, 672.0), (375, 8, 359)] {
            let tree = makeTree(width, 600, "body")
            let (page, body) = (tree.root, tree.views[0])
            let readable = page.readableContentGuide
            try LayoutConstraint.activate([
                body.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
                body.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
                body.topAnchor.constraint(equalTo: readable.topAnchor),
                body.heightAnchor.constraint(equalToConstant: 100),
            ])
            #expect(page.layoutIfNeeded().isClean)
            expectFrame(body, x, 8, guideWidth, 100)
        }
    }

    /// Setting `translatesAutoresizingMaskIntoConstraints` pins the current frame; clearing
    /// it lets constraints decide.
    @Test func translatesAutoresizingMaskPinsTheFrame() throws {
        let tree = makeTree(300, 200, "box")
        let (root, box) = (tree.root, tree.views[0])
        try box.addConstraints([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            box.widthAnchor.constraint(equalToConstant: 30),
            box.heightAnchor.constraint(equalToConstant: 40),
        ])
        #expect(!box.translatesAutoresizingMaskIntoConstraints)
        root.layoutIfNeeded()
        expectFrame(box, 10, 20, 30, 40)
        box.translatesAutoresizingMaskIntoConstraints = true
        #expect(box.fixedFrame == LayoutRect(x: 10, y: 20, width: 30, height: 40))
        let extra = box.widthAnchor.constraint(equalToConstant: 99)
        extra.priority = .defaultHigh
        try root.addConstraint(extra)
        root.layoutIfNeeded()
        expectFrame(box, 10, 20, 30, 40)
        box.translatesAutoresizingMaskIntoConstraints = false
        root.removeConstraint(extra)
        #expect(!extra.isActive)
        root.layoutIfNeeded()
        expectFrame(box, 10, 20, 30, 40)
        #expect(LayoutView.newAutoLayout().configureForAutoLayout().fixedFrame == nil)
    }

    /// `isActive` is settable, as in UIKit; an invalid constraint stays inactive and says why.
    @Test func isActiveSetterActivatesAndReportsErrors() throws {
        let tree = makeTree(300, 200, "box")
        let (root, box) = (tree.root, tree.views[0])
        try LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        let width = box.widthAnchor.constraint(equalToConstant: 40)
        width.isActive = true
        #expect(width.isActive)
        root.layoutIfNeeded()
        expectFrame(box, 0, 0, 40, 10)
        width.isActive = false
        #expect(!width.isActive && !box.constraints.contains { $0 === width })
        let stranger = LayoutView("stranger")
        let bad = box.widthAnchor.constraint(equalTo: stranger.widthAnchor)
        bad.isActive = true
        #expect(!bad.isActive)
        if case .noCommonAncestor = bad.activationError {
        } else {
            Issue.record("\(String(describing: bad.activationError))")
        }
    }

    @Test func priorityAdvancedBy() {
        #expect(LayoutPriority.defaultHigh.advanced(by: 1) == LayoutPriority(751))
        #expect(LayoutPriority.required.advanced(by: -1) == LayoutPriority(999))
        #expect(LayoutPriority.defaultLow.distance(to: .defaultHigh) == 500)
    }

    /// The engine's guide constraints are ordinary constraints: a conflict with one names it.
    @Test func guideConstraintsAppearInConflictReports() throws {
        let tree = makeTree(300, 200, "box")
        let (root, box) = (tree.root, tree.views[0])
        let margins = root.layoutMarginsGuide
        try LayoutConstraint.activate([margins.widthAnchor.constraint(equalToConstant: 10)])
        _ = box
        let report = root.layoutIfNeeded()
        let names = report.conflicts.flatMap { [$0.broken] + $0.conflicting }.compactMap(\.identifier)
        #expect(names.contains { $0.hasPrefix("root.margins.") })
    }
}
