import Foundation
import Testing

@Suite struct LayoutSVGTests {
    @Test func layoutWritesAPictureOfItsFrames() throws {
        let directory = FileManager.default.temporaryDirectory
        let input = directory.appendingPathComponent("layout-svg-\(UUID()).json")
        let picture = directory.appendingPathComponent("layout-svg-\(UUID()).svg")
        defer {
            try? FileManager.default.removeItem(at: input)
            try? FileManager.default.removeItem(at: picture)
        }
        let layout = """
            { "views": [ { "id": "cell", "frame": [0, 0, 375, 120] }, { "id": "avatar", "parent": "cell" } ],
              "constraints": [ "avatar.leading == cell.leading + 15", "avatar.width == 32",
                               "avatar.height == 32", "avatar.centerY == cell.centerY" ] }
            """
        try layout.write(to: input, atomically: true, encoding: .utf8)
        let result = try runTrellis(["layout", input.path, "--svg", picture.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"avatar\": [15, 44, 32, 32]"))
        let svg = try String(contentsOf: picture, encoding: .utf8)
        // The avatar's box is drawn at its absolute frame, in layout points.
        #expect(svg.contains("data-id=\"avatar\""))
        #expect(svg.contains("<rect class=\"frame\" x=\"15\" y=\"44\" width=\"32\" height=\"32\""))
    }
}
