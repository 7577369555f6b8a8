import Trellis

/// A differential check of how `trellis bulk` reads layout lines, for tests and the fuzz
/// target: the same lines through a template cache that reads repeated structures in place
/// (``LayoutLineSkeleton``) and through one that decodes every line must give the same
/// output lines, statuses and template reuse.
package enum BulkReadingCheck {
    /// The index of the first of `lines` whose results differ between the two readers, or
    /// nil when all agree. Lines are taken as a bulk stream takes them (one chunk, lines
    /// that are not UTF-8 text skipped as the stream reports them before reading).
    package static func firstDisagreement(_ lines: [String], strict: Bool = false) -> Int? {
        var inPlace = LayoutTemplateCache()
        var decoded = LayoutTemplateCache()
        decoded.readsInPlace = false
        for (index, line) in lines.enumerated() where JSONLinesReader.undecodableReason(line) == nil {
            let a = inPlace.process(line, index: index, strict: strict)
            let b = decoded.process(line, index: index, strict: strict)
            if a.json != b.json || a.status != b.status || a.reusedTemplate != b.reusedTemplate {
                return index
            }
        }
        return nil
    }
}
