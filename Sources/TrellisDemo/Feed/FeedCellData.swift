import Trellis

/// The content of one feed cell, as in the PureLayout example the demo follows: a user name,
/// a relative time, a body text that wraps, and a vote count. (The avatar and the three buttons
/// look the same in every cell.)
///
/// ```swift
/// let cell = FeedCellData(name: "Steve Jobs", time: "7h", body: "One more thing.", votes: 12)
/// ```
public struct FeedCellData: Sendable, Hashable, Codable {
    /// The user name, on one line next to the avatar.
    public var name: String
    /// The relative time, at the trailing edge of the header.
    public var time: String
    /// The body text, wrapped at the cell's content width.
    public var body: String
    /// The number of votes, shown as "N likes".
    public var votes: Int

    /// Creates a cell's content.
    public init(name: String, time: String = "", body: String, votes: Int = 0) {
        self.name = name
        self.time = time
        self.body = body
        self.votes = votes
    }

    /// The vote label's text: "1 like", "12 likes".
    public var votesText: String {
        votes == 1 ? "1 like" : "\(votes) likes"
    }

    private enum CodingKeys: String, CodingKey {
        case name, time, body, votes
    }

    /// Decodes a data line; `time` and `votes` are optional (defaults "" and 0).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        time = try container.decodeIfPresent(String.self, forKey: .time) ?? ""
        body = try container.decode(String.self, forKey: .body)
        votes = try container.decodeIfPresent(Int.self, forKey: .votes) ?? 0
    }
}
