import Foundation
import Trellis
import TrellisFormats

/// A feed data line that is not what `--template feed` expects.
struct FeedDataLineError: Error, Sendable {
    var message: String
}

extension FeedCellData {
    /// The keys a feed data line may have.
    static let lineKeys: Set<String> = ["name", "time", "body", "votes"]

    /// Reads one feed data line: a JSON object with `name` and `body` strings, and optionally
    /// `time` (a string) and `votes` (an integer); other keys are an error (typos are caught).
    init(jsonLine line: String) throws(FeedDataLineError) {
        let value: JSONValue
        do {
            value = try JSONReader.parse(Array(line.utf8))
        } catch {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            throw FeedDataLineError(
                message: trimmed.isEmpty ? "empty line: not a JSON object" : "not valid JSON")
        }
        guard case .object(let members) = value else {
            throw FeedDataLineError(message: "a feed line must be a JSON object")
        }
        if let unknown = members.keys.sorted().first(where: { !Self.lineKeys.contains($0) }) {
            throw FeedDataLineError(
                message: "unknown key \"\(unknown)\" (a feed line has name, time, body, votes)")
        }
        func text(_ key: String, required: Bool) throws(FeedDataLineError) -> String {
            guard let value = members[key] else {
                if required { throw FeedDataLineError(message: "missing \"\(key)\"") }
                return ""
            }
            guard case .string(let string) = value else {
                throw FeedDataLineError(message: "\"\(key)\" must be a string")
            }
            return string
        }
        var votes = 0
        if let value = members["votes"] {
            guard case .number(let number) = value, let integer = Int(exactly: number) else {
                throw FeedDataLineError(message: "\"votes\" must be an integer")
            }
            votes = integer
        }
        self.init(
            name: try text("name", required: true), time: try text("time", required: false),
            body: try text("body", required: true), votes: votes)
    }
}
