/// Something constraints can position: a ``LayoutView`` or a ``LayoutGuide``.
///
/// Every item has a frame relative to its parent (a view's superview, a guide's owning view)
/// and the anchors common to both: edges, centres and dimensions. Views add margin and
/// baseline anchors.
/// ```swift
/// func pin(_ item: any LayoutItem, to view: LayoutView) throws {
///     try LayoutConstraint.activate([
///         item.leadingAnchor.constraint(equalTo: view.leadingAnchor),
///         item.topAnchor.constraint(equalTo: view.topAnchor),
///     ])
/// }
/// ```
/// Only ``LayoutView`` and ``LayoutGuide`` can be laid out; constraints on other conforming
/// types are rejected with ``LayoutError/unsupportedItem(_:)``.
public protocol LayoutItem: AnyObject {
    /// A name for descriptions, conflict reports and the JSON formats.
    var identifier: String { get }
    /// The frame relative to the parent, as of the last layout.
    var frame: LayoutRect { get }
    /// The view whose coordinate space ``frame`` is in: a view's superview, a guide's
    /// owning view.
    var parentView: LayoutView? { get }
}

extension LayoutItem {
    /// The left edge.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    /// The leading edge: left, or right under ``LayoutDirection/rightToLeft``.
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
    /// The trailing edge: right, or left under ``LayoutDirection/rightToLeft``.
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }

    /// The name used in descriptions: ``identifier``, or the type and address when empty.
    public var displayName: String {
        if !identifier.isEmpty { return identifier }
        let address = String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16)
        return "\(type(of: self)):0x\(address)"
    }
}

/// The engines that hold state about an item or a constraint, to be told of changes.
struct EngineObservers {
    private var boxes: [WeakEngine] = []

    /// Adds `engine` unless present.
    mutating func add(_ engine: LayoutEngine) {
        if boxes.isEmpty {
            boxes.append(WeakEngine(engine: engine))
            return
        }
        if boxes.contains(where: { $0.engine === engine }) { return }
        boxes.removeAll { $0.engine == nil }
        boxes.append(WeakEngine(engine: engine))
    }

    /// Removes `engine`.
    mutating func remove(_ engine: LayoutEngine) {
        boxes.removeAll { $0.engine === engine || $0.engine == nil }
    }

    /// The live engines, read as they are iterated (a constraint or view is usually watched by
    /// one engine, and tens of thousands of them are activated in a large layout: an array
    /// of the engines for each would cost more than the notification).
    var engines: LiveEngines { LiveEngines(boxes: boxes) }

    /// The live engines of an ``EngineObservers``, skipping those gone.
    struct LiveEngines: Sequence {
        let boxes: [WeakEngine]

        struct Iterator: IteratorProtocol {
            var boxes: IndexingIterator<[WeakEngine]>

            mutating func next() -> LayoutEngine? {
                while let box = boxes.next() {
                    if let engine = box.engine { return engine }
                }
                return nil
            }
        }

        func makeIterator() -> Iterator { Iterator(boxes: boxes.makeIterator()) }
    }

    var isEmpty: Bool { boxes.isEmpty }
}

/// A weak reference to an engine.
struct WeakEngine {
    weak var engine: LayoutEngine?
}
