import Testing

@testable import Trellis
@testable import TrellisFormats

/// "Did you mean": the closest known name within a third of the typed name's length.
@Suite struct SuggestionTests {
    @Test(arguments: [
        ("avatr", "avatar"),  // one deletion
        ("widht", "width"),  // one swap of neighbours
        ("Avatar", "avatar"),  // case alone
        ("heigth", "height"),
        ("leadingMargn", "leadingMargin"),
    ])
    func typosFindTheirName(typed: String, expected: String) {
        let known = ["avatar", "width", "height", "leading", "leadingMargin", "name"]
        #expect(Suggestion.closest(to: typed, in: known) == expected)
    }

    @Test func farNamesAreNotSuggested() {
        // Names of one or two characters only match by case: "b" is one edit from "a", but
        // that says nothing about a typo.
        #expect(Suggestion.closest(to: "b", in: ["a", "avatar"]) == nil)
        #expect(Suggestion.closest(to: "zz", in: ["za", "avatar"]) == nil)
        #expect(Suggestion.closest(to: "B", in: ["a", "b"]) == "b")
        #expect(Suggestion.closest(to: "colour", in: ["views", "guides", "constraints"]) == nil)
        #expect(Suggestion.hint(for: "zz", in: ["a"]) == "")
        #expect(Suggestion.closest(to: "", in: ["a"]) == nil)
    }

    @Test func theClosestWinsAndTiesGoToTheFirst() {
        // "nam" is one edit from "name" and two from "names".
        #expect(Suggestion.closest(to: "nam", in: ["names", "name"]) == "name")
        // "abc" is one edit from both: the first listed wins.
        #expect(Suggestion.closest(to: "abc", in: ["abd", "abe"]) == "abd")
    }

    @Test func distancesByHand() {
        #expect(Suggestion.distance(Array("kitten"), Array("sitting")) == 3)
        #expect(Suggestion.distance(Array("ca"), Array("ac")) == 1)
        #expect(Suggestion.distance(Array(""), Array("abc")) == 3)
        #expect(Suggestion.distance(Array("same"), Array("same")) == 0)
    }

    @Test func hintWording() {
        #expect(Suggestion.hint(for: "widht", in: ["width"]) == " (did you mean 'width'?)")
    }
}

/// Did-you-mean costs no more than reading the name: the distance table is filled only
/// within the edit limit of its diagonal, and names past the compared length are skipped.
@Suite struct SuggestionCostTests {
    @Test func bandedDistanceAgreesWithTheFullTable() {
        var generator = SystemRandomNumberGenerator()
        let letters = Array("abcd")
        for _ in 0..<400 {
            let a = (0..<Int.random(in: 0...9, using: &generator)).map { _ in letters.randomElement(using: &generator) ?? "a" }
            let b = (0..<Int.random(in: 0...9, using: &generator)).map { _ in letters.randomElement(using: &generator) ?? "a" }
            let full = Suggestion.distance(a, b)
            for limit in 0...4 {
                let banded = Suggestion.distance(a, b, limit: limit)
                #expect(banded == min(full, limit + 1), "\(String(a)) \(String(b)) \(limit)")
            }
        }
    }

    @Test func aMegabyteNameIsAnsweredAtOnce() {
        let long = String(repeating: "v", count: 1_000_000)
        let known = [String(repeating: "v", count: 1_000_001), String(repeating: "v", count: 20_000), "avatar"]
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            #expect(Suggestion.closest(to: long, in: known) == nil)
            #expect(Suggestion.closest(to: String(long.prefix(20_001)), in: known) == nil)
        }
        #expect(elapsed < .milliseconds(100), "\(elapsed)")
    }

    @Test func longNamesWithinTheCapStillMatch() {
        let name = String(repeating: "ab", count: 100)
        #expect(Suggestion.closest(to: name + "c", in: [name]) == name)
    }
}
