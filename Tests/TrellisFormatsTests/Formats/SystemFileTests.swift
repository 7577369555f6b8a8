import Testing
import Trellis
import TrellisFormats
import TrellisSolver

/// Reading the system format of FORMATS.md §1 into a LinearSystem.
@Suite struct SystemFileTests {
    private static let contractExample = """
        {
          "variables": { "width": 0, "height": 0 },
          "constraints": [
            { "id": "c1", "constraint": "2*x + y >= 10" },
            { "id": "c2", "constraint": "x == 3", "strength": "weak" },
            { "id": "c3", "constraint": "x + y <= 20 - z/2", "strength": 1250 }
          ],
          "edits": [
            { "variable": "width", "strength": "strong", "suggest": 400 }
          ]
        }
        """

    @Test func readsTheContractExample() throws {
        let file = try SystemFile(json: Self.contractExample)
        #expect(file.variableNames == ["width", "height", "x", "y", "z"])
        let system = file.system
        #expect(system.constraints.map(\.id) == ["c1", "c2", "c3"])
        #expect(system.constraints.map(\.relation) == [.greaterThanOrEqual, .equal, .lessThanOrEqual])
        #expect(system.constraints.map(\.strength) == [.required, .weak, Strength(1250)])
        // c1: 2x + y - 10 >= 0
        #expect(
            system.constraints[0].coefficients == [
                .init(variable: 2, value: 2), .init(variable: 3, value: 1),
            ])
        #expect(system.constraints[0].constant == -10)
        // c3: x + y + z/2 - 20 <= 0
        let c3 = system.constraints[2]
        #expect(c3.coefficients.map(\.variable) == [2, 3, 4])
        #expect(c3.coefficients.map(\.value) == [1, 1, 0.5])
        #expect(c3.constant == -20)
        #expect(system.edits == [.init(variable: 0, strength: .strong, suggestedValue: 400)])
        #expect(file.variableIndex(named: "z") == 4)
        #expect(file.variableIndex(named: "nope") == nil)
        try system.validate()
        // Without its index, the file finds the same variables by searching them.
        var released = file
        released.releaseNameIndex()
        for (index, variable) in system.variables.enumerated() {
            #expect(released.variableIndex(named: variable.name) == index)
            #expect(file.variableIndex(named: variable.name) == index)
        }
        #expect(released.variableIndex(named: "nope") == nil)
    }

    @Test func defaultsIdsStrengthsAndInitialValues() throws {
        let file = try SystemFile(
            json: """
                { "variables": { "a": 2.5, "b": -1 },
                  "constraints": [ { "constraint": "a >= b" }, { "id": "x", "constraint": "a <= 9" },
                                   { "constraint": "c == 1", "strength": "medium" },
                                   { "constraint": "c <= 2", "strength": "strong" },
                                   { "constraint": "c >= 0", "strength": "required" },
                                   { "constraint": "c >= 0", "strength": 0.25 } ] }
                """)
        #expect(file.system.constraints.map(\.id) == ["c0", "x", "c2", "c3", "c4", "c5"])
        #expect(
            file.system.constraints.map(\.strength) == [
                .required, .required, .medium, .strong, .required, Strength(0.25),
            ])
        #expect(file.system.variables.map(\.initialValue) == [2.5, -1, 0])
        #expect(file.system.edits.isEmpty)
    }

    @Test func editVariablesUsedNowhereElseAreCreated() throws {
        let file = try SystemFile(
            json: """
                { "constraints": [ { "constraint": "x >= 1" } ],
                  "edits": [ { "variable": "w", "strength": 5, "suggest": -2 },
                             { "variable": "x", "strength": "weak", "suggest": 0 } ] }
                """)
        #expect(file.variableNames == ["x", "w"])
        #expect(
            file.system.edits == [
                .init(variable: 1, strength: Strength(5), suggestedValue: -2),
                .init(variable: 0, strength: .weak, suggestedValue: 0),
            ])
    }

    @Test func cancelledNamesStillBecomeVariables() throws {
        let file = try SystemFile(json: #"{ "constraints": [ { "constraint": "x - x + 1 >= y - y" } ] }"#)
        #expect(file.variableNames == ["x", "y"])
        #expect(file.system.constraints[0].coefficients.isEmpty)
        #expect(file.system.constraints[0].constant == 1)
    }

    @Test func emptyConstraintListIsFine() throws {
        let file = try SystemFile(json: #"{ "constraints": [], "variables": {}, "edits": [] }"#)
        #expect(file.variableNames.isEmpty)
        #expect(file.system.constraints.isEmpty)
    }

    @Test func validNames() {
        for name in ["x", "_", "_a9", "Width", "a_B_3"] { #expect(SystemFile.isValidName(name), "\(name)") }
        for name in ["", "9a", "a-b", "a b", "é", "a.b", "x\n"] {
            #expect(!SystemFile.isValidName(name), "\(name)")
        }
    }

    /// Every rule of the format, broken once: the one-line description names where.
    @Test(arguments: [
        ("", "line 1, column 1: the file is empty"),
        ("   \n ", "line 2, column 2: the file is empty"),
        ("[]", "the top level must be a JSON object, found an array"),
        ("42", "the top level must be a JSON object, found a number"),
        ("{", "line 1, column 2: expected a string key in an object, found the end of the file"),
        ("{\"constraints\": [,]}", "line 1, column 18: expected a JSON value, found ','"),
        ("{\"constraints\": []}\n}", "line 2, column 1: unexpected '}' after the end of the JSON value"),
        ("{\"constraints\": [], \"constraints\": []}", "line 1, column 21: duplicate key \"constraints\""),
        ("{\"constraint\": []}", "unknown top-level key 'constraint'"),
        ("{\"variables\": {}}", "missing the top-level key 'constraints'"),
        ("{\"constraints\": {}}", "'constraints' must be an array, found an object"),
        (
            "{\"constraints\": [\"x == 1\"]}",
            "constraint 'c0': each constraint must be an object, found a string"
        ),
        (
            "{\"constraints\": [{\"constraint\": \"x == 1\", \"priority\": 1}]}",
            "constraint 'c0': unknown key 'priority'"
        ),
        ("{\"constraints\": [{\"id\": \"a\"}]}", "constraint 'a': missing the key 'constraint'"),
        (
            "{\"constraints\": [{\"constraint\": 1}]}",
            "constraint 'c0': 'constraint' must be a string, found a number"
        ),
        (
            "{\"constraints\": [{\"id\": 3, \"constraint\": \"x == 1\"}]}",
            "constraint 'c0': 'id' must be a non-empty string, found the number 3.0"
        ),
        (
            "{\"constraints\": [{\"id\": \"\", \"constraint\": \"x == 1\"}]}",
            "constraint 'c0': 'id' must be a non-empty string"
        ),
        (
            "{\"constraints\": [{\"id\": \"k\", \"constraint\": \"x == 1\"}, {\"id\": \"k\", \"constraint\": \"x == 1\"}]}",
            "constraint 'k': duplicate id"
        ),
        (
            "{\"constraints\": [{\"id\": \"c1\", \"constraint\": \"x == 1\"}, {\"constraint\": \"x == 1\"}]}",
            "constraint 'c1': duplicate id (its default id)"
        ),
        (
            "{\"constraints\": [{\"constraint\": \"x == 1\", \"strength\": \"Strong\"}]}",
            "constraint 'c0': 'strength' must be \"required\", \"strong\", \"medium\", \"weak\" or a positive number"
        ),
        (
            "{\"constraints\": [{\"constraint\": \"x == 1\", \"strength\": 0}]}",
            "constraint 'c0': a numeric strength must be positive and finite, found 0.0"
        ),
        (
            "{\"constraints\": [{\"constraint\": \"x == 1\", \"strength\": -5}]}",
            "constraint 'c0': a numeric strength must be positive and finite"
        ),
        (
            "{\"constraints\": [{\"constraint\": \"x == 1\", \"strength\": true}]}",
            "constraint 'c0': 'strength' must be"
        ),
        (
            "{\"constraints\": [{\"constraint\": \"x == 1\", \"strength\": 1e400}]}",
            "line 1, column 55: the number 1e400 is out of range"
        ),
        (
            "{\"variables\": [], \"constraints\": []}",
            "variables: must be an object of names and numbers, found an array"
        ),
        ("{\"variables\": {\"9x\": 1}, \"constraints\": []}", "variables, '9x': not a valid name"),
        (
            "{\"variables\": {\"x\": \"1\"}, \"constraints\": []}",
            "variables, 'x': the initial value must be a number, found a string"
        ),
        (
            "{\"variables\": {\"x\": false}, \"constraints\": []}",
            "variables, 'x': the initial value must be a number, found a boolean"
        ),
        (
            "{\"variables\": {\"x\": null}, \"constraints\": []}",
            "variables, 'x': the initial value must be a number, found null"
        ),
        (
            "{\"variables\": {\"x\": -1e999}, \"constraints\": []}",
            "line 1, column 21: the number -1e999 is out of range"
        ),
        (
            "{\"variables\": {\"x\": 1, \"x\": 2}, \"constraints\": []}",
            "line 1, column 24: duplicate key \"x\""
        ),
        ("{\"constraints\": [], \"edits\": {}}", "'edits' must be an array, found an object"),
        ("{\"constraints\": [], \"edits\": [1]}", "edit 0: each edit must be an object, found a number"),
        (
            "{\"constraints\": [], \"edits\": [{\"strength\": \"weak\", \"suggest\": 1}]}",
            "edit 0: missing the key 'variable'"
        ),
        (
            "{\"constraints\": [], \"edits\": [{\"variable\": 1, \"strength\": \"weak\", \"suggest\": 1}]}",
            "edit 0: 'variable' must be a string, found a number"
        ),
        (
            "{\"constraints\": [], \"edits\": [{\"variable\": \"a b\", \"strength\": \"weak\", \"suggest\": 1}]}",
            "edit 0 ('a b'): not a valid name"
        ),
        (
            "{\"constraints\": [], \"edits\": [{\"variable\": \"w\", \"suggest\": 1}]}",
            "edit 0 ('w'): missing the key 'strength'"
        ),
        (
            "{\"constraints\": [], \"edits\": [{\"variable\": \"w\", \"strength\": \"required\", \"suggest\": 1}]}",
            "edit 0 ('w'): an edit cannot be required"
        ),
        (
            "{\"constraints\": [], \"edits\": [{\"variable\": \"w\", \"strength\": \"weak\"}]}",
            "edit 0 ('w'): missing the key 'suggest'"
        ),
        (
            "{\"constraints\": [], \"edits\": [{\"variable\": \"w\", \"strength\": \"weak\", \"suggest\": \"1\"}]}",
            "edit 0 ('w'): 'suggest' must be a number, found a string"
        ),
        (
            "{\"constraints\": [], \"edits\": [{\"variable\": \"w\", \"strength\": \"weak\", \"suggest\": 1, \"x\": 0}]}",
            "edit 0 ('w'): unknown key 'x'"
        ),
        (
            "{\"constraints\": [], \"edits\": [{\"variable\": \"w\", \"strength\": 1, \"suggest\": 1}, {\"variable\": \"w\", \"strength\": 2, \"suggest\": 1}]}",
            "edit 1 ('w'): the variable 'w' is edited twice"
        ),
        (
            "{\"constraints\": [{\"id\": \"c1\", \"constraint\": \"x >= 1\"}, {\"id\": \"c3\", \"constraint\": \"2*x + 3*\"}]}",
            "constraint 'c3', column 9: expected an expression after '*'"
        ),
        (
            "{\"constraints\": [{\"id\": \"a\\nb\", \"constraint\": \"x >= \"}]}",
            "constraint 'a\\nb', column 6: expected an expression after '>='"
        ),
    ])
    func malformedFiles(json: String, expected: String) {
        do {
            let file = try SystemFile(json: json)
            Issue.record("accepted: \(json) -> \(file.system)")
        } catch {
            #expect(error.description.hasPrefix(expected), "\(json)")
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func errorPlacesAreTyped() {
        #expect(
            throws: SystemFileError(
                .constraint(id: "c0", column: 3),
                "'*' multiplies two non-constant factors (the constraint must be linear)")
        ) {
            try SystemFile(json: #"{"constraints": [{"constraint": "x * y == 1"}]}"#)
        }
        #expect(throws: SystemFileError(.edit(index: 0, variable: "w"), "an edit cannot be required")) {
            try SystemFile(
                json:
                    #"{"constraints": [], "edits": [{"variable": "w", "strength": "required", "suggest": 0}]}"#
            )
        }
    }

    @Test func deepJSONNestingIsAnErrorNotACrash() {
        let deep =
            "{\"constraints\": " + String(repeating: "[", count: 100_000)
            + String(repeating: "]", count: 100_000) + "}"
        do {
            _ = try SystemFile(json: deep)
            Issue.record("accepted deep nesting")
        } catch {
            #expect(error.description.contains("nest deeper than"))
        }
    }

    @Test func invalidUTF8IsAnError() {
        let bytes: [UInt8] =
            Array(#"{"constraints": [{"constraint": "x == "#.utf8) + [0xFF, 0xFE] + Array(#""}]}"#.utf8)
        #expect(
            throws: SystemFileError(.text(line: 1, column: 1), "invalid UTF-8: byte 0xFF at offset 38")
        ) {
            try SystemFile(bytes: bytes)
        }
    }
}
