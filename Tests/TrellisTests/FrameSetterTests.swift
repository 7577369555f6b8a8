import Testing

@testable import Trellis

/// `frame` has UIKit's setter: a root or a view pinned by its frame keeps what it is given;
/// a view placed by constraints takes it until the next layout pass.
@Suite struct FrameSetterTests {
    @Test func settingARootsFrameSizesTheTree() throws {
        let root = LayoutView("root")
        let child = LayoutView("child")
        root.addSubview(child)
        try LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.frame = LayoutRect(x: 0, y: 0, width: 320, height: 480)
        root.layoutIfNeeded()
        #expect(root.frame == LayoutRect(x: 0, y: 0, width: 320, height: 480))
        #expect(child.frame == LayoutRect(x: 10, y: 0, width: 300, height: 20))
        root.frame = LayoutRect(x: 0, y: 0, width: 200, height: 100)
        root.layoutIfNeeded()
        #expect(child.frame == LayoutRect(x: 10, y: 0, width: 180, height: 20))
    }

    @Test func aViewPlacedByConstraintsGoesBackOnTheNextLayout() throws {
        let root = LayoutView("root", frame: LayoutRect(x: 0, y: 0, width: 100, height: 100))
        let child = LayoutView("child")
        root.addSubview(child)
        let width = child.widthAnchor.constraint(equalToConstant: 10)
        try LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            width,
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        child.frame = LayoutRect(x: 5, y: 5, width: 1, height: 1)
        #expect(child.frame == LayoutRect(x: 5, y: 5, width: 1, height: 1))
        #expect(child.fixedFrame == nil)
        width.constant = 12
        root.layoutIfNeeded()
        #expect(child.frame == LayoutRect(x: 0, y: 0, width: 12, height: 10))
    }

    @Test func aPinnedViewKeepsItsNewFrame() {
        let root = LayoutView("root", frame: LayoutRect(x: 0, y: 0, width: 100, height: 100))
        let child = LayoutView("child", frame: LayoutRect(x: 1, y: 2, width: 3, height: 4))
        root.addSubview(child)
        root.layoutIfNeeded()
        child.frame = LayoutRect(x: 5, y: 6, width: 7, height: 8)
        root.layoutIfNeeded()
        #expect(child.fixedFrame == LayoutRect(x: 5, y: 6, width: 7, height: 8))
        #expect(child.frame == LayoutRect(x: 5, y: 6, width: 7, height: 8))
    }
}
