import Trellis
import TrellisSolver

// The layout-shaped generators. Each view has the engine's four variables (x, y, width,
// height); intrinsic sizes are deterministic functions of the index, so every run and every
// backend sees the same system. Constraints read `sum(terms) + constant REL 0`.

/// Appends constraints to a system under generated ids (`k0`, `k1`, ...).
private struct SystemBuilder {
    var system = LinearSystem()

    mutating func variable(_ name: String) -> Int { system.addVariable(name) }

    mutating func add(
        _ terms: [(Int, Double)], _ constant: Double, _ relation: Relation, _ strength: Strength = .required
    ) {
        system.addConstraint(
            id: "k\(system.constraints.count)", terms, constant: constant, relation, strength: strength)
    }
}

/// The four variables of one view.
private struct ViewVariables {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    init(_ name: String, _ builder: inout SystemBuilder) {
        x = builder.variable("\(name)_x")
        y = builder.variable("\(name)_y")
        width = builder.variable("\(name)_w")
        height = builder.variable("\(name)_h")
    }
}

extension BenchWorkload {
    /// `views` views chained in a row between the 8-point margins of a container whose width
    /// is a strong edit 100 points wider than the views' intrinsic widths need.
    static func chainSystem(views count: Int) -> LinearSystem {
        var builder = SystemBuilder()
        let container = builder.variable("container_w")
        var views: [ViewVariables] = []
        var natural = 8.0
        for index in 0..<count {
            let view = ViewVariables("v\(index)", &builder)
            let intrinsicWidth = Double(40 + (index * 37) % 60)
            let intrinsicHeight = Double(20 + (index % 4) * 2)
            natural += intrinsicWidth + 8
            if let previous = views.last {
                // view.x == previous.x + previous.width + 8
                builder.add([(view.x, 1), (previous.x, -1), (previous.width, -1)], -8, .equal)
            } else {
                builder.add([(view.x, 1)], -8, .equal)
            }
            builder.add([(view.y, 1)], -8, .equal)
            builder.add([(view.width, 1)], -intrinsicWidth, .greaterThanOrEqual, .strong)
            // Hugging weights differ a little so the extra width has a preferred home.
            builder.add([(view.width, 1)], -intrinsicWidth, .lessThanOrEqual, Strength(Double(1 + index % 3)))
            builder.add([(view.height, 1)], -intrinsicHeight, .equal, .medium)
            builder.add([(view.height, 1)], -10, .greaterThanOrEqual)
            views.append(view)
        }
        if let last = views.last {
            // last.x + last.width + 8 == container
            builder.add([(last.x, 1), (last.width, 1), (container, -1)], 8, .equal)
        }
        builder.system.addEdit(variable: container, strength: .strong, suggestedValue: natural + 100)
        return builder.system
    }

    /// `cells` cells in rows of `columns`: x chained along each row, y chained down the first
    /// column, every row aligned (top and height) and every column aligned (left and width),
    /// intrinsic sizes as strong compression resistance and weak hugging.
    static func gridSystem(cells count: Int, columns: Int) -> LinearSystem {
        var builder = SystemBuilder()
        var cells: [ViewVariables] = []
        cells.reserveCapacity(count)
        for index in 0..<count {
            let (row, column) = index.quotientAndRemainder(dividingBy: columns)
            let cell = ViewVariables("r\(row)c\(column)", &builder)
            if column == 0 {
                builder.add([(cell.x, 1)], -8, .equal)
            } else {
                let left = cells[index - 1]
                builder.add([(cell.x, 1), (left.x, -1), (left.width, -1)], -8, .equal)
                builder.add([(cell.y, 1), (left.y, -1)], 0, .equal)
                builder.add([(cell.height, 1), (left.height, -1)], 0, .equal)
            }
            if row == 0 {
                if column == 0 { builder.add([(cell.y, 1)], -8, .equal) }
            } else {
                let above = cells[index - columns]
                if column == 0 {
                    builder.add([(cell.y, 1), (above.y, -1), (above.height, -1)], -8, .equal)
                }
                builder.add([(cell.x, 1), (above.x, -1)], 0, .equal)
                builder.add([(cell.width, 1), (above.width, -1)], 0, .equal)
            }
            let intrinsicWidth = Double(30 + (index * 37) % 50)
            let intrinsicHeight = Double(16 + (index * 13) % 20)
            builder.add([(cell.width, 1)], -intrinsicWidth, .greaterThanOrEqual, .strong)
            builder.add([(cell.width, 1)], -intrinsicWidth, .lessThanOrEqual, .weak)
            builder.add([(cell.height, 1)], -intrinsicHeight, .greaterThanOrEqual, .strong)
            builder.add([(cell.height, 1)], -intrinsicHeight, .lessThanOrEqual, .weak)
            cells.append(cell)
        }
        return builder.system
    }

    /// `cells` independent cells 375 points wide: a 32-point avatar centred vertically and a
    /// label of 1 to 4 lines beside it; the cell's height hugs its content.
    static func cellsSystem(cells count: Int) -> LinearSystem {
        var builder = SystemBuilder()
        for index in 0..<count {
            let height = builder.variable("cell\(index)_h")
            let avatar = ViewVariables("cell\(index)_avatar", &builder)
            let label = ViewVariables("cell\(index)_label", &builder)
            let labelWidth = Double(100 + (index * 53) % 300)
            let labelHeight = Double(17 * (1 + index % 4))
            builder.add([(avatar.x, 1)], -15, .equal)
            builder.add([(avatar.width, 1)], -32, .equal)
            builder.add([(avatar.height, 1), (avatar.width, -1)], 0, .equal)
            builder.add([(avatar.y, 1)], -8, .greaterThanOrEqual)
            builder.add([(height, 1), (avatar.y, -1), (avatar.height, -1)], -8, .greaterThanOrEqual)
            // avatar.centerY == cell.centerY
            builder.add([(avatar.y, 1), (avatar.height, 0.5), (height, -0.5)], 0, .equal, .strong)
            builder.add([(label.x, 1), (avatar.x, -1), (avatar.width, -1)], -10, .equal)
            builder.add([(label.x, -1), (label.width, -1)], 375 - 8, .greaterThanOrEqual)
            builder.add([(label.width, 1)], -labelWidth, .greaterThanOrEqual, .strong)
            builder.add([(label.width, 1)], -labelWidth, .lessThanOrEqual, .weak)
            builder.add([(label.y, 1)], -8, .equal)
            builder.add([(label.height, 1)], -labelHeight, .equal)
            builder.add([(height, 1), (label.y, -1), (label.height, -1)], -8, .greaterThanOrEqual)
            builder.add([(height, 1)], 0, .lessThanOrEqual, .weak)
        }
        return builder.system
    }
}
