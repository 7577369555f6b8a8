import TrellisSolver

// Which solver lays out a tree, and what each part of it used.

extension LayoutView {
    /// Which solver lays out this view's tree (set it on the root; a view added to another
    /// tree follows that tree's root). ``Backend/auto`` by default.
    ///
    /// - ``Backend/auto``: each independent part of the layout up to
    ///   ``AutoPolicy/componentPresolveRowLimit`` constraints keeps an incremental solver (a
    ///   constant or priority change afterwards costs microseconds); larger parts go through
    ///   presolve (equalities, fixed values and one-view preferences solved out exactly).
    ///   What is left is solved exactly when it is one row linking views with preferences of
    ///   their own (a row of views squeezed by its container, an equal-spacing stack);
    ///   otherwise up to ``AutoPolicy/reducedIncrementalRowLimit`` rows by the incremental
    ///   solver and more by GLPK.
    /// - ``Backend/incremental``: every part in an incremental solver, as UIKit's engine.
    /// - ``Backend/glpk``: every part through presolve and GLPK.
    ///
    /// Conflicts are found, broken and reported the same way on every backend (UIKit's rule:
    /// in activation order, a required constraint that cannot hold with those before it is
    /// broken, decided in an incremental solver). The report
    /// says what each part used (``LayoutReport/backend``, ``LayoutReport/note``).
    // snippet: given let root = LayoutView("root")
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

extension LayoutView {
    /// Whether the parts of this view's tree solved through presolve keep it, so that a later
    /// constant change replays it (microseconds) rather than building the part again (set it
    /// on the root; true by default). A tree laid out once and then read, as `trellis layout`
    /// does, can let it go: it is about as large as the part's rows.
    package var keepsPresolveForReplay: Bool {
        get { rootEngine.keepsPresolveForReplay }
        set { rootEngine.keepsPresolveForReplay = newValue }
    }
}

extension LayoutEngine {
    /// The backend that solved the most rows, and a one-line summary of every component's.
    /// - Complexity: O(components), with no text built per component.
    func backendSummary() -> (backend: BackendKind, note: String) {
        var parts: [ComponentProvenance.Path: (count: Int, rows: Int)] = [:]
        var rowsBy: [BackendKind: Int] = [:]
        var order: [ComponentProvenance.Path] = []
        var live = 0
        var largest: EngineComponent?
        for component in components where !component.isDead {
            live += 1
            let rows = component.entries.count
            let path = component.provenance.path
            if let part = parts[path] {
                parts[path] = (part.count + 1, part.rows + rows)
            } else {
                order.append(path)
                parts[path] = (1, rows)
            }
            rowsBy[component.provenance.backend, default: 0] += rows
            if rows > (largest?.entries.count ?? 0) { largest = component }
        }
        let main =
            rowsBy.keys.sorted().max { rowsBy[$0, default: 0] < rowsBy[$1, default: 0] } ?? .incremental
        var note = "\(backend.rawValue): \(live) component\(live == 1 ? "" : "s")"
        if !order.isEmpty {
            note +=
                "; "
                + order.map { "\(parts[$0]?.count ?? 0) \($0.label) (\(rowsText(parts[$0]?.rows ?? 0)))" }
                .joined(separator: ", ")
        }
        if let largest {
            note += "; largest (\(rowsText(largest.entries.count))): \(largest.provenance.note)"
        }
        return (main, note)
    }
}

extension ComponentProvenance.Path {
    /// How the report's summary names the path.
    var label: String {
        switch self {
        case .presolved(let kind): "presolve + \(kind.rawValue)"
        case .presolvedAfterConflict(let kind): "presolve + \(kind.rawValue) (conflict)"
        case .incrementalAfterPresolve: "incremental (conflict)"
        case .incremental: "incremental"
        }
    }
}

/// `1 row`, `23 rows`: a count of rows for the notes.
func rowsText(_ count: Int) -> String { count == 1 ? "1 row" : "\(count) rows" }
