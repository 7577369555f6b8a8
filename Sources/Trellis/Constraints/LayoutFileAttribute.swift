/// An attribute as layout files and visual formats name it, before it becomes a
/// ``LayoutAttribute`` of the engine: its name, axis and kind, for validation.
///
// snippet: given @testable import Trellis
/// ```swift
/// print(LayoutFileAttribute(rawValue: "leadingMargin")?.axis == .horizontal)  // true
/// ```
package enum LayoutFileAttribute: String, CaseIterable, Sendable, Hashable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// The attribute whose name is `bytes` (ASCII), without making a string of them: the
    /// names of `bytes.count` letters are compared in turn, at most four of them.
    /// ```swift
    /// let name = Array("centerX".utf8)
    /// print(name.withUnsafeBufferPointer { LayoutFileAttribute.named($0) } == .centerX)   // true
    /// ```
    package static func named(_ bytes: UnsafeBufferPointer<UInt8>) -> LayoutFileAttribute? {
        guard bytes.count < byLength.count else { return nil }
        for (name, attribute) in byLength[bytes.count] where name.elementsEqual(bytes) {
            return attribute
        }
        return nil
    }

    /// The attribute named `name`.
    package static func named(_ name: String) -> LayoutFileAttribute? {
        var name = name
        return name.withUTF8 { named($0) }
    }

    /// The attributes' names as bytes, by their length.
    private static let byLength: [[(name: [UInt8], attribute: LayoutFileAttribute)]] = {
        let longest = allCases.map(\.rawValue.utf8.count).max() ?? 0
        var table = [[(name: [UInt8], attribute: LayoutFileAttribute)]](repeating: [], count: longest + 1)
        for attribute in allCases {
            table[attribute.rawValue.utf8.count].append((Array(attribute.rawValue.utf8), attribute))
        }
        return table
    }()

    /// The axis an attribute measures along.
    enum Axis: Sendable { case horizontal, vertical }

    /// Positions are along an axis; dimensions are sizes.
    enum Kind: Sendable { case position, dimension }

    var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
            .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline, .topMargin,
            .bottomMargin, .centerYWithinMargins:
            return .vertical
        }
    }

    var kind: Kind { self == .width || self == .height ? .dimension : .position }

    /// Margins and baselines exist on views only, not on layout guides.
    package var needsView: Bool {
        switch self {
        case .firstBaseline, .lastBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
            .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins:
            return true
        default:
            return false
        }
    }

    /// Leading and trailing edges (and margins), which follow the layout direction.
    var isDirectional: Bool {
        [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
    }

    /// Left and right edges (and margins), which do not.
    var isAbsolute: Bool { [.left, .right, .leftMargin, .rightMargin].contains(self) }

    /// The engine's attribute of the same name.
    package var layoutAttribute: LayoutAttribute {
        // A switch, not a lookup by name: two per constraint of a layout file.
        switch self {
        case .left: .left
        case .right: .right
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        case .width: .width
        case .height: .height
        case .centerX: .centerX
        case .centerY: .centerY
        case .firstBaseline: .firstBaseline
        case .lastBaseline: .lastBaseline
        case .leftMargin: .leftMargin
        case .rightMargin: .rightMargin
        case .topMargin: .topMargin
        case .bottomMargin: .bottomMargin
        case .leadingMargin: .leadingMargin
        case .trailingMargin: .trailingMargin
        case .centerXWithinMargins: .centerXWithinMargins
        case .centerYWithinMargins: .centerYWithinMargins
        }
    }

    /// Why `self` may not be related to `other`, or nil when the pair is allowed.
    ///
    /// As in UIKit: a position may not be related to a dimension, nor to the other axis, nor
    /// a leading/trailing edge to a left/right one; two dimensions may always be related (an aspect ratio relates width and height).
    package func pairingProblem(with other: LayoutFileAttribute) -> String? {
        switch (kind, other.kind) {
        case (.dimension, .dimension): return nil
        case (.position, .position):
            if axis == other.axis {
                guard (isDirectional && other.isAbsolute) || (isAbsolute && other.isDirectional) else {
                    return nil
                }
                return
                    "cannot relate '\(rawValue)' to '\(other.rawValue)': use leading/trailing for both or neither"
            }
            return
                "cannot relate \(axis) attribute '\(rawValue)' to \(other.axis) attribute '\(other.rawValue)'"
        default:
            return
                "cannot relate \(kind) attribute '\(rawValue)' to \(other.kind) attribute '\(other.rawValue)'"
        }
    }
}
