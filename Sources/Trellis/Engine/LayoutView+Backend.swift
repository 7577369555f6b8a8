import TrellisSolver

// Which solver lays out a tree, and what each part of it used.

extension LayoutView {
    /// Which solver lays out this view's tree (set it on the root; a view added to another
    /// tree follows that tree's root). ``Backend/auto`` by default.
    ///
    /// - ``Backend/auto``: each independent part of the layout up to 64 constraints keeps
    ///   an incremental solver (a constant or priority change afterwards costs
    ///   microseconds); larger parts go through presolve (equalities, fixed values and
    ///   one-view preferences solved out exactly), and what is left to the incremental
    ///   solver.
    /// - ``Backend/incremental``: every part in an incremental solver, as UIKit's engine.
    /// - ``Backend/glpk``: every part through presolve and GLPK.
    ///
    /// Conflicts are found, broken and reported the same way on every backend (a part with
    /// a conflict is built constraint by constraint in an incremental solver). The report
    /// says what each part used (``LayoutReport/backend``, ``LayoutReport/note``).
    /// ```swift
    /// root.layoutBackend = .glpk
    /// let report = root.layoutIfNeeded()
    /// print(report.backend, report.note)
    /// ```
    public var layoutBackend: Backend {
        get { rootEngine.backend }
        set {
            let engine = rootEngine
            if engine.backend == newValue { return }
            engine.backend = newValue
            engine.structureDidChange()
        }
    }
}

extension LayoutEngine {
    /// The backend that solved the most rows, and a one-line summary of every component's.
    func backendSummary() -> (backend: BackendKind, note: String) {
        var parts: [String: (count: Int, rows: Int)] = [:]
        var rowsBy: [BackendKind: Int] = [:]
        var order: [String] = []
        var live = 0
        for component in components where !component.isDead {
            live += 1
            let key: String
            if component.isPresolved {
                key = "presolve + \(component.backend.rawValue)"
            } else if component.note.hasPrefix("presolve") {
                key = "incremental (conflict)"
            } else {
                key = "incremental"
            }
            if parts[key] == nil { order.append(key) }
            parts[key, default: (0, 0)].count += 1
            parts[key, default: (0, 0)].rows += component.entries.count
            rowsBy[component.backend, default: 0] += component.entries.count
        }
        let main =
            BackendKind.allCases.max { rowsBy[$0, default: 0] < rowsBy[$1, default: 0] } ?? .incremental
        var note = "\(backend.rawValue): \(live) component\(live == 1 ? "" : "s")"
        if !order.isEmpty {
            note +=
                "; "
                + order.map { "\(parts[$0]?.count ?? 0) \($0) (\(parts[$0]?.rows ?? 0) rows)" }
                .joined(separator: ", ")
        }
        if let largest = components.filter({ !$0.isDead }).max(by: { $0.entries.count < $1.entries.count }),
            largest.entries.count > 0
        {
            note += "; largest (\(largest.entries.count) rows): \(largest.note)"
        }
        return (main, note)
    }
}
