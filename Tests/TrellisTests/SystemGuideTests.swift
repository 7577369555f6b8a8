import Testing
import Trellis
import TrellisLayoutTestSupport

/// A view's system guides (safe area, margins, readable content) are made at their first use.
@Suite struct SystemGuideTests {
    /// Each guide is made once and is the same object at every read; insets set before the
    /// safe-area guide exists still place it.
    @Test func guidesAreMadeOnceAtFirstUse() {
        let root = makeRoot(width: 300, height: 200)
        root.safeAreaInsets = LayoutInsets(top: 20, left: 0, bottom: 10, right: 0)
        let safeArea = root.safeAreaLayoutGuide
        #expect(root.safeAreaLayoutGuide === safeArea)
        #expect(root.layoutMarginsGuide === root.layoutMarginsGuide)
        #expect(root.readableContentGuide === root.readableContentGuide)
        #expect(root.layoutMarginsGuide !== safeArea)
        root.layoutIfNeeded()
        expectFrame(safeArea, 0, 20, 300, 170)
        root.safeAreaInsets = LayoutInsets(top: 0, left: 0, bottom: 0, right: 0)
        root.layoutIfNeeded()
        expectFrame(safeArea, 0, 0, 300, 200)
    }
}
