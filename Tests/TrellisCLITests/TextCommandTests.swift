import Foundation
import Testing

/// `--text`, `--png` and `--pdf` on `trellis layout`, `bulk` and `demo`.
@Suite struct TextCommandTests {
    /// A root 100 wide and a label 30 wide pinned to its corner; size 10 text: with the
    /// average model a character is 5 points, a line 12.5.
    static let label = """
        { "views": [ { "id": "root", "frame": [0, 0, 100, 200] },
            { "id": "label", "parent": "root", "text": "hello world again", "font": { "size": 10 } } ],
          "constraints": [ "label.leading == root.leading", "label.top == root.top", "label.width == 30" ] }
        """

    func temporary(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("text-cli-\(UUID())-\(name)")
    }

    @Test func averageTextIsMeasuredAtTheLaidOutWidth() throws {
        let result = try runTrellis(["layout", "-", "--text", "average"], stdin: Self.label)
        #expect(result.status == 0, "\(result.stderr)")
        // 6 characters a line: "hello" / "world" / "again".
        #expect(result.stdout.contains(#""label": [0, 0, 30, 37.5]"#))
    }

    @Test func unknownTextMeasurerIsRejected() throws {
        let result = try runTrellis(["layout", "-", "--text", "guess"], stdin: Self.label)
        #expect(result.status != 0)
        #expect(result.stderr.contains("pango"))
    }

    @Test func bulkTakesTheTextMeasurer() throws {
        let line = Self.label.split(separator: "\n").joined(separator: " ")
        let result = try runTrellis(["bulk", "--text", "average"], stdin: line + "\n" + line + "\n")
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.contains(#""label": [0, 0, 30, 37.5]"#) })
    }

    #if TRELLIS_PANGO
        @Test func pangoIsTheDefaultAndMeasuresTheRealFont() throws {
            let average = try runTrellis(["layout", "-", "--text", "average"], stdin: Self.label)
            let pango = try runTrellis(["layout", "-"], stdin: Self.label)
            let explicit = try runTrellis(["layout", "-", "--text", "pango"], stdin: Self.label)
            #expect(pango.status == 0, "\(pango.stderr)")
            #expect(pango.stdout == explicit.stdout)
            #expect(pango.stdout != average.stdout)
        }

        @Test func layoutWritesPNGAndPDF() throws {
            let png = temporary("picture.png")
            let pdf = temporary("picture.pdf")
            defer {
                try? FileManager.default.removeItem(at: png)
                try? FileManager.default.removeItem(at: pdf)
            }
            let result = try runTrellis(["layout", "-", "--png", png.path, "--pdf", pdf.path], stdin: Self.label)
            #expect(result.status == 0, "\(result.stderr)")
            let pngBytes = try Data(contentsOf: png)
            let pdfBytes = try Data(contentsOf: pdf)
            #expect(Array(pngBytes.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
            #expect(String(decoding: pdfBytes.prefix(5), as: UTF8.self) == "%PDF-")
        }

        @Test func unwritablePictureIsAnError() throws {
            let result = try runTrellis(
                ["layout", "-", "--png", "/nonexistent-directory/x.png"], stdin: Self.label)
            #expect(result.status == 1)
            // Named as every file the tool cannot write (`--svg` too).
            #expect(result.stderr.hasPrefix("/nonexistent-directory/x.png: cannot write the file:"))
        }

        @Test func demoDrawsTheFirstScreenWithText() throws {
            let png = temporary("feed.png")
            defer { try? FileManager.default.removeItem(at: png) }
            let result = try runTrellis(["demo", "--cells", "20", "--threads", "1", "--png", png.path])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("Text measured by Pango"))
            #expect(result.stdout.contains("largest height difference 0.0"))
            #expect(FileManager.default.fileExists(atPath: png.path))
        }

        @Test func demoReportsHowTextWasMeasured() throws {
            let cached = try runTrellis(["demo", "--cells", "200", "--threads", "1", "--text", "pango"])
            #expect(cached.status == 0, "\(cached.stderr)")
            let lines = cached.stdout.split(separator: "\n")
            #expect(lines.first == "Text measured by Pango (DejaVu Sans)")
            #expect(lines.contains { $0.hasPrefix("Texts: ") && $0.contains(" from cached words (") })
            #expect(lines.contains { $0.hasPrefix("Word cache: ") && $0.contains("% hits") })
            let uncached = try runTrellis(["demo", "--cells", "200", "--threads", "1", "--text", "pango-uncached"])
            #expect(uncached.status == 0, "\(uncached.stderr)")
            #expect(uncached.stdout.contains("Text measured by Pango (DejaVu Sans), every text laid out in full"))
            #expect(uncached.stdout.contains(", 0 from cached words (0.0 %)"))
            // The same heights either way.
            let total = { (text: String) in text.split(separator: "\n").first { $0.hasPrefix("Total height") } }
            #expect(total(cached.stdout) != nil && total(cached.stdout) == total(uncached.stdout))
        }
    #endif
}
