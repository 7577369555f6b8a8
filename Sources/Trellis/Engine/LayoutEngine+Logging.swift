import Foundation
import Logging
import Synchronization

extension Trellis {
    /// Where layout passes report problems nobody asked about, as UIKit logs them: nil (the
    /// default) keeps the library silent; set a swift-log `Logger` to hear about them.
    ///
    /// With a logger set, every layout pass logs
    /// - each new conflict of required constraints at `.warning`: "Unable to simultaneously
    ///   satisfy constraints." with the conflicting set and the constraint broken to recover
    ///   (the text of ``LayoutConflict/description``);
    /// - each constraint newly left out as invalid at `.warning`;
    /// - at `.notice`, the views and guides whose frames the constraints leave undecided, when
    ///   the logger's level lets `.notice` through (this costs an ambiguity check per pass
    ///   that solved something, so it is only paid when someone listens).
    ///
    /// A conflict is logged once, when it appears, not on every later pass it stays in effect.
    /// The same problems are always in the ``LayoutReport`` that ``LayoutView/layoutIfNeeded()``
    /// returns; the logger is for code that does not look.
    ///
    // snippet: given let root = LayoutView("root")
    /// ```swift
    /// import Logging
    ///
    /// Trellis.logger = Logger(label: "trellis")   // swift-log prints to stderr by default
    /// root.layoutIfNeeded()
    /// // ... warning trellis : Unable to simultaneously satisfy constraints. ...
    /// Trellis.logger = nil                       // silent again
    /// ```
    public static var logger: Logger? {
        get { loggerStorage.withLock { $0 } }
        set { loggerStorage.withLock { $0 = newValue } }
    }
}

/// The process-wide logger behind ``Trellis/logger`` (layout runs on many threads at once in
/// bulk layout).
private let loggerStorage = Mutex<Logger?>(nil)

extension LayoutEngine {
    /// Logs the conflicts and left-out constraints of `report` that were not in `previous`.
    func logNewProblems(_ report: LayoutReport, previous: LayoutReport) {
        guard let logger = Trellis.logger else { return }
        let known = Set(previous.conflicts.map(\.broken.id))
        for conflict in report.conflicts where !known.contains(conflict.broken.id) {
            logger.warning("\(conflict)", metadata: ["broken": "\(conflict.broken.reportName)"])
        }
        let leftOut = Set(previous.invalidConstraints.map(\.description))
        for error in report.invalidConstraints where !leftOut.contains(error.description) {
            logger.warning("Left out of the layout: \(error)")
        }
    }

    /// Logs the items whose frames are undecided, when the logger lets `.notice` through.
    func logAmbiguity() {
        guard let logger = Trellis.logger, logger.logLevel <= .notice, !fitting.isOn, let root else { return }
        let names = root.subtreeItems.filter { isAmbiguous($0) }.map(\.displayName)
        guard !names.isEmpty else { return }
        logger.notice("\(LayoutReport.ambiguityWarning(names))")
    }
}
