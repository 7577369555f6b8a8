import Foundation
import Trellis

// Fonts as documents describe them, and the metrics the importer uses for baselines.

struct IBFont {
    var size: Double
    var weight: Int
    var family: String?

    /// Point sizes of UIKit's text styles at the default content size category (Large), from
    /// Apple's Human Interface Guidelines (Typography, "Dynamic Type sizes").
    static let textStyleSizes: [String: Double] = [
        "UICTFontTextStyleLargeTitle": 34, "UICTFontTextStyleTitle0": 34, "UICTFontTextStyleTitle1": 28,
        "UICTFontTextStyleTitle2": 22, "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17,
        "UICTFontTextStyleBody": 17, "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15,
        "UICTFontTextStyleFootnote": 13, "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
    ]

    /// The system font's ascender and descender as fractions of the point size (San
    /// Francisco's `hhea` table: 1950 and 494 units of 2048), which place a label's baselines.
    static let ascender = 1950.0 / 2048
    static let descender = 494.0 / 2048

    /// The font of `element`'s `fontDescription` (17-point system font when it has none, a
    /// label's default).
    init(_ element: IBElement, defaultSize: Double = 17) {
        let description = element.child("fontDescription", key: "fontDescription")
        size = defaultSize
        weight = 400
        if let description {
            if let pointSize = description.number("pointSize"), pointSize > 0 {
                size = pointSize
            } else if let style = description["style"], let styleSize = IBFont.textStyleSizes[style] {
                size = styleSize
                if style == "UICTFontTextStyleHeadline" { weight = 600 }
            }
            switch description["type"] {
            case "boldSystem": weight = 700
            default: break
            }
            if let weightName = description["weight"], let value = FontDescription.weightNames[weightName] {
                weight = value
            }
            family = description["family"]
        }
    }

    /// One line's height.
    var lineHeight: Double { size * (IBFont.ascender + IBFont.descender) }

    /// The font for a text measurer: the fallback family (Apple's system font is not on
    /// Linux) at the document's size and weight.
    var description: FontDescription {
        FontDescription(family: FontDescription.defaultFamily, size: size, weight: weight)
    }
}
