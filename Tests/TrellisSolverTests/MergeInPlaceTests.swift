import Testing
import TrellisTestSupport

@testable import TrellisSolver

/// The in-place merge of a short row into a long one gives exactly the cells of the plain
/// sorted merge, with the same symbols reported added and cancelled, on seeded random rows:
/// insertions before, between and after the target's cells, cancellations, a skipped cell
/// anywhere (or none), several changes at one place.
@Suite struct MergeInPlaceTests {
    func randomRow(_ g: inout SplitMix64, symbols: Int, count: Int) -> [Cell] {
        var chosen = Set<Int32>()
        while chosen.count < count { chosen.insert(Int32(g.next(below: symbols))) }
        return chosen.sorted().map { Cell(symbol: $0, coefficient: Double(1 + g.next(below: 9)) * 0.5) }
    }

    @Test func matchesTheSortedMerge() {
        var g = SplitMix64(seed: 0x3E26_1125)
        var checked = (inserts: 0, cancels: 0, skips: 0)
        for round in 0..<3_000 {
            let symbols = 8 + g.next(below: 120)
            let target = randomRow(&g, symbols: symbols, count: g.next(below: min(symbols, 60)))
            var source = Row()
            source.cells = randomRow(&g, symbols: symbols, count: g.next(below: min(symbols, 6)))
            let factor = [1.0, -2.0, 0.5][g.next(below: 3)]
            // Some source cells cancel their target cell exactly.
            for i in source.cells.indices where g.next(below: 3) == 0 {
                if let t = target.first(where: { $0.symbol == source.cells[i].symbol }) {
                    source.cells[i].coefficient = -t.coefficient / factor
                }
            }
            // A skipped symbol: one of the target's (not in the source), or none, or absent.
            var skip: Int32 = -1
            switch g.next(below: 3) {
            case 0:
                if let s = target.map(\.symbol).filter({ s in !source.cells.contains { $0.symbol == s } })
                    .randomElement(using: &g)
                {
                    skip = s
                }
            case 1: skip = Int32(symbols + 5)
            default: break
            }
            var expected = [Cell](
                repeating: Cell(symbol: 0, coefficient: 0), count: target.count + source.cells.count)
            var expectedAdded = [Int32](repeating: 0, count: source.cells.count + 1)
            var expectedCancelled = expectedAdded
            let reference = target.withUnsafeBufferPointer { a in
                source.cells.withUnsafeBufferPointer { b in
                    expected.withUnsafeMutableBufferPointer { out in
                        expectedAdded.withUnsafeMutableBufferPointer { added in
                            expectedCancelled.withUnsafeMutableBufferPointer { cancelled in
                                Tableau.mergeCells(
                                    a, skipping: skip, b, times: factor, into: out.baseAddress!,
                                    added: added.baseAddress, cancelled: cancelled.baseAddress)
                            }
                        }
                    }
                }
            }
            var merged = target
            var added = [Int32](repeating: 0, count: source.cells.count + 1)
            var cancelled = added
            let counts = added.withUnsafeMutableBufferPointer { a in
                cancelled.withUnsafeMutableBufferPointer { c in
                    Tableau.mergeInPlace(
                        source, times: factor, into: &merged, skipping: skip, added: a.baseAddress,
                        cancelled: c.baseAddress)
                }
            }
            let same =
                merged.count == reference.cells
                && zip(merged, expected).allSatisfy {
                    $0.symbol == $1.symbol && $0.coefficient == $1.coefficient
                }
            #expect(same, "round \(round)")
            #expect(counts.cells == reference.cells && counts.added == reference.added, "round \(round)")
            #expect(counts.cancelled == reference.cancelled, "round \(round)")
            #expect(Array(added.prefix(counts.added)) == Array(expectedAdded.prefix(reference.added)))
            #expect(
                Array(cancelled.prefix(counts.cancelled))
                    == Array(expectedCancelled.prefix(reference.cancelled)))
            checked.inserts += counts.added
            checked.cancels += counts.cancelled
            if merged.count < target.count + counts.added - counts.cancelled { checked.skips += 1 }
        }
        // The rounds cover every kind of change.
        #expect(checked.inserts > 1_000 && checked.cancels > 300 && checked.skips > 300)
    }
}
