import Testing

@testable import Trellis
@testable import TrellisDSL

/// An equal-spacing stack of many views is folded by presolve: the positions leave with the
/// spacers, and what the solver gets is each view's own preferences and one row over the
/// widths and the common gap.
@Suite struct StackPresolveTests {
    func stack(_ count: Int, width: Double) -> (LayoutStackView, [LayoutView]) {
        manyViewStack(count, width: width, distribution: .equalSpacing)
    }

    @Test func theSolverGetsOneRowOverTheWidths() throws {
        let (bar, views) = stack(300, width: 300 * 60)
        bar.layoutIfNeeded()
        let engine = bar.rootEngine
        // The horizontal component: every row presolve left has one variable, but one, and
        // that shape is solved by its linking row, without a solver.
        func left(_ component: EngineComponent) -> Int { component.presolvedState?.system?.reduced.constraints.count ?? 0 }
        let component = try #require(engine.components.max { left($0) < left($1) })
        let lengths = component.presolvedState?.system?.reduced.constraints.map(\.coefficients.count) ?? []
        #expect(lengths.filter { $0 > 2 }.count == 1, "row lengths: \(Set(lengths).sorted())")
        let reduced = try #require(component.presolvedState?.reduced)
        guard case .linked = reduced else {
            Issue.record("the rows left are solved by \(reduced), not by their linking row")
            return
        }
        #expect(component.provenance.path == .presolved(.incremental))
        #expect(
            component.provenance.note.contains("one linking row over 301 variables left"), "\(component.provenance.note)")
        // Hand-derived: each view at its intrinsic width, the gaps equal and filling the rest.
        let widths: [Double] = (0..<300).map { (i: Int) -> Double in Double(20 + (i * 7) % 40) }
        let total: Double = widths.reduce(0, +)
        let gap: Double = (300 * 60 - total) / 299
        var x = 0.0
        for (view, width) in zip(views, widths) {
            #expect(abs(view.frame.minX - x) < 1e-6 && abs(view.frame.width - width) < 1e-6)
            x += width + gap
        }
    }

    @Test func theLeastGapHoldsWhenTheStackIsNarrow() throws {
        // 300 views of 11,830 points in all, 299 gaps of at least 4: the stack is 12,000
        // wide, so the gaps stay at 4 and the views give up 1,026 points.
        let (bar, views) = stack(300, width: 12_000)
        bar.layoutIfNeeded()
        for (a, b) in zip(views, views.dropFirst()) {
            #expect(abs(b.frame.minX - a.frame.maxX - 4) < 1e-6)
        }
        #expect(abs((views.last?.frame.maxX ?? 0) - 12_000) < 1e-6)
    }
}
