public import TrellisSolver

/// What a layout pass found besides frames: conflicts it resolved by breaking a constraint,
/// and constraints it left out because they became invalid after activation.
///
// snippet: given let root = LayoutView("root")
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

extension LayoutReport {
    /// How many undecided items an ambiguity warning names before it says how many more
    /// (a layout result's `ambiguous` list has them all).
    package static let ambiguousNamesShown = 10

    /// "Ambiguous layout: the constraints leave the frames of 'a', 'b' undecided", naming at
    /// most ``ambiguousNamesShown`` items: a squeezed row of 10,000 equal views would print
    /// every name.
    package static func ambiguityWarning(_ names: [String]) -> String {
        let shown = names.prefix(ambiguousNamesShown).map { "'\($0)'" }.joined(separator: ", ")
        let more = names.count > ambiguousNamesShown ? " and \(names.count - ambiguousNamesShown) more" : ""
        return "Ambiguous layout: the constraints leave the frames of \(shown)\(more) undecided"
    }
}
