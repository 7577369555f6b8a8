/// One axis of a rectangle, so row and column arithmetic is written once.
enum FrameAxis {
    case x, y

    func origin(_ rect: LayoutRect) -> Double { self == .x ? rect.minX : rect.minY }
    func length(_ rect: LayoutRect) -> Double { self == .x ? rect.width : rect.height }

    func with(_ rect: LayoutRect, origin: Double) -> LayoutRect {
        var copy = rect
        if self == .x { copy.origin.x = origin } else { copy.origin.y = origin }
        return copy
    }

    func with(_ rect: LayoutRect, length: Double) -> LayoutRect {
        var copy = rect
        if self == .x { copy.size.width = length } else { copy.size.height = length }
        return copy
    }
}
