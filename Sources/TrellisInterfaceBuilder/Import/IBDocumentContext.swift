import Trellis

/// What every root of a document shares while it is built: the file's name, the device, the
/// options, and the document-wide tables (images, designables, every id).
struct IBDocumentContext {
    var file: String
    var device: InterfaceBuilderDevice
    /// The device the document was saved for (its stored frames are for it).
    var documentDevice: InterfaceBuilderDevice
    var options: InterfaceBuilderOptions
    /// `<resources><image name width height>`: the images' sizes in points.
    var images: [String: LayoutSize] = [:]
    /// `<designables><designable id><size key="intrinsicContentSize">`.
    var designables: [String: LayoutSize] = [:]
    /// Every id the document defines, with where it is defined.
    var definedIDs: Set<String> = []
    /// Whether the document uses safe areas (`useSafeAreas="YES"`).
    var usesSafeAreas = false
    /// Whether the document is laid out with Auto Layout (`useAutolayout="YES"`).
    var usesAutolayout = true

    /// A diagnostic at `element`.
    func diagnostic(
        _ kind: InterfaceBuilderDiagnostic.Kind, _ element: IBElement, _ message: String, id: String? = nil
    ) -> InterfaceBuilderDiagnostic {
        InterfaceBuilderDiagnostic(
            kind: kind, file: file, line: element.line, column: element.column, message: message,
            objectID: id ?? element.id)
    }
}

/// Where a root comes from and what surrounds it.
struct IBRootSource {
    /// The root view's element.
    var element: IBElement
    /// `viewController`, `tableViewController`... for a scene's view; the element's own name
    /// otherwise (`view`, `tableViewCell`...).
    var kind: String
    /// The view controller, for a scene's main view.
    var controller: IBElement?
    /// The bars the scene shows over the view (navigation bar above, tab bar or toolbar below).
    var topBarHeight: Double = 0
    var bottomBarHeight: Double = 0
    /// Whether the bar above is opaque: the view then starts below it (and the status bar).
    var topBarIsOpaque = false
    /// The size Interface Builder gives a controller's view on the document's device, when
    /// its scene decides it (see `IBBars.simulatedViewSize`); nil otherwise.
    var simulatedSize: LayoutSize?
}
