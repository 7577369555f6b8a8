import Foundation
import Trellis
import TrellisInterfaceBuilder

/// Small documents for the tests: the XML around a body of objects.
enum IBTest {
    static func xib(
        device: String = "retina4_7", tools: String = "21507", safeAreas: Bool = false, _ objects: String,
        resources: String = ""
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" \
        targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="\(safeAreas ? "YES" : "NO")">
            <device id="\(device)" orientation="portrait"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        \(objects)
            </objects>
            <resources>\(resources)</resources>
        </document>
        """
    }

    static func storyboard(device: String = "retina4_7", tools: String = "21507", _ scenes: String) -> String
    {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="\(device)" orientation="portrait"/>
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    /// A scene whose controller's view is `root` (375 x 667 unless given) holding `body`.
    static func scene(
        id: String = "vc", root: String = "root", width: Double = 375, height: Double = 667, _ body: String,
        controllerChildren: String = ""
    ) -> String {
        """
        <scene sceneID="s-\(id)">
            <objects>
                <viewController id="\(id)" sceneMemberID="viewController">
                    \(controllerChildren)
                    <view key="view" contentMode="scaleToFill" id="\(root)">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        \(body)
                    </view>
                </viewController>
            </objects>
        </scene>
        """
    }

    static func load(
        _ xml: String, file: String = "Test.xib", options: InterfaceBuilderOptions = InterfaceBuilderOptions()
    ) throws -> InterfaceBuilderDocument {
        try InterfaceBuilderDocument(data: Data(xml.utf8), file: file, options: options)
    }

    /// The default options with the simulated metrics from the device and UIKit alone.
    static var deviceMetrics: InterfaceBuilderOptions {
        var options = InterfaceBuilderOptions()
        options.metrics = .device
        return options
    }

    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> LayoutRect {
        LayoutRect(x: x, y: y, width: width, height: height)
    }

    /// The folder of the checked-in Interface Builder fixtures.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/InterfaceBuilder")
}
