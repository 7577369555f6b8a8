public import TrellisSolver

/// Layout-shaped linear systems of any size, for benchmarks: the same system for the same
/// shape and size on every run.
///
/// ```swift
/// let table = LayoutSystems.make(.table, size: 1_000)   // 1,000 cells in 10 columns
/// ```
public enum LayoutSystems {
    public enum Shape: String, CaseIterable, Sendable {
        /// N views in a row: each starts 8 after the previous one ends, min widths
        /// required, intrinsic widths as strong (>=) and weak (==) preferences, and the
        /// container's trailing edge an edit variable.
        case chain
        /// N cells in 10 columns: x chained along each row, y chained down each column,
        /// every cell as wide as its column and as tall as its row, intrinsic sizes as
        /// strong (>=, compression resistance) and weak (==, hugging) preferences.
        case table
        /// N independent cells in one system: each pinned at its own origin, with its
        /// own intrinsic-size preferences and a weak edit on its width.
        case cells
    }

    /// The system for `shape` at `size` views or cells.
    public static func make(_ shape: Shape, size: Int) -> LinearSystem {
        var b = Builder()
        switch shape {
        case .chain: b.chain(size)
        case .table: b.table(size)
        case .cells: b.cells(size)
        }
        return b.system
    }

    /// The constraint whose constant the warm benchmarks change (always index 0: the first
    /// view's or cell's origin), and the two constants they alternate between.
    public static let editedConstraint = 0
    public static let editedConstants: (Double, Double) = (0, -5)

    /// A deterministic "intrinsic size" for item `i`: 20...59.
    static func intrinsic(_ i: Int, _ salt: Int) -> Double {
        var z = UInt64(truncatingIfNeeded: i &* 7919 &+ salt &* 104_729) &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Double(20 + (z ^ (z >> 31)) % 40)
    }

    struct Builder {
        var system = LinearSystem()

        mutating func add(
            _ terms: [(Int, Double)], _ constant: Double, _ r: Relation, _ s: Strength = .required
        ) {
            system.addConstraint(
                id: "c\(system.constraints.count)", terms, constant: constant, r, strength: s)
        }

        /// Intrinsic-size preferences on a dimension: `>= size` strong, `== size` weak.
        mutating func intrinsic(_ v: Int, _ size: Double) {
            add([(v, 1)], -size, .greaterThanOrEqual, .strong)
            add([(v, 1)], -size, .equal, .weak)
        }

        mutating func chain(_ n: Int) {
            var previousX = -1
            var previousW = -1
            for i in 0..<n {
                let x = system.addVariable("x\(i)")
                let w = system.addVariable("w\(i)")
                if i == 0 {
                    add([(x, 1)], 0, .equal)
                } else {
                    add([(x, 1), (previousX, -1), (previousW, -1)], -8, .equal)
                }
                add([(w, 1)], -10, .greaterThanOrEqual)
                intrinsic(w, LayoutSystems.intrinsic(i, 1))
                previousX = x
                previousW = w
            }
            let end = system.addVariable("end")
            if n > 0 { add([(previousX, 1), (previousW, 1), (end, -1)], 8, .lessThanOrEqual) }
            system.addEdit(variable: end, strength: .strong, suggestedValue: Double(n) * 45)
        }

        mutating func table(_ n: Int) {
            let columns = 10
            var x: [Int] = []
            var y: [Int] = []
            var w: [Int] = []
            var h: [Int] = []
            for i in 0..<n {
                let r = i / columns
                let c = i % columns
                x.append(system.addVariable("x\(r)_\(c)"))
                y.append(system.addVariable("y\(r)_\(c)"))
                w.append(system.addVariable("w\(r)_\(c)"))
                h.append(system.addVariable("h\(r)_\(c)"))
                if c == 0 {
                    add([(x[i], 1)], 0, .equal)
                } else {
                    add([(x[i], 1), (x[i - 1], -1), (w[i - 1], -1)], -8, .equal)
                }
                if r == 0 {
                    add([(y[i], 1)], 0, .equal)
                } else {
                    add([(y[i], 1), (y[i - columns], -1), (h[i - columns], -1)], -8, .equal)
                }
                if r > 0 { add([(w[i], 1), (w[c], -1)], 0, .equal) }  // column width
                if c > 0 { add([(h[i], 1), (h[i - c], -1)], 0, .equal) }  // row height
                intrinsic(w[i], LayoutSystems.intrinsic(i, 2) * 2)
                intrinsic(h[i], LayoutSystems.intrinsic(i, 3) / 2)
            }
        }

        mutating func cells(_ n: Int) {
            for i in 0..<n {
                let x = system.addVariable("x\(i)")
                let y = system.addVariable("y\(i)")
                let w = system.addVariable("w\(i)")
                let h = system.addVariable("h\(i)")
                add([(x, 1)], -Double(i % 10) * 100, .equal)
                add([(y, 1)], -Double(i / 10) * 60, .equal)
                add([(w, 1)], -10, .greaterThanOrEqual)
                intrinsic(w, LayoutSystems.intrinsic(i, 4))
                intrinsic(h, LayoutSystems.intrinsic(i, 5) / 2)
                system.addEdit(variable: w, strength: .weak, suggestedValue: 90)
            }
        }
    }
}
