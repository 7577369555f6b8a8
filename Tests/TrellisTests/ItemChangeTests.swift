import Testing

@testable import Trellis
import TrellisLayoutTestSupport

/// A view's own properties feed either only the engine's implicit constraints (a pinned
/// frame, an intrinsic size and its priorities) or also the forms of the constraints that
/// name the view (margins, baselines). The first kind must not form those constraints again,
/// and both must lay out as a fresh tree does.
@Suite struct ItemChangeTests {
    /// A pinned card with a margin-pinned label, a badge after it and a line on the label's
    /// baseline.
    private struct Card {
        let root = makeRoot(width: 320, height: 100)
        let card = LayoutView("card", frame: LayoutRect(x: 0, y: 0, width: 300, height: 80))
        let label = LayoutView("label")
        let badge = LayoutView("badge")
        let line = LayoutView("line")

        init() throws {
            root.addSubview(card)
            for view in [label, badge, line] { card.addSubview(view) }
            label.intrinsicContentSize = LayoutSize(width: 120, height: 20)
            badge.intrinsicContentSize = LayoutSize(width: 30, height: 30)
            try LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: card.leadingMarginAnchor),
                label.topAnchor.constraint(equalTo: card.topMarginAnchor),
                badge.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 4),
                badge.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingMarginAnchor),
                badge.topAnchor.constraint(equalTo: card.topAnchor),
                line.topAnchor.constraint(equalTo: label.firstBaselineAnchor),
                line.leadingAnchor.constraint(equalTo: card.leadingAnchor),
                line.widthAnchor.constraint(equalTo: card.widthAnchor),
                line.heightAnchor.constraint(equalToConstant: 1),
            ])
        }

        /// The queued change of `view`'s slot in the root's engine.
        func change(of view: LayoutView) -> EngineSlot.Change? {
            root.rootEngine.slot(for: ObjectIdentifier(view))?.change
        }

        var frames: [LayoutRect] { [card, label, badge, line].map(\.frame) }
    }

    @Test func pinsAndIntrinsicSizesQueueOnlyTheImplicitConstraints() throws {
        let edited = try Card()
        edited.root.layoutIfNeeded()
        edited.card.fixedFrame = LayoutRect(x: 10, y: 0, width: 200, height: 80)
        edited.label.intrinsicContentSize = LayoutSize(width: 150, height: 24)
        edited.badge.setContentHuggingPriority(300, for: .horizontal)
        #expect(edited.change(of: edited.card) == .implicit)
        #expect(edited.change(of: edited.label) == .implicit)
        #expect(edited.change(of: edited.badge) == .implicit)
        edited.root.layoutIfNeeded()
        #expect(edited.change(of: edited.card) == Optional(EngineSlot.Change.none))
        // The badge still fits: 8 + 150 + 4 + 30 = 192, at the card's right margin.
        let fresh = try Card()
        fresh.card.fixedFrame = LayoutRect(x: 10, y: 0, width: 200, height: 80)
        fresh.label.intrinsicContentSize = LayoutSize(width: 150, height: 24)
        fresh.badge.setContentHuggingPriority(300, for: .horizontal)
        fresh.root.layoutIfNeeded()
        for (a, b) in zip(edited.frames, fresh.frames) { #expect(a.isClose(to: b)) }
        expectFrame(edited.label, 8, 8, 150, 24)
        expectFrame(edited.card, 10, 0, 200, 80)
    }

    @Test func marginsAndBaselinesFormTheConstraintsAgain() throws {
        let edited = try Card()
        edited.root.layoutIfNeeded()
        expectFrame(edited.label, 8, 8, 120, 20)
        expectFrame(edited.line, 0, 28, 300, 1)
        edited.card.layoutMargins = LayoutInsets(top: 12, left: 20, bottom: 8, right: 8)
        edited.label.firstBaselineOffset = 15
        #expect(edited.change(of: edited.card) == .forms)
        #expect(edited.change(of: edited.label) == .forms)
        edited.root.layoutIfNeeded()
        expectFrame(edited.label, 20, 12, 120, 20)
        expectFrame(edited.line, 0, 27, 300, 1)
        // A later intrinsic change keeps the stronger request queued first.
        edited.label.firstBaselineOffset = 16
        edited.label.intrinsicContentSize = LayoutSize(width: 100, height: 20)
        #expect(edited.change(of: edited.label) == .forms)
        edited.root.layoutIfNeeded()
        expectFrame(edited.label, 20, 12, 100, 20)
        expectFrame(edited.line, 0, 28, 300, 1)
    }
}
