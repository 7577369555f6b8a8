import Testing
import TrellisSolver
import TrellisTestSupport

@testable import Trellis
@testable import TrellisFormats

/// Conflicts in components large enough to presolve: the required constraints decide what
/// breaks (UIKit's rule, in activation order), then the rest is presolved, or joins the
/// solver of the required constraints when presolve leaves rows to solve.
@Suite struct LayoutConflictBreakingTests {
    func layOut(_ json: String, _ backend: Backend) throws -> LayoutFileResult {
        try LayoutDocument(json: json).layOut(backend: backend)
    }

    /// The 12 x 8 table of ``LayoutBackendTests/table(rows:columns:pinTop:extra:)`` with
    /// `extra` constraints appended.
    func table(extra: [String]) -> String {
        LayoutBackendTests.table(rows: 12, columns: 8, extra: extra)
    }

    @Test func aBrokenTableGivesTheFramesOfTheTableWithoutTheBrokenConstraint() throws {
        // c0_0's top is pinned twice: the second pin, activated last, breaks.
        let conflicting = try layOut(table(extra: ["c0_0.top == root.top + 5"]), .auto)
        let plain = try layOut(table(extra: []), .auto)
        #expect(conflicting.status == .conflict)
        #expect(conflicting.broken.count == 1)
        let broken = try #require(conflicting.broken.first)
        #expect(broken.conflict.count == 2)
        #expect(conflicting.frames.map(\.id) == plain.frames.map(\.id))
        for (x, y) in zip(conflicting.frames, plain.frames) {
            #expect(x.frame == y.frame, "\(x.id)")
        }
        #expect(conflicting.frame(of: "c0_0")?[1] == 0)
        // Presolve took the rest, and the summary says that a conflict was broken there.
        let note = try #require(conflicting.note)
        #expect(note.contains("presolve + incremental (conflict)"), "\(note)")
        #expect(note.contains("after breaking 1 conflicting constraint"), "\(note)")
    }

    @Test func theBrokenConstraintAndItsSetAreTheOneByOneBuildsOnEveryBackend() throws {
        // Three conflicts among the columns' widths and the first cell's leading edge, each
        // broken where UIKit's order meets it.
        let json = table(extra: [
            "c3_2.width == 30", "c5_2.width == 50", "c0_0.leading == root.leading + 1",
            "c7_7.width == c0_7.width + 2",
        ])
        let incremental = try layOut(json, .incremental)
        #expect(incremental.broken.count == 3)
        for backend in [Backend.auto, .glpk] {
            let result = try layOut(json, backend)
            #expect(result.broken == incremental.broken, "\(backend)")
            #expect(result.ambiguous.isEmpty, "\(backend)")
            for (x, y) in zip(result.frames, incremental.frames) {
                let close = zip(x.frame, y.frame).allSatisfy { abs($0 - $1) <= 1e-6 }
                #expect(close, "\(backend) \(x.id): \(x.frame) vs \(y.frame)")
            }
        }
    }

    /// A row of `count` views with intrinsic widths, each at least 10 wide and 8 after the
    /// previous, from the root's leading edge to its trailing edge; the first constraint,
    /// activated before the row, holds the last view within 100 of the root's leading edge.
    func squeezedRow(_ count: Int) -> String {
        var views = [#"{ "id": "root", "frame": [0, 0, 20000, 44] }"#]
        var constraints = ["v\(count - 1).trailing <= root.leading + 100", "v0.leading == root.leading + 8"]
        for i in 0..<count {
            views.append(#"{ "id": "v\#(i)", "parent": "root", "intrinsicSize": [\#(20 + i % 7), 20] }"#)
            constraints += ["v\(i).width >= 10", "v\(i).top == root.top"]
            if i > 0 { constraints.append("v\(i).leading == v\(i - 1).trailing + 8") }
        }
        constraints.append("root.trailing >= v\(count - 1).trailing + 8")
        let list = constraints.enumerated().map {
            #"{ "id": "k\#($0.offset)", "constraint": "\#($0.element)" }"#
        }
        return
            #"{ "views": [\#(views.joined(separator: ", "))], "constraints": [\#(list.joined(separator: ", "))] }"#
    }

    @Test func aRestPresolveCannotSettleJoinsTheRequiredSolver() throws {
        let count = 150
        let json = squeezedRow(count)
        let incremental = try layOut(json, .incremental)
        let auto = try layOut(json, .auto)
        #expect(auto.status == .conflict)
        #expect(auto.broken == incremental.broken)
        // The row from the root's leading edge cannot end within 100: a member of the row
        // breaks, not the bound activated before it.
        let broken = try #require(auto.broken.first)
        #expect(broken.broken != "k0")
        #expect(broken.conflict.contains("k0"))
        let note = try #require(auto.note)
        #expect(note.contains("1 incremental (conflict)"), "\(note)")
        #expect(!note.contains("+ incremental (conflict)") && !note.contains("+ glpk (conflict)"), "\(note)")
        // Every required constraint that was not broken holds in the frames.
        var right: [Double] = []
        for i in 0..<count {
            let frame = try #require(auto.frame(of: "v\(i)"))
            #expect(frame[2] >= 10 - 1e-9, "v\(i) width \(frame[2])")
            #expect(frame[1] == 0)
            right.append(frame[0] + frame[2])
        }
        #expect(try #require(auto.frame(of: "v0"))[0] == 8)
        let kept = Set(auto.frames.map(\.id))
        #expect(kept.count == count + 1)
        #expect(right[count - 1] <= 100 + 1e-9)
        for i in 1..<count where broken.broken != "k\(3 * i + 3)" {
            let frame = try #require(auto.frame(of: "v\(i)"))
            #expect(abs(frame[0] - (right[i - 1] + 8)) <= 1e-6, "v\(i)")
        }
    }

    @Test func aConflictThatGoesAwayLeavesThePlainLayout() throws {
        let tree = try LayoutDocument(json: table(extra: ["c0_0.top == root.top + 5"])).build()
        let root = try #require(tree.roots.first)
        let first = root.layoutIfNeeded()
        #expect(first.conflicts.count == 1)
        #expect(try #require(tree.item("c0_0")).frame.minY == 0)
        // The second pin agrees with the first once its constant is 0.
        let pin = try #require(tree.constraints.last)
        pin.constant = 0
        let second = root.layoutIfNeeded()
        #expect(second.conflicts.isEmpty)
        let plain = try layOut(table(extra: []), .auto)
        for (id, frame) in plain.frames {
            let item = try #require(tree.item(id))
            #expect(
                [item.frame.minX, item.frame.minY, item.frame.width, item.frame.height] == frame, "\(id)")
        }
    }

    /// A `rows` x `columns` table as in ``LayoutBackendTests``, with `extra` required
    /// constraints inserted at seeded random places in its activation order.
    static func shuffledTable(rows: Int, columns: Int, extra: [String], seed: UInt64) -> String {
        var g = SplitMix64(seed: seed)
        let base = LayoutBackendTests.table(rows: rows, columns: columns)
        // The base document's constraint list, re-made with the extras among its entries.
        guard let open = base.range(of: #""constraints": ["#), base.hasSuffix("] }") else { return base }
        let views = base[..<open.lowerBound]
        var list = base[open.upperBound...].dropLast(3).components(separatedBy: "}, ").map {
            $0.hasSuffix("}") ? $0 : $0 + "}"
        }
        for (k, constraint) in extra.enumerated() {
            let at = Int.random(in: 0...list.count, using: &g)
            list.insert(#"{ "id": "x\#(k)", "constraint": "\#(constraint)" }"#, at: at)
        }
        return views + #""constraints": ["# + list.joined(separator: ", ") + "] }"
    }

    @Test(arguments: 0..<12)
    func seededConflictsBreakAlikeOnEveryBackend(seed: Int) throws {
        var g = SplitMix64(seed: UInt64(0xB4EA_0000 + seed))
        let rows = 10
        let columns = 8
        func cell() -> String {
            "c\(Int.random(in: 0..<rows, using: &g))_\(Int.random(in: 0..<columns, using: &g))"
        }
        var extra: [String] = []
        for _ in 0..<(2 + seed % 3) {
            let n = Int.random(in: 1...60, using: &g)
            let row = Int.random(in: 0..<rows, using: &g)
            let column = Int.random(in: 0..<columns, using: &g)
            switch Int.random(in: 0...4, using: &g) {
            case 0:
                // Two widths for one column: they conflict through the column's equalities.
                let other = Int.random(in: 0..<rows, using: &g)
                extra += ["c\(row)_\(column).width == \(n)", "c\(other)_\(column).width == \(n + 5)"]
            case 1: extra.append("c0_0.top == root.top + \(n)")  // the first row is pinned at 0
            case 2: extra.append("c\(row)_0.leading == root.leading + \(n)")  // so is the first column
            case 3: extra.append("\(cell()).top == \(cell()).bottom + \(n)")
            default: extra.append("\(cell()).width == \(cell()).width + \(n)")
            }
        }
        let json = Self.shuffledTable(rows: rows, columns: columns, extra: extra, seed: UInt64(seed))
        let incremental = try layOut(json, .incremental)
        #expect(!incremental.broken.isEmpty || !extra.contains { $0.hasPrefix("c0_0.top") }, "seed \(seed)")
        for backend in [Backend.auto, .glpk] {
            let result = try layOut(json, backend)
            #expect(
                result.broken.map(\.broken) == incremental.broken.map(\.broken), "seed \(seed) \(backend)")
            for entry in result.broken {
                #expect(entry.conflict.contains(entry.broken), "seed \(seed) \(backend)")
            }
            // Presolve names every view the incremental solver leaves undecided.
            #expect(Set(incremental.ambiguous).isSubset(of: result.ambiguous), "seed \(seed) \(backend)")
            // Where the frames are decided, every backend decides them alike.
            let undecided = Set(result.ambiguous)
            for (x, y) in zip(result.frames, incremental.frames) where !undecided.contains(x.id) {
                let close = zip(x.frame, y.frame).allSatisfy { abs($0 - $1) <= 1e-6 }
                #expect(close, "seed \(seed) \(backend) \(x.id): \(x.frame) vs \(y.frame)")
            }
        }
    }
}

extension LayoutConflictBreakingTests {
    /// Rows 0 to 3 must end 19 above row 0's top: their heights are undecided, but add up to a
    /// fixed total, so rows 4 and below are placed exactly. Every backend says so: presolve
    /// asks whether another optimum moves the sum, not each height in it.
    @Test func aDecidedSumOfUndecidedHeightsPlacesTheRowsBelow() throws {
        let json = LayoutBackendTests.table(rows: 10, columns: 8, extra: ["c0_5.top == c3_0.bottom + 19"])
        let incremental = try layOut(json, .incremental)
        #expect(incremental.ambiguous.count == 32)
        #expect(
            incremental.ambiguous.allSatisfy { ["c0_", "c1_", "c2_", "c3_"].contains(String($0.prefix(3))) })
        for backend in [Backend.auto, .glpk] {
            let result = try layOut(json, backend)
            #expect(Set(incremental.ambiguous).isSubset(of: result.ambiguous), "\(backend)")
            // Rows 4 to 9 hang from the heights' sum, which every optimum keeps.
            #expect(result.ambiguous == incremental.ambiguous, "\(backend)")
        }
    }
}
