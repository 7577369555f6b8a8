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
    /// A built tree, the document it was last laid out for, and the skeleton of a line of
    /// its structure (``LayoutLineSkeleton``), if one was taken.
    final class Entry {
        // An entry belongs to one chunk's cache and is used for one line at a time: its
        // accesses never overlap, so they go unchecked.
        let key: LayoutStructureKey
        let tree: LayoutDocumentTree
        @exclusivity(unchecked) var document: LayoutDocument
        @exclusivity(unchecked) var lastUse: Int
        /// False once the entry has left the cache: its skeleton must not be matched then.
        var isCached = true
        @exclusivity(unchecked) var skeleton: SkeletonPlan?
        /// Lines laid out with this entry by the full decoder (a skeleton is taken from the
        /// 1st, 2nd, 4th, 8th...).
        var decodedLines = 0
        init(key: LayoutStructureKey, tree: LayoutDocumentTree, document: LayoutDocument, lastUse: Int) {
            self.key = key
            self.tree = tree
            self.document = document
            self.lastUse = lastUse
        }
    }

    /// The most structures kept per chunk (least recently used go first).
    static let capacity = 32
    /// The most recently used entries whose skeletons a line is matched against.
    static let skeletonCandidates = 6
    private var entries: [LayoutStructureKey: Entry] = [:]
    /// Entries by recent use, most recent first (at most ``skeletonCandidates``).
    var recent: [Entry] = []
    /// The slot values of the line being matched (reused).
    var slotValues = LayoutLineSkeleton.Values()
    /// Writes the output lines (its buffer is reused).
    private var writer = JSONWriter(style: .spaced, capacity: 1024)
    /// Measures the text of text views.
    var text: any TextMeasurerProvider = AverageTextMeasurerProvider()
    var clock = 0
    /// Trees built so far (for tests and reports).
    private(set) var built = 0
    /// Lines whose values were read in place from a skeleton, without decoding them.
    var readInPlace = 0
    /// Whether lines are matched against skeletons (off: every line is decoded, to compare).
    var readsInPlace = true

    /// Processes one layout line.
    mutating func process(_ line: String, index: Int, strict: Bool, reuse: Bool = true)
        -> BulkStream.LineOutput
    {
        if reuse, readsInPlace, let output = processFromSkeleton(line, index: index, strict: strict) {
            return output
        }
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
        let entry: Entry
        var reused = false
        if !reuse { drop(key) }
        if let cached = entries[key] {
            cached.update(to: document, text: text)
            // Values outside its slots may have changed: a skeleton is only taken anew.
            cached.skeleton = nil
            cached.lastUse = clock
            entry = cached
            reused = true
        } else {
            do {
                entry = Entry(
                    key: key, tree: try document.build(text: text), document: document, lastUse: clock)
            } catch {
                return .init(json: BulkJSON.errorLine(index: index, error: error), status: .error)
            }
            built += 1
            if entries.count >= Self.capacity,
                let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })
            {
                drop(oldest.key)
            }
            entries[key] = entry
        }
        let output = layOut(entry, reused: reused, index: index, strict: strict) { document }
        if reuse, readsInPlace, entry.isCached { noteDecoded(line, document: document, entry: entry) }
        return output
    }

    /// Lays out `entry`'s tree (updated to the line's values) and writes the line's result;
    /// `document` gives the line's document when the layout is ambiguous and must be done
    /// afresh. An entry that fails or conflicts leaves the cache.
    mutating func layOut(
        _ entry: Entry, reused: Bool, index: Int, strict: Bool,
        document: () throws(LayoutFileError) -> LayoutDocument
    ) -> BulkStream.LineOutput {
        var reused = reused
        var result: LayoutFileResult
        do {
            result = try LayoutDocument.layOut(tree: entry.tree, strict: strict)
            if reused && !result.ambiguous.isEmpty {
                // Equally good frames exist: give the ones a fresh layout of this line gives
                // (the template stays: its solver is at an optimum, just another one).
                reused = false
                result = try document().layOut(strict: strict)
            }
        } catch {
            drop(entry.key)
            return .init(json: BulkJSON.errorLine(index: index, error: error), status: .error)
        }
        if result.status == .conflict { drop(entry.key) }
        return .init(
            json: BulkJSON.layoutLine(index: index, result: result, writer: &writer),
            status: result.status == .ok ? .ok : .conflict, reusedTemplate: reused)
    }

    /// Removes the entry of `key`, if any, from the cache.
    mutating func drop(_ key: LayoutStructureKey) {
        guard let entry = entries.removeValue(forKey: key) else { return }
        entry.isCached = false
        recent.removeAll { $0 === entry }
    }
}

extension LayoutTemplateCache.Entry {
    /// Sets the values in which `new` differs from the document the tree was built for.
    func update(to new: LayoutDocument, text provider: any TextMeasurerProvider) {
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
