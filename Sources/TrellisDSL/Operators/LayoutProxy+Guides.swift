import Trellis

// A view's system guides as proxies, as Cartography's `ViewProxy` offers them
// (`view.safeAreaLayoutGuide.top`, `view.superview?.layoutMarginsGuide.leading`).

extension LayoutProxy {
    /// A proxy of the view's margins guide (UIKit's `layoutMarginsGuide`), collecting into the
    /// same block. For a guide, the guide itself (a guide has no margins of its own).
    // snippet: given let card = LayoutView("card"), title = LayoutView("title")
    /// ```swift
    /// try constrain(card, title) { card, title in
    ///     title.leading == card.layoutMarginsGuide.leading
    /// }
    /// ```
    public var layoutMarginsGuide: LayoutProxy {
        guard let view = item as? LayoutView else { return self }
        return LayoutProxy(view.layoutMarginsGuide, context: context)
    }

    /// A proxy of the view's safe-area guide (UIKit's `safeAreaLayoutGuide`); for a
    /// guide, the guide itself.
    // snippet: given let screen = LayoutView("screen"), bar = LayoutView("bar")
    /// ```swift
    /// try constrain(screen, bar) { screen, bar in
    ///     bar.top == screen.safeAreaLayoutGuide.top
    /// }
    /// ```
    public var safeAreaLayoutGuide: LayoutProxy {
        guard let view = item as? LayoutView else { return self }
        return LayoutProxy(view.safeAreaLayoutGuide, context: context)
    }

    /// A proxy of the view's readable-content guide (UIKit's `readableContentGuide`); for a
    /// guide, the guide itself.
    // snippet: given let page = LayoutView("page"), body = LayoutView("body")
    /// ```swift
    /// try constrain(page, body) { page, body in
    ///     body.leading == page.readableContentGuide.leading
    /// }
    /// ```
    public var readableContentGuide: LayoutProxy {
        guard let view = item as? LayoutView else { return self }
        return LayoutProxy(view.readableContentGuide, context: context)
    }
}
