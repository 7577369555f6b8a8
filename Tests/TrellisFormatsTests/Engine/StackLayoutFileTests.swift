import Testing
import Trellis
import TrellisFormats

@Suite struct StackLayoutFileTests {
    /// A 300 x 100 toolbar stacking three buttons with equal spacing, centred, one hidden:
    /// the two visible buttons keep 40 and 80; the gap is 300 - 120 = 180.
    static let toolbar = #"""
        { "views": [
            { "id": "bar", "frame": [0, 0, 300, 100],
              "stack": { "axis": "horizontal", "distribution": "equalSpacing", "alignment": "center",
                         "spacing": 10, "hidden": ["share"] } },
            { "id": "back", "parent": "bar", "intrinsicSize": [40, 20] },
            { "id": "share", "parent": "bar", "intrinsicSize": [60, 30] },
            { "id": "done", "parent": "bar", "intrinsicSize": [80, 10] }
        ] }
        """#

    @Test func stackObjectLaysOutLikeTheLibrary() throws {
        let result = try LayoutDocument(json: Self.toolbar).layOut()
        #expect(result.status == .ok)
        #expect(result.frame(of: "back") == [0, 40, 40, 20])
        #expect(result.frame(of: "share")?[2] == 0)
        #expect(result.frame(of: "done") == [220, 45, 80, 10])
    }

    /// `arranged` picks and orders children; `customSpacing` and the margins option apply.
    @Test func arrangedOrderCustomSpacingAndMargins() throws {
        let json = #"""
            { "views": [
                { "id": "col", "frame": [0, 0, 100, 300], "margins": [10, 10, 10, 10],
                  "stack": { "axis": "vertical", "distribution": "fillEqually", "alignment": "leading",
                             "spacing": 5, "arranged": ["b", "a"], "customSpacing": { "b": 20 },
                             "layoutMarginsRelative": true } },
                { "id": "a", "parent": "col", "intrinsicSize": [30, 10] },
                { "id": "b", "parent": "col", "intrinsicSize": [50, 10] }
            ] }
            """#
        let result = try LayoutDocument(json: json).layOut()
        // Content 80 x 280 from (10, 10); two equal heights (280 - 20) / 2 = 130; b first.
        #expect(result.frame(of: "b") == [10, 10, 50, 130])
        #expect(result.frame(of: "a") == [10, 160, 30, 130])
    }

    /// `baselineRelative` measures a vertical stack's gaps between baselines: a's last
    /// baseline at 15, b's first baseline 10 below it at 25, so b's top at 13. a's height
    /// no longer places b, so a keeps its 20 and b stretches to the bottom.
    @Test func baselineRelative() throws {
        let json = #"""
            { "views": [
                { "id": "col", "frame": [0, 0, 100, 100],
                  "stack": { "axis": "vertical", "spacing": 10, "baselineRelative": true } },
                { "id": "a", "parent": "col", "intrinsicSize": [30, 20], "baselines": [15, 15] },
                { "id": "b", "parent": "col", "intrinsicSize": [50, 30], "baselines": [12, 26] }
            ] }
            """#
        let result = try LayoutDocument(json: json).layOut()
        #expect(result.frame(of: "a") == [0, 0, 100, 20])
        #expect(result.frame(of: "b") == [0, 13, 100, 87])
    }

    @Test func stackMistakesAreTypedErrors() {
        let cases: [(String, String)] = [
            (#"{ "axis": "diagonal" }"#, "stack axis must be"),
            (#"{ "distribution": "spread" }"#, "stack distribution must be one of"),
            (#"{ "alignment": "middle" }"#, "stack alignment must be one of"),
            (#"{ "spacing": "wide" }"#, "must be a number"),
            (#"{ "arranged": ["nobody"] }"#, "not a child view of 'bar'"),
            (#"{ "arranged": ["a", "a"] }"#, "arranges 'a' twice"),
            (#"{ "hidden": ["root"] }"#, "which it does not arrange"),
            (#"{ "layoutMarginsRelative": 1 }"#, "must be a boolean"),
            (#"{ "baselineRelative": "yes" }"#, "stack baselineRelative must be a boolean"),
            (#"{ "wrap": true }"#, "wrap"),
        ]
        for (stack, message) in cases {
            let json =
                #"{ "views": [ { "id": "bar", "frame": [0, 0, 10, 10], "stack": "#
                + stack + #" }, { "id": "a", "parent": "bar" } ] }"#
            do {
                _ = try LayoutDocument(json: json)
                Issue.record("accepted \(stack)")
            } catch {
                #expect(error.description.contains(message), "\(stack): \(error)")
            }
        }
    }
}
