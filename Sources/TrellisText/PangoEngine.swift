internal import CPangoCairo
import Trellis

/// One Pango font map, context and layout, set up for reproducible metrics: no hinting of
/// metrics or outlines, unrounded glyph positions, sizes in layout points. Not thread-safe:
/// a ``PangoContextPool`` hands each engine to one thread at a time.
///
/// The same engine lays text out for measuring and for drawing (``configure(_:)``), so a
/// drawn text's lines are exactly the measured ones.
final class PangoEngine {
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    let layout: OpaquePointer
    private var fonts: [FontDescription: OpaquePointer] = [:]
    private var cache: [PangoCacheKey: TextMeasurement] = [:]
    /// The most measurements kept; the cache starts over when it is full.
    let cacheCapacity: Int
    private(set) var cacheHits = 0
    private(set) var cacheMisses = 0
    /// Words, font metrics and break windows for measuring text from its pieces.
    ///
    /// Unchecked exclusivity: only the one thread holding the engine touches it, and no access
    /// to it overlaps another (each is a single read or write); the dynamic checks cost several
    /// percent of a text's time.
    @exclusivity(unchecked) var runs: PangoRunCache
    /// Whether texts are measured from cached words where that is exact.
    let measuresPieces: Bool
    /// Texts measured from cached words.
    private(set) var textsFromPieces = 0
    /// Texts Pango laid out in full to measure them.
    private(set) var fullLayouts = 0
    /// The font (and its line height attribute) the layout is set up with, to skip setting it
    /// again for the next text in the same font.
    private var currentFont: FontDescription?

    /// Creates an engine; `nil` when Pango cannot make a font map (no fontconfig).
    ///
    /// - Parameters:
    ///   - cacheCapacity: the most whole-text measurements kept.
    ///   - wordCapacity: the most words per generation of the word cache (0: every text is
    ///     laid out in full).
    init?(cacheCapacity: Int, wordCapacity: Int = 0) {
        guard let map = pango_cairo_font_map_new() else { return nil }
        guard let context = pango_font_map_create_context(map) else {
            g_object_unref(map)
            return nil
        }
        guard let layout = pango_layout_new(context) else {
            g_object_unref(UnsafeMutableRawPointer(context))
            g_object_unref(map)
            return nil
        }
        self.fontMap = map
        self.context = context
        self.layout = layout
        self.cacheCapacity = cacheCapacity
        self.runs = PangoRunCache(capacity: wordCapacity)
        self.measuresPieces = wordCapacity > 0
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    }

    deinit {
        for description in fonts.values { pango_font_description_free(description) }
        g_object_unref(UnsafeMutableRawPointer(layout))
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(fontMap)
    }

    /// The Pango font description of `font`, made once.
    private func description(_ font: FontDescription) -> OpaquePointer? {
        if let made = fonts[font] { return made }
        guard let made = pango_font_description_new() else { return nil }
        pango_font_description_set_family(made, font.family)
        let size = font.size.isFinite && font.size > 0 ? font.size : 1
        pango_font_description_set_absolute_size(made, size * Double(PANGO_SCALE))
        pango_font_description_set_weight(
            made, PangoWeight(UInt32(clamping: min(max(font.weight, 100), 1000))))
        fonts[font] = made
        return made
    }

    /// Lays `request`'s text out in the engine's layout: font, line height, wrapping width
    /// and the line limit with an ellipsis at the end of the last kept line.
    func configure(_ request: PangoTextRequest) {
        if currentFont != request.font {
            setFont(request.font)
        }
        let width = Self.limit(request.width)
        pango_layout_set_width(layout, width)
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        pango_layout_set_height(layout, -1)
        pango_layout_set_text(layout, request.text, -1)
        guard request.maximumLines > 0, pango_layout_get_line_count(layout) > request.maximumLines else {
            return
        }
        if width < 0 {
            // Unwrapped: the widest paragraph is the width the last kept line is cut at.
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            pango_layout_set_width(layout, logical.width)
        }
        // Keep whole lines up to the limit's bottom; Pango ellipsizes the last one.
        var bottom: Int32 = 0
        forEachLine { index, logical, _ in
            if index < request.maximumLines { bottom = logical.y + logical.height }
        }
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        pango_layout_set_height(layout, bottom)
    }

    /// Sets the layout's font and line height.
    func setFont(_ font: FontDescription) {
        pango_layout_set_font_description(layout, description(font))
        if let lineHeight = font.lineHeight, lineHeight.isFinite, lineHeight > 0,
            let list = pango_attr_list_new()
        {
            pango_attr_list_insert(list, pango_attr_line_height_new_absolute(Self.units(lineHeight)))
            pango_layout_set_attributes(layout, list)
            pango_attr_list_unref(list)
        } else {
            pango_layout_set_attributes(layout, nil)
        }
        currentFont = font
    }

    /// Calls `body` with each line's index, logical rectangle and baseline (Pango units).
    func forEachLine(_ body: (Int, PangoRectangle, Int32) -> Void) {
        guard let iterator = pango_layout_get_iter(layout) else { return }
        defer { pango_layout_iter_free(iterator) }
        var index = 0
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            body(index, logical, pango_layout_iter_get_baseline(iterator))
            index += 1
        } while pango_layout_iter_next_line(iterator) != 0
    }

    /// The metrics of the text now in the layout.
    func currentMetrics() -> TextMeasurement {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        var lines = 0
        var first: Int32 = 0
        var last: Int32 = 0
        forEachLine { index, _, baseline in
            if index == 0 { first = baseline }
            last = baseline
            lines += 1
        }
        return TextMeasurement(
            width: Self.points(logical.width), height: Self.points(logical.height), lineCount: lines,
            firstBaseline: Self.points(first), lastBaseline: Self.points(last))
    }

    /// The engine's counts so far (engines left at 0).
    var tally: PangoTextStatistics {
        var counts = PangoTextStatistics()
        counts.textsFromWords = textsFromPieces
        counts.textCacheHits = cacheHits
        counts.fullLayouts = fullLayouts
        counts.wordHits = runs.hits
        counts.wordsShaped = runs.misses
        return counts
    }

    /// Measures `request`: from cached word advances where that is exactly Pango's result, else
    /// from the cache of whole texts when the same text was measured the same way, else by a
    /// full layout.
    func measure(_ request: PangoTextRequest) -> TextMeasurement {
        if request.text.isEmpty { return .empty }
        if measuresPieces, let measured = measureFromPieces(request) {
            textsFromPieces += 1
            return measured
        }
        let key = PangoCacheKey(request)
        if cacheCapacity > 0, let known = cache[key] {
            cacheHits += 1
            return known
        }
        cacheMisses += 1
        fullLayouts += 1
        let metrics = serialized {
            configure(request)
            return currentMetrics()
        }
        if cacheCapacity > 0 {
            if cache.count >= cacheCapacity { cache.removeAll(keepingCapacity: true) }
            cache[key] = metrics
        }
        return metrics
    }

    /// A wrapping width in Pango units as the layout takes it: -1 (no wrapping) for infinite,
    /// negative or NaN widths.
    static func limit(_ width: Double) -> Int32 {
        width.isFinite && width >= 0 ? units(width) : -1
    }

    /// `value` points in Pango units (1/1024 point), rounded to the nearest, clamped to what
    /// an `Int32` holds (about two million points either way; NaN reads as 0).
    static func units(_ value: Double) -> Int32 {
        let scaled = (value * Double(PANGO_SCALE)).rounded()
        if scaled.isNaN { return 0 }
        if scaled >= Double(Int32.max) { return .max }
        if scaled <= Double(Int32.min) { return .min }
        return Int32(scaled)
    }

    /// `value` Pango units in points (exact: a multiple of 1/1024).
    static func points(_ value: Int32) -> Double {
        Double(value) / Double(PANGO_SCALE)
    }
}

/// What to lay out: the text, its font, the wrapping width (infinite: none) and the line
/// limit (0: none).
struct PangoTextRequest {
    var text: String
    var font: FontDescription
    var width: Double
    var maximumLines: Int
}

/// The cache key of a request: the width in Pango units, as Pango sees it.
struct PangoCacheKey: Hashable {
    var text: String
    var font: FontDescription
    var width: Int32
    var maximumLines: Int

    init(_ request: PangoTextRequest) {
        text = request.text
        font = request.font
        width = PangoEngine.limit(request.width)
        maximumLines = max(0, request.maximumLines)
    }
}

extension PangoEngine {
    /// The names of every font family fontconfig offers.
    func familyNames() -> [String] {
        serialized {
            var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
            var count: Int32 = 0
            pango_font_map_list_families(pango_context_get_font_map(context), &families, &count)
            guard let families else { return [] }
            defer { g_free(families) }
            var names: [String] = []
            for index in 0..<Int(count) {
                if let family = families[index], let name = pango_font_family_get_name(family) {
                    names.append(String(cString: name))
                }
            }
            return names
        }
    }
}

extension PangoEngine {
    /// Sets the text now in the layout in italics (for guide labels).
    func setItalic() {
        guard let list = pango_attr_list_new() else { return }
        pango_attr_list_insert(list, pango_attr_style_new(PANGO_STYLE_ITALIC))
        pango_layout_set_attributes(layout, list)
        pango_attr_list_unref(list)
        forgetFont()
    }
}

extension PangoEngine {
    /// Makes the next ``configure(_:)`` set the font again (after the attributes changed).
    func forgetFont() {
        currentFont = nil
    }
}
