import Foundation
import Trellis

// Intrinsic content sizes: placeholders, designables, images, UIKit controls and text.

extension IBRootBuilder {
    /// Controls whose intrinsic size UIKit fixes (the size does not depend on content). The
    /// stored frame gives it: documents store 51 x 31 for a switch, 20 x 20 for a medium
    /// activity indicator, 94 x 32 for a stepper, a height of 2 for a progress view and 31
    /// for a slider (iOS 13 and later; other iOS versions and Mac Catalyst differ, which is
    /// why the stored size is used rather than a table).
    static let fixedSizeControls: [String: (width: Bool, height: Bool)] = [
        "switch": (true, true), "activityIndicatorView": (true, true), "stepper": (true, true),
        "progressView": (false, true), "slider": (false, true), "pageControl": (true, true),
        "datePicker": (true, true), "pickerView": (true, true), "navigationBar": (false, true),
        "toolbar": (false, true), "tabBar": (false, true),
    ]

    /// Controls whose frame is larger than the rectangle constraints align (UIKit's
    /// `alignmentRectInsets`): constraints place the alignment rectangle, and the frame is it
    /// grown by these insets. No published figures exist; these are read off public
    /// documents, where a switch's frame reaches 2 points past its trailing constraint (51
    /// wide beside a width constraint of 49), a slider's 2 points past both side constraints
    /// and 1 point below its bottom one, and a segmented control's 1 point below (the next
    /// view in a stack starts 1 point above its frame's bottom).
    static let alignmentInsets: [String: LayoutInsets] = [
        "switch": LayoutInsets(top: 0, left: 0, bottom: 0, right: 2),
        "slider": LayoutInsets(top: 0, left: 2, bottom: 1, right: 2),
        "segmentedControl": LayoutInsets(top: 0, left: 0, bottom: 1, right: 0),
    ]

    func applyIntrinsicSize(_ view: LayoutView, _ element: IBElement) {
        guard let id = element.id else { return }
        let stored = Self.frame(of: element)?.size
        if element["placeholderIntrinsicWidth"] != nil || element["placeholderIntrinsicHeight"] != nil {
            view.intrinsicContentSize = LayoutSize(
                width: placeholderValue(element["placeholderIntrinsicWidth"]),
                height: placeholderValue(element["placeholderIntrinsicHeight"]))
            return
        }
        let showsText =
            IBViewKind.textBearing.contains(element.name)
            && !(element.name == "textView" && element["scrollEnabled"] != "NO")
        if showsText { textViews.insert(id) }
        // A designable text view (a label subclass) is measured as text: its designable size
        // is its unwrapped size, not the height it wraps to.
        if let designed = context.designables[id], !showsText {
            view.intrinsicContentSize = designed
            return
        }
        let name = element.name
        if name == "imageView" {
            if let image = element["image"], let size = context.images[image] {
                view.intrinsicContentSize = size
            }
            return
        }
        if let axes = Self.fixedSizeControls[name], let stored {
            let insets = Self.alignmentInsets[name] ?? .zero
            if insets != .zero { alignmentInsets[id] = insets }
            view.intrinsicContentSize = LayoutSize(
                width: axes.width ? stored.width - insets.left - insets.right : LayoutView.noIntrinsicMetric,
                height: axes.height
                    ? stored.height - insets.top - insets.bottom : LayoutView.noIntrinsicMetric)
            return
        }
        guard showsText else { return }
        let font = IBFont(element, defaultSize: name == "button" ? 15 : 17)
        if let stored { setBaselines(view, font: font, height: stored.height, element: element) }
        let insets = Self.alignmentInsets[name] ?? .zero
        if insets != .zero { alignmentInsets[id] = insets }
        switch context.options.text {
        case .stored:
            if let stored {
                view.intrinsicContentSize = LayoutSize(
                    width: stored.width - insets.left - insets.right,
                    height: stored.height - insets.top - insets.bottom)
            }
        case .measured(let provider):
            measure(view, element, font: font, provider: provider, stored: stored)
        }
    }

    private func placeholderValue(_ text: String?) -> Double {
        guard let text, let value = Double(text), value.isFinite, value >= 0 else {
            return LayoutView.noIntrinsicMetric
        }
        return value
    }

    /// Baselines of text centred vertically in the view, as labels, buttons and text fields
    /// draw it: the lines the stored height holds, centred, the first baseline an ascender
    /// below the first line's top and the last a descender above the last line's bottom.
    private func setBaselines(_ view: LayoutView, font: IBFont, height: Double, element: IBElement) {
        let line = font.lineHeight
        guard line > 0 else { return }
        let lines = max(1, (height / line).rounded(.down))
        let top = max(0, (height - lines * line) / 2)
        view.firstBaselineOffset = top + font.size * IBFont.ascender
        view.lastBaselineOffset = top + lines * line - font.size * IBFont.descender
    }

    /// A text view measured by `provider`: a label wraps at its width (to `numberOfLines`),
    /// a button adds its content padding, other views keep the stored height.
    private func measure(
        _ view: LayoutView, _ element: IBElement, font: IBFont, provider: any TextMeasurerProvider,
        stored: LayoutSize?
    ) {
        let measurer = provider.measurer(for: font.description)
        let scale = device.scale
        let text = Self.text(of: element)
        func ceilToPixel(_ value: Double) -> Double { (value * scale).rounded(.up) / scale }
        switch element.name {
        case "label":
            let lines = Int(min(max(element.number("numberOfLines") ?? 1, 0), 10_000))
            view.measure = { width in
                let size = measurer.measure(text, width: width, maximumLines: max(lines, 0))
                return LayoutSize(
                    width: ceilToPixel(size.width), height: ceilToPixel(max(size.height, font.lineHeight)))
            }
        case "button":
            // A system button pads its title by 6 points above and below (a 15-point title
            // line of 18 points in a button 30 points tall).
            let size = measurer.measure(text)
            view.intrinsicContentSize = LayoutSize(
                width: ceilToPixel(size.width), height: ceilToPixel(max(size.height, font.lineHeight) + 12))
        default:
            if let stored { view.intrinsicContentSize = stored }
        }
    }

    /// The text a view shows: its `text` attribute, its `<string key="text">`, its attributed
    /// string's fragments, or a button's normal title.
    static func text(of element: IBElement) -> String {
        if let text = element["text"] { return text }
        if let string = element.child("string", key: "text") { return string["#text"] ?? "" }
        if let attributed = element.child("attributedString") {
            return attributed.children("fragment").map { $0["content"] ?? $0.child("string")?["#text"] ?? "" }
                .joined()
        }
        if let state = element.children("state").first(where: { $0.key == "normal" }) {
            return state["title"] ?? ""
        }
        return ""
    }
}
