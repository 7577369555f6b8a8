import Trellis
import TrellisSolver

/// One constraint of a layout file, parsed but not yet checked against the file's views:
/// `first.attribute REL multiplier * second.attribute + constant @priority`, or
/// `first.attribute REL constant @priority` when ``second`` is nil.
///
// snippet: given @testable import TrellisFormats
/// ```swift
/// let c = try LayoutFileConstraint(parsing: "name.leading == avatar.trailing + 10 @750")
/// // c.second?.item == "avatar", c.constant == 10, c.priority == 750
/// ```
struct LayoutFileConstraint: Sendable, Hashable {
    /// `item.attribute`, with the columns where the item and the attribute start.
    struct Operand: Sendable, Hashable {
        var item: String
        var attribute: LayoutFileAttribute
        var itemColumn: Int
        var attributeColumn: Int
    }

    var first: Operand
    var relation: Relation
    var second: Operand?
    var multiplier: Double
    var constant: Double
    /// The priority written after `@`, when there is one.
    var priority: Double?
    /// The column of the `@` priority value, when there is one.
    var priorityColumn: Int?

    /// Parses a constraint string (grammar in FORMATS.md §2).
    ///
    /// - Throws: ``LayoutFileError`` with a message and the 1-based column, but no context
    ///   (the caller adds the constraint id).
    init(parsing text: String) throws(LayoutFileError) {
        let parsed = LayoutFileConstraintParser.parsing(text) { parser in
            Result { () throws(LayoutFileError) in try parser.parse() }
        }
        self = try parsed.get()
    }

    init(
        first: Operand, relation: Relation, second: Operand?, multiplier: Double, constant: Double,
        priority: Double?, priorityColumn: Int?
    ) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.priorityColumn = priorityColumn
    }
}
