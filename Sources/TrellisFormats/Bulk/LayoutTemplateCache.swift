import Trellis
import TrellisSolver

/// The solved layout templates of one chunk of a `trellis bulk` stream, by structure: lines
/// of FORMATS.md §2 with the same views, guides, constraints (ids, attributes, relations,
/// multipliers, priorities) and visual formats, which differ only in constraint constants,
/// pinned frames and intrinsic sizes, reuse one built and solved view tree. The next line of
/// that structure only sets what differs (``LayoutConstraint/constant``,
/// ``LayoutView/fixedFrame``, ``LayoutView/intrinsicContentSize``), and the engine applies
/// those as cheap solver edits.
///
/// A template that hit a conflict is dropped (the next line of its structure builds afresh);
/// a line whose layout is ambiguous (equally good frames exist, and a reused solver may land
/// on other ones than a fresh one) is laid out afresh. So every line's result is what
/// `trellis layout` gives for it alone.
struct LayoutTemplateCache {
    /// A built tree and the document it was last laid out for.
    fileprivate final class Entry {
        let tree: LayoutDocumentTree
        var document: LayoutDocument
        var lastUse: Int
        init(tree: LayoutDocumentTree, document: LayoutDocument, lastUse: Int) {
            self.tree = tree
            self.document = document
            self.lastUse = lastUse
        }
    }

    /// The most structures kept per chunk (least recently used go first).
    static let capacity = 32
    private var entries: [LayoutStructureKey: Entry] = [:]
    /// Measures the text of text views.
    var text: any TextMeasurerProvider = AverageTextMeasurerProvider()
    private var clock = 0
    /// Trees built so far (for tests and reports).
    private(set) var built = 0

    /// Processes one layout line.
    mutating func process(_ line: String, index: Int, strict: Bool, reuse: Bool = true)
        -> BulkStream.LineOutput
    {
        let document: LayoutDocument
        do {
            document = try LayoutDocument(json: line)
        } catch {
            let json =
                line.allSatisfy(\.isWhitespace)
                ? BulkJSON.errorLine(index: index, message: "empty line: not a layout")
                : BulkJSON.errorLine(index: index, error: error)
            return .init(json: json, status: .error)
        }
        clock += 1
        let key = LayoutStructureKey(document)
        var reused = false
        let entry: Entry
        if !reuse {
            entries[key] = nil
        }
        if let cached = entries[key] {
            cached.update(to: document, text: text)
            cached.lastUse = clock
            entry = cached
            reused = true
        } else {
            do {
                entry = Entry(tree: try document.build(text: text), document: document, lastUse: clock)
            } catch {
                return .init(json: BulkJSON.errorLine(index: index, error: error), status: .error)
            }
            built += 1
            if entries.count >= Self.capacity,
                let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })
            {
                entries[oldest.key] = nil
            }
            entries[key] = entry
        }
        var result: LayoutFileResult
        do {
            result = try LayoutDocument.layOut(tree: entry.tree, strict: strict)
            if reused && !result.ambiguous.isEmpty {
                // Equally good frames exist: give the ones a fresh layout of this line gives
                // (the template stays: its solver is at an optimum, just another one).
                reused = false
                result = try document.layOut(strict: strict)
            }
        } catch {
            entries[key] = nil
            return .init(json: BulkJSON.errorLine(index: index, error: error), status: .error)
        }
        if result.status == .conflict { entries[key] = nil }
        return .init(
            json: BulkJSON.layoutLine(index: index, result: result),
            status: result.status == .ok ? .ok : .conflict, reusedTemplate: reused)
    }
}

extension LayoutTemplateCache.Entry {
    /// Sets the values in which `new` differs from the document the tree was built for.
    fileprivate func update(to new: LayoutDocument, text provider: any TextMeasurerProvider) {
        for (old, spec) in zip(document.views, new.views) {
            guard let view = tree.views[spec.id] else { continue }
            if old.frame != spec.frame, let f = spec.frame {
                view.fixedFrame = LayoutRect(x: f[0], y: f[1], width: f[2], height: f[3])
            }
            if old.intrinsicWidth != spec.intrinsicWidth || old.intrinsicHeight != spec.intrinsicHeight {
                view.intrinsicContentSize = LayoutSize(
                    width: spec.intrinsicWidth ?? LayoutView.noIntrinsicMetric,
                    height: spec.intrinsicHeight ?? LayoutView.noIntrinsicMetric)
            }
            if old.text != spec.text, let text = spec.text { text.apply(to: view, provider: provider) }
        }
        for (offset, (old, spec)) in zip(document.constraints, new.constraints).enumerated()
        where old.parsed.constant != spec.parsed.constant && offset < tree.constraints.count {
            tree.constraints[offset].constant = spec.parsed.constant
        }
        document = new
    }
}

/// What makes two layout documents share a template: everything but constraint constants,
/// pinned frame values and intrinsic size values.
struct LayoutStructureKey: Hashable {
    struct View: Hashable {
        var id: String
        var parent: String?
        var pinned: Bool
        var intrinsic: [Bool]
        var hugging: [Double]
        var compressionResistance: [Double]
        var baselines: [Double]?
        var margins: [Double]
        /// The font and line limit of a text view (its text is a value, not structure).
        var textStyle: TextStyle?
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
                textStyle: $0.text.map { TextStyle(font: $0.font, maximumLines: $0.maximumLines) })
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
