import Testing
import Trellis
import TrellisLayoutTestSupport

@Suite struct LayoutFrameTests {
    @Test func pinningWithInsets() throws {
        let root = makeRoot()
        let child = addChild("child", to: root)
        try LayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            child.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -30),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -40),
        ])
        let report = root.layoutIfNeeded()
        #expect(report.isClean)
        expectFrame(root, 0, 0, 375, 120)
        expectFrame(child, 20, 10, 315, 80)
        #expect(!child.hasAmbiguousLayout)
    }

    @Test func centring() throws {
        let root = makeRoot()
        let child = addChild("child", to: root)
        try LayoutConstraint.activate([
            child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        expectFrame(child, 137.5, 35, 100, 50)
    }

    @Test func aspectRatio() throws {
        let root = makeRoot()
        let image = addChild("image", to: root)
        try LayoutConstraint.activate([
            image.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            image.topAnchor.constraint(equalTo: root.topAnchor),
            image.widthAnchor.constraint(equalToConstant: 200),
            image.heightAnchor.constraint(equalTo: image.widthAnchor, multiplier: 9.0 / 16),
        ])
        root.layoutIfNeeded()
        expectFrame(image, 0, 0, 200, 112.5)
    }

    @Test func equalWidths() throws {
        let root = makeRoot()
        let a = addChild("a", to: root)
        let b = addChild("b", to: root)
        try LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            a.widthAnchor.constraint(equalTo: b.widthAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 44),
            b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        root.layoutIfNeeded()
        expectFrame(a, 10, 0, 172.5, 44)
        expectFrame(b, 192.5, 0, 172.5, 44)
    }

    @Test func multipliersMeasureInTheCommonAncestorsSpace() throws {
        let root = makeRoot(width: 600, height: 300)
        let parent = addChild("parent", to: root)
        let a = addChild("a", to: parent)
        try LayoutConstraint.activate([
            parent.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
            parent.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            parent.widthAnchor.constraint(equalToConstant: 400),
            parent.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.5),
            // A quarter of the parent's width, wherever the parent is (FORMATS.md §2).
            LayoutConstraint(
                item: a, attribute: .centerX, relatedBy: .equal, toItem: parent, attribute: .centerX,
                multiplier: 0.5),
            a.centerYAnchor.constraint(equalTo: parent.centerYAnchor),
            a.widthAnchor.constraint(equalToConstant: 20),
            a.heightAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 0.1, constant: -10),
        ])
        root.layoutIfNeeded()
        expectFrame(parent, 100, 50, 400, 150)
        expectFrame(a, 90, 60, 20, 30)
    }

    @Test func marginsAndGuides() throws {
        let root = makeRoot()
        let content = LayoutGuide("content")
        root.addLayoutGuide(content)
        let inner = addChild("inner", to: root)
        inner.layoutMargins = LayoutInsets(top: 2, left: 4, bottom: 6, right: 8)
        let dot = addChild("dot", to: inner)
        try LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: root.leadingMarginAnchor),
            content.trailingAnchor.constraint(equalTo: root.trailingMarginAnchor),
            content.topAnchor.constraint(equalTo: root.topMarginAnchor),
            content.bottomAnchor.constraint(equalTo: root.bottomMarginAnchor),
            // inner fills the guide
            inner.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            inner.topAnchor.constraint(equalTo: content.topAnchor),
            inner.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            // dot sits at inner's top-left margin corner, and is as wide as the margins' centre offset
            dot.leadingAnchor.constraint(equalTo: inner.leadingMarginAnchor),
            dot.topAnchor.constraint(equalTo: inner.topMarginAnchor),
            dot.trailingAnchor.constraint(equalTo: inner.centerXWithinMarginsAnchor),
            dot.bottomAnchor.constraint(equalTo: inner.centerYWithinMarginsAnchor),
        ])
        root.layoutIfNeeded()
        expectFrame(content, 8, 8, 359, 104)
        expectFrame(inner, 8, 8, 359, 104)
        // inner's margin box: x 4...351, y 2...98; centres 177.5 and 50.
        expectFrame(dot, 4, 2, 173.5, 48)
        #expect(root.ambiguousItems().isEmpty)
    }

    @Test func rightToLeftMirrorsLeadingAndTrailing() throws {
        let root = makeRoot()
        root.layoutDirection = .rightToLeft
        let avatar = addChild("avatar", to: root)
        let name = addChild("name", to: root)
        let badge = addChild("badge", to: root)
        try LayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 15),
            avatar.widthAnchor.constraint(equalToConstant: 32),
            name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 10),
            name.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingMarginAnchor),
            name.widthAnchor.constraint(equalToConstant: 50),
            // A leading position to a bare constant: 15 from the parent's leading (right) edge.
            badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 15),
            badge.widthAnchor.constraint(equalToConstant: 10),
        ])
        for view in [avatar, name, badge] {
            try LayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: root.topAnchor),
                view.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        root.layoutIfNeeded()
        expectFrame(avatar, 328, 0, 32, 10)
        expectFrame(name, 268, 0, 50, 10)
        expectFrame(badge, 350, 0, 10, 10)
        // The same tree left to right is the mirror image.
        root.layoutDirection = .leftToRight
        root.layoutIfNeeded()
        expectFrame(avatar, 15, 0, 32, 10)
        expectFrame(name, 57, 0, 50, 10)
        expectFrame(badge, 15, 0, 10, 10)
    }

    @Test func nestedViewsRelateAcrossLevels() throws {
        let root = makeRoot(width: 400, height: 300)
        let container = addChild("container", to: root)
        container.fixedFrame = LayoutRect(x: 50, y: 60, width: 200, height: 100)
        let child = addChild("child", to: container)
        let other = addChild("other", to: root)
        try LayoutConstraint.activate([
            child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
            child.widthAnchor.constraint(equalToConstant: 30),
            child.heightAnchor.constraint(equalToConstant: 30),
            // child's right edge in root space is 50 + 190 = 240; its bottom 60 + 35 = 95.
            other.leadingAnchor.constraint(equalTo: child.trailingAnchor, constant: 5),
            other.topAnchor.constraint(equalTo: child.bottomAnchor),
            other.widthAnchor.constraint(equalToConstant: 10),
            other.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        expectFrame(container, 50, 60, 200, 100)
        expectFrame(child, 160, 5, 30, 30)
        expectFrame(other, 245, 95, 10, 10)
        #expect(
            child.convert(child.bounds, to: root).isClose(
                to: LayoutRect(x: 210, y: 65, width: 30, height: 30)))
    }

    @Test func equalGapsWithDistanceAnchorsAndSystemSpacing() throws {
        let root = makeRoot(width: 300, height: 100)
        let a = addChild("a", to: root)
        let b = addChild("b", to: root)
        let c = addChild("c", to: root)
        let d = addChild("d", to: root)
        var constraints = [
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            c.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(
                equalTo: b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor)),
            d.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 2),
            d.leadingAnchor.constraint(equalToSystemSpacingAfter: a.leadingAnchor, multiplier: 1),
            d.widthAnchor.constraint(equalToConstant: 1), d.heightAnchor.constraint(equalToConstant: 1),
        ]
        for view in [a, b, c] {
            constraints += [
                view.widthAnchor.constraint(equalToConstant: 50),
                view.heightAnchor.constraint(equalToConstant: 20),
                view.topAnchor.constraint(equalTo: root.topAnchor),
            ]
        }
        try LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, 50, 20)
        expectFrame(b, 125, 0, 50, 20)
        expectFrame(c, 250, 0, 50, 20)
        expectFrame(d, 8, 36, 1, 1)
    }

    @Test func baselineAlignment() throws {
        let root = makeRoot()
        let name = addChild("name", to: root)
        name.intrinsicContentSize = LayoutSize(width: 80, height: 17)
        name.firstBaselineOffset = 13
        name.lastBaselineOffset = 13
        let time = addChild("time", to: root)
        time.intrinsicContentSize = LayoutSize(width: 40, height: 15)
        time.firstBaselineOffset = 10
        let plain = addChild("plain", to: root)
        try LayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            name.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            time.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
            time.firstBaselineAnchor.constraint(equalTo: name.firstBaselineAnchor),
            // A plain view's baseline is its bottom.
            plain.lastBaselineAnchor.constraint(equalTo: name.lastBaselineAnchor),
            plain.leadingAnchor.constraint(equalTo: time.trailingAnchor),
            plain.widthAnchor.constraint(equalToConstant: 5),
            plain.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        expectFrame(name, 0, 20, 80, 17)
        expectFrame(time, 88, 23, 40, 15)
        expectFrame(plain, 128, 28, 5, 5)
    }
}
