// What errors and reports keep of a constraint.

public import TrellisSolver

extension LayoutConstraint {
    /// A constraint as an error or a report names it: which constraint it is, and how it read
    /// when the error or report was made.
    ///
    /// A ``LayoutConstraint`` belongs to its view tree and is not `Sendable`; errors and
    /// reports are (they cross threads, as bulk layout's results do), so they hold this value
    /// instead of the object. Find the constraint again with ``refers(to:)``:
    // snippet: given let root = LayoutView("root"), avatar = LayoutView("avatar")
    // snippet: given let lead = avatar.leadingAnchor.constraint(equalTo: root.leadingAnchor)
    /// ```swift
    /// let report = root.layoutIfNeeded()
    /// if let conflict = report.conflicts.first, conflict.broken.refers(to: lead) {
    ///     print("broke", conflict.broken.reportName)   // "lead", or its description
    /// }
    /// ```
    public struct Reference: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
        /// The constraint's identity (only meaningful while the constraint is alive: a later
        /// object may reuse it).
        public let id: ObjectIdentifier
        /// The constraint's identifier, when it had one (implicit constraints have theirs).
        public let identifier: String?
        /// The constraint as ``LayoutConstraint/description`` printed it.
        public let description: String
        /// The constraint as ``LayoutConstraint/debugDescription`` printed it.
        public let debugDescription: String
        /// Its first attribute.
        public let firstAttribute: LayoutAttribute
        /// Its second attribute (``LayoutAttribute/notAnAttribute`` for a constant).
        public let secondAttribute: LayoutAttribute
        /// Its priority.
        public let priority: LayoutPriority
        /// Where it comes from.
        public let origin: Origin
        /// Where it was created.
        public let location: SourceLocation
        /// The identities of its first and second items (nil for none or a deallocated one).
        public let firstItemID: ObjectIdentifier?
        public let secondItemID: ObjectIdentifier?
        /// The activation order, for sorting conflicts.
        let sequence: UInt64

        /// A reference to `constraint` as it is now.
        ///
        // snippet: given let root = LayoutView("root"), avatar = LayoutView("avatar")
        // snippet: given let lead = avatar.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        /// ```swift
        /// let reference = LayoutConstraint.Reference(lead)
        /// print(reference.refers(to: lead))   // true
        /// ```
        public init(_ constraint: LayoutConstraint) {
            id = ObjectIdentifier(constraint)
            identifier = constraint.identifier
            description = constraint.description
            debugDescription = constraint.debugDescription
            firstAttribute = constraint.firstAttribute
            secondAttribute = constraint.secondAttribute
            priority = constraint.priority
            origin = constraint.origin
            location = constraint.location
            firstItemID = constraint.firstItem.map { ObjectIdentifier($0) }
            secondItemID = constraint.secondItem.map { ObjectIdentifier($0) }
            sequence = constraint.sequence
        }

        /// Whether this refers to `constraint`.
        ///
        // snippet: given let avatar = LayoutView("avatar")
        // snippet: given let constraints = [avatar.widthAnchor.constraint(equalToConstant: .nan)]
        /// ```swift
        /// do { try LayoutConstraint.activate(constraints) } catch {
        ///     let index = constraints.firstIndex { error.constraint?.refers(to: $0) == true }
        ///     print(index ?? -1)   // the position of the constraint the error names
        /// }
        /// ```
        public func refers(to constraint: LayoutConstraint) -> Bool {
            id == ObjectIdentifier(constraint)
        }

        /// The name reports use: the identifier, or the description.
        public var reportName: String { identifier ?? description }
    }
}
