import Trellis

// The root view's own size. A root is laid out at its stored size, as Interface Builder
// lays out its subviews; but Xcode flags the root itself misplaced when its scene gives it
// another size: a controller's view in a full-screen navigation stack is the screen less an
// opaque navigation bar above it.

extension InterfaceBuilderRoot {
    /// The message for a root whose stored size is not the one its scene gives it, or nil.
    func misplacedRootFinding() -> String? {
        guard let stored = storedFrames[id], let expected = source.simulatedSize else { return nil }
        let computed = LayoutRect(origin: stored.origin, size: expected)
        guard !Self.matches(stored, computed) else { return nil }
        let screen = context.documentDevice.size.height
        let reason =
            expected.height < screen
            ? "the device's screen less the opaque navigation bar above" : "the device's screen"
        return
            "\(describe(id)) is misplaced: stored \(Self.format(stored)), computed \(Self.format(computed))"
            + " (\(reason))"
    }
}
