import Testing
import Trellis
import TrellisFormats
import TrellisTestSupport

/// Views placed by a sum of undecided sizes whose total the constraints fix (a row below
/// rows whose heights trade among themselves, a column right of columns whose widths do):
/// every backend names the same undecided views as the incremental solver, and places the
/// rest alike.
@Suite struct LayoutDecidedSumTests {
    func layOut(_ json: String, _ backend: Backend) throws -> LayoutFileResult {
        try LayoutDocument(json: json).layOut(backend: backend)
    }

    @Test func decidedSumsPlaceTheViewsAfterThemOnEveryBackend() throws {
        var undecidedSeeds = 0
        for seed in 0..<10 where try undecidedViewsMatch(seed: seed) { undecidedSeeds += 1 }
        // Most seeds leave views undecided (a total equal to the intrinsic sizes' decides them).
        #expect(undecidedSeeds >= 6)
    }

    /// Whether the incremental solver left views undecided in seed `seed`'s table (and
    /// checks the other backends against it).
    func undecidedViewsMatch(seed: Int) throws -> Bool {
        var g = SplitMix64(seed: UInt64(0xDEC1_0000 + seed))
        let rows = 9
        let columns = 7
        var extra: [String] = []
        // The heights of rows `first...last` add up to a fixed total.
        let first = g.next(below: rows - 2)
        let last = first + 1 + g.next(below: rows - 2 - first)
        extra.append(
            "c\(first)_\(g.next(below: columns)).top == c\(last)_0.bottom - \(40 + g.next(below: 60))")
        if seed % 2 == 0 {
            // The widths of columns `left...right` too.
            let left = g.next(below: columns - 2)
            let right = left + 1 + g.next(below: columns - 2 - left)
            extra.append("c0_\(left).leading == c0_\(right).trailing - \(90 + g.next(below: 80))")
        }
        let json = LayoutBackendTests.table(rows: rows, columns: columns, extra: extra)
        let incremental = try layOut(json, .incremental)
        #expect(incremental.ambiguous.count < rows * columns, "seed \(seed)")
        #expect(incremental.broken.isEmpty, "seed \(seed)")
        for backend in [Backend.auto, .glpk] {
            let result = try layOut(json, backend)
            #expect(result.ambiguous == incremental.ambiguous, "seed \(seed) \(backend): \(extra)")
            let undecided = Set(result.ambiguous)
            for (x, y) in zip(result.frames, incremental.frames) where !undecided.contains(x.id) {
                let close = zip(x.frame, y.frame).allSatisfy { abs($0 - $1) <= 1e-6 }
                #expect(close, "seed \(seed) \(backend) \(x.id): \(x.frame) vs \(y.frame)")
            }
        }
        return !incremental.ambiguous.isEmpty
    }
}
