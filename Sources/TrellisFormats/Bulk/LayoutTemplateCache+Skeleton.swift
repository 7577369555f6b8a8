import Trellis

/// Lines read in place: a line whose bytes match the skeleton of a cached template is not
/// decoded. Its slot values are checked as the decoder checks them and set on the template
/// as ``LayoutTemplateCache/Entry/update(to:text:)`` sets a decoded line's values; any
/// mismatch or doubt leaves the line to the full decoder, which gives the answer or the error.
///
/// Why that is the line's own layout: an entry keeps a skeleton only while every value
/// outside its slots is the skeleton line's (a line decoded onto the entry drops it), and a
/// line with the skeleton's bytes outside the slots decodes to the skeleton line's document
/// but for the slot values, so to the entry's structure.
extension LayoutTemplateCache {
    /// The output of `line` when it matches the skeleton of a recently used template, or nil.
    mutating func processFromSkeleton(_ line: String, index: Int, strict: Bool) -> BulkStream.LineOutput? {
        guard !recent.isEmpty else { return nil }
        let match = line.utf8.withContiguousStorageIfAvailable { matchingEntry(in: $0) }
        guard let entry = match ?? nil, let plan = entry.skeleton else { return nil }
        readInPlace += 1
        clock += 1
        entry.lastUse = clock
        entry.apply(slotValues, plan: plan, text: text)
        touch(entry)
        return layOut(entry, reused: true, index: index, strict: strict) { () throws(LayoutFileError) in
            try LayoutDocument(json: line)
        }
    }

    /// The first recent entry whose skeleton `line` matches with values the decoder accepts
    /// (left in ``slotValues``).
    private mutating func matchingEntry(in line: UnsafeBufferPointer<UInt8>) -> Entry? {
        for entry in recent {
            guard let plan = entry.skeleton else { continue }
            if plan.skeleton.read(line, into: &slotValues), plan.accepts(slotValues.numbers) { return entry }
        }
        return nil
    }

    /// Takes a skeleton of `line`, just decoded to `document` and laid out with `entry`,
    /// when its count of decoded lines is a power of two (a structure whose lines never
    /// match pays for few).
    mutating func noteDecoded(_ line: String, document: LayoutDocument, entry: Entry) {
        entry.decodedLines += 1
        if entry.decodedLines & (entry.decodedLines - 1) == 0 {
            let skeleton = line.utf8.withContiguousStorageIfAvailable {
                LayoutLineSkeleton(line: $0, document: document)
            }
            entry.skeleton = (skeleton ?? nil).flatMap { SkeletonPlan(skeleton: $0, entry: entry) }
        }
        touch(entry)
    }

    /// Puts `entry` first among the recent entries.
    mutating func touch(_ entry: Entry) {
        if recent.first === entry { return }
        recent.removeAll { $0 === entry }
        recent.insert(entry, at: 0)
        if recent.count > Self.skeletonCandidates { recent.removeLast() }
    }
}

/// A skeleton with its slots grouped as ``LayoutTemplateCache/Entry/update(to:text:)``
/// applies values: view by view (frame, then intrinsic size), then constraint by constraint.
struct SkeletonPlan {
    struct ViewEdit {
        var view: Int
        /// The view's engine object (nil: the update leaves the view alone).
        var object: LayoutView?
        /// The slots of x, y, width and height, or empty when the frame is structure.
        var frame: [Int] = []
        var width: Int?
        var height: Int?
        /// The text's place among the line's texts (``LayoutLineSkeleton/Values/texts``).
        var text: Int?
    }

    let skeleton: LayoutLineSkeleton
    let views: [ViewEdit]
    /// Constraint index and slot, by constraint.
    let constants: [(constraint: Int, slot: Int)]

    /// Nil when a frame has slots for only some of its numbers.
    init?(skeleton: LayoutLineSkeleton, entry: LayoutTemplateCache.Entry) {
        var edits: [Int: ViewEdit] = [:]
        var constants: [(constraint: Int, slot: Int)] = []
        var texts = 0
        for (slot, target) in skeleton.slots.map(\.target).enumerated() {
            switch target {
            case .frame(let view, _), .intrinsic(let view, _), .text(let view):
                guard view < entry.document.views.count else { return nil }
                var edit =
                    edits[view]
                    ?? ViewEdit(view: view, object: entry.tree.views[entry.document.views[view].id])
                if case .frame(_, let component) = target {
                    guard component == edit.frame.count else { return nil }
                    edit.frame.append(slot)
                } else if case .intrinsic(_, let component) = target {
                    if component == 0 { edit.width = slot } else { edit.height = slot }
                } else {
                    edit.text = texts
                    texts += 1
                }
                edits[view] = edit
            case .constant(let constraint, _):
                constants.append((constraint, slot))
            }
        }
        guard edits.values.allSatisfy({ $0.frame.isEmpty || $0.frame.count == 4 }) else { return nil }
        self.skeleton = skeleton
        self.views = edits.values.sorted { $0.view < $1.view }
        self.constants = constants.sorted { $0.constraint < $1.constraint }
    }

    /// Whether the decoder accepts these values: frame sizes and intrinsic sizes are not
    /// negative (constants were checked as they were read).
    func accepts(_ values: [Double]) -> Bool {
        for edit in views {
            if edit.frame.count == 4, !(values[edit.frame[2]] >= 0 && values[edit.frame[3]] >= 0) {
                return false
            }
            if let slot = edit.width, !(values[slot] >= 0) { return false }
            if let slot = edit.height, !(values[slot] >= 0) { return false }
        }
        return true
    }
}

extension LayoutTemplateCache.Entry {
    /// Sets the slot values of a matched line, as ``update(to:text:)`` sets those of a
    /// decoded one, and keeps ``document`` the line's.
    func apply(
        _ slotValues: LayoutLineSkeleton.Values, plan: SkeletonPlan, text provider: any TextMeasurerProvider
    ) {
        let values = slotValues.numbers
        for edit in plan.views {
            let view = edit.view
            if edit.frame.count == 4 {
                var changed = false
                for (component, slot) in edit.frame.enumerated() {
                    let value = values[slot]
                    if document.views[view].frame?[component] != value { changed = true }
                    document.views[view].frame?[component] = value
                }
                if changed, let object = edit.object {
                    let f = edit.frame
                    object.fixedFrame = LayoutRect(
                        x: values[f[0]], y: values[f[1]], width: values[f[2]], height: values[f[3]])
                }
            }
            let width = edit.width.map { values[$0] } ?? document.views[view].intrinsicWidth
            let height = edit.height.map { values[$0] } ?? document.views[view].intrinsicHeight
            if width != document.views[view].intrinsicWidth || height != document.views[view].intrinsicHeight,
                let object = edit.object
            {
                object.intrinsicContentSize = LayoutSize(
                    width: width ?? LayoutView.noIntrinsicMetric,
                    height: height ?? LayoutView.noIntrinsicMetric)
            }
            document.views[view].intrinsicWidth = width
            document.views[view].intrinsicHeight = height
            if let index = edit.text, var text = document.views[view].text {
                let new = slotValues.texts[index]
                if text.text != new {
                    text.text = new
                    if let object = edit.object { text.apply(to: object, provider: provider) }
                }
                document.views[view].text?.text = new
            }
        }
        for (constraint, slot) in plan.constants {
            let value = values[slot]
            if document.constraints[constraint].parsed.constant != value, constraint < tree.constraints.count
            {
                tree.constraints[constraint].constant = value
            }
            document.constraints[constraint].parsed.constant = value
        }
    }
}
