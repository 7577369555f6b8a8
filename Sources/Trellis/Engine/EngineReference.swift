/// How views and constraints refer to the engines that observe them without keeping them
/// alive: a small object the engine owns and detaches first thing in its deinit.
///
/// A weak reference would do the same, but each view and constraint of a layout held one to
/// its engine, which gave the engine a reference-count side table: every retain and release
/// of the engine then took the runtime's slow path. Sound for the reason ``ItemReference``
/// is: an engine, its tree and their constraints belong to one thread at a time, and the
/// engine's deinit, on that thread, detaches the reference before any other code can see
/// the engine half torn down.
final class EngineReference {
    /// The engine, until its deinit detaches it.
    private(set) unowned(unsafe) var engine: LayoutEngine?

    /// Called by the engine at the end of its initializer.
    func attach(_ engine: LayoutEngine) { self.engine = engine }

    /// Called first thing in the engine's deinit.
    func detach() { engine = nil }
}
