/// How a ``PangoTextSystem`` measured its texts so far: from cached words, from the cache of
/// whole texts, or by a full Pango layout.
///
/// ```swift
/// let pango = try PangoTextSystem()
/// _ = pango.measure("Hello world", font: FontDescription(size: 15), width: 100, maximumLines: 0)
/// let figures = pango.textStatistics
/// print(figures.textsFromWords, figures.wordHits, figures.wordsShaped)   // 1 0 2
/// ```
public struct PangoTextStatistics: Sendable, Hashable, CustomStringConvertible {
    /// Engines made (one per thread measuring at a time).
    public var engines = 0
    /// Texts measured from cached word advances, with lines broken where Pango breaks them.
    public var textsFromWords = 0
    /// Texts answered by the cache of whole texts (the same text, font, width and line limit
    /// measured before).
    public var textCacheHits = 0
    /// Texts Pango laid out in full: other scripts, new lines, ellipsized or char-wrapped
    /// text, anything the word cache cannot measure exactly.
    public var fullLayouts = 0
    /// Words found in the word cache.
    public var wordHits = 0
    /// Words shaped by HarfBuzz through Pango because the cache did not hold them.
    public var wordsShaped = 0

    /// Creates empty statistics.
    public init() {}

    /// Statistics with no texts measured yet, by `engines` engines.
    init(engines: Int) { self.engines = engines }

    /// All texts measured.
    public var texts: Int { textsFromWords + textCacheHits + fullLayouts }

    /// The share of texts measured from cached words, 0...1 (0 before any text).
    public var wordTextShare: Double { texts > 0 ? Double(textsFromWords) / Double(texts) : 0 }

    /// The share of word lookups the cache answered, 0...1 (0 before any lookup).
    public var wordHitRate: Double {
        wordHits + wordsShaped > 0 ? Double(wordHits) / Double(wordHits + wordsShaped) : 0
    }

    /// Two lines: how the texts were measured, and the word cache's hits.
    ///
    /// ```text
    /// Texts: 50000, 49994 from cached words (99.99 %), 6 laid out in full by Pango, 0 from the text cache
    /// Word cache: 1402399 lookups, 99.98 % hits, 240 words shaped, 1 engine
    /// ```
    public var description: String {
        func percent(_ share: Double) -> String {
            let hundredths = (share * 10_000).rounded(.down) / 100
            return "\(hundredths) %"
        }
        let lookups = wordHits + wordsShaped
        return "Texts: \(texts), \(textsFromWords) from cached words (\(percent(wordTextShare))), "
            + "\(fullLayouts) laid out in full by Pango, \(textCacheHits) from the text cache\n"
            + "Word cache: \(lookups) lookups, \(percent(wordHitRate)) hits, \(wordsShaped) words shaped, "
            + "\(engines) engine\(engines == 1 ? "" : "s")"
    }

    /// The counts of `self` less those of `other`, field by field (engines kept).
    func subtracting(_ other: PangoTextStatistics) -> PangoTextStatistics {
        var difference = self
        difference.textsFromWords -= other.textsFromWords
        difference.textCacheHits -= other.textCacheHits
        difference.fullLayouts -= other.fullLayouts
        difference.wordHits -= other.wordHits
        difference.wordsShaped -= other.wordsShaped
        return difference
    }

    /// Adds the counts of `other`, field by field (engines kept).
    mutating func add(_ other: PangoTextStatistics) {
        textsFromWords += other.textsFromWords
        textCacheHits += other.textCacheHits
        fullLayouts += other.fullLayouts
        wordHits += other.wordHits
        wordsShaped += other.wordsShaped
    }

    /// Whether any count is above zero.
    var isEmpty: Bool { textsFromWords + textCacheHits + fullLayouts + wordHits + wordsShaped == 0 }
}
