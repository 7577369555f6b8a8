import Testing
import Trellis
import TrellisInterfaceBuilder

/// Safe areas, layout margins, a controller's layout guides and scroll views' content areas.
@Suite struct GuideImportTests {
    /// A view 10 below the safe area's top, between the margins; `priority` 999 keeps the
    /// stored frame from telling the importer where the safe area and margins were, so
    /// UIKit's defaults for the device apply.
    static func marginScene(device: String, tools: String = "21507", priority: String = "1000") -> String {
        IBTest.storyboard(
            device: device, tools: tools,
            IBTest.scene(
                width: device == "retina6_1" ? 414 : 375, height: device == "retina6_1" ? 896 : 667,
                """
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="v">
                        <rect key="frame" x="16" y="30" width="343" height="50"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="50" id="v-h"/>
                        </constraints>
                    </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="safe"/>
                <constraints>
                    <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" priority="\(priority)" id="k1"/>
                    <constraint firstAttribute="trailingMargin" secondItem="v" secondAttribute="trailing" priority="\(priority)" id="k2"/>
                    <constraint firstItem="v" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="10" priority="\(priority)" id="k3"/>
                </constraints>
                """))
    }

    @Test func controllerMarginsAndSafeAreaOnAPhone() throws {
        let root = try #require(
            try IBTest.load(Self.marginScene(device: "retina4_7"), file: "A.storyboard").roots.first)
        #expect(root.kind == "viewController")
        // 16-point margins on a 375-point phone; a 20-point status bar.
        #expect(root.frames["v"] == IBTest.rect(16, 30, 343, 50))
        #expect(root.status == .clean)
    }

    @Test func widerPhoneHasWiderMarginsAndItsHousing() throws {
        // Xcode 15 and later: 48 points at the top of retina6_1; 20-point margins at 414.
        let xml = Self.marginScene(device: "retina6_1", tools: "22505", priority: "999")
        let root = try #require(try IBTest.load(xml, file: "B.storyboard").roots.first)
        #expect(root.frames["v"] == IBTest.rect(20, 58, 374, 50))
        // An Xcode 12 document stored 44 at the top for the same device.
        let older = try #require(
            try IBTest.load(
                Self.marginScene(device: "retina6_1", tools: "17156", priority: "999"), file: "C.storyboard"
            ).roots
                .first)
        #expect(older.frames["v"] == IBTest.rect(20, 54, 374, 50))
    }

    @Test func storedFramesShowTheBarsXcodeSimulated() throws {
        // Nothing says this controller has a navigation bar, but its view sits 20 below a
        // safe area whose top Xcode put at 64: with `metrics: .stored`, the default, the
        // importer reads the top back.
        let xml = Self.marginScene(device: "retina4_7").replacingOccurrences(
            of: #"<rect key="frame" x="16" y="30" width="343" height="50"/>"#,
            with: #"<rect key="frame" x="16" y="74" width="343" height="50"/>"#)
        let root = try #require(
            try IBTest.load(xml, file: "E.storyboard", options: InterfaceBuilderOptions()).roots.first)
        #expect(root.view.safeAreaInsets.top == 64)
        #expect(root.frames["v"] == IBTest.rect(16, 74, 343, 50))
        #expect(root.status == .clean)
        // On another device the bar stays and the device's own inset replaces the status bar.
        try root.layout(device: InterfaceBuilderDevice.named("retina5_9") ?? .defaultDevice)
        #expect(root.frames["v"] == IBTest.rect(16, 98, 343, 50))
    }

    @Test func anotherDeviceMovesTheView() throws {
        var options = InterfaceBuilderOptions()
        options.device = InterfaceBuilderDevice.named("retina5_9")
        let document = try IBTest.load(
            Self.marginScene(device: "retina4_7"), file: "D.storyboard", options: options)
        let root = try #require(document.roots.first)
        #expect(root.view.frame.size == LayoutSize(width: 375, height: 812))
        #expect(root.frames["v"] == IBTest.rect(16, 54, 343, 50))  // 44 at the top
        #expect(root.misplacedIDs.isEmpty)  // stored frames are for another device
    }

    @Test func topLayoutGuideUnderANavigationBar() throws {
        let scenes = """
            <scene sceneID="nav-scene">
                <objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="vc" kind="relationship" relationship="rootViewController" id="seg"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            """
            + IBTest.scene(
                """
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="v">
                        <rect key="frame" x="0.0" y="64" width="375" height="603"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k1"/>
                    <constraint firstAttribute="trailing" secondItem="v" secondAttribute="trailing" id="k2"/>
                    <constraint firstItem="v" firstAttribute="top" secondItem="top" secondAttribute="bottom" id="k3"/>
                    <constraint firstItem="bottom" firstAttribute="top" secondItem="v" secondAttribute="bottom" id="k4"/>
                </constraints>
                """,
                controllerChildren: """
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="top"/>
                        <viewControllerLayoutGuide type="bottom" id="bottom"/>
                    </layoutGuides>
                    """)
        let document = try IBTest.load(IBTest.storyboard(scenes), file: "Nav.storyboard")
        #expect(document.roots.count == 1)  // the navigation controller has no view of its own
        let root = try #require(document.roots.first)
        #expect(root.frames["v"] == IBTest.rect(0, 64, 375, 603))  // 20 status bar + 44 bar
    }

    static let legacyScroll = IBTest.xib(
        """
        <view contentMode="scaleToFill" id="r">
            <rect key="frame" x="0.0" y="0.0" width="200" height="300"/>
            <subviews>
                <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="s">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="300"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="c">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="500"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="500" id="c-h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="c" firstAttribute="leading" secondItem="s" secondAttribute="leading" id="s1"/>
                        <constraint firstAttribute="trailing" secondItem="c" secondAttribute="trailing" id="s2"/>
                        <constraint firstItem="c" firstAttribute="top" secondItem="s" secondAttribute="top" id="s3"/>
                        <constraint firstAttribute="bottom" secondItem="c" secondAttribute="bottom" id="s4"/>
                    </constraints>
                </scrollView>
            </subviews>
            <constraints>
                <constraint firstItem="s" firstAttribute="leading" secondItem="r" secondAttribute="leading" id="k1"/>
                <constraint firstItem="s" firstAttribute="top" secondItem="r" secondAttribute="top" id="k2"/>
                <constraint firstAttribute="trailing" secondItem="s" secondAttribute="trailing" id="k3"/>
                <constraint firstAttribute="bottom" secondItem="s" secondAttribute="bottom" id="k4"/>
                <constraint firstItem="c" firstAttribute="width" secondItem="s" secondAttribute="width" id="k5"/>
            </constraints>
        </view>
        """)

    @Test func scrollViewEdgesMeanItsContent() throws {
        let root = try #require(try IBTest.load(Self.legacyScroll).roots.first)
        // The content is taller than the scroll view without a conflict: the edges pin the
        // content area, the width pins the frame.
        #expect(root.frames["s"] == IBTest.rect(0, 0, 200, 300))
        #expect(root.frames["c"] == IBTest.rect(0, 0, 200, 500))
        #expect(root.status == .clean)
    }

    @Test func contentAndFrameLayoutGuides() throws {
        let xml = IBTest.xib(
            """
            <view contentMode="scaleToFill" id="r">
                <rect key="frame" x="0.0" y="0.0" width="200" height="300"/>
                <subviews>
                    <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="s">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="300"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="c">
                                <rect key="frame" x="0.0" y="10" width="200" height="400"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="400" id="c-h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="c" firstAttribute="leading" secondItem="cg" secondAttribute="leading" id="s1"/>
                            <constraint firstItem="c" firstAttribute="top" secondItem="cg" secondAttribute="top" constant="10" id="s2"/>
                            <constraint firstItem="cg" firstAttribute="bottom" secondItem="c" secondAttribute="bottom" constant="10" id="s3"/>
                            <constraint firstItem="c" firstAttribute="width" secondItem="fg" secondAttribute="width" id="s4"/>
                        </constraints>
                        <viewLayoutGuide key="contentLayoutGuide" id="cg"/>
                        <viewLayoutGuide key="frameLayoutGuide" id="fg"/>
                    </scrollView>
                </subviews>
                <constraints>
                    <constraint firstItem="s" firstAttribute="leading" secondItem="r" secondAttribute="leading" id="k1"/>
                    <constraint firstItem="s" firstAttribute="top" secondItem="r" secondAttribute="top" id="k2"/>
                    <constraint firstAttribute="trailing" secondItem="s" secondAttribute="trailing" id="k3"/>
                    <constraint firstAttribute="bottom" secondItem="s" secondAttribute="bottom" id="k4"/>
                </constraints>
            </view>
            """)
        let root = try #require(try IBTest.load(xml).roots.first)
        #expect(root.frames["c"] == IBTest.rect(0, 10, 200, 400))
        #expect(root.status == .clean)
    }
}
