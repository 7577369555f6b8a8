/// Required constraints that cannot hold together, and the one the engine broke.
///
/// As UIKit does, the engine reports the conflict, breaks one constraint of the set and
/// lays out the rest. The rule is predictable: constraints enter the solver in activation
/// order (implicit ones — fixed frames, intrinsic sizes — when they were set), and the one
/// that cannot hold together with those before it is broken; it is thus the most recently
/// activated member of ``conflicting``.
// snippet: given let root = LayoutView("root")
/// ```swift
/// let report = root.layoutIfNeeded()
/// for conflict in report.conflicts {
///     print(conflict)                       // UIKit's "Unable to simultaneously satisfy..."
///     print(conflict.broken.identifier ?? "")   // a reference: see `refers(to:)`
/// }
/// ```
public struct LayoutConflict: Sendable {
    /// The constraint left out of the layout.
    public var broken: LayoutConstraint.Reference
    /// An irreducible conflicting set (without any one of them the rest can hold), in
    /// activation order; it contains ``broken``.
    public var conflicting: [LayoutConstraint.Reference]

    /// Creates a conflict report.
    ///
    // snippet: given let box = LayoutView("box")
    // snippet: given let narrow = box.widthAnchor.constraint(equalToConstant: 100)
    // snippet: given let wide = box.widthAnchor.constraint(equalToConstant: 200)
    /// ```swift
    /// let conflict = LayoutConflict(broken: .init(wide), conflicting: [.init(narrow), .init(wide)])
    /// ```
    public init(broken: LayoutConstraint.Reference, conflicting: [LayoutConstraint.Reference]) {
        self.broken = broken
        self.conflicting = conflicting
    }
}

extension LayoutConflict: CustomStringConvertible {
    /// The report in UIKit's shape, each constraint with its identifier and source location.
    public var description: String {
        var text = "Unable to simultaneously satisfy constraints.\n"
        text += "\tAt least one of the constraints in the following list is one you don't want.\n(\n"
        for constraint in conflicting { text += "    \"\(constraint.debugDescription)\",\n" }
        text += ")\n\nWill attempt to recover by breaking constraint\n\"\(broken.debugDescription)\"\n"
        return text
    }
}
