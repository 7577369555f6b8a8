import Testing
import Trellis
import TrellisDSL
import TrellisLayoutTestSupport

/// The sign-in screen of `Docs/PORTING.md`, written in each dialect, against the frames the
/// guide states: title bar under the 47-point status area, field 20 below it and 16 from the
/// sides, button 16 above the 34-point home indicator (844 - 34 - 16 - 50 = 744).
@Suite struct PortingGuideTests {
    struct Screen {
        let screen = LayoutView("screen", frame: LayoutRect(x: 0, y: 0, width: 390, height: 844))
        let titleBar = LayoutView("titleBar")
        let field = LayoutView("field")
        let button = LayoutView("button")

        init() {
            screen.safeAreaInsets = LayoutInsets(top: 47, left: 0, bottom: 34, right: 0)
            for view in [titleBar, field, button] { screen.addSubview(view) }
            field.intrinsicContentSize = LayoutSize(width: LayoutView.noIntrinsicMetric, height: 36)
        }

        func check(sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(screen.layoutIfNeeded().isClean, sourceLocation: sourceLocation)
            expectFrame(titleBar, 0, 47, 390, 44, sourceLocation: sourceLocation)
            expectFrame(field, 16, 111, 358, 36, sourceLocation: sourceLocation)
            expectFrame(button, 16, 744, 358, 50, sourceLocation: sourceLocation)
        }
    }

    @Test func anchors() throws {
        let s = Screen()
        let (screen, titleBar, field, button) = (s.screen, s.titleBar, s.field, s.button)
        try LayoutConstraint.activate([
            titleBar.topAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.topAnchor),
            titleBar.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            titleBar.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            titleBar.heightAnchor.constraint(equalToConstant: 44),
            field.topAnchor.constraint(equalTo: titleBar.bottomAnchor, constant: 20),
            field.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 16),
            field.trailingAnchor.constraint(equalTo: screen.trailingAnchor, constant: -16),
            button.leadingAnchor.constraint(equalTo: field.leadingAnchor),
            button.trailingAnchor.constraint(equalTo: field.trailingAnchor),
            button.bottomAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.bottomAnchor, constant: -16),
            button.heightAnchor.constraint(equalToConstant: 50),
        ])
        s.check()
    }

    @Test func snapKit() throws {
        let s = Screen()
        let (screen, titleBar, field, button) = (s.screen, s.titleBar, s.field, s.button)
        try titleBar.makeConstraints { make in
            make.top.equalTo(screen.safeAreaLayoutGuide)
            make.leading.trailing.equalToSuperview()
            make.height.equalTo(44)
        }
        try field.makeConstraints { make in
            make.top.equalTo(titleBar.dsl.bottom).offset(20)
            make.directionalHorizontalEdges.equalToSuperview().inset(16)
        }
        try button.makeConstraints { make in
            make.horizontalEdges.equalTo(field)
            make.bottom.equalTo(screen.safeAreaLayoutGuide).inset(16)
            make.height.equalTo(50).priority(.high)
        }
        s.check()
    }

    @Test func masonry() throws {
        let s = Screen()
        let (screen, titleBar, field, button) = (s.screen, s.titleBar, s.field, s.button)
        try titleBar.mas_makeConstraints { make in
            make.top.equalTo(screen.safeAreaLayoutGuide.dsl.top)
            make.left.and.right.equalTo(screen)
            make.height.equalTo(44)
        }
        try field.mas_makeConstraints { make in
            make.top.equalTo(titleBar.dsl.bottom).with.offset(20)
            make.left.right.equalTo(screen).insets(LayoutInsets(top: 0, left: 16, bottom: 0, right: 16))
        }
        try button.mas_makeConstraints { make in
            make.left.right.equalTo(field)
            make.bottom.equalTo(screen.safeAreaLayoutGuide.dsl.bottom).offset(-16)
            make.height.equalTo(50)
        }
        s.check()
    }

    @Test func pureLayout() throws {
        let s = Screen()
        let (screen, titleBar, field, button) = (s.screen, s.titleBar, s.field, s.button)
        try titleBar.autoPinEdge(.top, to: .top, of: screen.safeAreaLayoutGuide)
        try titleBar.autoPinEdge(toSuperviewEdge: .leading)
        try titleBar.autoPinEdge(toSuperviewEdge: .trailing)
        try titleBar.autoSetDimension(.height, toSize: 44)
        try field.autoPinEdge(.top, to: .bottom, of: titleBar, withOffset: 20)
        try field.autoPinEdge(toSuperviewEdge: .leading, withInset: 16)
        try field.autoPinEdge(toSuperviewEdge: .trailing, withInset: 16)
        try button.autoPinEdge(.bottom, to: .bottom, of: screen.safeAreaLayoutGuide, withOffset: -16)
        try button.autoMatch(.width, to: .width, of: field)
        try button.autoAlignAxis(.vertical, toSameAxisOf: field)
        try button.autoSetDimension(.height, toSize: 50)
        s.check()
    }

    @Test func cartography() throws {
        let s = Screen()
        let screen = s.screen
        try constrain(screen, s.titleBar, s.field, s.button) { view, titleBar, field, button in
            let safe = LayoutProxy(screen.safeAreaLayoutGuide)
            titleBar.top == safe.top
            titleBar.leading == view.leading
            titleBar.trailing == view.trailing
            titleBar.height == 44
            field.top == titleBar.bottom + 20
            field.leading == view.leading + 16
            field.trailing == view.trailing - 16
            button.leading == field.leading
            button.trailing == field.trailing
            button.bottom == safe.bottom - 16
            button.height == 50 ~ .defaultHigh
        }
        s.check()
    }
}
