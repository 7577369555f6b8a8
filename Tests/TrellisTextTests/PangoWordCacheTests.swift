import Dispatch
import Testing
import Trellis
import TrellisText

/// The word cache: which texts it measures, which it leaves to a full Pango layout, its bounded
/// memory and its figures.
extension PangoSuites {
@Suite struct PangoWordCacheTests {
    let body = FontDescription(size: 15, lineHeight: 20)

    /// A fresh system with one engine, and the figures one measurement added.
    func measured(_ text: String, width: Double, lines: Int = 0, in system: PangoTextSystem)
        -> (TextMeasurement, PangoTextStatistics)
    {
        let before = system.textStatistics
        let result = system.measure(text, font: body, width: width, maximumLines: lines)
        var after = system.textStatistics
        after.textsFromWords -= before.textsFromWords
        after.fullLayouts -= before.fullLayouts
        after.textCacheHits -= before.textCacheHits
        after.wordHits -= before.wordHits
        after.wordsShaped -= before.wordsShaped
        return (result, after)
    }

    @Test func wrappedWordsAreMeasuredFromTheCache() throws {
        let system = try PangoTextSystem(sharing: .shared)
        let plain = try PangoTextSystem(sharing: .shared, cacheCapacity: 0, wordCacheCapacity: 0)
        let text = "the layout of the cell and the view of the layout"
        let (first, figures) = measured(text, width: 120, in: system)
        #expect(figures.textsFromWords == 1 && figures.fullLayouts == 0)
        // Eleven words, six distinct: five repeats come from the cache.
        #expect(figures.wordsShaped == 6 && figures.wordHits == 5)
        #expect(first.lineCount > 1)
        #expect(first == plain.measure(text, font: body, width: 120, maximumLines: 0))
        let (again, second) = measured(text, width: 80, in: system)
        #expect(second.wordsShaped == 0 && second.wordHits == 11)
        #expect(again == plain.measure(text, font: body, width: 80, maximumLines: 0))
    }

    @Test(arguments: [
        ("مرحبا بالعالم", 300.0, 0),  // another script
        ("one\ntwo", 300, 0),  // two paragraphs
        ("two  spaces", 300, 0),  // not single-spaced
        (" leading", 300, 0),
        ("internationalization", 60, 0),  // a word wider than the line: Pango breaks inside it
        ("one two three four five six", 60, 2),  // cut to two lines with an ellipsis
        ("state-of-the-art layout", 150, 0),  // a break inside a word
        ("wait ! what", 35, 0),  // no break before the exclamation mark
    ])
    func textTheCacheCannotProveIsLaidOutInFull(text: String, width: Double, lines: Int) throws {
        let system = try PangoTextSystem(sharing: .shared, cacheCapacity: 0)
        let plain = try PangoTextSystem(sharing: .shared, cacheCapacity: 0, wordCacheCapacity: 0)
        let (result, figures) = measured(text, width: width, lines: lines, in: system)
        #expect(figures.fullLayouts == 1 && figures.textsFromWords == 0)
        #expect(result == plain.measure(text, font: body, width: width, maximumLines: lines))
    }

    @Test func theWordCacheKeepsTwoGenerations() throws {
        let system = try PangoTextSystem(sharing: .shared, wordCacheCapacity: 1)
        #expect(measured("alpha beta", width: .infinity, in: system).1.wordsShaped == 2)
        // "alpha" is in the old generation: found, and moved back into the young one.
        #expect(measured("alpha", width: .infinity, in: system).1.wordHits == 1)
        #expect(measured("gamma", width: .infinity, in: system).1.wordsShaped == 1)
        // "beta" was dropped with its generation.
        #expect(measured("beta", width: .infinity, in: system).1.wordsShaped == 1)
        #expect(system.wordCacheCapacity == 1)
    }

    @Test func statisticsDescribeTheTexts() throws {
        let system = try PangoTextSystem(sharing: .shared)
        _ = system.measure("Hello world", font: body, width: 200, maximumLines: 0)
        _ = system.measure("Hello", font: body, width: 200, maximumLines: 0)
        _ = system.measure("שלום", font: body, width: 200, maximumLines: 0)
        let figures = system.textStatistics
        #expect(figures.texts == 3 && figures.textsFromWords == 2 && figures.fullLayouts == 1)
        #expect(figures.wordHitRate == 1.0 / 3.0)
        #expect(
            figures.description == """
                Texts: 3, 2 from cached words (66.66 %), 1 laid out in full by Pango, 0 from the text cache
                Word cache: 3 lookups, 33.33 % hits, 2 words shaped, 1 engine
                """)
    }

    @Test func threadsShareNoWordCache() throws {
        let system = try PangoTextSystem()
        let plain = try PangoTextSystem(cacheCapacity: 0, wordCacheCapacity: 0)
        let texts = (0..<200).map { index in
            (0...(index % 23)).map { "word\(($0 * 7 + index) % 13)" }.joined(separator: " ")
        }
        let serial = texts.map { plain.measure($0, font: body, width: 150, maximumLines: 0) }
        let results = Results(count: texts.count)
        DispatchQueue.concurrentPerform(iterations: texts.count) { index in
            results.set(index, system.measure(texts[index], font: body, width: 150, maximumLines: 0))
        }
        #expect(results.values == serial)
        #expect(system.textStatistics.textsFromWords == texts.count)
    }
}
}
