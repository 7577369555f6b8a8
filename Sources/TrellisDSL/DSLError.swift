import Trellis
public import TrellisSolver

/// Why a DSL call (maker, PureLayout, chains, operators, frame placement) was rejected.
///
/// Every DSL call that fails throws one of these and changes nothing: no constraint is
/// activated or deactivated and no frame is written. Each case says what was wrong and where
/// it was written.
// snippet: given let orphan = LayoutView("orphan")
/// ```swift
/// do {
///     try orphan.makeConstraints { make in make.edges.equalToSuperview() }
/// } catch {
///     print(error)   // orphan has no superview (App/Cell.swift:12)
/// }
/// ```
public enum DSLError: Error, Sendable {
    /// A superview was needed (`equalToSuperview()`, a bare number on a position, PureLayout's
    /// `autoPin…ToSuperview…`) but the view has none.
    case noSuperview(view: String, location: SourceLocation)
    /// A target that cannot apply to an attribute: a size for a position, a point for a
    /// dimension, a target with a different number of attributes.
    case incompatibleTarget(attribute: LayoutAttribute, target: String, location: SourceLocation)
    /// Attributes were named but no relation (`equalTo`, `lessThanOrEqualTo`, ...) followed.
    case missingRelation(attributes: [LayoutAttribute], location: SourceLocation)
    /// A number that cannot be used: NaN, infinity, a division by zero.
    case invalidValue(what: String, location: SourceLocation)
    /// `updateConstraints` found no existing constraint to update. `nearest` is the existing
    /// constraint of the same view and attribute that differs in the fewest fields (nil when
    /// there is none) and `field` the first field in which it differs.
    case noMatchingConstraint(
        constraint: String, nearest: String?, field: ConstraintField, location: SourceLocation)
    /// An operation on several views got too few of them.
    case notEnoughViews(needed: Int, got: Int, location: SourceLocation)
    /// Views that must share a superview do not.
    case noCommonSuperview(views: [String], location: SourceLocation)
    /// Frame placement was asked to place a view that is not a subview of the view being laid
    /// out.
    case notASubview(view: String, container: String, location: SourceLocation)
    /// The layout engine rejected a constraint the DSL built.
    case layout(LayoutError)

    /// The fields `updateConstraints` compares, in the order it compares them.
    public enum ConstraintField: String, Sendable, Hashable {
        /// The constrained attribute.
        case firstAttribute
        /// The relation (`==`, `<=`, `>=`).
        case relation
        /// The item on the right side.
        case secondItem
        /// The attribute on the right side.
        case secondAttribute
        /// The multiplier.
        case multiplier
        /// The priority.
        case priority
    }
}

extension DSLError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .noSuperview(let view, let location):
            return "\(view) has no superview (\(location))"
        case .incompatibleTarget(let attribute, let target, let location):
            return "cannot relate \(attribute) to \(target) (\(location))"
        case .missingRelation(let attributes, let location):
            let names = attributes.map(\.rawValue).joined(separator: ".")
            return
                "\(names) has no relation: add equalTo, lessThanOrEqualTo or greaterThanOrEqualTo (\(location))"
        case .invalidValue(let what, let location):
            return "invalid value: \(what) (\(location))"
        case .noMatchingConstraint(let constraint, let nearest, let field, let location):
            guard let nearest else {
                return "updateConstraints: no existing constraint on the same attribute to update with "
                    + "\(constraint) (\(location))"
            }
            return "updateConstraints: no existing constraint matches \(constraint); nearest is \(nearest), "
                + "which differs in \(field.rawValue) (\(location))"
        case .notEnoughViews(let needed, let got, let location):
            return "needs at least \(needed) views, got \(got) (\(location))"
        case .noCommonSuperview(let views, let location):
            return "views \(views.joined(separator: ", ")) do not share a superview (\(location))"
        case .notASubview(let view, let container, let location):
            return "\(view) is not a subview of \(container) (\(location))"
        case .layout(let error):
            return error.description
        }
    }
}
