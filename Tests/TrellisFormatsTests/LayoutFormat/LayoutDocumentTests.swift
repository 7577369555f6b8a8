import Foundation
import Testing
import TrellisSolver

@testable import Trellis
@testable import TrellisFormats

@Suite struct LayoutDocumentTests {
    static let example = LayoutFixtures.text("formats-example")

    func failure(_ json: String) -> LayoutFileError? {
        do {
            _ = try LayoutDocument(json: json)
            return nil
        } catch {
            return error
        }
    }

    /// A small valid tree the error cases below extend.
    func layout(_ extra: String) -> String {
        """
        { "views": [ { "id": "root", "frame": [0, 0, 100, 100] }, { "id": "a", "parent": "root" },
                     { "id": "b", "parent": "root" } ],
          "guides": [ { "id": "g", "owner": "root" } ]\(extra) }
        """
    }

    @Test func formatsExampleParses() throws {
        let document = try LayoutDocument(json: Self.example)
        #expect(document.direction == .leftToRight)
        #expect(document.viewIDs == ["cell", "avatar", "name"])
        #expect(document.guideIDs == ["content"])
        #expect(
            document.constraintIDs == ["k0", "k1", "k2", "k3", "k4", "nameCenter", "k6", "k7", "k8", "k9"])
        let name = try #require(document.views.last)
        #expect(name.parent == "cell")
        #expect(name.intrinsicWidth == 80)
        #expect(name.intrinsicHeight == 17)
        #expect(name.baselines == [13, 13])
        #expect(document.views[0].frame == [0, 0, 375, 120])
        #expect(document.constraints[4].priority == 750)
        #expect(document.formats.map(\.id) == ["vf0"])
        #expect(document.formats[0].options == .alignAllCenterY)
        #expect(document.formats[0].rules.count == 5)  // 3 gaps, a width, 1 alignment
    }

    @Test func defaultsOfAView() throws {
        let document = try LayoutDocument(
            json: #"{ "views": [ { "id": "v", "intrinsicSize": [null, 20] } ] }"#)
        let view = try #require(document.views.first)
        #expect(view.intrinsicWidth == nil)
        #expect(view.intrinsicHeight == 20)
        #expect(view.hugging == [250, 250])
        #expect(view.compressionResistance == [750, 750])
        #expect(view.margins == [8, 8, 8, 8])
        #expect(view.baselines == nil)
        #expect(view.frame == nil)
    }

    @Test func nullsStandForLeftOutOptionalKeys() throws {
        let document = try LayoutDocument(
            json: """
                { "direction": null, "guides": null,
                  "views": [ { "id": "r", "parent": null, "frame": null, "margins": null } ],
                  "constraints": [ { "id": "w", "constraint": "r.width == 1", "priority": null } ],
                  "visualFormats": [ { "format": "[r]", "options": "alignAllTop", "metrics": null } ] }
                """)
        #expect(document.direction == .leftToRight)
        #expect(document.views[0].parent == nil)
        #expect(document.views[0].margins == [8, 8, 8, 8])
        #expect(document.constraints[0].priority == 1000)
        #expect(document.formats[0].options == .alignAllTop)
    }

    @Test func objectPriorityAndRightToLeft() throws {
        let document = try LayoutDocument(
            json: layout(
                #", "direction": "rightToLeft", "constraints": [ { "constraint": "a.width == 5", "priority": 300 } ]"#
            ))
        #expect(document.direction == .rightToLeft)
        #expect(document.constraints[0].priority == 300)
        #expect(document.constraints[0].id == "k0")
    }

    @Test(arguments: [
        // Constraint strings: context, message, column in the string.
        (
            #", "constraints": ["a.width == zz.width"]"#,
            "constraint 'k0': unknown view 'zz' at column 12 in 'a.width == zz.width'"
        ),
        (
            #", "constraints": ["a.left == b.top"]"#,
            "constraint 'k0': cannot relate horizontal attribute 'left' to vertical attribute 'top' at column 13 in 'a.left == b.top'"
        ),
        (
            #", "constraints": ["a.leading == b.width"]"#,
            "constraint 'k0': cannot relate position attribute 'leading' to dimension attribute 'width' at column 16 in 'a.leading == b.width'"
        ),
        (
            #", "constraints": ["a.width == 1", {"id": "w", "constraint": "g.leftMargin == a.left"}]"#,
            "constraint 'w': layout guide 'g' has no leftMargin (guides have no margins or baselines) at column 3 in 'g.leftMargin == a.left'"
        ),
        (
            #", "constraints": ["a.top == g.firstBaseline"]"#,
            "constraint 'k0': layout guide 'g' has no firstBaseline (guides have no margins or baselines) at column 12 in 'a.top == g.firstBaseline'"
        ),
        (
            #", "constraints": ["a.width == 5 @1001"]"#,
            "constraint 'k0': priority 1001 is outside 1...1000 at column 15 in 'a.width == 5 @1001'"
        ),
        (
            #", "constraints": ["a.width == 5 @0.5"]"#,
            "constraint 'k0': priority 0.5 is outside 1...1000 at column 15 in 'a.width == 5 @0.5'"
        ),
        (
            #", "constraints": [{"constraint": "a.width == 5 @10", "priority": 20}]"#,
            "constraint 'k0': priority given both after '@' and as \"priority\" at column 15 in 'a.width == 5 @10'"
        ),
        (
            #", "constraints": ["a.width == 5 +"]"#,
            "constraint 'k0': expected '@' or the end of the constraint at column 14 in 'a.width == 5 +'"
        ),
        // Visual formats: the format string and the column.
        (
            #", "visualFormats": [{"format": "H:|-[a(50]-|"}]"#,
            "visual format vf0: Expected ',' or ')' at column 10 in 'H:|-[a(50]-|'"
        ),
        (
            #", "visualFormats": [{"format": "H:[a]-[zz]"}]"#,
            "visual format vf0: 'zz' is not a key in the views dictionary at column 8 in 'H:[a]-[zz]'"
        ),
        (
            #", "visualFormats": [{"format": "H:|[root]"}]"#,
            "visual format vf0: Unable to interpret '|' because 'root' has no superview at column 3 in 'H:|[root]'"
        ),
        (
            #", "visualFormats": [{"format": "H:[a][b]", "options": ["alignAllLeft"]}]"#,
            "visual format vf0: Option alignAllLeft aligns along the axis the format lays out at column 1 in 'H:[a][b]'"
        ),
        (
            #", "visualFormats": [{"format": "H:[a][b]", "options": ["alignAllMiddle"]}]"#,
            "visual format vf0: Unknown option 'alignAllMiddle' at column 1 in 'H:[a][b]'"
        ),
        (
            #", "visualFormats": [{"format": "[a]"}, {"format": "H:[a(w)]", "metrics": {"w": 1}}, {"format": "H:[a(v)]"}]"#,
            "visual format vf2: 'v' is not a key in the views dictionary at column 6 in 'H:[a(v)]'"
        ),
        (
            #", "visualFormats": [{"format": "V:[a][g]", "options": ["alignAllLeadingMargin"]}]"#,
            "visual format vf0: Unknown option 'alignAllLeadingMargin' at column 1 in 'V:[a][g]'"
        ),
        (
            #", "visualFormats": [{"format": "H:[a][g]", "options": ["alignAllFirstBaseline"]}]"#,
            "visual format vf0: layout guide 'g' has no firstBaseline at column 6 in 'H:[a][g]'"
        ),
    ])
    func constraintAndFormatErrors(extra: String, message: String) throws {
        let error = try #require(failure(layout(extra)))
        #expect(error.description == message)
    }

    @Test(arguments: [
        (#"{ "views": [], "extra": 1 }"#, "line 1, column 16: unknown key \"extra\" in the layout"),
        (
            #"{ "views": [ { "id": "v", "parnt": "x" } ] }"#,
            "line 1, column 27: unknown key \"parnt\" in view 'v' (did you mean \"parent\"?)"
        ),
        (#"{ "constraints": [] }"#, "line 1, column 1: the layout has no \"views\""),
        (#"{ "views": [ { "id": "v" }, { "id": "v" } ] }"#, "line 1, column 29: duplicate id 'v'"),
        (
            #"{ "views": [ { "id": "v" } ], "guides": [ { "id": "v", "owner": "v" } ] }"#,
            "line 1, column 43: duplicate id 'v'"
        ),
        (
            #"{ "views": [ { "id": "v" } ], "constraints": [ "v.width == 1", {"id": "k0", "constraint": "v.height == 1"} ] }"#,
            "line 1, column 64: duplicate constraint id 'k0'"
        ),
        (
            #"{ "views": [ { "id": "v" } ], "constraints": [ {"id": "k1", "constraint": "v.width == 1"}, "v.height == 1" ] }"#,
            "line 1, column 92: duplicate constraint id 'k1'"
        ),
        (
            #"{ "views": [ { "id": "v" } ], "constraints": [ {"id": "a", "constraint": "v.width == 1"}, {"id": "a", "constraint": "v.height == 1"} ] }"#,
            "line 1, column 91: duplicate constraint id 'a'"
        ),
        (
            #"{ "views": [ { "id": "a", "parent": "b" }, { "id": "b" } ] }"#,
            "line 1, column 37: view 'a': parent 'b' must be listed before its child 'a'"
        ),
        (
            #"{ "views": [ { "id": "a", "parent": "b" }, { "id": "b", "parent": "a" } ] }"#,
            "line 1, column 37: view 'a': parent cycle: 'a' is an ancestor of its parent 'b'"
        ),
        (
            #"{ "views": [ { "id": "a", "parent": "a" } ] }"#,
            "line 1, column 37: view 'a': view 'a' is its own parent (a parent cycle)"
        ),
        (
            #"{ "views": [ { "id": "a", "parent": "q" } ] }"#,
            "line 1, column 37: view 'a': unknown parent view 'q'"
        ),
        (
            #"{ "views": [ { "id": "a", "frame": [0, 0, 1] } ] }"#,
            "line 1, column 36: view 'a' frame must hold 4 numbers, not 3"
        ),
        (
            #"{ "views": [ { "id": "a", "frame": [0, 0, -1, 1] } ] }"#,
            "line 1, column 36: view 'a': frame width and height must not be negative"
        ),
        (
            #"{ "views": [ { "id": "a", "frame": [0, 0, 1e400, 1] } ] }"#,
            "line 1, column 43: the number 1e400 is out of range (not a finite double)"
        ),
        (
            #"{ "views": [ { "id": "a", "hugging": [250, 1001] } ] }"#,
            "line 1, column 44: view 'a' hugging 1001 is outside 1...1000"
        ),
        (
            #"{ "views": [ { "id": "a", "compressionResistance": [0, 1] } ] }"#,
            "line 1, column 53: view 'a' compressionResistance 0 is outside 1...1000"
        ),
        (
            #"{ "views": [ { "id": "a", "intrinsicSize": [1, "2"] } ] }"#,
            "line 1, column 48: view 'a' intrinsicSize must hold numbers, not a string"
        ),
        (
            #"{ "views": [ { "id": "a", "margins": [1, 2, 3, null] } ] }"#,
            "line 1, column 38: view 'a' margins must hold 4 numbers; item 3 is null"
        ),
        (
            #"{ "views": [ { "id": "a" } ], "guides": [ { "id": "g" } ] }"#,
            "line 1, column 43: guide 'g': a guide needs an \"owner\" view"
        ),
        (
            #"{ "views": [ { "id": "a" } ], "guides": [ { "id": "g", "owner": "z" } ] }"#,
            "line 1, column 65: guide 'g': unknown owner view 'z'"
        ),
        (
            #"{ "views": [ { "id": "a" } ], "direction": "upward" }"#,
            "line 1, column 44: direction must be \"leftToRight\" or \"rightToLeft\", not \"upward\""
        ),
        (
            #"{ "views": [ { "id": "a" }, { "id": "b" } ], "constraints": [ "a.left == b.left" ] }"#,
            "constraint 'k0': 'a' and 'b' have no common ancestor at column 11 in 'a.left == b.left'"
        ),
        (
            #"{ "views": [ { "id": "a" } ], "constraints": [ 3 ] }"#,
            "line 1, column 48: a constraint must be a string or an object, not a number"
        ),
        (
            #"{ "views": [ { "id": "a" } ], "constraints": [ { "id": "x" } ] }"#,
            "line 1, column 48: constraint 'x': a constraint object needs a \"constraint\" string"
        ),
        (
            #"{ "views": [ { "id": "a" } ], "constraints": [ { "constraint": "a.width == 1", "prio": 3 } ] }"#,
            "line 1, column 80: unknown key \"prio\" in constraint 0"
        ),
        (#"{ "views": [ { "id": "" } ] }"#, "line 1, column 22: a view id must not be empty"),
        (
            #"{ "views": [ { "id": "a" } ], "constraints": [ { "id": "vf0", "constraint": "a.width == 1" } ], "visualFormats": [ "[a]" ] }"#,
            "line 1, column 48: constraint id 'vf0' is taken by visual format 0"
        ),
        (
            #"{ "views": [ { "id": "a" } ], "constraints": [ { "id": "a.frame", "constraint": "a.width == 1" } ] }"#,
            "line 1, column 48: constraint id 'a.frame' is taken by the implicit constraints of view 'a'"
        ),
        (#"{ "views": [ { "id": 3 } ] }"#, "line 1, column 22: a view id must be a string, not a number"),
    ])
    func structureErrors(json: String, message: String) throws {
        let error = try #require(failure(json))
        let withoutKnownKeys = error.description.replacingOccurrences(
            of: #" \(known keys: [^)]*\)"#, with: "", options: .regularExpression)
        #expect(withoutKnownKeys == message)
    }

    @Test(arguments: [
        ("", "line 1, column 1: the file is empty: expected a JSON value"),
        ("{", "line 1, column 2: expected a string key in an object, found the end of the file"),
        ("{ \"views\": [ ] ", "line 1, column 16: expected ',' or '}' in an object, found the end of the file"),
        ("{ \"views\": [ 1 2 ] }", "line 1, column 16: expected ',' or ']' in an array, found '2'"),
        ("{ \"views\": [],\n  \"views\": [] }", "line 2, column 3: duplicate key \"views\" in an object"),
        ("{ \"views\": [] } x", "line 1, column 17: unexpected 'x' after the end of the JSON value"),
        ("{ \"views\": tru }", "line 1, column 12: invalid literal: expected 'true'"),
        ("{ \"views\": 01 }", "line 1, column 12: a number cannot have a leading zero"),
        ("{ \"views\": \"a\\q\" }", "line 1, column 14: invalid escape in a string"),
        ("{ \"views\": \"abc", "line 1, column 16: unterminated string"),
        ("[1, NaN]", "line 1, column 5: expected a JSON value, found 'N'"),
        ("{ \"views\": -Infinity }", "line 1, column 13: expected a digit in a number, found 'I'"),
        ("[]", "line 1, column 1: the layout must be an object, not an array"),
    ])
    func jsonErrors(json: String, message: String) throws {
        let error = try #require(failure(json))
        #expect(error.description == message)
    }

    /// Generated ids (`k<index>`) and given ones share one namespace; only the exact spelling
    /// of an earlier generated id is taken.
    @Test func generatedAndGivenConstraintIDs() throws {
        let document = try LayoutDocument(
            json: #"""
                { "views": [ { "id": "v" } ], "constraints": [
                    "v.width == 1", {"id": "k01", "constraint": "v.height == 1"},
                    {"id": "k5", "constraint": "v.width >= 0"}, "v.height >= 0" ] }
                """#)
        #expect(document.constraintIDs == ["k0", "k01", "k5", "k3"])
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let document = try LayoutDocument(json: "\u{FEFF}{ \"views\": [ { \"id\": \"a\" } ] }")
        #expect(document.viewIDs == ["a"])
        #expect(
            failure("\u{FEFF}{ \"views\": 1 }")?.description
                == "line 1, column 12: views must be an array, not a number")
    }

    @Test func jsonValues() throws {
        let json = try LayoutFileJSON.parse(
            #"{"s": "a\u00e9\ud83d\ude00\n", "n": -1.5e2, "b": [true, false, null]}"#)
        guard case .object(let members) = json.value else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["s", "n", "b"])
        guard case .string(let text) = members[0].value.value,
            case .number(let number) = members[1].value.value
        else {
            Issue.record("wrong kinds")
            return
        }
        #expect(text == "aé😀\n")
        #expect(number == -150)
        #expect(members[2].value.column == 50)
    }
}
