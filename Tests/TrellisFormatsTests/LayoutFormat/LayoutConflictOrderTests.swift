import Testing

@testable import Trellis
@testable import TrellisFormats

/// Conflicting layout files: which constraint is broken (the first, in activation order,
/// that cannot hold with those before it), the irreducible set reported for it, and the
/// frames laid out without it, on the shapes of the scale benchmarks (a chain, a table, a
/// visual-format row), derived by hand.
@Suite struct LayoutConflictOrderTests {
    /// Five views in a row: each 8 after the previous one (the first 8 after the root's
    /// leading edge), at least 10 wide, 12 below the root's top, and the root's trailing
    /// edge at least 8 after the last. Three constraints a view: `k(3i)` the leading edge,
    /// `k(3i+1)` the minimum width, `k(3i+2)` the top; `k15` the trailing edge.
    func chain(first: [String] = [], last: [String] = []) -> String {
        var constraints = first
        for i in 0..<5 {
            constraints.append(
                i == 0 ? "v0.leading == root.leading + 8" : "v\(i).leading == v\(i - 1).trailing + 8")
            constraints.append("v\(i).width >= 10")
            constraints.append("v\(i).top == root.top + 12")
        }
        constraints.append("root.trailing >= v4.trailing + 8")
        constraints += last
        let views = (0..<5).map { #"{ "id": "v\#($0)", "parent": "root", "intrinsicSize": [30, 20] }"# }
        return """
            { "views": [ { "id": "root", "frame": [0, 0, 400, 44] }, \(views.joined(separator: ", ")) ],
              "constraints": [ \(constraints.map { "\"\($0)\"" }.joined(separator: ", ")) ] }
            """
    }

    @Test func aChainClosedTooShortBreaksTheClosingConstraint() throws {
        // The views' leading edges and minimum widths put v4's trailing edge at 8 + 5 * 10 +
        // 4 * 8 = 90 at least: the closing `<= 80` (k16, activated last) cannot hold. The
        // set is the closing constraint with every leading edge and minimum width (the
        // tops and the root's trailing edge play no part).
        let result = try LayoutDocument(json: chain(last: ["v4.trailing <= root.leading + 80"])).layOut()
        #expect(result.status == .conflict)
        #expect(
            result.broken == [
                .init(
                    broken: "k16",
                    conflict: ["k0", "k1", "k3", "k4", "k6", "k7", "k9", "k10", "k12", "k13", "k16"])
            ])
        // Without it the row fits (38 a view, 190 in all, in 400): every view at its
        // intrinsic width, 30, 38 apart.
        for i in 0..<5 {
            #expect(result.frame(of: "v\(i)") == [8 + 38 * Double(i), 12, 30, 20], "v\(i)")
        }
    }

    @Test func aChainClosedFirstBreaksTheLastMemberOfTheConflict() throws {
        // The closing constraint is k0 now, so the chain's constraints shift by one: the
        // first that cannot hold with those before it is v4's minimum width (k14): v4's
        // leading edge is at 80 at least once v3's is placed, which leaves it no width.
        let result = try LayoutDocument(json: chain(first: ["v4.trailing <= root.leading + 80"])).layOut()
        #expect(result.status == .conflict)
        #expect(
            result.broken == [
                .init(
                    broken: "k14",
                    conflict: ["k0", "k1", "k2", "k4", "k5", "k7", "k8", "k10", "k11", "k13", "k14"])
            ])
        // Laid out without it, the row is squeezed against the closing edge: the views give
        // up their intrinsic widths (equally resistant, so where is the solver's choice),
        // but the row ends exactly at 80, since any room left would be compression paid
        // for nothing.
        let last = try #require(result.frame(of: "v4"))
        #expect(last.count == 4 && abs(last[0] + last[2] - 80) < 1e-9)
        #expect(result.frame(of: "v0")?.first == 8)
    }

    @Test func aTableCellPinnedTwiceBreaksTheLaterPin() throws {
        // Two rows of two cells: the first cell pinned to the root's top-leading corner,
        // each cell after its left neighbour (4 apart) or under the cell above (4 apart),
        // at its intrinsic size. The second pin of the first cell's top (k8) contradicts
        // the first (k1) and nothing else.
        let json = """
            { "views": [ { "id": "root", "frame": [0, 0, 300, 200] },
                { "id": "a", "parent": "root", "intrinsicSize": [80, 10] },
                { "id": "b", "parent": "root", "intrinsicSize": [40, 10] },
                { "id": "c", "parent": "root", "intrinsicSize": [80, 12] },
                { "id": "d", "parent": "root", "intrinsicSize": [40, 12] } ],
              "constraints": [ "a.leading == root.leading", "a.top == root.top",
                "b.leading == a.trailing + 4", "b.top == a.top",
                "c.leading == a.leading", "c.top == a.bottom + 4",
                "d.leading == c.trailing + 4", "d.top == c.top",
                "a.top == root.top + 5" ] }
            """
        let result = try LayoutDocument(json: json).layOut()
        #expect(result.status == .conflict)
        #expect(result.broken == [.init(broken: "k8", conflict: ["k1", "k8"])])
        #expect(result.frame(of: "a") == [0, 0, 80, 10])
        #expect(result.frame(of: "b") == [84, 0, 40, 10])
        #expect(result.frame(of: "c") == [0, 14, 80, 12])
        #expect(result.frame(of: "d") == [84, 14, 40, 12])
    }

    @Test func aVisualFormatRowAfterAClosingEdgeBreaksTheFormat() throws {
        // The closing edge comes first (k0); the row's constraints (all of them `vf0`)
        // then put v2's trailing edge at 8 + 3 * 10 + 2 * 8 = 54 at least, past 40: one of
        // them is broken, reported with the closing edge.
        let json = """
            { "views": [ { "id": "root", "frame": [0, 0, 400, 44] },
                { "id": "v0", "parent": "root", "intrinsicSize": [30, 20] },
                { "id": "v1", "parent": "root", "intrinsicSize": [30, 20] },
                { "id": "v2", "parent": "root", "intrinsicSize": [30, 20] } ],
              "constraints": [ "v2.trailing <= root.leading + 40" ],
              "visualFormats": [ { "format": "H:|-8-[v0(>=10)]-8-[v1(>=10)]-8-[v2(>=10)]-(>=8)-|",
                                   "options": ["alignAllCenterY"] } ] }
            """
        let result = try LayoutDocument(json: json).layOut()
        #expect(result.status == .conflict)
        #expect(result.broken == [.init(broken: "vf0", conflict: ["k0", "vf0"])])
        // The closing edge holds: the row ends at 40 (room left there would be compression
        // paid for nothing).
        let last = try #require(result.frame(of: "v2"))
        #expect(last.count == 4 && abs(last[0] + last[2] - 40) < 1e-9)
    }
}
