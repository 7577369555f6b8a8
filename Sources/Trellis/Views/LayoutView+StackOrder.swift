/// How a `fill` stack orders its arranged views when their hugging or compression-resistance
/// priorities tie: each view's intrinsic-size priorities along the stack's axis are raised by
/// a tiny amount that grows with its index (hugging) or with its distance from the end
/// (compression resistance). Between tied views, the first stretches and the last shrinks;
/// a difference of a whole priority step (1 in 1...1000) always outweighs the offsets.
struct StackOrder: Equatable {
    /// The step between neighbours: a thousandth of a priority step, so that a stack of
    /// up to a few hundred views stays below any real difference in priority.
    static let step = 0.001

    var axis: LayoutAxis
    var huggingOffset: Double
    var resistanceOffset: Double
}

extension LayoutView {
    /// The hugging priority the engine gives the intrinsic size along `axis`: the view's own,
    /// plus its stack's tie-breaking offset (never reaching required).
    func effectiveHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        Self.offset(
            contentHuggingPriority(for: axis), stackOrder?.axis == axis ? stackOrder?.huggingOffset : nil)
    }

    /// The compression-resistance priority the engine gives the intrinsic size along `axis`.
    func effectiveCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        Self.offset(
            contentCompressionResistancePriority(for: axis),
            stackOrder?.axis == axis ? stackOrder?.resistanceOffset : nil)
    }

    private static func offset(_ priority: LayoutPriority, _ offset: Double?) -> LayoutPriority {
        guard let offset, offset > 0, priority.rawValue + offset < 999 else { return priority }
        return LayoutPriority(priority.rawValue + offset)
    }
}
