import Foundation
import Testing

/// `trellis ib` on the documents of `Tests/Fixtures/InterfaceBuilder/`: diagnostics, JSON,
/// exit status, another device, pictures.
@Suite struct InterfaceBuilderCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/InterfaceBuilder")

    func fixture(_ name: String) -> String { Self.fixtures.appendingPathComponent(name).path }

    @Test func cleanDocumentPrintsNothingAndExitsZero() throws {
        let result = try runTrellis(["ib", fixture("ShowMagnifier.storyboard")])
        #expect(result.status == 0)
        #expect(!result.stdout.contains("warning:"))
    }

    @Test func jsonIsOneObjectPerDocument() throws {
        let result = try runTrellis([
            "ib", "--format", "json", fixture("ShowMagnifier.storyboard"),
            fixture("DuckDuckGoLaunchScreen.storyboard"),
        ])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(object["device"] as? String == "retina6_1")
        #expect((object["file"] as? String)?.hasSuffix("ShowMagnifier.storyboard") == true)
        let roots = try #require(object["roots"] as? [[String: Any]])
        let root = try #require(roots.first)
        #expect(root["kind"] as? String == "viewController")
        #expect(root["status"] as? String == "clean")
        let frames = try #require(root["frames"] as? [String: [Double]])
        #expect(frames.values.contains([0, 44, 414, 852]))
        #expect(root["ambiguous"] as? [String] == [])
        #expect(root["broken"] as? [String] == [])
        #expect(root["misplaced"] as? [String] == [])
    }

    @Test func conflictExitsTwoWithUIKitsMessage() throws {
        let result = try runTrellis(["ib", fixture("AttributeTableViewCell.xib")])
        #expect(result.status == 2)
        // The line of the constraint broken.
        #expect(
            result.stdout.contains(
                "AttributeTableViewCell.xib:37:1: warning: Unable to simultaneously satisfy constraints."))
    }

    @Test func misplacedViewNamesBothFrames() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trellis-ib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let moved = folder.appendingPathComponent("Moved.storyboard")
        let text = try String(contentsOfFile: fixture("ShowMagnifier.storyboard"), encoding: .utf8)
            .replacingOccurrences(
                of: #"x="0.0" y="44" width="414" height="852""#,
                with: #"x="4" y="44" width="414" height="852""#)
        try Data(text.utf8).write(to: moved)
        let result = try runTrellis(["ib", moved.path])
        #expect(result.status == 2)
        #expect(result.stdout.contains("is misplaced: stored (4, 44, 414, 852), computed (0, 44, 414, 852)"))
        #expect(result.stdout.contains("Moved.storyboard:"))
    }

    /// A scene whose only view is stored 8 points right of the controller's 16-point margin.
    static let offMargin = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        toolsVersion="21507" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="s-vc">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="v">
                                        <rect key="frame" x="24" y="30" width="335" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="50" id="v-h"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="k1"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="v" secondAttribute="trailing" id="k2"/>
                                    <constraint firstItem="v" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="10" id="k3"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func metricsDeviceReportsAViewOffItsMarginStoredDoesNot() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trellis-ib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("OffMargin.storyboard")
        try Data(Self.offMargin.utf8).write(to: file)
        let device = try runTrellis(["ib", "--metrics", "device", file.path])
        #expect(device.status == 2)
        #expect(device.stdout.contains("is misplaced: stored (24, 30, 335, 50), computed (16, 30, 343, 50)"))
        for arguments in [["ib", file.path], ["ib", "--metrics", "stored", file.path]] {
            let stored = try runTrellis(arguments)
            #expect(stored.status == 0)
            #expect(!stored.stdout.contains("warning:"))
        }
        let unknown = try runTrellis(["ib", "--metrics", "guess", file.path])
        #expect(unknown.status != 0 && unknown.status != 2)
    }

    @Test func unreadableDocumentExitsOneNamingTheLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trellis-ib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("Broken.xib")
        try Data("<document>\n<objects>\n<view id=\"a\">\n</objects>\n".utf8).write(to: broken)
        let result = try runTrellis(["ib", broken.path, fixture("ShowMagnifier.storyboard")])
        #expect(result.status == 1)
        #expect(result.stderr.contains("Broken.xib:4:"))
        #expect(result.stderr.contains("error: malformed XML"))
    }

    @Test func anotherDeviceLaysTheDocumentOutThere() throws {
        let result = try runTrellis([
            "ib", "--format", "json", "--device", "retina4_0", fixture("ShowMagnifier.storyboard"),
        ])
        #expect(result.status == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["device"] as? String == "retina4_0")
        let root = try #require((object["roots"] as? [[String: Any]])?.first)
        let frames = try #require(root["frames"] as? [String: [Double]])
        #expect(frames.values.contains([0, 20, 320, 548]))
        let unknown = try runTrellis(["ib", "--device", "nokia3310", fixture("ShowMagnifier.storyboard")])
        #expect(unknown.status != 0 && unknown.status != 2)
    }

    @Test func svgPicturesOnePerRoot() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trellis-ib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let moved = folder.appendingPathComponent("Moved.storyboard")
        let text = try String(contentsOfFile: fixture("ShowMagnifier.storyboard"), encoding: .utf8)
            .replacingOccurrences(
                of: #"x="0.0" y="44" width="414" height="852""#,
                with: #"x="4" y="44" width="414" height="852""#)
        try Data(text.utf8).write(to: moved)
        let pictures = folder.appendingPathComponent("pictures")
        let result = try runTrellis([
            "ib", "--svg", pictures.path, moved.path, fixture("AttributeTableViewCell.xib"),
        ])
        #expect(result.status == 2)
        let names = try FileManager.default.contentsOfDirectory(atPath: pictures.path).sorted()
        #expect(names.count == 2)
        #expect(names.contains("AttributeTableViewCell-KGk-i7-Jjw.svg"))
        let picture = try String(
            contentsOf: pictures.appendingPathComponent(try #require(names.first { $0.hasPrefix("Moved-") })),
            encoding: .utf8)
        #expect(picture.contains("<svg"))
        #expect(picture.contains("stored"))  // the stored frame drawn beside the computed one
    }
}
