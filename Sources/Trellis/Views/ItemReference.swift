/// How constraints and engines refer to a view or a guide without keeping it alive: a small
/// object the item owns and clears first thing in its deinit.
///
/// A weak reference would do the same, but it gives the item a reference-count side table,
/// after which every retain and release of the item takes the runtime's slow path (an atomic
/// update through the side table) and every copy of a constraint's side a weak copy. On a
/// coupled table of 100,000 cells that was a tenth of `trellis layout`'s instructions and
/// more of its time.
///
/// Sound because a tree, its constraints and its layout belong to one thread at a time (see
/// ``LayoutView``): the reference is read on the thread that owns the tree, and the item's
/// deinit, which runs on that thread when the last strong reference goes, detaches it
/// before any other code can see the item half torn down. Items of other types (a
/// ``LayoutItem`` conformance outside the package) are held weakly, as before.
final class ItemReference {
    /// The package's own item (a view or a guide), until its deinit detaches it.
    private unowned(unsafe) var owned: (any LayoutItem)?
    /// An item of another type.
    private weak var foreign: (any LayoutItem)?

    /// A reference for a view or a guide to ``attach(_:)`` itself to once initialized.
    init() {}

    /// The reference constraints hold to `item`: the item's own when it is a view or a
    /// guide, a weak one otherwise.
    static func to(_ item: any LayoutItem) -> ItemReference {
        if let view = item as? LayoutView { return view.reference }
        if let guide = item as? LayoutGuide { return guide.reference }
        let reference = ItemReference()
        reference.foreign = item
        return reference
    }

    /// The item, or nil once it has been deallocated.
    var item: (any LayoutItem)? { owned ?? foreign }

    /// Whether the package's own item is still alive.
    var isAttached: Bool { owned != nil }

    /// Called by the owning item at the end of its initializer.
    func attach(_ item: any LayoutItem) { owned = item }

    /// Called first thing in the owning item's deinit.
    func detach() { owned = nil }
}

/// A view held as ``ItemReference`` holds items: not kept alive, nil once deallocated, and
/// without the side table a weak reference would give the view (a tree's root is the
/// superview of thousands of views and the host of most of their constraints).
struct UnownedView {
    /// The view's own reference (8 bytes, as a weak reference was).
    private let reference: ItemReference

    init(_ view: LayoutView) {
        reference = view.reference
    }

    /// The view, or nil once it has been deallocated.
    var view: LayoutView? {
        guard let item = reference.item else { return nil }
        // The reference is the one of the view this was made with.
        return unsafeDowncast(item as AnyObject, to: LayoutView.self)
    }
}
