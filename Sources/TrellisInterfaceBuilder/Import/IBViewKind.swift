// What the importer knows about each element name that stands for a view.

enum IBViewKind {
    /// Views that show text, whose intrinsic size depends on a font Linux does not have.
    static let textBearing: Set<String> = [
        "label", "button", "textField", "textView", "segmentedControl", "searchBar",
    ]

    /// Scroll views: their edges constrained to descendants mean the content area.
    static let scrolling: Set<String> = ["scrollView", "tableView", "collectionView", "textView"]

    /// Roots found inside other views (a table's prototype cells, a collection's cells and
    /// supplementary views): laid out on their own, as UIKit lays each cell out alone.
    static let nestedRoots: Set<String> = [
        "tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView",
    ]

    /// Keyed children of a view that are subviews (other keyed views, such as a cell's
    /// `backgroundView`, are sized by their owner at run time and not laid out).
    static let subviewKeys: Set<String> = ["contentView", "tableHeaderView", "tableFooterView"]

    /// Children that hold nothing the layout reads.
    static let ignoredChildren: Set<String> = [
        "rect", "autoresizingMask", "color", "nil", "fontDescription", "state", "connections",
        "userDefinedRuntimeAttributes", "accessibility", "textInputTraits", "point", "size",
        "constraints", "subviews", "variation", "viewLayoutGuide", "edgeInsets", "directionalEdgeInsets",
        "segments", "string", "attributedString", "imageReference", "preferredSymbolConfiguration",
        "inset", "gestureRecognizers", "prototypes", "sections", "cells", "collectionViewFlowLayout",
        "collectionViewLayout", "real", "integer", "bool", "date", "locale", "dataDetectorType",
        "textAttributes", "items", "navigationItem", "tabBarItem", "buttonConfiguration",
        "backgroundConfiguration", "listContentConfiguration", "freeformSimulatedSizeMetrics",
        "simulatedMetricsContainer", "simulatedStatusBarMetrics", "simulatedScreenMetrics",
        "simulatedOrientationMetrics", "simulatedNavigationBarMetrics", "simulatedTabBarMetrics",
        "simulatedToolbarMetrics", "wkWebViewConfiguration", "dataDetectorTypes", "paragraphStyle",
        "offsetWrapper", "gradient", "datePickerMode", "fontDescriptionSet", "mutableString",
        "barButtonItem", "navigationBarAppearance", "toolbarAppearance", "tabBarAppearance",
        "segment", "scopeButtonTitles", "string", "array", "webViewConfiguration",
        "audiovisualMediaTypes", "rect", "accessibilityTraits", "keyCommand", "menu", "action",
        "outlet", "progressViewStyle", "imageSymbolConfiguration", "contentConfiguration", "animations",
        "blurEffect", "vibrancyEffect",
    ]
}
