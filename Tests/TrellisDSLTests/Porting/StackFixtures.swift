@testable import Trellis
@testable import TrellisDSL

/// `count` views with intrinsic widths 20...59 (`20 + 7i mod 40`) and height 10, in a
/// horizontal stack `width` wide with spacing 4, on `backend`.
func manyViewStack(
    _ count: Int, width: Double, distribution: LayoutStackView.Distribution, backend: Backend = .auto
) -> (LayoutStackView, [LayoutView]) {
    let views = (0..<count).map { i -> LayoutView in
        let view = LayoutView("v\(i)")
        view.intrinsicContentSize = LayoutSize(width: Double(20 + (i * 7) % 40), height: 10)
        return view
    }
    let stack = LayoutStackView(
        "bar", frame: LayoutRect(x: 0, y: 0, width: width, height: 40), arrangedSubviews: views)
    stack.distribution = distribution
    stack.spacing = 4
    stack.layoutBackend = backend
    return (stack, views)
}
