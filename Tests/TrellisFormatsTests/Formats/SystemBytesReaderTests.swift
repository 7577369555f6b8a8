import Testing
import Trellis
import TrellisSolver
import TrellisTestSupport

@testable import TrellisFormats

/// The direct reader of system files against the general one (the JSON tree and
/// `SystemFileReader`): the same system bit for bit on every file it reads, and nil, leaving
/// the file to the general reader, on everything else.
@Suite struct SystemBytesReaderTests {
    /// The general reader's system, or nil when it rejects the file.
    static func general(_ text: String) -> LinearSystem? {
        guard let root = try? JSONReader.parse(Array(text.utf8)) else { return nil }
        var reader = SystemFileReader()
        do { try reader.read(root) } catch { return nil }
        return reader.system
    }

    /// Every field, doubles compared by their bits.
    static func same(_ a: LinearSystem, _ b: LinearSystem) -> Bool {
        func bits(_ values: [Double]) -> [UInt64] { values.map(\.bitPattern) }
        guard a.variables.map(\.name) == b.variables.map(\.name),
            bits(a.variables.map(\.initialValue)) == bits(b.variables.map(\.initialValue)),
            a.constraints.count == b.constraints.count, a.edits == b.edits
        else { return false }
        for (x, y) in zip(a.constraints, b.constraints) {
            guard x.id == y.id, x.relation == y.relation, x.strength == y.strength,
                x.constant.bitPattern == y.constant.bitPattern,
                x.coefficients.map(\.variable) == y.coefficients.map(\.variable),
                bits(x.coefficients.map(\.value)) == bits(y.coefficients.map(\.value))
            else { return false }
        }
        return true
    }

    /// A number spelled one of many ways, some of them inexact in binary.
    static func number(_ rng: inout SplitMix64) -> String {
        let whole = Int.random(in: 1...999, using: &rng)
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: return "\(whole)"
        case 1: return "\(whole).\(Int.random(in: 0...99, using: &rng))"
        case 2: return ".\(Int.random(in: 1...999, using: &rng))"
        case 3: return "\(whole)."
        case 4: return "\(whole)e-\(Int.random(in: 0...30, using: &rng))"
        case 5:
            return
                "\(Int.random(in: 1...9, using: &rng)).\(Int.random(in: 0...9, using: &rng))E+\(Int.random(in: 0...12, using: &rng))"
        case 6:
            return
                "0.\(UInt64.random(in: 1...UInt64.max, using: &rng))\(Int.random(in: 0...999_999, using: &rng))"
        case 7:
            return "\(UInt64.random(in: 0...UInt64.max, using: &rng))\(Int.random(in: 0...99, using: &rng))"
        case 8: return "00\(whole).5"
        default: return "0.1"
        }
    }

    /// A random system file in the syntax the direct reader takes.
    static func randomFile(_ rng: inout SplitMix64) -> String {
        let names = ["x", "y", "z", "_w", "h1", "Left", "a_2"]
        var members: [String] = []
        if Bool.random(using: &rng) {
            let listed = names.shuffled(using: &rng).prefix(Int.random(in: 0...3, using: &rng))
            let values = listed.map {
                "\"\($0)\": \(Bool.random(using: &rng) ? "-" : "")\(Int.random(in: 0...50, using: &rng)).25"
            }
            members.append("\"variables\": {\(values.joined(separator: ", "))}")
        }
        var constraints: [String] = []
        for index in 0..<Int.random(in: 0...12, using: &rng) {
            func side() -> String {
                var terms: [String] = []
                for position in 0..<Int.random(in: 1...4, using: &rng) {
                    let sign =
                        position == 0
                        ? ["", "-", "+ "].randomElement(using: &rng) ?? ""
                        : [" + ", " - ", "+", "-"].randomElement(using: &rng) ?? "+"
                    let name = names.randomElement(using: &rng) ?? "x"
                    let term: String
                    switch Int.random(in: 0..<7, using: &rng) {
                    case 0: term = name
                    case 1: term = "\(number(&rng))*\(name)"
                    case 2: term = "\(name) * \(number(&rng))"
                    case 3: term = "\(name)/\(Int.random(in: 1...9, using: &rng))"
                    case 4: term = "\(name) * -\(number(&rng)) / 3"
                    case 5: term = "2 * \(number(&rng)) * \(name)"
                    default: term = number(&rng)
                    }
                    terms.append(sign + term)
                }
                return terms.joined()
            }
            let relation = ["==", "<=", ">="].randomElement(using: &rng) ?? "=="
            var fields = ["\"constraint\": \"\(side()) \(relation) \(side())\""]
            if Bool.random(using: &rng) { fields.append("\"id\": \"k\(index)\"") }
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: fields.append("\"strength\": \"weak\"")
            case 1: fields.append("\"strength\": \(number(&rng))1")
            case 2: fields.append("\"strength\": \"required\"")
            default: break
            }
            constraints.append("{\(fields.shuffled(using: &rng).joined(separator: ", "))}")
        }
        members.append("\"constraints\": [\(constraints.joined(separator: ",\n"))]")
        if Bool.random(using: &rng) {
            let edited = names.shuffled(using: &rng).prefix(Int.random(in: 1...3, using: &rng))
            let edits = edited.map {
                "{\"suggest\": \(number(&rng)), \"variable\": \"\($0)\", \"strength\": \"strong\"}"
            }
            members.append("\"edits\": [\(edits.joined(separator: ", "))]")
        }
        return "{\(members.joined(separator: ",\n  "))}"
    }

    @Test func readsWhatTheGeneralReaderReads() throws {
        var rng = SplitMix64(seed: 2026)
        var accepted = 0
        var compared = 0
        for _ in 0..<1_500 {
            let text = Self.randomFile(&rng)
            let direct = SystemBytesReader.read(Array(text.utf8))
            let general = Self.general(text)
            // Some strengths are not JSON numbers (`00...`, `.5`): both readers reject those.
            guard let general else {
                #expect(direct == nil, "\(text)")
                continue
            }
            accepted += 1
            guard let direct else { continue }
            compared += 1
            #expect(Self.same(direct.system, general), "\(text)")
        }
        // No term vanishes here (no factor is zero), so the direct reader reads every file.
        #expect(compared == accepted)
        #expect(accepted > 500)
    }

    @Test func leavesOtherSyntaxToTheGeneralReader() throws {
        let files = [
            #"{"constraints": [{"constraint": "2*(x + 1) == 3"}]}"#,
            #"{"constraints": [{"constraint": "x \u002B 1 == 3"}]}"#,
            #"{"constraints": [{"id": "é", "constraint": "x == 3"}]}"#,
            "\u{FEFF}{\"constraints\": []}",
            #"{"constraints": [{"constraint": "0 * x == 3"}]}"#,
            #"{"constraints": [], "variables": {"x": 1}}"#,
            #"{"edits": [], "constraints": []}"#,
        ]
        for text in files {
            #expect(SystemBytesReader.read(Array(text.utf8)) == nil, "\(text)")
            #expect(Self.general(text) != nil, "\(text)")
        }
        // Every way to be malformed is the general reader's to report.
        let malformed = [
            "", "{}", "[]", #"{"constraints": {}}"#, #"{"constraints": [], "x": 1}"#,
            #"{"constraints": [{"constraint": "x * y == 3"}]}"#,
            #"{"constraints": [{"constraint": "x / 0 == 3"}]}"#,
            #"{"constraints": [{"constraint": "x = 3"}]}"#,
            #"{"constraints": [{"constraint": "x == 3 == y"}]}"#,
            #"{"constraints": [{"constraint": "x == 1e999"}]}"#,
            #"{"constraints": [{"constraint": "x == 3", "id": "c1"}, {"constraint": "y == 1"}]}"#,
            #"{"constraints": [{"constraint": "x == 3", "constraint": "y == 1"}]}"#,
            #"{"constraints": [{"constraint": "x == 3", "strength": 0}]}"#,
            #"{"constraints": [{"constraint": "x == 3", "strength": "mild"}]}"#,
            #"{"constraints": [{"constraint": "x == 3", "id": ""}]}"#,
            #"{"constraints": [{"constraint": "x == 3"}], "edits": [{"variable": "x", "strength": "required", "suggest": 1}]}"#,
            #"{"constraints": [], "edits": [{"variable": "x", "strength": "weak", "suggest": 1}, {"variable": "x", "strength": "weak", "suggest": 2}]}"#,
            #"{"variables": {"x": 1, "x": 2}, "constraints": []}"#,
            #"{"variables": {"1x": 1}, "constraints": []}"#,
            #"{"constraints": []} x"#, #"{"constraints": [],}"#, #"{"constraints": [01]}"#,
        ]
        for text in malformed {
            #expect(SystemBytesReader.read(Array(text.utf8)) == nil, "\(text)")
            #expect(Self.general(text) == nil, "\(text)")
        }
    }

    @Test func findsVariablesByName() throws {
        let direct = try SystemFile(
            json: #"{"variables": {"b": 1}, "constraints": [{"constraint": "a + c == b"}]}"#)
        let general = try SystemFile(
            json: #"{"variables": {"b": 1}, "constraints": [{"constraint": "(a + c) == b"}]}"#)
        for file in [direct, general] {
            #expect(file.variableNames == ["b", "a", "c"])
            #expect(file.variableIndex(named: "a") == 1)
            #expect(file.variableIndex(named: "c") == 2)
            #expect(file.variableIndex(named: "d") == nil)
        }
        var many = "{\"constraints\": ["
        many += (0..<500).map { "{\"constraint\": \"v\($0) == \($0)\"}" }.joined(separator: ",")
        many += "]}"
        let file = try SystemFile(json: many)
        let misplaced = (0..<500).filter { (index: Int) -> Bool in
            file.variableIndex(named: "v\(index)") != index
        }
        #expect(misplaced.isEmpty)
        #expect(file.variableIndex(named: "v500") == nil)
    }

    @Test func refusesADuplicateIDWrittenOrDefault() throws {
        // Ids of the form c<n> are tracked by number, the others by hash: a duplicate is
        // refused either way, and ids that only look alike are not duplicates.
        let duplicates = [
            #"{"constraints": [{"constraint": "x == 3"}, {"constraint": "y == 1", "id": "c0"}]}"#,
            #"{"constraints": [{"constraint": "x == 3", "id": "c7"}, {"constraint": "y == 1", "id": "c7"}]}"#,
            #"{"constraints": [{"constraint": "x == 3", "id": "c99999999999"}, {"constraint": "y == 1", "id": "c99999999999"}]}"#,
            #"{"constraints": [{"constraint": "x == 3", "id": "k1"}, {"constraint": "y == 1", "id": "k1"}]}"#,
        ]
        for text in duplicates {
            #expect(SystemBytesReader.read(Array(text.utf8)) == nil, "\(text)")
            #expect(Self.general(text) == nil, "\(text)")
        }
        let distinct =
            #"{"constraints": [{"constraint": "x == 3", "id": "c01"}, {"constraint": "y == 1", "id": "c1"}, "#
            + #"{"constraint": "z == 2", "id": "c"}, {"constraint": "w == 2", "id": "c1x"}, {"constraint": "v == 0"}]}"#
        let direct = try #require(SystemBytesReader.read(Array(distinct.utf8)))
        let general = try #require(Self.general(distinct))
        #expect(Self.same(direct.system, general))
        #expect(direct.system.constraints.map(\.id) == ["c01", "c1", "c", "c1x", "c4"])
    }

    @Test func numbersOnlyIDsOfTheDefaultForm() {
        #expect(SystemBytesReader.idNumber("c0") == 0)
        #expect(SystemBytesReader.idNumber("c12") == 12)
        #expect(SystemBytesReader.idNumber("c999999999999999") == 999_999_999_999_999)
        for id in ["c", "c012", "c00", "d1", "c1a", "C1", "c-1", "c1000000000000000", ""] {
            #expect(SystemBytesReader.idNumber(id) == nil, "\(id)")
        }
    }

    @Test func internsManyNamesAsTheGeneralReaderDoes() throws {
        // Thousands of names, each named again at random distances: the reader's small table
        // of recent names must never answer with another name's index.
        var rng = SplitMix64(seed: 77)
        var rows: [String] = []
        for index in 0..<4_000 {
            let other = Int.random(in: 0...index, using: &rng)
            let far = Int.random(in: 0..<5_000, using: &rng)
            rows.append(#"{"constraint": "n\#(index) + m\#(other) - n\#(far) >= \#(index % 7)"}"#)
        }
        let text = "{\"constraints\": [" + rows.joined(separator: ",") + "]}"
        let direct = try #require(SystemBytesReader.read(Array(text.utf8)))
        let general = try #require(Self.general(text))
        #expect(Self.same(direct.system, general))
        #expect(direct.system.variables.count == general.variables.count)
    }

    @Test func rowsWithTheSameLeftSideShareTheirCoefficients() throws {
        let rows = [
            "w >= 10", "w >= 50", "w == 50", "2*w == 3", "2 * w <= 4", "w + h == 1", "h + w == 1", "h + w >= 0",
            "x - x == 0", "y - y >= -1", "w == 1",
        ]
        let text = "{\"constraints\": [" + rows.map { "{\"constraint\": \"\($0)\"}" }.joined(separator: ",") + "]}"
        let direct = try #require(SystemBytesReader.read(Array(text.utf8)))
        let general = try #require(Self.general(text))
        #expect(Self.same(direct.system, general))
        func storage(_ r: Int) -> UnsafeRawPointer? {
            direct.system.constraints[r].coefficients.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
        }
        // The same terms as the row before share its array; other terms get their own.
        #expect(storage(1) == storage(0) && storage(2) == storage(0))
        #expect(storage(4) == storage(3) && storage(3) != storage(0))
        #expect(storage(6) != storage(5) && storage(7) == storage(6))
        #expect(storage(10) != storage(0))
    }

    @Test func findsTheEndOfLongStringsAsTheGeneralReaderDoes() throws {
        // Strings are scanned eight bytes at a time: what must go to the general reader is
        // found at every position of a word, and plain strings of every length read the same.
        for length in 0..<20 {
            let plain = String(repeating: "k", count: length) + "1"
            let text = #"{"constraints": [{"id": "\#(plain)", "constraint": "x == 3"}]}"#
            let direct = try #require(SystemBytesReader.read(Array(text.utf8)), "\(length)")
            #expect(direct.system.constraints.map(\.id) == [plain])
            for special in ["\\u0041", "\t", "\u{7}", "é"] {
                let id = String(repeating: "k", count: length) + special + "z"
                let other = #"{"constraints": [{"id": "\#(id)", "constraint": "x == 3"}]}"#
                #expect(SystemBytesReader.read(Array(other.utf8)) == nil, "\(length) \(special)")
            }
        }
    }
}
