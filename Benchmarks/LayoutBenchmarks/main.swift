// Layout engine benchmarks (issue 4 §6): a tree of 1,001 views in nested rows.
//
// root (fixed frame) -> 40 rows -> 4 groups each -> 5 leaves each (1 + 40 + 160 + 800 views).
// Groups share a row's width equally between the row's margins; leaves are chained inside a
// group with intrinsic sizes (hugging and compression resistance), centred vertically.
//
// - "table": rows have fixed frames, as cells in a table (each row is its own component).
// - "stack": rows are chained top to bottom inside the root (one vertical component).
//
// Measured: the first layout (tree and constraints already built), a relayout after one
// constant change (best, median and mean over many changes), and, as the baseline, the same system
// built straight into TrellisSolver: hand-written variables and constraints (their creation
// is timed, as the engine's is), one solver per row as the engine splits it, and one solver
// for everything. Thread CPU time (see `now()`), release build:
// `swift run -c release LayoutBenchmarks [--repeat N]`.
import Foundation
import Trellis
import TrellisSolver

/// The calling thread's CPU time in seconds. The machine these figures come from is shared
/// (load above the core count), so wall-clock time mostly measures the neighbours;
/// thread CPU time leaves out the time the thread waited for a core.
func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

let rows = 40
let groupsPerRow = 4
let leavesPerGroup = 5
let rowHeight = 44.0
let width = 375.0
var repeats = 5
var changes = 2_000
var variants = [false, true]
var arguments = CommandLine.arguments.dropFirst()[...]
while let flag = arguments.popFirst() {
    let value = arguments.popFirst() ?? ""
    switch flag {
    case "--repeat": repeats = max(1, Int(value) ?? repeats)
    case "--changes": changes = max(1, Int(value) ?? changes)
    case "--only": variants = value == "stack" ? [true] : [false]
    default: print("unknown option \(flag)")
    }
}

/// Intrinsic width of leaf `k` of a group (deterministic).
func leafWidth(_ row: Int, _ group: Int, _ leaf: Int) -> Double {
    Double(8 + (row * 7 + group * 5 + leaf * 3) % 13)
}

struct Tree {
    var root: LayoutView
    var gaps: [LayoutConstraint]  // one leaf gap per row
    var viewCount: Int
}

/// Builds the tree with anchors (not laid out).
func buildTree(stacked: Bool) throws -> Tree {
    let root = LayoutView("root", frame: LayoutRect(x: 0, y: 0, width: width, height: rowHeight * Double(rows)))
    var constraints: [LayoutConstraint] = []
    var gaps: [LayoutConstraint] = []
    var count = 1
    var previous: LayoutView?
    for r in 0..<rows {
        let row = LayoutView("row\(r)")
        root.addSubview(row)
        count += 1
        if stacked {
            constraints += [
                row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                row.heightAnchor.constraint(equalToConstant: rowHeight),
                row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor),
            ]
        } else {
            row.fixedFrame = LayoutRect(x: 0, y: rowHeight * Double(r), width: width, height: rowHeight)
        }
        previous = row
        var groups: [LayoutView] = []
        for g in 0..<groupsPerRow {
            let group = LayoutView("g\(r).\(g)")
            row.addSubview(group)
            count += 1
            constraints += [
                group.leadingAnchor.constraint(
                    equalTo: groups.last?.trailingAnchor ?? row.leadingMarginAnchor, constant: g == 0 ? 0 : 8),
                group.topAnchor.constraint(equalTo: row.topMarginAnchor),
                group.bottomAnchor.constraint(equalTo: row.bottomMarginAnchor),
            ]
            if let first = groups.first { constraints.append(group.widthAnchor.constraint(equalTo: first.widthAnchor)) }
            groups.append(group)
            var leaves: [LayoutView] = []
            for l in 0..<leavesPerGroup {
                let leaf = LayoutView("l\(r).\(g).\(l)")
                group.addSubview(leaf)
                count += 1
                leaf.intrinsicContentSize = LayoutSize(width: leafWidth(r, g, l), height: 12)
                let lead = leaf.leadingAnchor.constraint(
                    equalTo: leaves.last?.trailingAnchor ?? group.leadingAnchor, constant: l == 0 ? 0 : 4)
                if g == 1 && l == 2 { gaps.append(lead) }
                constraints += [lead, leaf.centerYAnchor.constraint(equalTo: group.centerYAnchor)]
                leaves.append(leaf)
            }
            if let last = leaves.last {
                constraints.append(last.trailingAnchor.constraint(lessThanOrEqualTo: group.trailingAnchor))
            }
        }
        if let last = groups.last {
            constraints.append(last.trailingAnchor.constraint(equalTo: row.trailingMarginAnchor))
        }
    }
    try LayoutConstraint.activate(constraints)
    return Tree(root: root, gaps: gaps, viewCount: count)
}

/// The same system as `buildTree(stacked: false)`, written straight as solver constraints:
/// four variables per view relative to its parent. Returns one constraint list per row
/// (plus the root's) so it can be solved per component or all at once.
func buildStraightSystem() -> [[Constraint]] {
    func vars(_ name: String) -> (x: Variable, y: Variable, w: Variable, h: Variable) {
        (Variable(name + ".x"), Variable(name + ".y"), Variable(name + ".w"), Variable(name + ".h"))
    }
    let low = LayoutPriority.defaultLow.strength
    let high = LayoutPriority.defaultHigh.strength
    let root = vars("root")
    var lists: [[Constraint]] = [[root.x == 0, root.y == 0, root.w == width, root.h == rowHeight * Double(rows)]]
    for r in 0..<rows {
        let row = vars("row\(r)")
        var list: [Constraint] = [row.x == 0, row.y == rowHeight * Double(r), row.w == width, row.h == rowHeight]
        var groups: [(x: Variable, y: Variable, w: Variable, h: Variable)] = []
        for g in 0..<groupsPerRow {
            let group = vars("g\(r).\(g)")
            if let previous = groups.last {
                list.append(group.x == previous.x + previous.w + 8)
            } else {
                list.append(group.x == 8)
            }
            list += [group.y == 8, group.y + group.h == row.h - 8]
            if let first = groups.first { list.append(group.w == first.w) }
            groups.append(group)
            var leaves: [(x: Variable, y: Variable, w: Variable, h: Variable)] = []
            for l in 0..<leavesPerGroup {
                let leaf = vars("l\(r).\(g).\(l)")
                if let previous = leaves.last {
                    list.append(leaf.x == previous.x + previous.w + 4)
                } else {
                    list.append(leaf.x == 0)
                }
                list.append(leaf.y + 0.5 * leaf.h == 0.5 * group.h)
                let w = leafWidth(r, g, l)
                list += [
                    (leaf.w <= w).strength(low), (leaf.w >= w).strength(high),
                    (leaf.h <= 12).strength(low), (leaf.h >= 12).strength(high),
                ]
                leaves.append(leaf)
            }
            if let last = leaves.last { list.append(last.x + last.w <= group.w) }
        }
        if let last = groups.last { list.append(last.x + last.w == row.w - 8) }
        lists.append(list)
    }
    return lists
}

/// Solves the lists, one solver each (as the engine splits the tree).
@inline(never)
func solveStraightPerRow(_ lists: [[Constraint]]) throws {
    for list in lists {
        let solver = Solver()
        try solver.addConstraints(list)
        solver.updateVariables()
    }
}

func stats(_ samples: [Double]) -> (best: Double, mean: Double) {
    (samples.min() ?? 0, samples.reduce(0, +) / Double(max(1, samples.count)))
}

func ms(_ seconds: Double) -> String { String(format: "%.3f ms", seconds * 1e3) }

var lines: [String] = []
@MainActor func report(_ line: String) {
    print(line)
    lines.append(line)
}

for stacked in variants {
    let name = stacked ? "stack" : "table"
    var buildTimes: [Double] = []
    var firstTimes: [Double] = []
    var straightTimes: [Double] = []
    var straightSolveTimes: [Double] = []
    var singleTimes: [Double] = []
    var tree = try buildTree(stacked: stacked)
    // Engine and baselines interleaved, so that load on the machine hits both alike.
    for _ in 0..<repeats {
        var start = now()
        tree = try buildTree(stacked: stacked)
        let built = now()
        let result = tree.root.layoutIfNeeded()
        let laidOut = now()
        precondition(result.isClean, "benchmark tree has conflicts: \(result)")
        buildTimes.append(built - start)
        firstTimes.append(laidOut - built)
        if stacked { continue }
        start = now()
        let lists = buildStraightSystem()
        let constructed = now()
        try solveStraightPerRow(lists)
        let solved = now()
        straightTimes.append(solved - start)
        straightSolveTimes.append(solved - constructed)
        start = now()
        let all = buildStraightSystem().flatMap { $0 }
        let solver = Solver()
        try solver.addConstraints(all)
        solver.updateVariables()
        singleTimes.append(now() - start)
    }
    var relayout: [Double] = []
    for k in 0..<changes {
        let gap = tree.gaps[(k * 7) % tree.gaps.count]
        gap.constant = gap.constant == 4 ? 6 : 4
        let start = now()
        tree.root.layoutIfNeeded()
        relayout.append(now() - start)
    }
    let first = stats(firstTimes)
    let change = stats(relayout)
    let statistics = tree.root.layoutStatistics
    relayout.sort()
    let median = relayout[relayout.count / 2]
    report(
        "\(name): \(tree.viewCount) views, \(statistics.constraints) constraints, \(statistics.components) components; "
            + "last relayout solved \(statistics.componentsSolvedInLastPass), rebuilt \(statistics.componentsRebuiltInLastPass)")
    report("  build views + activate constraints: best \(ms(stats(buildTimes).best))")
    report("  first layout: best \(ms(first.best)), mean \(ms(first.mean)) (\(repeats) runs)")
    report(
        "  relayout after one constant change: best \(ms(change.best)), median \(ms(median)), "
            + "mean \(ms(change.mean)) (\(changes) changes)")
    if !stacked {
        let straight = stats(straightTimes).best
        report("  straight into TrellisSolver, one solver per row (make constraints + solve): best \(ms(straight))")
        report("    of which solving: best \(ms(stats(straightSolveTimes).best))")
        report("  straight into TrellisSolver, one solver for all (make + solve): best \(ms(stats(singleTimes).best))")
        report(String(format: "  first layout / straight per row: %.2fx", first.best / straight))
    }
}

let header = """
    # Layout engine benchmarks

    `swift run -c release LayoutBenchmarks` (Benchmarks/LayoutBenchmarks/main.swift), thread CPU time,
    1,001 views in nested rows (root -> 40 rows -> 4 groups -> 5 leaves with intrinsic sizes).
    Goals (issue 4 §6): relayout after one constant change <= 0.1 ms; first layout within 2x of
    building the same system straight into the solver.

    ```
    """
if let path = ProcessInfo.processInfo.environment["LAYOUT_RESULTS"] {
    let text = header + "\n" + lines.joined(separator: "\n") + "\n```\n"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
}
