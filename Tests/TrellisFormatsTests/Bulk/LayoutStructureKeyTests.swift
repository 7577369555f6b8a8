import Foundation
import Testing

@testable import TrellisFormats

/// Lines share a bulk template only when nothing its update leaves alone differs.
@Suite struct LayoutStructureKeyTests {
    /// A 300 x 100 stack of two views, 40 x 20 and 80 x 10.
    func stackLine(distribution: String, alignment: String, spacing: Double = 10) -> String {
        #"{"views": [{"id": "bar", "frame": [0, 0, 300, 100], "stack": {"distribution": "\#(distribution)", "#
            + #""alignment": "\#(alignment)", "spacing": \#(spacing)}}, "#
            + #"{"id": "back", "parent": "bar", "intrinsicSize": [40, 20]}, "#
            + #"{"id": "done", "parent": "bar", "intrinsicSize": [80, 10]}]}"#
    }

    /// The frame of `id` in a result line.
    func frame(_ id: String, in json: String) throws -> [Double] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let frames = try #require(object["frames"] as? [String: [Double]])
        return try #require(frames[id])
    }

    @Test func stackSettingsAreStructure() throws {
        let lines = [
            stackLine(distribution: "equalSpacing", alignment: "center"),
            stackLine(distribution: "fill", alignment: "top"),
            stackLine(distribution: "fill", alignment: "top", spacing: 4),
            stackLine(distribution: "equalSpacing", alignment: "center"),
        ]
        let keys = try lines.map { LayoutStructureKey(try LayoutDocument(json: $0)) }
        #expect(keys[0] != keys[1] && keys[1] != keys[2] && keys[0] == keys[3])
        var reusing = LayoutTemplateCache()
        var fresh = LayoutTemplateCache()
        for (index, line) in lines.enumerated() {
            let reused = reusing.process(line, index: index, strict: false)
            #expect(reused.json == fresh.process(line, index: index, strict: false, reuse: false).json)
        }
        #expect(reusing.built == 3)
        // Centred in 100: y = (100 - 20) / 2; equal spacing puts `done` at the trailing edge.
        var cache = LayoutTemplateCache()
        let centred = cache.process(lines[0], index: 0, strict: false).json
        #expect(try frame("back", in: centred) == [0, 40, 40, 20])
        #expect(try frame("done", in: centred) == [220, 45, 80, 10])
        // At the top, filled: the first view takes what is left (300 - 80 - 10 = 210; equal
        // hugging goes to the earlier view, as in UIKit), both at y = 0.
        let top = cache.process(lines[1], index: 1, strict: false).json
        #expect(try frame("back", in: top) == [0, 0, 210, 20])
        #expect(try frame("done", in: top) == [220, 0, 80, 10])
    }
}
