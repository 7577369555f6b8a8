// Frame placement (LayoutKit-style arithmetic) against the same layouts through the
// constraint solver. Run: `swift run -c release DSLBenchmarks` in Benchmarks/.
//
// For each layout, N independent cells are built up front (views only). Timed:
// - frames:        placeSubviews on every cell;
// - solver, cold:  activate the equivalent constraints and lay out every cell once;
// - solver, warm:  change each cell's width and lay it out again (incremental re-solve),
//                  against frames re-placed after the same width change.
// Each figure is the median of 7 runs, in microseconds per cell.
import Trellis
import TrellisDSL

let cellCount = 2000
let runs = 7

/// A layout written both ways.
struct Scenario {
    let name: String
    let makeCell: () -> LayoutView
    let place: (LayoutView) throws -> Void
    let constrain: (LayoutView) throws -> Void
}

func label(_ name: String, _ width: Double, _ height: Double) -> LayoutView {
    let view = LayoutView(name)
    view.intrinsicContentSize = LayoutSize(width: width, height: height)
    return view
}

/// LayoutKit screen 1: icon, three grouped labels, a time label.
let screen1 = Scenario(
    name: "screen 1 (icon, 3 labels, time)",
    makeCell: {
        let cell = LayoutView("cell", frame: LayoutRect(x: 0, y: 0, width: 375, height: 80))
        cell.addSubview(LayoutView("icon"))
        for (name, w, h) in [("title", 100.0, 20.0), ("detail", 80, 16), ("long", 150, 16), ("time", 40, 14)] {
            cell.addSubview(label(name, w, h))
        }
        return cell
    },
    place: { cell in
        let v = cell.subviews
        try cell.placeSubviews { make in
            let side = make.yFlexibleValue(10, make.flexible, 10)
            make.size(v[0]) == (side, side)
            make.sizeToFit(v[1], v[2], v[3], v[4])
            make.xPlace(10, v[0], 10, v[1], make.flexible, v[4], 10)
            make.ref(v[1]).xLeft(v[2], v[3])
            make.yCenter(v[0], v[4])
            make.yPlace(make.flexible, v[1], 6, v[2], v[3], make.flexible)
        }
    },
    constrain: { cell in
        let v = cell.subviews
        try LayoutConstraint.activate([
            v[0].heightAnchor.constraint(equalTo: cell.heightAnchor, constant: -20),
            v[0].widthAnchor.constraint(equalTo: v[0].heightAnchor),
            v[0].leftAnchor.constraint(equalTo: cell.leftAnchor, constant: 10),
            v[0].centerYAnchor.constraint(equalTo: cell.centerYAnchor),
            v[1].leftAnchor.constraint(equalTo: v[0].rightAnchor, constant: 10),
            v[4].rightAnchor.constraint(equalTo: cell.rightAnchor, constant: -10),
            v[4].centerYAnchor.constraint(equalTo: cell.centerYAnchor),
            v[2].leftAnchor.constraint(equalTo: v[1].leftAnchor),
            v[3].leftAnchor.constraint(equalTo: v[1].leftAnchor),
            v[2].topAnchor.constraint(equalTo: v[1].bottomAnchor, constant: 6),
            v[3].topAnchor.constraint(equalTo: v[2].bottomAnchor),
            cell.topAnchor.anchorWithOffset(to: v[1].topAnchor).constraint(
                equalTo: v[3].bottomAnchor.anchorWithOffset(to: cell.bottomAnchor)),
        ])
    })

/// LayoutKit screen 2 generalised: `count` squares with equal gaps, centred vertically.
func evenRow(_ count: Int) -> Scenario {
    Scenario(
        name: "\(count) squares, equal gaps",
        makeCell: {
            let cell = LayoutView("row", frame: LayoutRect(x: 0, y: 0, width: 375 + Double(count) * 30, height: 200))
            for index in 0..<count { cell.addSubview(LayoutView("v\(index)")) }
            return cell
        },
        place: { cell in
            try cell.placeSubviews { make in
                make.size(cell.subviews) == (20, 20)
                var items: [FramePlaceable] = [make.flexible]
                for view in cell.subviews { items += [view, make.flexible] }
                make.xPlace(items)
                make.align(cell.subviews, horizontal: false, at: 0.5)
            }
        },
        constrain: { cell in
            let v = cell.subviews
            var gaps = [cell.leadingAnchor.anchorWithOffset(to: v[0].leadingAnchor)]
            for index in 1..<v.count { gaps.append(v[index - 1].trailingAnchor.anchorWithOffset(to: v[index].leadingAnchor)) }
            gaps.append(v[v.count - 1].trailingAnchor.anchorWithOffset(to: cell.trailingAnchor))
            var constraints = gaps.dropFirst().map { $0.constraint(equalTo: gaps[0]) }
            for view in v {
                constraints += [
                    view.widthAnchor.constraint(equalToConstant: 20), view.heightAnchor.constraint(equalToConstant: 20),
                    view.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
                ]
            }
            try LayoutConstraint.activate(constraints)
        })
}

/// Microseconds per cell of `body` over all cells, median of `runs`.
func measure(_ setup: () -> [LayoutView], _ body: ([LayoutView]) throws -> Void) rethrows -> Double {
    var samples: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<runs {
        let cells = setup()
        let elapsed = try clock.measure { try body(cells) }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        samples.append(seconds * 1e6 / Double(cells.count))
    }
    return samples.sorted()[runs / 2]
}

func widen(_ cell: LayoutView) {
    guard let frame = cell.fixedFrame else { return }
    cell.fixedFrame = LayoutRect(x: 0, y: 0, width: frame.width + 40, height: frame.height)
}

func format(_ value: Double) -> String {
    let scaled = (value * 100).rounded() / 100
    return "\(scaled)"
}

print("| layout | frames µs/cell | solver cold µs/cell | ratio | frames re-place µs/cell | solver warm µs/cell | ratio |")
print("|---|---|---|---|---|---|---|")
for scenario in [screen1, evenRow(3), evenRow(12)] {
    let fresh = { (0..<cellCount).map { _ in scenario.makeCell() } }
    // Check first: both paths give the same frames.
    let a = scenario.makeCell()
    let b = scenario.makeCell()
    try scenario.place(a)
    try scenario.constrain(b)
    b.layoutIfNeeded()
    for (x, y) in zip(a.subviews, b.subviews) where !x.frame.isClose(to: y.frame, tolerance: 1e-6) {
        print("MISMATCH in \(scenario.name): \(x.frame) vs \(y.frame)")
    }
    let frames = try measure(fresh) { cells in for cell in cells { try scenario.place(cell) } }
    let cold = try measure(fresh) { cells in
        for cell in cells {
            try scenario.constrain(cell)
            cell.layoutIfNeeded()
        }
    }
    let placed = {
        let cells = fresh()
        for cell in cells { try? scenario.place(cell); widen(cell) }
        return cells
    }
    let replace = try measure(placed) { cells in for cell in cells { try scenario.place(cell) } }
    let solved = {
        let cells = fresh()
        for cell in cells {
            try? scenario.constrain(cell)
            cell.layoutIfNeeded()
            widen(cell)
        }
        return cells
    }
    let warm = measure(solved) { cells in for cell in cells { cell.layoutIfNeeded() } }
    print(
        "| \(scenario.name) | \(format(frames)) | \(format(cold)) | \(format(cold / frames))x | \(format(replace)) | "
            + "\(format(warm)) | \(format(warm / replace))x |")
}
