import Testing
import TrellisSolver

@testable import Trellis
@testable import TrellisFormats

/// The backend choice of a view tree: large components go through presolve (and GLPK on
/// `.glpk`) and must give the incremental solver's frames, ambiguity and conflicts.
@Suite struct LayoutBackendTests {
    /// A table of `rows` x `columns` cells: every cell with an intrinsic size (hugging 250,
    /// compression resistance 750), a column sharing its first cell's leading edge and
    /// width, a row its first cell's height, rows stacked 4 apart. `extra` constraints are
    /// appended.
    static func table(rows: Int, columns: Int, pinTop: Bool = true, extra: [String] = []) -> String {
        var views = [#"{ "id": "root", "frame": [0, 0, 2000, 2000] }"#]
        var constraints: [String] = []
        for r in 0..<rows {
            for c in 0..<columns {
                let v = "c\(r)_\(c)"
                let width = 20 + (r * 7 + c * 13) % 40
                let height = 10 + (r * 5 + c * 3) % 20
                views.append(
                    #"{ "id": "\#(v)", "parent": "root", "intrinsicSize": [\#(width), \#(height)] }"#)
                if r == 0 {
                    constraints.append(
                        c == 0 ? "\(v).leading == root.leading" : "\(v).leading == c0_\(c - 1).trailing + 4")
                } else {
                    constraints += ["\(v).leading == c0_\(c).leading", "\(v).width == c0_\(c).width"]
                }
                if c == 0 {
                    if r > 0 { constraints.append("\(v).top == c\(r - 1)_0.bottom + 4") }
                    if r == 0 && pinTop { constraints.append("\(v).top == root.top") }
                } else {
                    constraints += ["\(v).top == c\(r)_0.top", "\(v).height == c\(r)_0.height"]
                }
            }
        }
        constraints += extra
        let list = constraints.enumerated().map {
            #"{ "id": "k\#($0.offset)", "constraint": "\#($0.element)" }"#
        }
        return
            #"{ "views": [\#(views.joined(separator: ", "))], "constraints": [\#(list.joined(separator: ", "))] }"#
    }

    func layOut(_ json: String, _ backend: Backend) throws -> LayoutFileResult {
        try LayoutDocument(json: json).layOut(backend: backend)
    }

    func expectSameFrames(_ a: LayoutFileResult, _ b: LayoutFileResult, _ context: String) {
        #expect(a.frames.map(\.id) == b.frames.map(\.id), "\(context)")
        for (x, y) in zip(a.frames, b.frames) {
            let close = zip(x.frame, y.frame).allSatisfy { abs($0 - $1) <= 1e-6 }
            #expect(close, "\(context): \(x.id) \(x.frame) vs \(y.frame)")
        }
    }

    @Test func aLargeTableGivesTheIncrementalFramesOnEveryBackend() throws {
        let json = Self.table(rows: 12, columns: 8)
        let incremental = try layOut(json, .incremental)
        let auto = try layOut(json, .auto)
        let glpk = try layOut(json, .glpk)
        expectSameFrames(incremental, auto, "auto")
        expectSameFrames(incremental, glpk, "glpk")
        #expect(incremental.ambiguous.isEmpty && auto.ambiguous.isEmpty && glpk.ambiguous.isEmpty)
        // Cell (0, 0) sits at the root's corner; cell (0, 1) starts 4 after it ends.
        let first = try #require(auto.frame(of: "c0_0"))
        let second = try #require(auto.frame(of: "c0_1"))
        #expect(first[0] == 0 && first[1] == 0)
        #expect(second[0] == first[2] + 4)
        #expect(incremental.note?.hasPrefix("incremental:") == true)
        #expect(auto.note?.contains("presolve") == true)
        #expect(glpk.backend == "glpk")
        #expect(auto.note?.contains("nothing left to solve") == true)
    }

    @Test func ambiguityInALargeComponentIsTheSame() throws {
        // Nothing places the first row vertically: every cell's y is undecided.
        let json = Self.table(rows: 12, columns: 8, pinTop: false)
        let incremental = try layOut(json, .incremental)
        let auto = try layOut(json, .auto)
        let glpk = try layOut(json, .glpk)
        #expect(incremental.ambiguous.count == 96)
        #expect(auto.ambiguous == incremental.ambiguous)
        #expect(glpk.ambiguous == incremental.ambiguous)
    }

    @Test func conflictsInALargeComponentAreTheSame() throws {
        let json = Self.table(
            rows: 12, columns: 8,
            extra: ["c3_2.width == 30", "c5_2.width == 50", "c0_0.leading == root.leading + 1"])
        let incremental = try layOut(json, .incremental)
        let auto = try layOut(json, .auto)
        let glpk = try layOut(json, .glpk)
        #expect(incremental.status == .conflict)
        #expect(incremental.broken.count == 2)
        #expect(auto.broken == incremental.broken)
        #expect(glpk.broken == incremental.broken)
        expectSameFrames(incremental, auto, "auto")
        expectSameFrames(incremental, glpk, "glpk")
        #expect(auto.note?.contains("conflict") == true)
    }

    @Test func editsAfterTheFirstLayoutMatchAFreshLayout() throws {
        for backend in Backend.allCases {
            let tree = try LayoutDocument(json: Self.table(rows: 12, columns: 8)).build()
            let root = try #require(tree.roots.first)
            root.layoutBackend = backend
            root.layoutIfNeeded()
            // The gap after column 0 grows from 4 to 24: every later column moves 20.
            let gap = try #require(tree.constraints.first { $0.identifier == "k2" })  // c0_1 after c0_0
            let before = try #require(tree.item("c7_5")).frame
            gap.constant = 24
            root.layoutIfNeeded()
            let after = try #require(tree.item("c7_5")).frame
            #expect(abs(after.minX - before.minX - 20) <= 1e-9, "\(backend)")
            #expect(after.width == before.width && after.minY == before.minY, "\(backend)")
            #expect(root.layoutStatistics.componentsSolvedInLastPass == 1, "\(backend)")
        }
    }

    @Test func theReportsSummaryFollowsAddedAndRemovedConstraintsButNotConstants() throws {
        // Two views with intrinsic sizes, the second placed after the first: small
        // components, each with its own incremental solver.
        func rows(_ note: String) -> Int? {
            guard let open = note.firstIndex(of: "("), let space = note[open...].firstIndex(of: " ") else {
                return nil
            }
            return Int(note[note.index(after: open)..<space])
        }
        let tree = try LayoutDocument(
            json: #"""
                { "views": [ { "id": "root", "frame": [0, 0, 300, 100] },
                             { "id": "a", "parent": "root", "intrinsicSize": [10, 10] },
                             { "id": "b", "parent": "root", "intrinsicSize": [10, 10] } ],
                  "constraints": [ { "id": "k0", "constraint": "a.leading == root.leading + 8" },
                                   { "id": "k1", "constraint": "b.leading == a.trailing + 8" } ] }
                """#
        ).build()
        let root = try #require(tree.roots.first)
        let first = root.layoutIfNeeded().note
        let a = try #require(tree.item("a") as? LayoutView)
        let b = try #require(tree.item("b") as? LayoutView)
        // A constant change re-solves without touching the summary.
        let k1 = try #require(tree.constraints.first { $0.identifier == "k1" })
        k1.constant = 20
        #expect(root.layoutIfNeeded().note == first)
        #expect(b.frame.minX == a.frame.maxX + 20)
        // An added constraint joins the component: one more row in the summary; removing it
        // gives the first summary back.
        let extra = b.widthAnchor.constraint(equalTo: a.widthAnchor)
        try extra.activate()
        let added = root.layoutIfNeeded().note
        let count = try #require(rows(first), "\(first)")
        #expect(rows(added) == count + 1, "\(added)")
        extra.isActive = false
        #expect(rows(root.layoutIfNeeded().note) == count)
    }
}
