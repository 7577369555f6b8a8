import Testing
import Trellis
import TrellisInterfaceBuilder

/// `InterfaceBuilderOptions.metrics`: the safe area and margins read back from the stored
/// frames (the default), or from the device alone.
@Suite struct MetricsTests {
    /// The margin scene with its only view stored at `x` and `y` instead of 16 and 30.
    static func movedScene(x: Double, y: Double, flagged: Bool = false) -> String {
        GuideImportTests.marginScene(device: "retina4_7").replacingOccurrences(
            of: #"<view translatesAutoresizingMaskIntoConstraints="NO" id="v">"#,
            with:
                #"<view translatesAutoresizingMaskIntoConstraints="NO" \#(flagged ? #"misplaced="YES""# : "") id="v">"#
        ).replacingOccurrences(
            of: #"<rect key="frame" x="16" y="30" width="343" height="50"/>"#,
            with: #"<rect key="frame" x="\#(x)" y="\#(y)" width="\#(359 - x)" height="50"/>"#)
    }

    @Test func storedIsTheDefault() {
        #expect(InterfaceBuilderOptions().metrics == .stored)
        #expect(InterfaceBuilderOptions.SimulatedMetrics(rawValue: "device") == .device)
    }

    @Test func aViewMovedOffItsMarginIsMisplacedWithDeviceMetrics() throws {
        // The view is the only one pinned to the leading margin, and its stored frame starts
        // at 24 where UIKit's 16-point margin puts it at 16.
        let xml = Self.movedScene(x: 24, y: 30)
        let device = try #require(
            try IBTest.load(xml, file: "M.storyboard", options: IBTest.deviceMetrics).roots.first)
        #expect(device.misplacedIDs == ["v"])
        #expect(device.status != .clean)
        #expect(device.frames["v"] == IBTest.rect(16, 30, 343, 50))
        // Read back from the stored frames, the margin moves with the view: nothing reported.
        let stored = try #require(try IBTest.load(xml, file: "M.storyboard").roots.first)
        #expect(stored.misplacedIDs.isEmpty)
        #expect(stored.view.layoutMargins.left == 24)
        #expect(stored.frames["v"] == IBTest.rect(24, 30, 335, 50))
    }

    @Test func aViewMovedOffTheSafeAreaIsMisplacedWithDeviceMetrics() throws {
        // 10 below a 20-point status bar is 30; stored at 44, the safe area's top reads 34.
        let xml = Self.movedScene(x: 16, y: 44)
        let device = try #require(
            try IBTest.load(xml, file: "S.storyboard", options: IBTest.deviceMetrics).roots.first)
        #expect(device.view.safeAreaInsets.top == 20)
        #expect(device.misplacedIDs == ["v"])
        let stored = try #require(try IBTest.load(xml, file: "S.storyboard").roots.first)
        #expect(stored.view.safeAreaInsets.top == 34)
        #expect(stored.misplacedIDs.isEmpty)
    }

    @Test func aViewXcodeFlaggedIsReportedEitherWay() throws {
        // Xcode writes misplaced="YES" on a view moved without updating its constraints; such
        // a view is no evidence of where the margin was.
        let xml = Self.movedScene(x: 24, y: 30, flagged: true)
        for options in [InterfaceBuilderOptions(), IBTest.deviceMetrics] {
            let root = try #require(try IBTest.load(xml, file: "F.storyboard", options: options).roots.first)
            #expect(root.misplacedIDs == ["v"])
            #expect(root.frames["v"] == IBTest.rect(16, 30, 343, 50))
        }
    }

    @Test func aViewInPlaceIsCleanEitherWay() throws {
        let xml = GuideImportTests.marginScene(device: "retina4_7")
        for options in [InterfaceBuilderOptions(), IBTest.deviceMetrics] {
            let root = try #require(try IBTest.load(xml, file: "C.storyboard", options: options).roots.first)
            #expect(root.status == .clean)
            #expect(root.frames["v"] == IBTest.rect(16, 30, 343, 50))
        }
    }
}
