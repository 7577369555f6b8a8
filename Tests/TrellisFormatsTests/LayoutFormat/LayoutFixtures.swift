import Foundation
import TrellisFormats

/// The sample layout files in `Tests/Fixtures/Layout/`.
enum LayoutFixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/Layout")

    /// The text of `name.json` ("" when missing, which the parsing tests then report).
    static func text(_ name: String) -> String {
        (try? String(contentsOf: directory.appendingPathComponent("\(name).json"), encoding: .utf8)) ?? ""
    }
}
