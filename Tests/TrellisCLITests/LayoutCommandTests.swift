import Foundation
import Testing

/// `trellis layout` on the sample files of `Tests/Fixtures/Layout/`: output, exit status,
/// `--strict`.
@Suite struct LayoutCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Layout")

    func fixture(_ name: String) -> String { Self.fixtures.appendingPathComponent("\(name).json").path }

    func parse(_ stdout: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(stdout.utf8))
        return try #require(object as? [String: Any])
    }

    @Test func formatsExamplePrintsItsFrames() throws {
        let result = try runTrellis(["layout", fixture("formats-example")])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(
            result.stdout
                == #"{ "status": "ok", "backend": "incremental", "frames": { "cell": [0, 0, 375, 120], "avatar": [15, 44, 32, 32], "name": [57, 51.5, 80, 17], "content": [8, 8, 359, 104] }, "ambiguous": [], "broken": [], "note": "auto: 3 components; 3 incremental (23 rows); largest (21 rows): incremental: 21 rows" }"#
                + "\n")
        let json = try parse(result.stdout)
        #expect(json["status"] as? String == "ok")
    }

    @Test func backendOptionChoosesTheSolver() throws {
        // Every backend gives the same frames; the output names the one that solved.
        let auto = try parse(try runTrellis(["layout", fixture("formats-example")]).stdout)
        for backend in ["incremental", "glpk"] {
            let result = try runTrellis(["layout", "--backend", backend, fixture("formats-example")])
            #expect(result.status == 0)
            let json = try parse(result.stdout)
            #expect(json["backend"] as? String == backend)
            #expect((json["note"] as? String)?.hasPrefix("\(backend): 3 components") == true)
            #expect(json["frames"] as? [String: [Double]] == auto["frames"] as? [String: [Double]])
        }
        let bad = try runTrellis(["layout", "--backend", "simplex", fixture("formats-example")])
        #expect(bad.status != 0 && bad.status != 2)
    }

    @Test func conflictExitsWith2AndListsBrokenConstraints() throws {
        let result = try runTrellis(["layout", fixture("conflict")])
        #expect(result.status == 2)
        let json = try parse(result.stdout)
        #expect(json["status"] as? String == "conflict")
        let broken = try #require(json["broken"] as? [[String: Any]])
        #expect(Set(broken.compactMap { $0["broken"] as? String }) == ["wider", "k5", "vf0"])
        let wider = try #require(broken.first { $0["broken"] as? String == "wider" })
        #expect(wider["conflict"] as? [String] == ["wide", "wider"])
        let frames = try #require(json["frames"] as? [String: [Double]])
        #expect(frames["a"] == [0, 0, 50, 10])
    }

    @Test func strictConflictIsAnErrorWithoutFrames() throws {
        let result = try runTrellis(["layout", fixture("conflict"), "--strict"])
        #expect(result.status == 2)
        let json = try parse(result.stdout)
        #expect(json["status"] as? String == "conflict")
        #expect(json["frames"] == nil)
        #expect((json["broken"] as? [Any])?.count == 1)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.hasPrefix(fixture("conflict") + ": conflict"))
    }

    @Test func strictWithoutConflictIsOk() throws {
        let result = try runTrellis(["layout", "--strict", fixture("rtl-row")])
        #expect(result.status == 0)
        let frames = try #require(try parse(result.stdout)["frames"] as? [String: [Double]])
        #expect(frames["c"] == [122, 5, 40, 10])
    }

    @Test func dashReadsStandardInput() throws {
        let text = try String(contentsOfFile: fixture("two-roots"), encoding: .utf8)
        let result = try runTrellis(["layout", "-"], stdin: text)
        #expect(result.status == 0)
        let frames = try #require(try parse(result.stdout)["frames"] as? [String: [Double]])
        #expect(frames["r1"] == [5, 5, 50, 30])
        let bad = try runTrellis(["layout", "-"], stdin: "{")
        #expect(bad.status == 1)
        #expect(bad.stderr.hasPrefix("-: line 1, column 2: expected a string key in an object"))
    }

    @Test func ambiguousItemsAreNamed() throws {
        let result = try runTrellis(["layout", fixture("ambiguous")])
        #expect(result.status == 0)
        #expect(try parse(result.stdout)["ambiguous"] as? [String] == ["sized", "floating", "loose"])
    }

    @Test func everySampleLaysOutWithoutErrors() throws {
        for name in ["semantics", "two-roots", "rtl-row"] {
            let result = try runTrellis(["layout", fixture(name)])
            #expect(result.status == 0, "\(name): \(result.stderr)")
            #expect(try parse(result.stdout)["broken"] as? [Any] != nil)
        }
    }
}
