/// Why a constraint, a layout or a tree edit was rejected. Each case names the constraint
/// (as a ``LayoutConstraint/Reference``: errors are `Sendable`, constraints are not); its
/// ``description`` prints it with its source location.
///
// snippet: given let a = LayoutView("a")
/// ```swift
/// do { try LayoutConstraint.activate([a.widthAnchor.constraint(equalToConstant: .nan)]) }
/// catch { print(error) }   // non-finite number in constraint a.width == nan (App/V.swift:3)
/// ```
public enum LayoutError: Error, Sendable {
    /// A position related to a dimension, or a horizontal position to a vertical one.
    case incompatibleAttributes(LayoutConstraint.Reference)
    /// A leading/trailing attribute related to a left/right one (UIKit forbids it too).
    case mixedDirectionalAttributes(LayoutConstraint.Reference)
    /// The items are not in one tree.
    case noCommonAncestor(LayoutConstraint.Reference)
    /// A multiplier or constant (or a margin, baseline, intrinsic size or fixed frame that
    /// the constraint uses) is NaN or infinite.
    case nonFinite(LayoutConstraint.Reference)
    /// The priority lies outside 1...1000.
    case priorityOutOfRange(LayoutConstraint.Reference)
    /// The attribute does not exist there: margins or baselines of a guide,
    /// ``LayoutAttribute/notAnAttribute`` on an item, or a second attribute without an item.
    case invalidAttribute(LayoutConstraint.Reference, LayoutAttribute)
    /// An item of the constraint has been deallocated.
    case missingItem(LayoutConstraint.Reference)
    /// An item is neither a ``LayoutView`` nor a ``LayoutGuide``.
    case unsupportedItem(LayoutConstraint.Reference)
    /// Required constraints conflict and the layout was strict.
    case conflict(LayoutConflict)
    /// A tree edit that would make a view contain itself.
    case hierarchyCycle(String)

    /// The constraint the error is about, if any.
    public var constraint: LayoutConstraint.Reference? {
        switch self {
        case .incompatibleAttributes(let c), .mixedDirectionalAttributes(let c), .noCommonAncestor(let c),
            .nonFinite(let c), .priorityOutOfRange(let c), .invalidAttribute(let c, _), .missingItem(let c),
            .unsupportedItem(let c):
            return c
        case .conflict(let conflict): return conflict.broken
        case .hierarchyCycle: return nil
        }
    }
}

extension LayoutError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .incompatibleAttributes(let c):
            return "incompatible attributes \(c.firstAttribute) and \(c.secondAttribute) "
                + "(an axis related to a dimension, or x to y) in \(c.debugDescription)"
        case .mixedDirectionalAttributes(let c):
            return "leading/trailing related to left/right in \(c.debugDescription)"
        case .noCommonAncestor(let c):
            return "items without a common ancestor in \(c.debugDescription)"
        case .nonFinite(let c):
            return "non-finite number in constraint \(c.debugDescription)"
        case .priorityOutOfRange(let c):
            return "priority \(c.priority) outside 1...1000 in \(c.debugDescription)"
        case .invalidAttribute(let c, let attribute):
            return "attribute \(attribute) is not available there in \(c.debugDescription)"
        case .missingItem(let c):
            return "an item was deallocated in \(c.debugDescription)"
        case .unsupportedItem(let c):
            return "an item is neither a LayoutView nor a LayoutGuide in \(c.debugDescription)"
        case .conflict(let conflict):
            return conflict.description
        case .hierarchyCycle(let what):
            return what
        }
    }
}
