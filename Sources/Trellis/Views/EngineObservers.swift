/// The engines that hold state about an item or a constraint, to be told of changes.
///
/// A constraint or view is usually watched by one engine, and hundreds of thousands of them
/// are in a large layout: the first engine is held inline, any others in an array, so that
/// the common case allocates nothing. An engine gone is skipped, and dropped at the next
/// change.
struct EngineObservers {
    /// The first engine (nil when there is none, or it is gone).
    private var head = UnownedEngine()
    /// The engines after the first, in the order they were added.
    private var tail: [UnownedEngine] = []

    /// Adds `engine` unless present.
    mutating func add(_ engine: LayoutEngine) {
        if head.engine == nil && tail.isEmpty {
            head = UnownedEngine(engine: engine)
            return
        }
        if head.engine === engine || tail.contains(where: { $0.engine === engine }) { return }
        store(liveBoxes() + [UnownedEngine(engine: engine)])
    }

    /// Removes `engine`.
    mutating func remove(_ engine: LayoutEngine) {
        if head.engine == nil && tail.isEmpty { return }
        store(liveBoxes().filter { $0.engine !== engine })
    }

    /// The engines still alive, in order.
    private func liveBoxes() -> [UnownedEngine] {
        ([head] + tail).filter { $0.engine != nil }
    }

    /// Keeps `boxes`, the first inline.
    private mutating func store(_ boxes: [UnownedEngine]) {
        head = boxes.first ?? UnownedEngine()
        tail = Array(boxes.dropFirst())
    }

    /// The live engines, read as they are iterated (a constraint or view is usually watched by
    /// one engine, and tens of thousands of them are activated in a large layout: an array
    /// of the engines for each would cost more than the notification).
    var engines: LiveEngines { LiveEngines(head: head, tail: tail) }

    /// The live engines of an ``EngineObservers``, skipping those gone.
    struct LiveEngines: Sequence {
        let head: UnownedEngine
        let tail: [UnownedEngine]

        struct Iterator: IteratorProtocol {
            var head: UnownedEngine?
            var tail: IndexingIterator<[UnownedEngine]>

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

/// An engine held as ``UnownedView`` holds a view: not kept alive, nil once deallocated,
/// through the engine's own ``EngineReference``.
struct UnownedEngine {
    private var reference: EngineReference?

    init() {}

    init(engine: LayoutEngine) {
        reference = engine.reference
    }

    /// The engine, or nil once it has been deallocated.
    var engine: LayoutEngine? { reference?.engine }
}
