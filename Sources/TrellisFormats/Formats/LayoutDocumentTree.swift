import Trellis

/// The views, guides and constraints a ``LayoutDocument`` describes, built as engine objects
/// and activated, ready for `LayoutView.layoutIfNeeded`.
///
// snippet: given let text = #"{ "views": [ { "id": "root", "frame": [0, 0, 375, 120] } ] }"#
/// ```swift
/// let tree = try LayoutDocument(json: text).build()
/// tree.roots.forEach { $0.layoutIfNeeded() }
/// print(tree.views["avatar"]?.frame ?? .zero)
/// ```
public struct LayoutDocumentTree {
    /// The views without a parent, in file order.
    public var roots: [LayoutView]
    /// Every view by id.
    public var views: [String: LayoutView]
    /// Every layout guide by id.
    public var guides: [String: LayoutGuide]
    /// The file's constraints (identified by their ids), then those of its visual formats
    /// (identified `vf<i>`), in activation order.
    public var constraints: [LayoutConstraint]
    /// The ids of the views, then of the guides, in file order.
    public var itemIDs: [String]

    /// The view or guide with an id.
    public func item(_ id: String) -> (any LayoutItem)? {
        if let view = views[id] { return view }
        return guides[id]
    }
}
