import ArgumentParser
import Trellis

#if TRELLIS_PANGO
    import TrellisText
#endif

/// Which text measurer lays out text: Pango with the real font, or the average-advance model.
enum TextMeasurerChoice: String, CaseIterable, ExpressibleByArgument {
    /// Pango (HarfBuzz shaping, fontconfig fonts, Pango line breaking); needs the TrellisText
    /// module (libpango1.0-dev at build time).
    case pango
    /// Pango with no caches: every text laid out in full, for comparison.
    case pangoUncached = "pango-uncached"
    /// A fixed advance per character and greedy wrapping: no dependencies.
    case average

    /// The measurer as `trellis demo` names it.
    var measurerName: String {
        switch self {
        case .pango: "Pango (DejaVu Sans)"
        case .pangoUncached: "Pango (DejaVu Sans), every text laid out in full"
        case .average: "the average-advance model"
        }
    }

    /// Pango when this build has it, else the average model.
    static var standard: TextMeasurerChoice {
        #if TRELLIS_PANGO
            .pango
        #else
            .average
        #endif
    }
}

/// `--text pango|average`, shared by the subcommands that measure text.
struct TextOptions: ParsableArguments {
    @Option(
        help: """
            How text is measured: pango (the real font, DejaVu Sans by default), pango-uncached \
            (the same, every text laid out afresh: for comparison) or average (a fixed advance per \
            character). Default: pango when this build has it.
            """)
    var text: TextMeasurerChoice = .standard

    func validate() throws {
        #if !TRELLIS_PANGO
            if text != .average {
                throw ValidationError(
                    "--text \(text.rawValue): this trellis was built without Pango (libpango1.0-dev)")
            }
        #endif
    }

    /// The chosen measurers.
    func provider() throws -> any TextMeasurerProvider {
        switch text {
        case .average:
            return AverageTextMeasurerProvider()
        case .pango:
            #if TRELLIS_PANGO
                guard let system = PangoTextSystem.standard else {
                    throw ValidationError("--text pango: \(PangoTextError.noFontMap)")
                }
                return system
            #else
                throw ValidationError("--text pango: this trellis was built without Pango (libpango1.0-dev)")
            #endif
        case .pangoUncached:
            #if TRELLIS_PANGO
                do {
                    return try PangoTextSystem(cacheCapacity: 0, wordCacheCapacity: 0)
                } catch {
                    throw ValidationError("--text pango-uncached: \(error)")
                }
            #else
                throw ValidationError(
                    "--text pango-uncached: this trellis was built without Pango (libpango1.0-dev)")
            #endif
        }
    }
}
