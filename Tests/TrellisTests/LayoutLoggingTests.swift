import Foundation
import Logging
import Testing
import Trellis
import TrellisLayoutTestSupport

/// A swift-log handler that keeps every message, for tests.
private final class CapturingLogHandler: LogHandler, @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [(Logger.Level, String)] = []
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level

    init(level: Logger.Level) { logLevel = level }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        lock.withLock { stored.append((event.level, "\(event.message)")) }
    }

    /// The messages that mention `marker` (layouts in other tests may log meanwhile).
    func messages(mentioning marker: String) -> [(Logger.Level, String)] {
        lock.withLock { stored.filter { $0.1.contains(marker) } }
    }
}

/// ``Trellis/logger``: silent by default; when set, a layout pass logs new conflicts at
/// warning and, when the level lets notice through, ambiguous items. Serialized: the logger
/// is process-wide.
@Suite(.serialized) struct LayoutLoggingTests {
    /// A root with a child whose width is asked to be both 50 and 60 (`marker` names all),
    /// and the child's height constraint.
    private func conflictingTree(_ marker: String) throws -> (LayoutView, LayoutConstraint) {
        let root = makeRoot("\(marker)-root", width: 100, height: 100)
        let child = addChild("\(marker)-child", to: root)
        let wide = child.widthAnchor.constraint(equalToConstant: 50)
        wide.identifier = "\(marker)-wide"
        let wider = child.widthAnchor.constraint(equalToConstant: 60)
        wider.identifier = "\(marker)-wider"
        let height = child.heightAnchor.constraint(equalToConstant: 10)
        try LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor), height, wide, wider,
        ])
        return (root, height)
    }

    @Test func silentByDefault() {
        #expect(Trellis.logger == nil)
    }

    @Test func aNewConflictIsLoggedOnceAtWarning() throws {
        let marker = "log-\(UUID().uuidString.prefix(8))"
        let handler = CapturingLogHandler(level: .warning)
        Trellis.logger = Logger(label: "trellis-test") { _ in handler }
        defer { Trellis.logger = nil }
        let (root, height) = try conflictingTree(marker)
        let report = root.layoutIfNeeded()
        #expect(report.conflicts.count == 1)
        // Laid out again after an unrelated change: the conflict is still there, not new.
        height.constant = 12
        #expect(root.layoutIfNeeded().conflicts.count == 1)
        let logged = handler.messages(mentioning: "\(marker)-wider")
        #expect(logged.count == 1)
        #expect(logged.first?.0 == .warning)
        #expect(logged.first?.1.hasPrefix("Unable to simultaneously satisfy constraints.") == true)
        #expect(logged.first?.1.contains("Will attempt to recover by breaking constraint") == true)
        // Warning level: the ambiguity check is not even made.
        #expect(handler.messages(mentioning: "Ambiguous layout").filter { $0.1.contains(marker) }.isEmpty)
    }

    @Test func ambiguityIsLoggedAtNoticeWhenTheLevelLetsItThrough() throws {
        let marker = "amb-\(UUID().uuidString.prefix(8))"
        let handler = CapturingLogHandler(level: .notice)
        Trellis.logger = Logger(label: "trellis-test") { _ in handler }
        defer { Trellis.logger = nil }
        let root = makeRoot("\(marker)-root", width: 100, height: 100)
        let loose = addChild("\(marker)-loose", to: root)
        try LayoutConstraint.activate([
            loose.widthAnchor.constraint(equalToConstant: 10),
            loose.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        let logged = handler.messages(mentioning: "\(marker)-loose")
        #expect(logged.count == 1)
        #expect(logged.first?.0 == .notice)
        #expect(
            logged.first?.1
                == "Ambiguous layout: the constraints leave the frames of '\(marker)-loose' undecided")
    }

    @Test func aLongListOfAmbiguousItemsIsCut() throws {
        let marker = "many-\(UUID().uuidString.prefix(8))"
        let handler = CapturingLogHandler(level: .notice)
        Trellis.logger = Logger(label: "trellis-test") { _ in handler }
        defer { Trellis.logger = nil }
        let root = makeRoot("\(marker)-root", width: 100, height: 100)
        for i in 0..<13 {
            let loose = addChild("\(marker)-\(i)", to: root)
            try LayoutConstraint.activate([loose.widthAnchor.constraint(equalToConstant: 10)])
        }
        root.layoutIfNeeded()
        let logged = handler.messages(mentioning: "\(marker)-0")
        #expect(logged.count == 1)
        let names = (0..<10).map { "'\(marker)-\($0)'" }.joined(separator: ", ")
        #expect(
            logged.first?.1
                == "Ambiguous layout: the constraints leave the frames of \(names) and 3 more undecided")
    }

    @Test func nothingIsLoggedOnceTheLoggerIsRemoved() throws {
        let marker = "off-\(UUID().uuidString.prefix(8))"
        let handler = CapturingLogHandler(level: .trace)
        Trellis.logger = Logger(label: "trellis-test") { _ in handler }
        Trellis.logger = nil
        let (root, _) = try conflictingTree(marker)
        #expect(root.layoutIfNeeded().conflicts.count == 1)
        #expect(handler.messages(mentioning: marker).isEmpty)
    }
}
