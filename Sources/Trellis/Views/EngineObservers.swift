/// The engines that hold state about an item or a constraint, to be told of changes.
///
/// A constraint or view is usually watched by one engine, and hundreds of thousands of them
/// are in a large layout: the first engine is held inline, any others in an array, so that
/// the common case allocates nothing. An engine gone is skipped, and dropped at the next
/// change.
struct EngineObservers {
    /// The first engine (nil when there is none, or it is gone).
    private var head = WeakEngine()
    /// The engines after the first, in the order they were added.
    private var tail: [WeakEngine] = []

    /// Adds `engine` unless present.
    mutating func add(_ engine: LayoutEngine) {
        if head.engine == nil && tail.isEmpty {
            head = WeakEngine(engine: engine)
            return
        }
        if head.engine === engine || tail.contains(where: { $0.engine === engine }) { return }
        store(liveBoxes() + [WeakEngine(engine: engine)])
    }

    /// Removes `engine`.
    mutating func remove(_ engine: LayoutEngine) {
        if head.engine == nil && tail.isEmpty { return }
        store(liveBoxes().filter { $0.engine !== engine })
    }

    /// The engines still alive, in order.
    private func liveBoxes() -> [WeakEngine] {
        ([head] + tail).filter { $0.engine != nil }
    }

    /// Keeps `boxes`, the first inline.
    private mutating func store(_ boxes: [WeakEngine]) {
        head = boxes.first ?? WeakEngine()
        tail = Array(boxes.dropFirst())
    }

    /// The live engines, read as they are iterated (a constraint or view is usually watched by
    /// one engine, and tens of thousands of them are activated in a large layout: an array
    /// of the engines for each would cost more than the notification).
    var engines: LiveEngines { LiveEngines(head: head, tail: tail) }

    /// The live engines of an ``EngineObservers``, skipping those gone.
    struct LiveEngines: Sequence {
        let head: WeakEngine
        let tail: [WeakEngine]

        struct Iterator: IteratorProtocol {
            var head: WeakEngine?
            var tail: IndexingIterator<[WeakEngine]>

            mutating func next() -> LayoutEngine? {
                if let box = head {
                    head = nil
                    if let engine = box.engine { return engine }
                }
                while let box = tail.next() {
                    if let engine = box.engine { return engine }
                }
                return nil
            }
        }

        func makeIterator() -> Iterator { Iterator(head: head, tail: tail.makeIterator()) }
    }

    var isEmpty: Bool { head.engine == nil && tail.allSatisfy { $0.engine == nil } }
}

/// A reference to an engine that does not keep it alive: the engine's own
/// ``EngineReference``.
struct WeakEngine {
    private var reference: EngineReference?

    init() {}

    init(engine: LayoutEngine) {
        reference = engine.reference
    }

    /// The engine, or nil once it has been deallocated.
    var engine: LayoutEngine? { reference?.engine }
}
