import Trellis

// The size Interface Builder gives a controller's view in a navigation stack shown full
// screen: the device's screen, less the navigation bar when that bar is opaque (UIKit lays
// a view out below an opaque bar unless `extendedLayoutIncludesOpaqueBars` is set). Xcode
// flags the view `misplaced` when its stored size is another. Only the arrangement whose
// size is certain is answered: a navigation controller whose stored bar sits just below the
// status bar (a full-screen presentation, not a sheet), no bar below (tab bar or toolbar),
// no freeform size, no container, and no edges for extended layout written.

extension IBBars {
    /// The size Interface Builder gives `controller`'s view on `device` (the document's), or
    /// nil when the controller is not in a navigation stack this models.
    func simulatedViewSize(of controller: IBElement, on device: InterfaceBuilderDevice) -> LayoutSize? {
        guard let id = controller.id, !embeddedControllers.contains(id),
            let navigation = navigationControllers[id], !navigation.flag("navigationBarHidden"),
            navigation["toolbarHidden"] != "NO",
            let bar = navigation.child("navigationBar", key: "navigationBar"),
            let barFrame = IBRootBuilder.frame(of: bar)
        else { return nil }
        let unmodelled = ["freeformSize", "edgesForExtendedLayout"]
        if controller.children.contains(where: { $0.key.map(unmodelled.contains) == true }) { return nil }
        if bottom(controller) > 0 { return nil }
        let screen = device.size
        guard abs(barFrame.minY - device.safeAreaInsets.top) <= 0.5,
            abs(barFrame.width - screen.width) <= 0.5
        else { return nil }
        let opaque = bar["translucent"] == "NO" && !controller.flag("extendedLayoutIncludesOpaqueBars")
        return LayoutSize(width: screen.width, height: screen.height - (opaque ? barFrame.maxY : 0))
    }
}
