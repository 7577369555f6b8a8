import TrellisSolver

/// Placeholder until the engine lands.
final class LayoutEngine {
    weak var root: LayoutView?
    let isFitting: Bool
    var lastReport = LayoutReport()

    init(root: LayoutView, fitting: Bool) {
        self.root = root
        self.isFitting = fitting
    }

    func detach() {}
    func itemDidChange(_ view: LayoutView) {}
    func structureDidChange() {}
    func constraintDidActivate(_ constraint: LayoutConstraint, on host: LayoutView) {}
    func constraintDidChange(_ constraint: LayoutConstraint) {}
    func constraintDidDeactivate(_ constraint: LayoutConstraint) {}
    func layout(strict: Bool) -> LayoutReport { lastReport }
    func fittingSize(_ target: LayoutSize, horizontal: LayoutPriority, vertical: LayoutPriority) -> LayoutSize
    {
        target
    }
    func isAmbiguous(_ item: any LayoutItem) -> Bool { true }
}

/// Implicit constraints a view keeps.
struct ImplicitConstraints {}
