import Foundation
import Trellis

// What Xcode simulated around a root (the bars over a controller's view, the margins it gave
// a view) is not written in the document, but the stored frames show it: a view pinned with
// an equality to the safe area's top, a layout guide or a margin sits where that edge was.
// With `InterfaceBuilderOptions.metrics == .stored`, on the document's own device the
// importer reads those edges back from the stored frames
// (the most common value among the views that say, leaving out views Xcode flagged), and
// falls back to UIKit's defaults where no view says. On another device, the bars found this
// way are kept and the device's own insets replace the document device's.

extension IBRootBuilder {
    /// One reading of an edge from a stored frame.
    private struct Vote {
        var edge: Edge
        var value: Double
    }

    enum Edge: Hashable {
        case safeTop, safeBottom, guideTop, guideBottom
        case margin(String, LayoutAttribute)
    }

    /// The edges the stored frames show, by edge (the most common reading of each).
    func storedEdges(controllerGuides: [String: Bool]) -> [Edge: Double] {
        let rootID = source.element.id ?? ""
        let safeID = source.element.children("viewLayoutGuide").first { $0.key == "safeArea" }?.id
        var votes: [Edge: [Double: Int]] = [:]
        for (holder, list) in constraintLists {
            for element in list.children where element.name == "constraint" {
                guard variations.isInstalled(element.id), element["relation"] == nil,
                    element["multiplier"] == nil, (element.number("priority") ?? 1000) >= 1000,
                    let secondID = element["secondItem"]
                else { continue }
                let firstID = element["firstItem"] ?? holder
                let constant = element.number("constant") ?? 0
                let sides = [
                    // first == second + c: the first as the anchor is the second's edge plus c...
                    (firstID, element["firstAttribute"], secondID, element["secondAttribute"], -constant),
                    // ... and the second as the anchor is the first's edge less c.
                    (secondID, element["secondAttribute"], firstID, element["firstAttribute"], constant),
                ]
                for (anchorID, anchorAttribute, viewID, viewAttribute, offset) in sides {
                    guard let anchorAttribute, let viewAttribute else { continue }
                    // The same edge, margin or not (a view's top on its superview's top
                    // margin), or a guide's bottom against a view's top.
                    let anchorEdge = anchorAttribute.replacingOccurrences(of: "Margin", with: "")
                    let viewEdge = viewAttribute.replacingOccurrences(of: "Margin", with: "")
                    guard
                        anchorEdge == viewEdge || (anchorEdge == "bottom" && viewEdge == "top")
                            || (anchorEdge == "top" && viewEdge == "bottom")
                    else { continue }
                    guard
                        let vote = reading(
                            anchorID, anchorAttribute, viewID, viewAttribute, offset, rootID: rootID,
                            safeID: safeID,
                            controllerGuides: controllerGuides)
                    else { continue }
                    votes[vote.edge, default: [:]][(vote.value * 6).rounded() / 6, default: 0] += 1
                }
            }
        }
        return votes.compactMapValues { counts in
            counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
        }
    }

    /// What `view.viewAttribute == anchor.anchorAttribute + offset` says about the anchor's
    /// edge, when the anchor is the root's safe area, a controller guide or a view's margin.
    private func reading(
        _ anchorID: String, _ anchorAttribute: String, _ viewID: String, _ viewAttribute: String,
        _ offset: Double,
        rootID: String, safeID: String?, controllerGuides: [String: Bool]
    ) -> Vote? {
        guard var frame = absoluteStoredFrame(viewID), !(elements[viewID]?.flag("misplaced") ?? true),
            !(elements[viewID]?.flag("ambiguous") ?? true), let rootFrame = storedFrames[rootID]
        else { return nil }
        // Constraints hold a control's alignment rectangle, not its frame.
        if let insets = alignmentInsets[viewID] {
            frame = LayoutRect(
                x: frame.minX + insets.left, y: frame.minY + insets.top,
                width: frame.width - insets.left - insets.right,
                height: frame.height - insets.top - insets.bottom)
        }
        // The anchor's edge in the root's coordinates: the view's edge less the constant.
        let edge: Double
        switch viewAttribute {
        case "top", "topMargin": edge = frame.minY - offset
        case "bottom", "bottomMargin": edge = frame.maxY - offset
        case "leading", "left", "leadingMargin", "leftMargin": edge = frame.minX - offset
        case "trailing", "right", "trailingMargin", "rightMargin": edge = frame.maxX - offset
        default: return nil
        }
        if anchorID == safeID {
            if anchorAttribute == "top" { return Vote(edge: .safeTop, value: edge) }
            if anchorAttribute == "bottom" { return Vote(edge: .safeBottom, value: rootFrame.height - edge) }
            return nil
        }
        if let isTop = controllerGuides[anchorID] {
            if isTop && anchorAttribute == "bottom" { return Vote(edge: .guideTop, value: edge) }
            if !isTop && anchorAttribute == "top" {
                return Vote(edge: .guideBottom, value: rootFrame.height - edge)
            }
            return nil
        }
        guard anchorAttribute.hasSuffix("Margin"), let owner = absoluteStoredFrame(anchorID),
            viewID != anchorID, isInside(viewID, anchorID)
        else { return nil }
        let value: Double
        let attribute: LayoutAttribute
        switch anchorAttribute {
        case "leadingMargin", "leftMargin": (value, attribute) = (edge - owner.minX, .left)
        case "trailingMargin", "rightMargin": (value, attribute) = (owner.maxX - edge, .right)
        case "topMargin": (value, attribute) = (edge - owner.minY, .top)
        case "bottomMargin": (value, attribute) = (owner.maxY - edge, .bottom)
        default: return nil
        }
        guard value >= 0, value <= 64 else { return nil }
        return Vote(edge: .margin(anchorID, attribute), value: value)
    }

    /// The stored frame of `id` in the root's coordinates (the root at the origin).
    func absoluteStoredFrame(_ id: String) -> LayoutRect? {
        guard var frame = storedFrames[id] else { return nil }
        if id == source.element.id { return LayoutRect(origin: .zero, size: frame.size) }
        var current = id
        var steps = 0
        while let parent = parentOf[current], parent != source.element.id, steps < 512 {
            guard let parentFrame = storedFrames[parent] else { return nil }
            frame.origin.x += parentFrame.minX
            frame.origin.y += parentFrame.minY
            current = parent
            steps += 1
        }
        return frame
    }

    private func isInside(_ id: String, _ ancestor: String) -> Bool {
        var current = id
        var steps = 0
        while let parent = parentOf[current], steps < 512 {
            if parent == ancestor { return true }
            current = parent
            steps += 1
        }
        return false
    }
}
