import Foundation
import Testing
import Trellis
import TrellisFormats

@Suite struct BulkStreamTests {
    /// A cell layout of FORMATS.md §2 whose constants, pinned frame and intrinsic size vary.
    func cellLine(width: Double, inset: Double, nameWidth: Double, avatar: Double = 32) -> String {
        """
        {"views": [{"id": "cell", "frame": [0, 0, \(width), 120]}, {"id": "avatar", "parent": "cell"}, \
        {"id": "name", "parent": "cell", "intrinsicSize": [\(nameWidth), 17]}], \
        "guides": [{"id": "content", "owner": "cell"}], \
        "constraints": ["avatar.leading == cell.leading + \(inset)", "avatar.width == \(avatar)", \
        "avatar.height == 1 * avatar.width", "avatar.centerY == cell.centerY", \
        "name.leading == avatar.trailing + 10 @750", {"id": "nameCenter", "constraint": "name.centerY == avatar.centerY"}, \
        "name.trailing <= cell.trailing - 8", "avatar.trailing <= cell.trailing", "content.leading == cell.leadingMargin", \
        "content.trailing == cell.trailingMargin", "content.top == cell.topMargin", "content.bottom == cell.bottomMargin"]}
        """
    }

    /// A differently shaped layout: a row of two boxes sharing the width.
    func rowLine(width: Double, gap: Double) -> String {
        """
        {"views": [{"id": "row", "frame": [0, 0, \(width), 40]}, {"id": "a", "parent": "row"}, {"id": "b", "parent": "row"}], \
        "constraints": ["a.leading == row.leading", "b.leading == a.trailing + \(gap)", "b.trailing == row.trailing", \
        "a.width == b.width", "a.top == row.top", "b.top == row.top", "a.height == 40", "b.height == a.height"]}
        """
    }

    func run(_ lines: [String], threads: Int = 2, chunk: Int = 64, strict: Bool = false, reuse: Bool = true)
        async throws -> (
            lines: [String], summary: BulkStream.Summary
        )
    {
        var out: [String] = []
        let source = BulkLayout.indices(lines.count, batch: 7)
        let summary = try await BulkStream.run(
            source: { source()?.map { lines[$0] } }, mode: .layouts(strict: strict, reuse: reuse),
            options: BulkOptions(threads: threads, chunkSize: chunk, window: 4 * chunk)
        ) { out.append($0) }
        return (out, summary)
    }

    func object(_ line: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    /// Every line laid out from a recognised, reused template equals `trellis layout` of that
    /// line alone (a fresh tree), frame by frame.
    @Test func reusedTemplatesEqualFreshLayouts() async throws {
        var lines: [String] = []
        for k in 0..<36 {
            let w = 300 + Double(k % 7) * 11.5
            lines.append(cellLine(width: w, inset: 10 + Double(k % 5), nameWidth: 40 + Double(k * 13 % 300)))
            lines.append(rowLine(width: w, gap: Double(k % 4) * 3))
        }
        let (out, summary) = try await run(lines)
        #expect(out.count == lines.count)
        #expect(summary.ok == lines.count)
        // Two structures, two chunks of 64: 4 trees built; lines whose name is squeezed are
        // ambiguous (its leading and its compression resistance are both 750) and laid out
        // afresh, so that they match a fresh layout too.
        let ambiguous = out.filter { $0.contains("\"ambiguous\": [\"name\"]") }.count
        #expect(ambiguous > 0)
        #expect(summary.reusedTemplates >= lines.count - 4 - ambiguous)
        for (index, (line, output)) in zip(lines, out).enumerated() {
            let got = try object(output)
            #expect(got["index"] as? Int == index)
            let fresh = try LayoutDocument(json: line).layOut()
            let frames = try #require(got["frames"] as? [String: [Double]])
            #expect(frames.count == fresh.frames.count)
            for (id, frame) in fresh.frames {
                let mine = try #require(frames[id])
                #expect(zip(mine, frame).allSatisfy { abs($0 - $1) <= 1e-6 }, "line \(index) \(id)")
            }
            #expect((got["ambiguous"] as? [String]) == fresh.ambiguous)
        }
    }

    @Test func handDerivedFramesThroughTheStream() async throws {
        // The FORMATS.md example's numbers: avatar at 15, centred in 120; name after it.
        let (out, _) = try await run([cellLine(width: 375, inset: 15, nameWidth: 80)])
        let first = try #require(try object(out[0])["frames"] as? [String: [Double]])
        #expect(first["avatar"] == [15, 44, 32, 32])
        #expect(first["name"] == [57, 51.5, 80, 17])
        #expect(first["content"] == [8, 8, 359, 104])
        // Reused: the avatar moves to 20; the name (80 wide) follows at 20 + 32 + 10 = 62.
        let (again, summary) = try await run([
            cellLine(width: 375, inset: 15, nameWidth: 80), cellLine(width: 300, inset: 20, nameWidth: 80),
        ])
        #expect(summary.reusedTemplates == 1)
        let second = try #require(try object(again[1])["frames"] as? [String: [Double]])
        #expect(second["avatar"] == [20, 44, 32, 32])
        #expect(second["name"] == [62, 51.5, 80, 17])
        #expect(second["content"] == [8, 8, 284, 104])
    }

    @Test func badLinesGetErrorLinesAndTheStreamGoesOn() async throws {
        let lines = [
            rowLine(width: 100, gap: 0), "{\"views\": [", "", rowLine(width: 200, gap: 10),
            #"{"views": [{"id": "a"}], "constraints": ["a.width == b.width"]}"#, rowLine(width: 300, gap: 20),
        ]
        let (out, summary) = try await run(lines, threads: 3, chunk: 2)
        let objects = try out.map(object)
        #expect(objects.map { $0["index"] as? Int } == [0, 1, 2, 3, 4, 5])
        #expect(objects.map { $0["status"] as? String } == ["ok", "error", "error", "ok", "error", "ok"])
        #expect((objects[2]["message"] as? String) == "line 3: empty line: not a layout")
        // Positions are the stream's: line 2 ends after `{"views": [` (11 characters), so the
        // missing value is at column 12; the constraint error is on line 5, at column 12 of
        // its constraint string.
        #expect((objects[1]["message"] as? String)?.hasPrefix("line 2, column 12: ") == true)
        #expect(
            (objects[4]["message"] as? String)
                == "line 5: constraint 'k0': unknown view 'b' at column 12 in 'a.width == b.width'")
        #expect(summary.errors == 3)
        #expect(summary.exitStatus == 2)
        let frames = try #require(objects[5]["frames"] as? [String: [Double]])
        #expect(frames["b"] == [160, 0, 140, 40])
    }

    /// A line whose constants conflict is reported (status conflict, broken constraint) and
    /// the lines after it, of the same structure, are laid out correctly.
    @Test func aConflictingLineIsReportedNotFatal() async throws {
        let lines = [
            cellLine(width: 375, inset: 15, nameWidth: 80),
            cellLine(width: 375, inset: 15, nameWidth: 80, avatar: 400),
            cellLine(width: 375, inset: 15, nameWidth: 80),
        ]
        let (out, summary) = try await run(lines, threads: 1)
        let objects = try out.map(object)
        #expect(objects.map { $0["status"] as? String } == ["ok", "conflict", "ok"])
        #expect((objects[1]["broken"] as? [[String: Any]])?.isEmpty == false)
        #expect(summary.conflicts == 1)
        #expect(out[2].replacingOccurrences(of: "\"index\": 2", with: "\"index\": 0") == out[0])
        let strict = try await run(lines, threads: 1, strict: true)
        let statuses = try strict.lines.map { line -> String? in try object(line)["status"] as? String }
        #expect(statuses == ["ok", "conflict", "ok"])
    }

    @Test func threadCountDoesNotChangeTheOutput() async throws {
        var lines: [String] = []
        for k in 0..<90 {
            let x = Double(k)
            if k % 3 == 0 {
                lines.append(rowLine(width: 100 + x, gap: 1.5))
            } else {
                lines.append(cellLine(width: 250 + x, inset: 12.25, nameWidth: 7 * x))
            }
        }
        let one = try await run(lines, threads: 1, chunk: 16).lines
        let two = try await run(lines, threads: 2, chunk: 16).lines
        let four = try await run(lines, threads: 4, chunk: 16).lines
        #expect(two == one)
        #expect(four == one)
        let fresh = try await run(lines, threads: 2, chunk: 16, reuse: false)
        #expect(fresh.summary.reusedTemplates == 0)
        #expect(fresh.lines == one)
    }
}

/// Cancelling a stream part way: what was written is a prefix of the full output, in order,
/// with the error lines where their input lines were.
@Suite struct BulkStreamCancellationTests {
    @Test func cancelledStreamWritesAnOrderedPrefix() async throws {
        let good = #"{"views": [{"id": "v", "frame": [0, 0, 10, 10]}]}"#
        let lines = (0..<3_000).map { $0 % 7 == 3 ? "not json \($0)" : good }
        let cancel = BulkCancellation()
        var written: [String] = []
        let source = BulkLayout.indices(lines.count, batch: 50)
        await #expect(throws: BulkError.cancelled) {
            _ = try await BulkStream.run(
                source: { source()?.map { lines[$0] } }, mode: .layouts(strict: false),
                options: BulkOptions(
                    threads: 2, chunkSize: 16, window: 256, cancellation: cancel,
                    progress: { done in if done >= 500 { cancel.cancel() } })
            ) { written.append($0) }
        }
        #expect(written.count >= 500)
        #expect(written.count < lines.count)
        for (index, line) in written.enumerated() {
            #expect(line.hasPrefix("{ \"index\": \(index), "), "\(line)")
            if index % 7 == 3 {
                #expect(line.contains("\"status\": \"error\""), "\(line)")
            } else {
                #expect(line.contains("\"status\": \"ok\""), "\(line)")
            }
        }
    }
}
