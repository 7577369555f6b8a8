import Foundation
import Testing
import Trellis
import TrellisInterfaceBuilder

/// A root is laid out at its stored size; a controller's view is also checked against the
/// size its scene gives it (the screen, less an opaque navigation bar above).
@Suite struct RootSizeTests {
    /// A navigation controller (its bar stored at `barY`, `barHeight` tall, opaque unless
    /// `translucent`) whose root controller's view is stored `height` points tall.
    static func navigationStack(
        height: Double, barY: Double = 20, barHeight: Double = 44, translucent: Bool = false,
        controllerAttributes: String = ""
    ) -> String {
        IBTest.storyboard(
            """
            <scene sceneID="s-nav">
                <objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" \
            translucent="\(translucent ? "YES" : "NO")" id="bar">
                            <rect key="frame" x="0.0" y="\(barY)" width="375" height="\(barHeight)"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="vc" kind="relationship" relationship="rootViewController" id="seg"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="s-vc">
                <objects>
                    <viewController id="vc" \(controllerAttributes) sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="16" y="16" width="100" height="50"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="w"/>
                                        <constraint firstAttribute="height" constant="50" id="h"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box" firstAttribute="leading" secondItem="root" \
            secondAttribute="leading" constant="16" id="l"/>
                                <constraint firstItem="box" firstAttribute="top" secondItem="root" \
            secondAttribute="top" constant="16" id="t"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
            """)
    }

    static func root(_ xml: String) throws -> InterfaceBuilderRoot {
        let document = try IBTest.load(xml, file: "Stack.storyboard")
        return try #require(document.roots.first { $0.id == "root" })
    }

    @Test func aViewTallerThanTheScreenBelowAnOpaqueBarIsMisplaced() throws {
        let root = try Self.root(Self.navigationStack(height: 667))
        #expect(root.misplacedIDs == ["root"])
        #expect(root.status == .misplaced)
        let message = try #require(root.diagnostics.first { $0.objectID == "root" }?.message)
        #expect(message.contains("stored (0, 0, 375, 667), computed (0, 0, 375, 603)"), "\(message)")
        // Its subviews are still laid out against the stored size.
        #expect(root.view.frame.size == LayoutSize(width: 375, height: 667))
        #expect(root.frames["box"] == IBTest.rect(16, 16, 100, 50))
    }

    @Test func aViewOfTheSizeItsSceneGivesIsClean() throws {
        let root = try Self.root(Self.navigationStack(height: 603))
        #expect(root.status == .clean, "\(root.diagnostics)")
        #expect(root.misplacedIDs.isEmpty)
    }

    @Test func aPushedControllerSharesTheBar() throws {
        // The navigation controller's root is `first`, which shows `vc`.
        let first = """
            <scene sceneID="s-first">
                <objects>
                    <viewController id="first" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="firstRoot">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="603"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </view>
                        <connections>
                            <segue destination="vc" kind="show" id="push"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            """
        func stack(height: Double) -> String {
            Self.navigationStack(height: height)
                .replacingOccurrences(
                    of: #"<segue destination="vc" kind="relationship""#,
                    with: #"<segue destination="first" kind="relationship""#
                )
                .replacingOccurrences(
                    of: "<scene sceneID=\"s-vc\">", with: first + "\n<scene sceneID=\"s-vc\">")
        }
        let fitting = try IBTest.load(stack(height: 603), file: "Stack.storyboard")
        #expect(fitting.roots.allSatisfy { $0.status == .clean }, "\(fitting.roots.map(\.diagnostics))")
        let tooTall = try IBTest.load(stack(height: 640), file: "Stack.storyboard")
        #expect(tooTall.roots.first { $0.id == "root" }?.misplacedIDs == ["root"])
        #expect(tooTall.roots.first { $0.id == "firstRoot" }?.misplacedIDs == [])
    }

    @Test func underATranslucentBarTheViewIsTheWholeScreen() throws {
        #expect(try Self.root(Self.navigationStack(height: 667, translucent: true)).status == .clean)
        let short = try Self.root(Self.navigationStack(height: 603, translucent: true))
        #expect(short.misplacedIDs == ["root"])
        let extended = try Self.root(
            Self.navigationStack(
                height: 667, controllerAttributes: #"extendedLayoutIncludesOpaqueBars="YES""#))
        #expect(extended.status == .clean)
    }

    @Test func aSizeTheSceneDoesNotDecideIsNotFlagged() throws {
        // A sheet: the bar at the top of a card whose height the document does not store.
        let sheet = try Self.root(Self.navigationStack(height: 591, barY: 0, barHeight: 56))
        #expect(sheet.misplacedIDs.isEmpty)
        #expect(sheet.status == .clean)
        // A controller on its own, any size.
        let alone = try IBTest.load(
            IBTest.storyboard(IBTest.scene(height: 500, "")), file: "Alone.storyboard")
        #expect(alone.roots.allSatisfy { $0.misplacedIDs.isEmpty })
    }

    @Test func onAnotherDeviceTheRootIsNotChecked() throws {
        let document = try IBTest.load(Self.navigationStack(height: 667), file: "Stack.storyboard")
        let root = try #require(document.roots.first { $0.id == "root" })
        try root.layout(device: try #require(InterfaceBuilderDevice.named("retina6_1")))
        #expect(!root.misplacedIDs.contains("root"))
    }

    @Test func xcodesFlagsOnARealNavigationStack() throws {
        let name = "DuckDuckGoFeedback.storyboard"
        let document = try InterfaceBuilderDocument(
            contentsOf: IBTest.fixtures.appendingPathComponent(name), file: name)
        let flagged = document.roots.filter { !$0.flaggedMisplaced.isEmpty }
        #expect(flagged.map(\.id) == ["C2C-S7-btw", "zgc-vi-YZO", "r0Q-7K-kUf", "5c0-e6-FcW"])
        for root in document.roots {
            #expect(root.flaggedMisplaced.isSubset(of: Set(root.misplacedIDs)), "\(root.id)")
        }
        let first = try #require(flagged.first)
        let message = try #require(first.diagnostics.first { $0.objectID == first.id }?.message)
        #expect(message.contains("stored (0, 0, 414, 666), computed (0, 0, 414, 672)"), "\(message)")
    }

    @Test func aXibViewKeepsItsStoredSizeAgainstItsOwnConstraints() throws {
        // A freeform view stored 81 x 82 whose constraints make it 50 x 50: the stored size
        // wins and the constraints conflict with it; the root is not misplaced.
        let xml = IBTest.xib(
            """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="81" height="82"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="8" y="8" width="65" height="66"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="34" id="w"/>
                            <constraint firstAttribute="height" constant="34" id="h"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="l"/>
                    <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="t"/>
                    <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="8" id="r"/>
                    <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="8" id="b"/>
                </constraints>
            </view>
            """)
        let root = try #require(try IBTest.load(xml).roots.first)
        #expect(root.status == .conflicting)
        #expect(root.view.frame.size == LayoutSize(width: 81, height: 82))
        #expect(!root.misplacedIDs.contains("root"))
    }
}
