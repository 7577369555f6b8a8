import Testing
import Trellis
import TrellisDSL
import TrellisLayoutTestSupport

/// A root with subviews; holding it keeps the root alive (views hold superviews weakly).
struct Tree {
    let root: LayoutView
    let views: [LayoutView]
}

/// A root of the given size with named subviews added in order.
func makeTree(_ width: Double, _ height: Double, _ names: String...) -> Tree {
    let root = LayoutView("root", frame: LayoutRect(x: 0, y: 0, width: width, height: height))
    let views = names.map { LayoutView($0) }
    for view in views { root.addSubview(view) }
    return Tree(root: root, views: views)
}

/// `view.frame` is `(x, y, width, height)`, within 1e-6.
func expectFrame(
    _ view: LayoutView, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let expected = LayoutRect(x: x, y: y, width: width, height: height)
    #expect(
        view.frame.isClose(to: expected), "\(view.identifier): \(view.frame) != \(expected)",
        sourceLocation: sourceLocation)
}

/// The frames of the subtree, in tree order, for comparing two builds of one layout.
func subtreeFrames(_ root: LayoutView) -> [LayoutRect] {
    root.subtreeViews.map(\.frame)
}

/// Whether two lists of frames agree within 1e-6.
func sameFrames(_ a: [LayoutRect], _ b: [LayoutRect]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0.isClose(to: $1) }
}

extension DSLError {
    /// The case name, for `#expect(error.kind == "noSuperview")`.
    var kind: String {
        switch self {
        case .noSuperview: "noSuperview"
        case .incompatibleTarget: "incompatibleTarget"
        case .missingRelation: "missingRelation"
        case .invalidValue: "invalidValue"
        case .noMatchingConstraint: "noMatchingConstraint"
        case .notEnoughViews: "notEnoughViews"
        case .noCommonSuperview: "noCommonSuperview"
        case .notASubview: "notASubview"
        case .layout(let error):
            switch error {
            case .incompatibleAttributes: "layout.incompatibleAttributes"
            case .mixedDirectionalAttributes: "layout.mixedDirectionalAttributes"
            case .noCommonAncestor: "layout.noCommonAncestor"
            case .invalidAttribute: "layout.invalidAttribute"
            case .priorityOutOfRange: "layout.priorityOutOfRange"
            case .nonFinite: "layout.nonFinite"
            default: "layout.other"
            }
        }
    }
}

/// The error `body` throws, or nil.
func dslError(_ body: () throws -> Void) -> DSLError? {
    do {
        try body()
        return nil
    } catch let error as DSLError {
        return error
    } catch {
        Issue.record("not a DSLError: \(error)")
        return nil
    }
}
