import Testing

@testable import Trellis
@testable import TrellisDSL

/// An equal-centring stack of many views leaves presolve rows that couple every view (the
/// equal distances between centres are preferences): under `.auto` they go to GLPK, which
/// also says which views are undecided, and constant changes re-solve them warm. Frames and
/// ambiguity must be those of the incremental solver alone.
@Suite struct StackCenteringScaleTests {
    func stack(_ count: Int, width: Double, backend: Backend) -> (LayoutStackView, [LayoutView]) {
        manyViewStack(count, width: width, distribution: .equalCentering, backend: backend)
    }

    func expectSameLayout(
        _ views: [LayoutView], _ root: LayoutView, as reference: [LayoutView], _ referenceRoot: LayoutView,
        _ context: String
    ) {
        let ambiguous = Set(root.ambiguousItems().compactMap { ($0 as? LayoutView)?.identifier })
        let expected = Set(referenceRoot.ambiguousItems().compactMap { ($0 as? LayoutView)?.identifier })
        #expect(ambiguous == expected, "\(context): ambiguous views differ")
        for (view, other) in zip(views, reference) where !expected.contains(other.identifier) {
            let a = view.frame
            let b = other.frame
            #expect(
                abs(a.minX - b.minX) < 1e-6 && abs(a.width - b.width) < 1e-6 && abs(a.minY - b.minY) < 1e-6,
                "\(context): \(view.identifier) \(a) against \(b)")
        }
    }

    @Test(arguments: [80.0 * 60, 80.0 * 30])
    func largeStacksGoToGLPKWithTheIncrementalSolversAnswer(width: Double) throws {
        let (bar, views) = stack(80, width: width, backend: .auto)
        let report = bar.layoutIfNeeded()
        #expect(report.note.contains("presolve + glpk"), "\(report.note)")
        let (reference, referenceViews) = stack(80, width: width, backend: .incremental)
        reference.layoutIfNeeded()
        expectSameLayout(views, bar, as: referenceViews, reference, "first layout")
        // Constant changes: re-solved warm, no rebuild, the same answer as a fresh layout.
        for (step, i) in [3, 41, 77, 12].enumerated() {
            let size = LayoutSize(width: Double(15 + step * 11), height: 10)
            views[i].intrinsicContentSize = size
            referenceViews[i].intrinsicContentSize = size
            bar.layoutIfNeeded()
            #expect(bar.layoutStatistics.componentsRebuiltInLastPass == 0, "step \(step)")
            reference.layoutIfNeeded()
            expectSameLayout(views, bar, as: referenceViews, reference, "step \(step)")
        }
    }

    @Test func smallStacksStayWithTheIncrementalSolver() throws {
        let (bar, _) = stack(20, width: 20 * 60, backend: .auto)
        let report = bar.layoutIfNeeded()
        #expect(!report.note.contains("glpk"), "\(report.note)")
    }
}
