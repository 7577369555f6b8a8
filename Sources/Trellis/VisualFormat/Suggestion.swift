/// "Did you mean" for a name that is not known: the closest known name by edit distance,
/// when it is close enough to be a typo.
///
/// The distance counts insertions, deletions, substitutions and swaps of two neighbouring
/// characters, ignoring case (so `avatr` and `Avatar` are one edit from `avatar`, `widht` one
/// from `width`). A name is suggested when it is within a third of the typed name's length
/// (at most three edits; names of one or two characters only differ by case), and the
/// closest wins; ties go to the first in order.
///
/// ```swift
/// Suggestion.closest(to: "avatr", in: ["avatar", "name", "body"])   // "avatar"
/// Suggestion.hint(for: "widht", in: ["width", "height"])            // " (did you mean 'width'?)"
/// Suggestion.hint(for: "zz", in: ["avatar"])                        // ""
/// ```
package enum Suggestion {
    /// The known name closest to `name`, or nil when none is close enough (or `name` is known).
    package static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        let typed = Array(name.lowercased())
        guard !typed.isEmpty else { return nil }
        let limit = typed.count < 3 ? 0 : Swift.min(3, Swift.max(1, typed.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let known = Array(candidate.lowercased())
            guard abs(known.count - typed.count) <= limit else { continue }
            let distance = Self.distance(typed, known)
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

    /// The optimal-string-alignment distance between `a` and `b`: the fewest insertions,
    /// deletions, substitutions and adjacent swaps turning one into the other.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = Swift.min(value, before[j - 2] + 1)
                }
                current[j] = value
            }
            before = previous
            previous = current
        }
        return previous[b.count]
    }
}
