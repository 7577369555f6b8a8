import Foundation
import Testing

/// `trellis layout` reports conflicts and ambiguity on stderr without being asked, as UIKit
/// logs them, while the JSON still goes to stdout.
@Suite struct LayoutWarningTests {
    static let conflict = #"""
        { "views": [{ "id": "box", "frame": [0, 0, 100, 100] }, { "id": "a", "parent": "box" }],
          "constraints": ["a.left == box.left", "a.top == box.top", "a.height == 10",
                          { "id": "wide", "constraint": "a.width == 50" },
                          { "id": "wider", "constraint": "a.width == 60" }] }
        """#

    @Test func conflictPrintsUIKitsMessageAndStillTheJSON() throws {
        let path = try temporaryLayoutFile(Self.conflict, name: "conflict.json")
        defer { removeTemporaryFile(path) }
        let result = try runTrellis(["layout", path])
        #expect(result.status == 2)
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(json?["status"] as? String == "conflict")
        // "wider" is activated after "wide", so it is the one broken.
        let expected = """
            \(path): Unable to simultaneously satisfy constraints.
                At least one of the constraints in the following list is one you don't want.
            (
                "wide: a.width == 50",
                "wider: a.width == 60"
            )
            Will attempt to recover by breaking constraint
                "wider: a.width == 60"

            """
        #expect(result.stderr == expected)
    }

    @Test func implicitConstraintsAreNamedForWhatTheyAre() throws {
        let json = #"""
            { "views": [{ "id": "pinned", "frame": [0, 0, 10, 10] }],
              "constraints": ["pinned.width == 20"], "visualFormats": [] }
            """#
        let path = try temporaryLayoutFile(json)
        defer { removeTemporaryFile(path) }
        let result = try runTrellis(["layout", path])
        #expect(result.status == 2)
        #expect(result.stderr.contains(#""pinned.frame: the frame given in the file","#))
        #expect(
            result.stderr.contains(
                "Will attempt to recover by breaking constraint\n    \"k0: pinned.width == 20\""))
    }

    @Test func ambiguityIsReportedButTheExitStatusStaysZero() throws {
        let json = #"""
            { "views": [{ "id": "box", "frame": [0, 0, 100, 100] }, { "id": "loose", "parent": "box" }],
              "constraints": ["loose.width == 10", "loose.height == 10"] }
            """#
        let path = try temporaryLayoutFile(json)
        defer { removeTemporaryFile(path) }
        let result = try runTrellis(["layout", path])
        #expect(result.status == 0)
        #expect(
            result.stderr
                == "\(path): Ambiguous layout: the constraints leave the frames of 'loose' undecided\n")
        #expect(result.stdout.contains(#""ambiguous": ["loose"]"#))
    }

    @Test func aLongAmbiguityWarningNamesTenAndCountsTheRest() throws {
        let loose = (0..<25).map { #"{ "id": "v\#($0)", "parent": "box" }"# }
        let json =
            #"{ "views": [{ "id": "box", "frame": [0, 0, 100, 100] }, \#(loose.joined(separator: ", "))] }"#
        let path = try temporaryLayoutFile(json)
        defer { removeTemporaryFile(path) }
        let result = try runTrellis(["layout", path])
        #expect(result.status == 0)
        let names = (0..<10).map { "'v\($0)'" }.joined(separator: ", ")
        #expect(
            result.stderr
                == "\(path): Ambiguous layout: the constraints leave the frames of \(names) and 15 more undecided\n"
        )
        // The output lists every one.
        #expect(result.stdout.contains(#""v24""#))
    }

    @Test func aCleanLayoutIsSilent() throws {
        let json = #"{ "views": [{ "id": "box", "frame": [0, 0, 100, 100] }] }"#
        let path = try temporaryLayoutFile(json)
        defer { removeTemporaryFile(path) }
        let result = try runTrellis(["layout", path])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
    }
}
