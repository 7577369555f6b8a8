/// What the engine of a tree holds and did in its last pass: for benchmarks, tuning and
/// checking that a change re-solved only what it touched.
///
// snippet: given let root = LayoutView("root"), a = LayoutView("a")
// snippet: given let gap = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
/// ```swift
/// root.layoutIfNeeded()
/// gap.constant = 12
/// root.layoutIfNeeded()
/// print(root.layoutStatistics.componentsSolvedInLastPass)   // 1
/// ```
public struct LayoutStatistics: Sendable, Hashable {
    /// Views and guides in the tree.
    public var items: Int
    /// Constraints in the engine, implicit ones (frames, intrinsic sizes) included.
    public var constraints: Int
    /// Independent components, each with its own solver.
    public var components: Int
    /// Components solved by the last pass that did any work.
    public var componentsSolvedInLastPass: Int
    /// Components whose solver the last such pass built from scratch.
    public var componentsRebuiltInLastPass: Int
}

extension LayoutView {
    /// Statistics of the engine of this view's tree (as of its last pass).
    public var layoutStatistics: LayoutStatistics {
        let engine = rootEngine
        return LayoutStatistics(
            items: engine.slotList.count, constraints: engine.entries.count + engine.intrinsicEntryCount,
            components: engine.components.count, componentsSolvedInLastPass: engine.reporting.lastSolvedCount,
            componentsRebuiltInLastPass: engine.reporting.lastRebuiltCount)
    }
}
