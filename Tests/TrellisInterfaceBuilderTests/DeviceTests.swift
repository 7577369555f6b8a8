import Testing
import Trellis
import TrellisInterfaceBuilder

@Suite struct DeviceTests {
    @Test func tableEntries() throws {
        let phone = try #require(InterfaceBuilderDevice.named("retina6_12"))
        #expect(phone.size == LayoutSize(width: 393, height: 852))
        #expect(phone.scale == 3)
        #expect(phone.safeAreaInsets == LayoutInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(phone.horizontalSizeClass == .compact && phone.verticalSizeClass == .regular)
        let turned = phone.landscape
        #expect(turned.size == LayoutSize(width: 852, height: 393))
        #expect(turned.safeAreaInsets == LayoutInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(turned.verticalSizeClass == .compact)
        #expect(turned.portrait == phone)
        #expect(InterfaceBuilderDevice.named("retina5_5")?.landscape.horizontalSizeClass == .regular)
        #expect(InterfaceBuilderDevice.named("ipad12_9rounded")?.safeAreaInsets.top == 24)
        #expect(InterfaceBuilderDevice.named("retina47")?.id == "retina4_7")
        #expect(InterfaceBuilderDevice.named("nokia3310") == nil)
    }

    @Test func documentsLandscapeDevice() throws {
        let xml = IBTest.xib(
            """
            <view contentMode="scaleToFill" id="r">
                <rect key="frame" x="0.0" y="0.0" width="1024" height="768"/>
            </view>
            """
        ).replacingOccurrences(
            of: #"<device id="retina4_7" orientation="portrait"/>"#,
            with: #"<device id="ipad9_7" orientation="landscape"/>"#)
        let document = try IBTest.load(xml)
        #expect(document.documentDevice.size == LayoutSize(width: 1024, height: 768))
        #expect(document.documentDevice.isLandscape)
    }

    @Test func unknownDeviceIsANote() throws {
        let xml = IBTest.xib(
            device: "hologram1_0",
            """
            <view contentMode="scaleToFill" id="r"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
            """)
        let document = try IBTest.load(xml)
        #expect(document.documentDevice == InterfaceBuilderDevice.defaultDevice)
        #expect(document.diagnostics.contains { $0.kind == .note && $0.message.contains("hologram1_0") })
    }
}
