public import Testing
public import Trellis

/// A root view with a pinned frame.
public func makeRoot(_ name: String = "root", width: Double = 375, height: Double = 120) -> LayoutView {
    LayoutView(name, frame: LayoutRect(x: 0, y: 0, width: width, height: height))
}

/// A subview of `parent`.
@discardableResult
public func addChild(_ name: String, to parent: LayoutView) -> LayoutView {
    let view = LayoutView(name)
    parent.addSubview(view)
    return view
}

/// Expects `frame` to be `(x, y, w, h)` within 1e-6.
public func expectFrame(
    _ item: any LayoutItem, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let expected = LayoutRect(x: x, y: y, width: w, height: h)
    #expect(
        item.frame.isClose(to: expected), "\(item.identifier): \(item.frame) != \(expected)",
        sourceLocation: sourceLocation)
}

/// A deterministic text measurer: `characters` glyphs of `advance` points, `lineHeight`
/// per line, wrapped at the proposed width.
public func textMeasure(characters: Int, advance: Double = 10, lineHeight: Double = 20) -> (Double) -> LayoutSize {
    { width in
        let natural = Double(characters) * advance
        if !width.isFinite || width >= natural { return LayoutSize(width: natural, height: lineHeight) }
        let perLine = max(1, (width / advance).rounded(.down))
        let lines = (Double(characters) / perLine).rounded(.up)
        return LayoutSize(width: min(natural, perLine * advance), height: lines * lineHeight)
    }
}
