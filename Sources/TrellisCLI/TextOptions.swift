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
    /// A fixed advance per character and greedy wrapping: no dependencies.
    case average

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
            How text is measured: pango (the real font, DejaVu Sans by default) or average (a fixed \
            advance per character). Default: pango when this build has it.
            """)
    var text: TextMeasurerChoice = .standard

    func validate() throws {
        #if !TRELLIS_PANGO
            if text == .pango {
                throw ValidationError("--text pango: this trellis was built without Pango (libpango1.0-dev)")
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
        }
    }
}
