import Trellis
import TrellisSolver

/// What makes two layout documents share a template: everything but constraint constants,
/// pinned frame values, intrinsic size values and texts (what a template's update sets).
struct LayoutStructureKey: Hashable {
    struct View: Hashable {
        var id: String
        var parent: String?
        var pinned: Bool
        var intrinsic: [Bool]
        var hugging: SIMD2<Double>
        var compressionResistance: SIMD2<Double>
        var baselines: [Double]?
        var margins: SIMD4<Double>
        /// The font and line limit of a text view (its text is a value, not structure).
        var textStyle: TextStyle?
        /// A stack view's arrangement, whole: a template does not change it.
        var stack: LayoutDocument.Stack?
    }

    struct TextStyle: Hashable {
        var font: FontDescription
        var maximumLines: Int
    }

    struct Operand: Hashable {
        var item: String
        var attribute: LayoutFileAttribute
    }

    struct Constraint: Hashable {
        var id: String
        var first: Operand
        var relation: Relation
        var second: Operand?
        var multiplier: Double
        var priority: Double
    }

    var direction: String
    var views: [View]
    var guides: [LayoutDocument.Guide]
    var constraints: [Constraint]
    var formats: [LayoutDocument.Format]

    init(_ document: LayoutDocument) {
        direction = document.direction.rawValue
        views = document.views.map {
            View(
                id: $0.id, parent: $0.parent, pinned: $0.frame != nil,
                intrinsic: [$0.intrinsicWidth != nil, $0.intrinsicHeight != nil], hugging: $0.hugging,
                compressionResistance: $0.compressionResistance, baselines: $0.baselines, margins: $0.margins,
                textStyle: $0.text.map { TextStyle(font: $0.font, maximumLines: $0.maximumLines) },
                stack: $0.stack)
        }
        guides = document.guides
        constraints = document.constraints.map { spec in
            let p = spec.parsed
            return Constraint(
                id: spec.id, first: Operand(item: p.first.item, attribute: p.first.attribute),
                relation: p.relation,
                second: p.second.map { Operand(item: $0.item, attribute: $0.attribute) },
                multiplier: p.multiplier, priority: spec.priority)
        }
        formats = document.formats
    }
}
