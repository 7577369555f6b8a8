// The bars a storyboard's controller shows over its view, from its simulated metrics or
// from the segues that place it in a navigation or tab bar controller, as Interface Builder
// infers them. Heights are UIKit's: a navigation bar 44 points (96 with a large title), a tab
// bar 49 on phones and 50 on pads, a toolbar 44.

struct IBBars {
    private var navigationTargets: [String: Double] = [:]
    private var tabTargets: Set<String> = []
    /// The navigation controller whose stack holds each controller, by the controller's id.
    private(set) var navigationControllers: [String: IBElement] = [:]
    /// Controllers shown inside a container view (sized by the container).
    private(set) var embeddedControllers: Set<String> = []
    private let idiom: InterfaceBuilderDevice.Idiom

    init(document: IBElement, idiom: InterfaceBuilderDevice.Idiom) {
        self.idiom = idiom
        var controllers: [String: IBElement] = [:]
        var segues: [IBSegue] = []
        for scene in document.child("scenes")?.children("scene") ?? [] {
            for object in scene.child("objects")?.children ?? [] {
                guard let id = object.id, object.name != "placeholder" else { continue }
                controllers[id] = object
                IBBars.collectSegues(object, from: id, into: &segues, depth: 0)
            }
        }
        for segue in segues {
            if segue.kind == "embed" { embeddedControllers.insert(segue.to) }
            guard let source = controllers[segue.from] else { continue }
            if source.name == "navigationController", segue.relationship == "rootViewController" {
                navigationControllers[segue.to] = source
            }
            if source.name == "navigationController", segue.relationship == "rootViewController",
                !source.flag("navigationBarHidden")
            {
                let large = source.child("navigationBar", key: "navigationBar")?.flag("largeTitles") == true
                navigationTargets[segue.to] = large ? 96 : 44
            }
            if source.name == "tabBarController", segue.relationship == "viewControllers" {
                tabTargets.insert(segue.to)
                if let target = controllers[segue.to], target.name == "navigationController" {
                    for inner in segues
                    where inner.from == segue.to && inner.relationship == "rootViewController" {
                        tabTargets.insert(inner.to)
                    }
                }
            }
        }
        // Controllers shown from a controller with a navigation bar get one too.
        var changed = true
        var rounds = 0
        while changed && rounds < 64 {
            changed = false
            rounds += 1
            for segue in segues where segue.kind == "show" || segue.kind == "push" {
                if let height = navigationTargets[segue.from], navigationTargets[segue.to] == nil {
                    navigationTargets[segue.to] = height == 96 ? 44 : height
                    changed = true
                }
                if let navigation = navigationControllers[segue.from], navigationControllers[segue.to] == nil
                {
                    navigationControllers[segue.to] = navigation
                    changed = true
                }
            }
        }
    }

    private static func collectSegues(
        _ element: IBElement, from id: String, into segues: inout [IBSegue], depth: Int
    ) {
        for child in element.children {
            if child.name == "segue", let destination = child["destination"] {
                segues.append(
                    IBSegue(
                        from: id, to: destination, kind: child["kind"] ?? "",
                        relationship: child["relationship"]))
            } else if depth < 32 {
                collectSegues(child, from: id, into: &segues, depth: depth + 1)
            }
        }
    }

    /// The height of the bars above the controller's view.
    func top(_ controller: IBElement) -> Double {
        if let metrics = controller.child(key: "simulatedTopBarMetrics") {
            guard metrics.name == "simulatedNavigationBarMetrics" else { return 0 }
            return metrics["prompted"] == "YES" ? 74 : 44
        }
        guard let id = controller.id, let height = navigationTargets[id] else { return 0 }
        if controller.child("navigationItem", key: "navigationItem")?["largeTitleDisplayMode"] == "never" {
            return 44
        }
        return height
    }

    /// The height of the bars below the controller's view.
    func bottom(_ controller: IBElement) -> Double {
        if let metrics = controller.child(key: "simulatedBottomBarMetrics") {
            switch metrics.name {
            case "simulatedTabBarMetrics": return idiom == .pad ? 50 : 49
            case "simulatedToolbarMetrics": return 44
            default: return 0
            }
        }
        guard let id = controller.id, tabTargets.contains(id), !controller.flag("hidesBottomBarWhenPushed")
        else {
            return 0
        }
        return idiom == .pad ? 50 : 49
    }
}

/// A segue between two controllers.
struct IBSegue {
    var from: String
    var to: String
    var kind: String
    var relationship: String?
}
