import Trellis

/// Generates feed-cell content from a seed, with no files: names, times, bodies of varying
/// length drawn from an embedded word list, and vote counts.
///
/// Cell `i` depends only on the seed and `i`, so cells can be generated in any order and on
/// any thread, and the same seed gives the same feed everywhere.
///
/// ```swift
/// let feed = FeedDataGenerator(seed: 7)
/// let first = feed.cell(at: 0)
/// print(first.name, first.body.count)
/// ```
public struct FeedDataGenerator: Sendable, Hashable {
    /// The seed of the whole feed.
    public let seed: UInt64

    /// Creates a generator for the feed with this seed.
    public init(seed: UInt64 = 2015) {
        self.seed = seed
    }

    /// The content of cell `index`.
    ///
    /// Bodies have 0 to 90 words (mostly 5 to 40), names one or two words, votes 0 to 9,999
    /// (mostly small).
    public func cell(at index: Int) -> FeedCellData {
        var rng = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD6E8_FEB8_6659_FD93))
        _ = rng.next()
        let first = Self.firstNames[rng.next(below: Self.firstNames.count)]
        let name: String
        if rng.next(below: 4) == 0 {
            name = first
        } else {
            name = first + " " + Self.lastNames[rng.next(below: Self.lastNames.count)]
        }
        let time = Self.timeText(rng.next(below: 60 * 24 * 30), &rng)
        let wordCount: Int
        switch rng.next(below: 10) {
        case 0: wordCount = rng.next(below: 5)
        case 1...7: wordCount = 5 + rng.next(below: 36)
        default: wordCount = 40 + rng.next(below: 51)
        }
        var body = ""
        body.reserveCapacity(wordCount * 7)
        for position in 0..<wordCount {
            var word = Self.words[rng.next(below: Self.words.count)]
            if position == 0 || rng.next(below: 12) == 0 { word = word.capitalizedFirst }
            if position > 0 { body += " " }
            body += word
            if position == wordCount - 1 {
                body += "."
            } else if rng.next(below: 14) == 0 {
                body += ","
            }
        }
        let votes: Int
        switch rng.next(below: 8) {
        case 0: votes = 0
        case 1...5: votes = 1 + rng.next(below: 99)
        default: votes = 100 + rng.next(below: 9_900)
        }
        return FeedCellData(name: name, time: time, body: body, votes: votes)
    }

    /// Cells `0..<count`, in order.
    public func cells(_ count: Int) -> [FeedCellData] {
        (0..<Swift.max(0, count)).map(cell(at:))
    }

    private static func timeText(_ minutes: Int, _ rng: inout SplitMix64) -> String {
        switch rng.next(below: 3) {
        case 0: return "\(1 + minutes % 59)m"
        case 1: return "\(1 + minutes % 23)h"
        default: return "\(1 + minutes % 29)d"
        }
    }

    static let firstNames = [
        "Steve", "Ada", "Grace", "Linus", "Margaret", "Alan", "Barbara", "Ken", "Frances", "Dennis",
        "Radia", "Tim", "Hedy", "Guido", "Katherine", "Bjarne", "Sophie", "Edsger", "Lin", "Mei",
        "Wei", "Yuki", "Ravi", "Amara", "Jonas", "Ingrid", "Mateo", "Zanele", "Olu", "Chen",
    ]

    static let lastNames = [
        "Jobs", "Lovelace", "Hopper", "Torvalds", "Hamilton", "Turing", "Liskov", "Thompson",
        "Allen", "Ritchie", "Perlman", "Berners-Lee", "Lamarr", "van Rossum", "Johnson",
        "Stroustrup", "Wilson", "Dijkstra", "Zhang", "Nakamura", "Okafor", "Lindqvist",
    ]

    static let words = [
        "layout", "constraint", "view", "anchor", "priority", "cell", "table", "scroll", "label",
        "button", "avatar", "the", "a", "of", "and", "to", "in", "is", "it", "that", "for", "on",
        "with", "as", "was", "at", "by", "this", "from", "or", "an", "but", "not", "what", "all",
        "were", "when", "we", "there", "can", "more", "if", "no", "out", "so", "said", "up",
        "about", "into", "than", "them", "could", "time", "these", "two", "may", "then", "do",
        "first", "any", "my", "now", "such", "like", "our", "over", "man", "me", "even", "most",
        "made", "after", "also", "did", "many", "before", "must", "through", "back", "years",
        "where", "much", "your", "way", "well", "down", "should", "because", "each", "just",
        "those", "people", "how", "too", "little", "state", "good", "very", "make", "world",
        "still", "own", "see", "men", "work", "long", "get", "here", "between", "both", "life",
        "being", "under", "never", "day", "same", "another", "know", "while", "last", "might",
        "great", "old", "year", "off", "come", "since", "against", "go", "came", "right",
        "used", "take", "three", "rotation", "screen", "vertically", "horizontally", "superview",
        "margin", "inset", "baseline", "intrinsic", "content", "size", "hugging", "compression",
        "resistance", "ambiguous", "simplex", "incremental", "solver", "tableau", "pivot",
        "internationalization", "autoresizing", "translates", "mask", "programmatically",
    ]
}

extension String {
    /// The string with its first character uppercased.
    fileprivate var capitalizedFirst: String {
        guard let head = first else { return self }
        return head.uppercased() + dropFirst()
    }
}
