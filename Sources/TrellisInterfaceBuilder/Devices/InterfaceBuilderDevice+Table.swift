import Trellis

// The devices of Interface Builder's device bar. Sizes in points and scales are Apple's
// published display specifications (Human Interface Guidelines, "Layout", device screen
// sizes); safe-area insets are what UIKit reports for a full-screen view controller on each
// device without bars (status bar or sensor housing at the top, home indicator at the
// bottom); the size of each id was checked against the root views Xcode stored for it in
// public documents (for example retina6_12 is 393 x 852 and retina6_3 is 402 x 874).

extension InterfaceBuilderDevice {
    /// Every device in the table, upright.
    /// ```swift
    /// for device in InterfaceBuilderDevice.all { print(device) }
    /// ```
    public static let all: [InterfaceBuilderDevice] = phones + pads + others

    /// The device Interface Builder uses when a document names none (Xcode's default
    /// before device ids were written: an iPhone 8 size class, `retina4_7`).
    public static let defaultDevice = InterfaceBuilderDevice(
        id: "retina4_7", name: "iPhone 8", width: 375, height: 667, scale: 2, idiom: .phone,
        portraitInsets: statusBar, landscapeInsets: .zero)

    /// The device with Interface Builder's `id`, upright; nil for an unknown id. Older
    /// documents' `simulatedScreenMetrics` types (`retina4`, `retina47`, `retina55`) are
    /// accepted too.
    /// ```swift
    /// let pad = InterfaceBuilderDevice.named("ipad12_9rounded")   // 1024 x 1366 @2x
    /// ```
    public static func named(_ id: String) -> InterfaceBuilderDevice? {
        let canonical = legacyNames[id] ?? id
        return all.first { $0.id == canonical }
    }

    private static let legacyNames = [
        "retina35": "retina3_5", "retina4": "retina4_0", "retina47": "retina4_7", "retina55": "retina5_5",
        "iPad": "ipad9_7",
    ]

    /// A 20-point status bar, the top inset of every phone without a sensor housing.
    static let statusBar = LayoutInsets(top: 20, left: 0, bottom: 0, right: 0)

    /// A phone with a sensor housing: `top` points at the top and the home indicator (34)
    /// below in portrait; `top` at each side and 21 below in landscape.
    private static func housing(
        _ id: String, _ name: String, _ width: Double, _ height: Double, _ scale: Double, top: Double,
        wideLandscape: Bool = false
    ) -> InterfaceBuilderDevice {
        InterfaceBuilderDevice(
            id: id, name: name, width: width, height: height, scale: scale, idiom: .phone,
            portraitInsets: LayoutInsets(top: top, left: 0, bottom: 34, right: 0),
            landscapeInsets: LayoutInsets(top: 0, left: top, bottom: 21, right: top),
            regularWidthInLandscape: wideLandscape)
    }

    /// A phone with a status bar (hidden in landscape, as iOS hides it on phones).
    private static func classic(
        _ id: String, _ name: String, _ width: Double, _ height: Double, _ scale: Double,
        wideLandscape: Bool = false
    ) -> InterfaceBuilderDevice {
        InterfaceBuilderDevice(
            id: id, name: name, width: width, height: height, scale: scale, idiom: .phone,
            portraitInsets: statusBar, landscapeInsets: .zero, regularWidthInLandscape: wideLandscape)
    }

    /// A pad: a 20-point status bar in both orientations, or 24 above and 20 below for the
    /// pads with rounded corners.
    private static func pad(
        _ id: String, _ name: String, _ width: Double, _ height: Double, rounded: Bool
    ) -> InterfaceBuilderDevice {
        let insets = rounded ? LayoutInsets(top: 24, left: 0, bottom: 20, right: 0) : statusBar
        return InterfaceBuilderDevice(
            id: id, name: name, width: width, height: height, scale: 2, idiom: .pad, portraitInsets: insets,
            landscapeInsets: insets)
    }

    private static let phones: [InterfaceBuilderDevice] = [
        classic("retina3_5", "iPhone 4s", 320, 480, 2),
        classic("retina4_0", "iPhone SE (1st generation)", 320, 568, 2),
        defaultDevice,
        classic("retina5_5", "iPhone 8 Plus", 414, 736, 3, wideLandscape: true),
        housing("retina5_9", "iPhone 11 Pro", 375, 812, 3, top: 44),
        housing("retina5_4", "iPhone 12 mini", 375, 812, 3, top: 50),
        housing("retina6_1", "iPhone 11", 414, 896, 2, top: 48, wideLandscape: true),
        housing("retina6_5", "iPhone 11 Pro Max", 414, 896, 3, top: 44, wideLandscape: true),
        housing("retina6_0", "iPhone 13", 390, 844, 3, top: 47),
        housing("retina6_7", "iPhone 13 Pro Max", 428, 926, 3, top: 47, wideLandscape: true),
        housing("retina6_12", "iPhone 15", 393, 852, 3, top: 59),
        housing("retina6_72", "iPhone 15 Plus", 430, 932, 3, top: 59, wideLandscape: true),
        housing("retina6_3", "iPhone 16 Pro", 402, 874, 3, top: 62),
        housing("retina6_9", "iPhone 16 Pro Max", 440, 956, 3, top: 62, wideLandscape: true),
    ]

    private static let pads: [InterfaceBuilderDevice] = [
        pad("ipad9_7", "iPad (6th generation)", 768, 1024, rounded: false),
        pad("ipad7_9", "iPad mini (5th generation)", 768, 1024, rounded: false),
        pad("ipad10_2", "iPad (9th generation)", 810, 1080, rounded: false),
        pad("ipad10_5", "iPad Pro (10.5-inch)", 834, 1112, rounded: false),
        pad("ipad10_9rounded", "iPad Air (4th generation)", 820, 1180, rounded: true),
        pad("ipad11", "iPad Pro (11-inch)", 834, 1194, rounded: true),
        pad("ipad12_9", "iPad Pro (12.9-inch, 2nd generation)", 1024, 1366, rounded: false),
        pad("ipad12_9rounded", "iPad Pro (12.9-inch)", 1024, 1366, rounded: true),
        pad("ipad8_3", "iPad mini (6th generation)", 744, 1133, rounded: true),
    ]

    /// Apple TV: 1920 x 1080 at 1x, laid out in landscape, with tvOS's overscan safe area
    /// (60 above and below, 80 at the sides).
    private static let others: [InterfaceBuilderDevice] = [
        InterfaceBuilderDevice(
            id: "appleTV", name: "Apple TV", width: 1080, height: 1920, scale: 1, idiom: .pad,
            portraitInsets: LayoutInsets(top: 80, left: 60, bottom: 80, right: 60),
            landscapeInsets: LayoutInsets(top: 60, left: 80, bottom: 60, right: 80))
    ]
}
