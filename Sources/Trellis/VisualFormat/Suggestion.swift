/// "Did you mean" for a name that is not known: the closest known name by edit distance,
/// when it is close enough to be a typo.
///
/// The distance counts insertions, deletions, substitutions and swaps of two neighbouring
/// characters, ignoring case (so `avatr` and `Avatar` are one edit from `avatar`, `widht` one
/// from `width`). A name is suggested when it is within a third of the typed name's length
/// (at most three edits; names of one or two characters only differ by case), and the
/// closest wins; ties go to the first in order. Names longer than
/// ``longestComparedName`` characters are not compared at all: nobody mistypes a name that
/// long, and the answer must not cost more than reading it.
///
/// ```swift
/// print(Suggestion.closest(to: "avatr", in: ["avatar", "name", "body"]) ?? "")   // "avatar"
/// print(Suggestion.hint(for: "widht", in: ["width", "height"]))            // " (did you mean 'width'?)"
/// print(Suggestion.hint(for: "zz", in: ["avatar"]))                        // ""
/// ```
/// - Complexity: O(n + m) per candidate of m characters, for a typed name of n characters:
///   only the band of the distance table within the edit limit (at most three) is filled.
package enum Suggestion {
    /// The longest typed or known name that is compared (in characters, after lowercasing).
    package static let longestComparedName = 256

    /// The known name closest to `name`, or nil when none is close enough (or `name` is known).
    package static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        // Counting stops past the cap, so a name of a megabyte costs no more than a short one.
        guard let typed = characters(of: name) else { return nil }
        guard !typed.isEmpty else { return nil }
        let limit = typed.count < 3 ? 0 : Swift.min(3, Swift.max(1, typed.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            guard let known = characters(of: candidate) else { continue }
            guard abs(known.count - typed.count) <= limit else { continue }
            let distance = Self.distance(typed, known, limit: limit)
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// ` (did you mean 'x'?)` for the closest known name, or the empty string.
    package static func hint(for name: String, in candidates: some Sequence<String>) -> String {
        guard let match = closest(to: name, in: candidates) else { return "" }
        return " (did you mean '\(match)'?)"
    }

    /// The lowercased characters of `name`, or nil when it has more than
    /// ``longestComparedName`` (decided without reading past the cap).
    static func characters(of name: String) -> [Character]? {
        var count = 0
        for _ in name.unicodeScalars {
            count += 1
            if count > longestComparedName * 4 { return nil }
        }
        let lowered = Array(name.lowercased())
        return lowered.count <= longestComparedName ? lowered : nil
    }

    /// The optimal-string-alignment distance between `a` and `b`: the fewest insertions,
    /// deletions, substitutions and adjacent swaps turning one into the other, or
    /// `limit + 1` when it is above `limit`.
    ///
    /// Only cells within `limit` of the diagonal are computed (a path through any other
    /// cell costs more than `limit`), and the scan stops once a whole band row is above it.
    /// - Complexity: O((a.count + b.count) * limit).
    static func distance(_ a: [Character], _ b: [Character], limit: Int = .max) -> Int {
        let band = Swift.min(limit, Swift.max(a.count, b.count))
        let above = band + 1  // stands for "more than the limit"
        if a.isEmpty { return Swift.min(b.count, above) }
        if b.isEmpty { return Swift.min(a.count, above) }
        if abs(a.count - b.count) > band { return above }
        var before = [Int](repeating: above, count: b.count + 1)
        var previous = [Int](repeating: above, count: b.count + 1)
        var current = [Int](repeating: above, count: b.count + 1)
        for j in 0...Swift.min(b.count, band) { previous[j] = j }
        for i in 1...a.count {
            let low = Swift.max(1, i - band)
            let high = Swift.min(b.count, i + band)
            if low > high { return above }
            current[low - 1] = i <= band && low == 1 ? i : above
            var rowBest = current[low - 1]
            for j in low...high {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = Swift.min(value, before[j - 2] + 1)
                }
                value = Swift.min(value, above)
                current[j] = value
                rowBest = Swift.min(rowBest, value)
            }
            if high < b.count { current[high + 1] = above }
            if rowBest > band { return above }
            swap(&before, &previous)
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
