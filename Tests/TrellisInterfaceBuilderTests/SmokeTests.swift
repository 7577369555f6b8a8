import Foundation
import Testing
import Trellis
import TrellisInterfaceBuilder

@Suite struct SmokeTests {
    @Test func readsACell() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="10" y="20" width="50" height="60"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                            <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="20" id="c3"/>
                            <constraint firstItem="box" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="1:4" id="c4"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let document = try InterfaceBuilderDocument(data: Data(xml.utf8), file: "Smoke.xib")
        let root = try #require(document.roots.first)
        #expect(root.frames["box"] == LayoutRectLiteral.rect(10, 20, 50, 60))
        #expect(root.status == .clean)
    }
}

enum LayoutRectLiteral {
    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Trellis.LayoutRect {
        Trellis.LayoutRect(x: x, y: y, width: w, height: h)
    }
}
