public import TrellisSolver

/// A parsed string of Apple's Visual Format Language, before it becomes constraints.
///
/// The grammar, as Apple documents it:
/// ```text
/// format     := [("H" | "V") ":"] ["|" connection] view (connection view)* [connection "|"]
/// connection := "" | "-" | "-" number "-" | "-" metric "-" | "-(" predicate ("," predicate)* ")-"
/// view       := "[" name ["(" predicate ("," predicate)* ")"] "]"
/// predicate  := ["==" | "<=" | ">="] (number | metric | view) ["@" (number | metric)]
/// ```
/// Metrics are substituted while parsing; view names are checked against the names given.
/// ```swift
/// let format = try VisualFormat(
///     parsing: "H:|-pad-[avatar(32)]-[name(>=50)]-|", metrics: ["pad": 15],
///     viewNames: ["avatar", "name"])
/// print(format.views.map(\.name))  // ["avatar", "name"]
/// ```
public struct VisualFormat: Sendable, Hashable {
    /// The axis a format lays out.
    public enum Orientation: String, Sendable, Hashable {
        /// `H:` (the default): a row.
        case horizontal = "H"
        /// `V:`: a column.
        case vertical = "V"
    }

    /// What a predicate compares with: a number (metrics already substituted) or a view.
    public enum Operand: Sendable, Hashable {
        /// A constant.
        case constant(Double)
        /// Another view's size along the format's axis.
        case view(String)
    }

    /// One `[relation] operand [@priority]` of a predicate list.
    public struct Predicate: Sendable, Hashable {
        /// The relation (default `==`).
        public var relation: Relation
        /// What the size or spacing is compared with.
        public var operand: Operand
        /// The priority in 1...1000 (default 1000, required).
        public var priority: Double
        /// The 1-based column where the predicate starts.
        public var column: Int
    }

    /// The space between two neighbours in a format.
    public enum Spacing: Sendable, Hashable {
        /// No connection, `[a][b]`: the views touch.
        case flush
        /// A bare `-`: the standard spacing (8 between views, 20 to the superview).
        case standard
        /// `-N-`, `-metric-` or `-(predicates)-`.
        case predicates([Predicate])
    }

    /// A connection between neighbours, with the column of its first character.
    public struct Connection: Sendable, Hashable {
        /// The spacing it asks for.
        public var spacing: Spacing
        /// The 1-based column where the connection starts (the `-`, or the next `[`/`|`).
        public var column: Int
    }

    /// A `[name(predicates)]` element.
    public struct View: Sendable, Hashable {
        /// The view's name, a key of the views given.
        public var name: String
        /// The size predicates along the format's axis.
        public var predicates: [Predicate]
        /// The 1-based column of the view's `[`.
        public var column: Int
    }

    /// The text that was parsed.
    public var source: String
    /// `H:` or `V:`.
    public var orientation: Orientation
    /// The connection from the leading `|` to the first view, when the format starts with `|`.
    public var leadingEdge: Connection?
    /// The column of the leading `|`, when there is one.
    public var leadingBarColumn: Int?
    /// The views, in the order written (at least one).
    public var views: [View]
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    public var connections: [Connection]
    /// The connection from the last view to the trailing `|`, when the format ends with `|`.
    public var trailingEdge: Connection?
    /// The column of the trailing `|`, when there is one.
    public var trailingBarColumn: Int?

    /// Parses `source`, substituting `metrics` and checking view names against `viewNames`.
    ///
    /// A name inside a predicate is a metric when `metrics` has it, else a view.
    /// - Throws: ``VisualFormatError`` naming the column and what was expected.
    public init(
        parsing source: String, metrics: [String: Double] = [:], viewNames: Set<String>
    ) throws(VisualFormatError) {
        var parser = VisualFormatParser(source: source, metrics: metrics, viewNames: viewNames)
        self = try parser.parse()
    }

    init(
        source: String, orientation: Orientation, leadingEdge: Connection?, leadingBarColumn: Int?,
        views: [View], connections: [Connection], trailingEdge: Connection?, trailingBarColumn: Int?
    ) {
        self.source = source
        self.orientation = orientation
        self.leadingEdge = leadingEdge
        self.leadingBarColumn = leadingBarColumn
        self.views = views
        self.connections = connections
        self.trailingEdge = trailingEdge
        self.trailingBarColumn = trailingBarColumn
    }
}
