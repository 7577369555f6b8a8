import Foundation
public import Trellis

/// A device Interface Builder lays documents out for: its size in points, its pixel scale,
/// its safe-area insets and its size classes.
///
/// Documents name their device with an id (`<device id="retina6_1"/>`); ``named(_:)`` finds
/// it in the table (see ``all``), and ``portrait`` and ``landscape`` turn it.
/// ```swift
/// if let phone = InterfaceBuilderDevice.named("retina4_7") {
///     print(phone.size, phone.scale)   // (375.0, 667.0) 2.0
/// }
/// ```
public struct InterfaceBuilderDevice: Sendable, Hashable, CustomStringConvertible {
    /// A horizontal or vertical size class, as UIKit's `UIUserInterfaceSizeClass`.
    public enum SizeClass: String, Sendable, Hashable {
        case compact
        case regular
    }

    /// The family, which decides the layout margins UIKit gives a view controller's view.
    public enum Idiom: String, Sendable, Hashable {
        case phone
        case pad
    }

    /// The id Interface Builder writes (`retina4_7`, `ipad12_9rounded`...).
    public var id: String
    /// A readable name (`iPhone 8`).
    public var name: String
    /// The screen in points, as held in the current orientation.
    public var size: LayoutSize
    /// Pixels per point (1, 2 or 3).
    public var scale: Double
    /// The family, phone or pad.
    public var idiom: Idiom
    /// Whether the device is held in landscape.
    public var isLandscape: Bool
    /// The safe area in portrait, without bars (status bar and home indicator only).
    var portraitInsets: LayoutInsets
    /// The safe area in landscape.
    var landscapeInsets: LayoutInsets
    /// Whether a landscape phone is regular in width (the large "Plus" and "Max" phones).
    var regularWidthInLandscape: Bool

    /// Creates a device held upright.
    init(
        id: String, name: String, width: Double, height: Double, scale: Double, idiom: Idiom,
        portraitInsets: LayoutInsets, landscapeInsets: LayoutInsets, regularWidthInLandscape: Bool = false
    ) {
        self.id = id
        self.name = name
        self.size = LayoutSize(width: width, height: height)
        self.scale = scale
        self.idiom = idiom
        self.isLandscape = false
        self.portraitInsets = portraitInsets
        self.landscapeInsets = landscapeInsets
        self.regularWidthInLandscape = regularWidthInLandscape
    }

    /// The safe area's insets in the current orientation, without bars (the status bar or
    /// sensor housing, and the home indicator).
    public var safeAreaInsets: LayoutInsets { isLandscape ? landscapeInsets : portraitInsets }

    /// The horizontal size class in the current orientation.
    public var horizontalSizeClass: SizeClass {
        if idiom == .pad { return .regular }
        return isLandscape && regularWidthInLandscape ? .regular : .compact
    }

    /// The vertical size class in the current orientation.
    public var verticalSizeClass: SizeClass {
        idiom == .pad || !isLandscape ? .regular : .compact
    }

    /// The device turned to portrait.
    // snippet: given let device = InterfaceBuilderDevice.freeform(LayoutSize(width: 667, height: 375))
    /// ```swift
    /// let upright = device.portrait
    /// ```
    public var portrait: InterfaceBuilderDevice { turned(landscape: false) }

    /// The device turned to landscape: the size swapped, the landscape safe area, and the
    /// size classes of that orientation.
    /// ```swift
    /// let sideways = InterfaceBuilderDevice.named("retina6_1")?.landscape
    /// ```
    public var landscape: InterfaceBuilderDevice { turned(landscape: true) }

    /// `id (width x height @scale)`.
    public var description: String {
        "\(id) (\(formatPoints(size.width))x\(formatPoints(size.height)) @\(formatPoints(scale))x"
            + (isLandscape ? ", landscape)" : ")")
    }

    /// A device of `size` points that is not in the table (a freeform document): no safe
    /// area; a pad's size classes from a width of 768 up, a phone's held upright below.
    /// ```swift
    /// let card = InterfaceBuilderDevice.freeform(LayoutSize(width: 320, height: 200), scale: 2)
    /// ```
    public static func freeform(_ size: LayoutSize, scale: Double = 2) -> InterfaceBuilderDevice {
        InterfaceBuilderDevice(
            id: "freeform", name: "Freeform", width: size.width, height: size.height, scale: scale,
            idiom: size.width >= 768 ? .pad : .phone, portraitInsets: .zero, landscapeInsets: .zero)
    }

    private func turned(landscape: Bool) -> InterfaceBuilderDevice {
        guard landscape != isLandscape else { return self }
        var device = self
        device.isLandscape = landscape
        device.size = LayoutSize(width: size.height, height: size.width)
        return device
    }
}

/// A number of points without a needless `.0`.
func formatPoints(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    var text = String(format: "%.3f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
}
