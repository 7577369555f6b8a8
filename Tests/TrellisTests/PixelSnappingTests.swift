import Testing
import Trellis

/// A root's display scale snaps written frames to its pixel grid, as UIKit does.
@Suite struct PixelSnappingTests {
    @Test func edgesRoundToTheNearestPixel() {
        let rect = LayoutRect(x: 10.3, y: 0.25, width: 20.3, height: 1)
        #expect(rect.snapped(toScale: 2) == LayoutRect(x: 10.5, y: 0.5, width: 20, height: 1))
        #expect(rect.snapped(toScale: 1) == LayoutRect(x: 10, y: 0, width: 21, height: 1))
        #expect(LayoutRect(x: 1.0 / 3, y: 0, width: 1, height: 1).snapped(toScale: 3).minX == 1.0 / 3)
    }

    private func centredTree(scale: Double?) throws -> (root: LayoutView, child: LayoutView) {
        let root = LayoutView("root", frame: LayoutRect(x: 0, y: 0, width: 100, height: 10))
        let child = LayoutView("child")
        root.addSubview(child)
        try LayoutConstraint.activate([
            child.widthAnchor.constraint(equalToConstant: 33),
            child.heightAnchor.constraint(equalToConstant: 10),
            child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.displayScale = scale
        _ = root.layoutIfNeeded()
        return (root, child)
    }

    @Test func offByDefault() throws {
        #expect(try centredTree(scale: nil).child.frame == LayoutRect(x: 33.5, y: 0, width: 33, height: 10))
    }

    @Test func aCentredOddWidthSnapsAtOneX() throws {
        // 33.5 rounds to 34, the far edge 66.5 to 67: the view keeps its width.
        #expect(try centredTree(scale: 1).child.frame == LayoutRect(x: 34, y: 0, width: 33, height: 10))
        #expect(try centredTree(scale: 2).child.frame == LayoutRect(x: 33.5, y: 0, width: 33, height: 10))
    }

    @Test func changingTheScaleRewritesFrames() throws {
        let (root, child) = try centredTree(scale: nil)
        root.displayScale = 1
        _ = root.layoutIfNeeded()
        #expect(child.frame.minX == 34)
        // A constant change after that is snapped too (not the replay's exact values).
        if let centre = root.constraints.first(where: { $0.firstAttribute == .centerX }) {
            centre.constant = 0.3
        }
        _ = root.layoutIfNeeded()
        #expect(child.frame.minX == 34)
        root.displayScale = nil
        _ = root.layoutIfNeeded()
        #expect(abs(child.frame.minX - 33.8) < 1e-9)
    }
}
