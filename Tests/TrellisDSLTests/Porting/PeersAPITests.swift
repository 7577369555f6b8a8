import Testing
import Trellis
import TrellisDSL

/// The peers' calls that ported code still makes: PureLayout's constructors, SnapKit's
/// `ConstraintItem` and labels, Cartography's guide proxies, Masonry's array forms.
@Suite struct PeersAPITests {
    func screen() -> LayoutView {
        let screen = LayoutView("screen", frame: LayoutRect(x: 0, y: 0, width: 390, height: 844))
        screen.safeAreaInsets = LayoutInsets(top: 47, left: 0, bottom: 34, right: 0)
        return screen
    }

    @Test func pureLayoutConstructorsMakeViewsForConstraints() {
        let a = LayoutView.newAutoLayoutView()
        let b = LayoutView(forAutoLayout: ())
        let c = LayoutView(forAutoLayout: "c")
        for view in [a, b, c] { #expect(!view.translatesAutoresizingMaskIntoConstraints) }
        #expect(c.identifier == "c")
    }

    @Test func snapKitBaselineTargetsAndLabels() throws {
        let root = screen()
        let label = LayoutView("label"), other = LayoutView("other")
        root.addSubview(label)
        root.addSubview(other)
        let target: ConstraintItem = other.dsl.lastBaseline
        let made = try label.makeConstraints { make in
            make.lastBaseline.equalTo(target).labeled("baselines")
            make.firstBaseline.equalTo(other.dsl.firstBaseline).offset(2)
        }
        #expect(made.count == 2)
        let baseline = try #require(made.first?.layoutConstraints.first)
        #expect(baseline.firstAttribute == .lastBaseline)
        #expect(baseline.secondAttribute == .lastBaseline)
        #expect(baseline.identifier == "baselines")
        #expect(made.first?.label == "baselines")
        #expect(made.last?.layoutConstraints.first?.secondAttribute == .firstBaseline)
    }

    @Test func cartographyProxiesReachTheViewsGuides() throws {
        let root = screen()
        let bar = LayoutView("bar")
        root.addSubview(bar)
        root.layoutMargins = LayoutInsets(all: 16)
        try constrain(root, bar) { root, bar in
            bar.top == root.safeAreaLayoutGuide.top
            bar.leading == root.layoutMarginsGuide.leading
            bar.trailing == root.layoutMarginsGuide.trailing
            bar.height == 44
        }
        try constrain(bar) { bar in
            if let parent = bar.superview { bar.bottom <= parent.bottom }
        }
        root.layoutIfNeeded()
        #expect(bar.frame == LayoutRect(x: 16, y: 47, width: 358, height: 44))
    }

    @Test func masonryArrayUpdatesChangeEachViewsConstant() throws {
        let root = screen()
        let a = LayoutView("a"), b = LayoutView("b")
        for view in [a, b] { root.addSubview(view) }
        try [a, b].mas_makeConstraints { make in
            make.top.equalTo(root.dsl.top).offset(10)
            make.height.equalTo(20)
        }
        try [a, b].mas_updateConstraints { make in make.top.equalTo(root.dsl.top).offset(30) }
        try [a, b].mas_distributeViews(along: .horizontal, withFixedSpacing: 10, leadSpacing: 5, tailSpacing: 5)
        root.layoutIfNeeded()
        #expect(a.frame == LayoutRect(x: 5, y: 30, width: 185, height: 20))
        #expect(b.frame == LayoutRect(x: 200, y: 30, width: 185, height: 20))
    }
}
