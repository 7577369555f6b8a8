import Testing

@testable import TrellisSolver

/// Rows kept apart by the incremental replay: a row whose only role is an elimination's
/// constant, with one step adding into it (every cell's row of a column after presolve put
/// the column's gap into it), is not recomputed; its elimination gets its constant when the
/// expansion runs. Values must stay exactly those of a fresh presolve.
@Suite struct PresolveReplayLazyRowTests {
    /// x0 = 0, w0 = 40, x1 = x0 + w0 + 4 (the gap, row 2), and three cells at x1, x1 + 5,
    /// x1 (rows 3...5). Presolve fixes x0 and w0, then x1 from the gap row, and puts the gap
    /// row's constant into each cell's row: those three rows are kept apart.
    static func system() -> LinearSystem {
        var s = LinearSystem()
        let x0 = s.addVariable("x0")
        let w0 = s.addVariable("w0")
        let x1 = s.addVariable("x1")
        let cells = (0..<3).map { s.addVariable("c\($0)") }
        s.addConstraint(id: "x0", [(x0, 1)], constant: 0, .equal)
        s.addConstraint(id: "w0", [(w0, 1)], constant: -40, .equal)
        s.addConstraint(id: "gap", [(x1, 1), (x0, -1), (w0, -1)], constant: -4, .equal)
        for (k, cell) in cells.enumerated() {
            s.addConstraint(id: "c\(k)", [(cell, 1), (x1, -1)], constant: k == 1 ? -5 : 0, .equal)
        }
        return s
    }

    @Test func aGapChangeReachesTheCellsThroughTheRowsKeptApart() throws {
        var p = Self.system().presolved()
        p.prepareReplay()
        let index = try #require(p.index)
        #expect(index.lazy.count == 3)
        #expect(Set(index.lazy.map(\.row)) == [3, 4, 5])
        var values = p.expand([])
        #expect(values == [0, 40, 44, 44, 49, 44])
        // The gap from 4 to 10: x1 = 50, the cells 50, 55, 50. Only the gap row is replayed.
        var constants: [Double] = [0, -40, -10, 0, -5, 0]
        #expect(p.replay(constants: constants, changedRows: [2]) != nil)
        #expect(p.backlog.lazySources == [2])
        // A full expansion before the incremental one sees the new gap too.
        #expect(p.expand([]) == [0, 40, 50, 50, 55, 50])
        let moved = p.expandChanges(values: &values, reducedValues: [])
        #expect(values == [0, 40, 50, 50, 55, 50])
        #expect(Set(moved) == [2, 3, 4, 5])
        #expect(p.backlog.lazySources.isEmpty)
        // A row kept apart changing its own constant: the second cell at x1 + 1 = 51.
        constants[4] = -1
        #expect(p.replay(constants: constants, changedRows: [4]) != nil)
        #expect(p.expandChanges(values: &values, reducedValues: []) == [4])
        #expect(values == [0, 40, 50, 50, 51, 50])
        // The gap again: the second cell keeps its new offset (51 - 50 + 44 = 45).
        constants[2] = -4
        #expect(p.replay(constants: constants, changedRows: [2]) != nil)
        _ = p.expandChanges(values: &values, reducedValues: [])
        #expect(values == [0, 40, 44, 44, 45, 44])
    }

    @Test func aFullReplayThenIncrementalOnesKeepTheRowsKeptApartInStep() throws {
        var p = Self.system().presolved()
        p.prepareReplay()
        // Full replay with the second cell at x1 + 7 and a gap of 6 (x1 = 46), then an
        // incremental gap of 2 (x1 = 42): the second cell must read its constant from the
        // full replay (49), not from presolve (47).
        var next = try #require(p.replaying(constants: [0, -40, -6, 0, -7, 0]))
        var values = next.expand([])
        #expect(values == [0, 40, 46, 46, 53, 46])
        #expect(next.replay(constants: [0, -40, -2, 0, -7, 0], changedRows: [2]) != nil)
        _ = next.expandChanges(values: &values, reducedValues: [])
        #expect(values == [0, 40, 42, 42, 49, 42])
        // The same replay on a fresh presolve of the changed system agrees.
        var changed = Self.system()
        changed.constraints[2].constant = -2
        changed.constraints[4].constant = -7
        #expect(changed.presolved().expand([]) == values)
    }
}
