import Testing
import Trellis
import TrellisDSL
import TrellisLayoutTestSupport

/// Seed article 003 (LayoutKit): the two screens, by frame arithmetic, checked against
/// hand-derived frames and against the same layouts through the constraint solver.
@Suite struct LayoutKitScreenTests {
    /// Screen 1: an icon, three left-aligned labels centred as a group, a time label.
    struct Screen1 {
        let tree = makeTree(375, 80, "iconView", "titleLabel", "detailLabel", "longDetalLabel", "timeLabel")
        var cell: LayoutView { tree.root }
        var icon: LayoutView { tree.views[0] }
        var title: LayoutView { tree.views[1] }
        var detail: LayoutView { tree.views[2] }
        var longDetail: LayoutView { tree.views[3] }
        var time: LayoutView { tree.views[4] }

        init() {
            title.intrinsicContentSize = LayoutSize(width: 100, height: 20)
            detail.intrinsicContentSize = LayoutSize(width: 80, height: 16)
            longDetail.intrinsicContentSize = LayoutSize(width: 150, height: 16)
            time.intrinsicContentSize = LayoutSize(width: 40, height: 14)
        }

        func place() throws {
            try cell.placeSubviews { make in
                let iconHeight = make.yFlexibleValue(10, make.flexible, 10)
                make.size(icon) == (iconHeight, iconHeight)
                make.sizeToFit(title, detail, longDetail, time)
                make.xPlace(10, icon, 10, title, make.flexible, time, 10)
                make.ref(title).xLeft(detail, longDetail)
                make.yCenter(icon, time)
                make.yPlace(make.flexible, title, 6, detail, longDetail, make.flexible)
            }
        }

        func buildWithAnchors() throws {
            let top = cell.topAnchor.anchorWithOffset(to: title.topAnchor)
            let bottom = longDetail.bottomAnchor.anchorWithOffset(to: cell.bottomAnchor)
            try LayoutConstraint.activate([
                icon.heightAnchor.constraint(equalTo: cell.heightAnchor, constant: -20),
                icon.widthAnchor.constraint(equalTo: icon.heightAnchor),
                icon.leftAnchor.constraint(equalTo: cell.leftAnchor, constant: 10),
                icon.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
                title.leftAnchor.constraint(equalTo: icon.rightAnchor, constant: 10),
                time.rightAnchor.constraint(equalTo: cell.rightAnchor, constant: -10),
                time.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
                detail.leftAnchor.constraint(equalTo: title.leftAnchor),
                longDetail.leftAnchor.constraint(equalTo: title.leftAnchor),
                detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 6),
                longDetail.topAnchor.constraint(equalTo: detail.bottomAnchor),
                top.constraint(equalTo: bottom),
            ])
            cell.layoutIfNeeded()
        }

        func expectFrames(sourceLocation: SourceLocation = #_sourceLocation) {
            expectFrame(icon, 10, 10, 60, 60, sourceLocation: sourceLocation)
            expectFrame(title, 80, 11, 100, 20, sourceLocation: sourceLocation)
            expectFrame(detail, 80, 37, 80, 16, sourceLocation: sourceLocation)
            expectFrame(longDetail, 80, 53, 150, 16, sourceLocation: sourceLocation)
            expectFrame(time, 325, 33, 40, 14, sourceLocation: sourceLocation)
        }
    }

    /// Screen 2: three 80-point squares with four equal gaps, centred vertically.
    struct Screen2 {
        let tree = makeTree(375, 200, "redView", "blueView", "greenView")
        var views: [LayoutView] { tree.views }

        func place() throws {
            let (red, blue, green) = (views[0], views[1], views[2])
            try tree.root.placeSubviews { make in
                make.size(red, blue, green) == (80, 80)
                let F = make.flexible
                make.xPlace(F, red, F, blue, F, green, F)
                make.yCenter(red, blue, green)
            }
        }

        func buildWithAnchors() throws {
            let root = tree.root
            let (red, blue, green) = (views[0], views[1], views[2])
            let gaps = [
                root.leadingAnchor.anchorWithOffset(to: red.leadingAnchor),
                red.trailingAnchor.anchorWithOffset(to: blue.leadingAnchor),
                blue.trailingAnchor.anchorWithOffset(to: green.leadingAnchor),
                green.trailingAnchor.anchorWithOffset(to: root.trailingAnchor),
            ]
            var constraints = gaps.dropFirst().map { $0.constraint(equalTo: gaps[0]) }
            for view in views {
                constraints += [
                    view.widthAnchor.constraint(equalToConstant: 80),
                    view.heightAnchor.constraint(equalToConstant: 80),
                    view.centerYAnchor.constraint(equalTo: root.centerYAnchor),
                ]
            }
            try LayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
        }
    }

    @Test func screen1ByFrames() throws {
        let screen = Screen1()
        try screen.place()
        screen.expectFrames()
    }

    @Test func screen1ThroughTheSolverMatches() throws {
        let placed = Screen1()
        try placed.place()
        let solved = Screen1()
        try solved.buildWithAnchors()
        solved.expectFrames()
        #expect(sameFrames(subtreeFrames(placed.cell), subtreeFrames(solved.cell)))
    }

    @Test func screen2ByFrames() throws {
        let screen = Screen2()
        try screen.place()
        expectFrame(screen.views[0], 33.75, 60, 80, 80)
        expectFrame(screen.views[1], 147.5, 60, 80, 80)
        expectFrame(screen.views[2], 261.25, 60, 80, 80)
    }

    @Test func screen2ThroughTheSolverMatches() throws {
        let placed = Screen2()
        try placed.place()
        let solved = Screen2()
        try solved.buildWithAnchors()
        #expect(sameFrames(subtreeFrames(placed.tree.root), subtreeFrames(solved.tree.root)))
    }
}

@Suite struct FramePlacementTests {
    @Test func flexibleWeights() throws {
        let tree = makeTree(375, 200, "red", "blue")
        let (red, blue) = (tree.views[0], tree.views[1])
        try tree.root.placeSubviews { make in
            make.size(red, blue) == LayoutSize(width: 80, height: 80)
            let F = make.flexible
            make.xPlace(F, red, F * 2, blue, F)
            make.yPlace(0.5 * F, red, F * 1.5)
        }
        expectFrame(red, 53.75, 30, 80, 80)
        expectFrame(blue, 241.25, 0, 80, 80)
    }

    @Test func lengthListsWithFlexibleAndPlaceholders() throws {
        let tree = makeTree(375, 200, "red", "blue", "yellow")
        let (red, blue, yellow) = (tree.views[0], tree.views[1], tree.views[2])
        try tree.root.placeSubviews { make in
            make.height(red, blue, yellow) == [44, make.flexible, 44]
            make.xEqual(red, blue, yellow)
            make.yPlace(red, blue, yellow)
        }
        expectFrame(red, 0, 0, 375, 44)
        expectFrame(blue, 0, 44, 375, 112)
        expectFrame(yellow, 0, 156, 375, 44)
        try tree.root.placeSubviews { make in
            make.width(make.placeholder, red) == [44, make.flexible]
            make.width(blue, yellow) == [make.flexible, make.flexible, make.flexible * 2]
            make.height(blue, yellow) == 10
            make.xPlace(make.placeholder, 5, blue)
        }
        #expect(red.frame.width == 331)
        expectFrame(blue, 5, 44, 93.75, 10)
        #expect(yellow.frame.width == 93.75)
        #expect(yellow.frame.height == 10)
    }

    @Test func fixedFirstAndLastItems() throws {
        let tree = makeTree(375, 100, "icon", "label", "icon2", "label2")
        let (icon, label, icon2, label2) = (tree.views[0], tree.views[1], tree.views[2], tree.views[3])
        try tree.root.placeSubviews { make in
            make.size(icon, icon2) == (60, 60)
            make.size(label, label2) == (50, 20)
            make.xPlace(10, icon)
            make.xPlace(make.flexible, icon2, 15)
            make.xPlace(fixed: icon, 10, label)
            make.xPlace(make.flexible, label2, 10, fixed: icon2)
            make.yPlace(fixed: icon, 4, label)
            make.yTop(icon, icon2)
        }
        expectFrame(icon, 10, 0, 60, 60)
        expectFrame(icon2, 300, 0, 60, 60)
        expectFrame(label, 80, 64, 50, 20)
        expectFrame(label2, 240, 0, 50, 20)
    }

    @Test func boundsInsetsResetAndAlignment() throws {
        let tree = makeTree(375, 200, "blue", "red", "corner", "mid")
        let (blue, red, corner, mid) = (tree.views[0], tree.views[1], tree.views[2], tree.views[3])
        var insideWidth = 0.0
        try tree.root.placeSubviews { make in
            let old = make.insetEdges(edge: 30)
            make.equal(blue)
            make.insetBounds(edge: 30)
            make.equal(red)
            insideWidth = make.w
            make.resetBounds(old)
            make.size(corner, mid) == (20, 10)
            make.xRight(corner)
            make.yBottom(corner)
            make.center(mid)
            do {
                let saved = make.insetEdges(top: 10, left: 20, bottom: 40, right: 50)
                defer { make.resetBounds(saved) }
                #expect(make.w == 305)
                #expect(make.h == 150)
            }
            #expect(make.w == 375)
        }
        expectFrame(blue, 30, 30, 315, 140)
        expectFrame(red, 60, 60, 255, 80)
        #expect(insideWidth == 255)
        expectFrame(corner, 355, 190, 20, 10)
        expectFrame(mid, 177.5, 95, 20, 10)
    }

    @Test func refAlignsWithAnotherView() throws {
        let tree = makeTree(375, 200, "anchor", "a", "b")
        let (anchor, a, b) = (tree.views[0], tree.views[1], tree.views[2])
        try tree.root.placeSubviews { make in
            make.size(anchor) == (100, 50)
            make.size(a, b) == (20, 10)
            make.xPlace(40, anchor)
            make.yPlace(30, anchor)
            make.ref(anchor).xRight(a)
            make.ref(anchor).yBottom(a)
            make.ref(anchor).xCenter(b)
            make.ref(anchor).yTop(b)
            #expect(make.xFlexibleValue(10, anchor, make.flexible, 5) == 260)
        }
        expectFrame(a, 120, 70, 20, 10)
        expectFrame(b, 80, 30, 20, 10)
    }

    @Test func sizeToFitKeepsDimensionsWithoutIntrinsicSize() throws {
        let tree = makeTree(375, 200, "label")
        let label = tree.views[0]
        label.intrinsicContentSize = LayoutSize(width: 70, height: LayoutView.noIntrinsicMetric)
        try tree.root.placeSubviews { make in
            make.size(label) == (10, 33)
            make.sizeToFit(label)
        }
        expectFrame(label, 0, 0, 70, 33)
    }

    @Test func misuseWritesNoFrame() {
        let tree = makeTree(375, 200, "a")
        let a = tree.views[0]
        let stranger = LayoutView("stranger")
        let error = dslError {
            try tree.root.placeSubviews { make in
                make.size(a) == (10, 10)
                make.xPlace(10, stranger)
            }
        }
        #expect(error?.kind == "notASubview")
        #expect(a.frame == .zero)
        #expect(
            dslError { try tree.root.placeSubviews { make in make.size(a) == (Double.nan, 1) } }?.kind
                == "invalidValue")
        #expect(
            dslError { try tree.root.placeSubviews { make in make.width(5, a) == [1, 2] } }?.kind
                == "incompatibleTarget")
        #expect(
            dslError { try tree.root.placeSubviews { make in make.ref(stranger).xLeft(a) } }?.kind
                == "notASubview")
        #expect(
            dslError { try tree.root.placeSubviews { make in make.insetEdges(edge: .infinity) } }?.kind
                == "invalidValue")
        #expect(a.frame == .zero)
    }
}
