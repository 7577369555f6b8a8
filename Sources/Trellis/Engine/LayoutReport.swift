public import TrellisSolver

/// What a layout pass found besides frames: conflicts it resolved by breaking a constraint,
/// and constraints it left out because they became invalid after activation.
///
/// ```swift
/// let report = root.layoutIfNeeded()
/// if !report.isClean { print(report) }
/// ```
public struct LayoutReport: Sendable, CustomStringConvertible {
    /// The conflicts in effect, one per broken constraint.
    public var conflicts: [LayoutConflict] = []
    /// Active constraints left out of the layout, with why.
    public var invalidConstraints: [LayoutError] = []
    /// The backend that solved most of the layout's constraints (``LayoutView/layoutBackend``).
    public var backend: BackendKind = .incremental
    /// What each part of the layout used, in one line: how many components went to which
    /// backend, and what presolve did to the largest.
    public var note = ""

    /// Creates a report.
    public init(conflicts: [LayoutConflict] = [], invalidConstraints: [LayoutError] = []) {
        self.conflicts = conflicts
        self.invalidConstraints = invalidConstraints
    }

    /// Whether nothing was broken or left out.
    public var isClean: Bool { conflicts.isEmpty && invalidConstraints.isEmpty }

    public var description: String {
        if isClean { return "layout: no conflicts" }
        var parts = conflicts.map(\.description)
        parts += invalidConstraints.map { "Left out: \($0)" }
        return parts.joined(separator: "\n")
    }
}
