import Trellis

/// A view layout file (FORMATS.md §2), parsed and checked: views, guides, constraints and
/// visual formats, ready to be built into `LayoutView`s and laid out.
///
/// Parsing checks everything that can be checked without solving: the JSON, unknown keys,
/// unknown views, attribute pairs, the parent order, priorities, ids and the visual formats.
/// ```swift
/// let document = try LayoutDocument(json: #"""
///     { "views": [ { "id": "root", "frame": [0, 0, 100, 50] }, { "id": "a", "parent": "root" } ],
///       "visualFormats": [ { "format": "H:|-[a]-|" }, { "format": "V:|[a]|" } ] }
///     """#)
/// print(document.viewIDs)  // ["root", "a"]
/// ```
public struct LayoutDocument: Sendable {
    /// What leading and trailing mean in the file.
    public enum Direction: String, Sendable, Hashable {
        /// Leading is the left edge (the default).
        case leftToRight
        /// Leading is the right edge; visual format rows run from the right.
        case rightToLeft
    }

    /// A view as the file describes it.
    struct View: Sendable, Hashable {
        var id: String
        var parent: String?
        /// `[x, y, w, h]`, pinned with required constraints.
        var frame: [Double]?
        var intrinsicWidth: Double?
        var intrinsicHeight: Double?
        /// `[horizontal, vertical]` (held inline, as the margins are: an array would be an
        /// allocation per view).
        var hugging: SIMD2<Double> = [250, 250]
        /// `[horizontal, vertical]`.
        var compressionResistance: SIMD2<Double> = [750, 750]
        /// `[first, last]` offsets from the top, when given.
        var baselines: [Double]?
        /// `[top, left, bottom, right]`.
        var margins: SIMD4<Double> = [8, 8, 8, 8]
        /// The text the view shows, measured for its size, when given.
        var text: Text?
        /// The view's `stack` object: it is laid out as a ``LayoutStackView``.
        var stack: Stack?
    }

    /// A layout guide and the view that owns it.
    struct Guide: Sendable, Hashable {
        var id: String
        var owner: String
    }

    /// A constraint with its id, its text and its parsed form.
    struct Constraint: Sendable, Hashable {
        var id: String
        var source: String
        var parsed: LayoutFileConstraint
        /// 1...1000, from the string's `@` or the object's `priority` (default 1000).
        var priority: Double
        /// The positions in ``LayoutDocument/views`` of the first and second items, found
        /// once while checking (-1 for a guide or no second item): building the tree then
        /// needs no lookup by name.
        var firstView = -1
        var secondView = -1
    }

    /// A visual format with its id (`vf<i>`) and the constraints it asks for.
    struct Format: Sendable, Hashable {
        var id: String
        var format: VisualFormat
        var options: VisualFormatOptions
        var rules: [VisualFormatRule]
    }

    /// What leading and trailing mean.
    public internal(set) var direction: Direction = .leftToRight
    var views: [View] = []
    var guides: [Guide] = []
    var constraints: [Constraint] = []
    var formats: [Format] = []
    /// Each view's parent and each guide's owner, by id (roots are absent).
    var containers: [String: String] = [:]
    /// The root view above each view and guide that has a container, by id (filled as they
    /// are decoded: a parent or owner comes before what it contains).
    var roots: [String: String] = [:]
    /// How many views have no parent (with one, every two items share a root).
    var rootViewCount = 0
    /// The ids of the guides.
    var guideSet: Set<String> = []
    /// The position of each view in ``views``, by id.
    var viewIndex: [String: Int] = [:]

    /// The ids of the views, in file order (parents before children).
    public var viewIDs: [String] { views.map(\.id) }
    /// The ids of the layout guides, in file order.
    public var guideIDs: [String] { guides.map(\.id) }
    /// The ids of the constraints (`k<index>` when the file gives none), in file order.
    public var constraintIDs: [String] { constraints.map(\.id) }

    /// Parses and checks a layout file's JSON text.
    ///
    /// - Throws: ``LayoutFileError`` naming the part of the file and the column.
    public init(json text: String) throws(LayoutFileError) {
        let root = try LayoutFileJSON.parse(text)
        try self.init(root: root)
    }

    /// The root view above a view or guide (itself for a root view).
    func root(of id: String) -> String {
        roots[id] ?? id
    }

    /// Whether two views or guides are in the same tree (always, with one root view).
    func shareRoot(_ a: String, _ b: String) -> Bool {
        rootViewCount <= 1 || root(of: a) == root(of: b)
    }
}
