import Trellis

/// The parts of a feed cell, in drawing order.
///
/// ```swift
/// let frames = FeedCellStyle.standard.frames(for: FeedDataGenerator().cell(at: 0), width: 375)
/// for part in FeedCellPart.allCases { print(part, frames[part]) }   // cell [0, 0, 375, ...]
/// ```
public enum FeedCellPart: Int, Sendable, CaseIterable, CustomStringConvertible {
    /// The whole cell.
    case cell
    /// The square avatar image.
    case avatar
    /// The author's name label.
    case name
    /// The time label, right of the name.
    case time
    /// The multi-line body text.
    case body
    /// The vote count label.
    case votes
    /// The Like button.
    case likeButton
    /// The Comment button.
    case commentButton
    /// The Share button.
    case shareButton

    /// The part's id, as used in bulk output and SVG.
    public var description: String {
        switch self {
        case .cell: "cell"
        case .avatar: "avatar"
        case .name: "name"
        case .time: "time"
        case .body: "body"
        case .votes: "votes"
        case .likeButton: "like"
        case .commentButton: "comment"
        case .shareButton: "share"
        }
    }
}

/// The frames of one feed cell's parts, `[x, y, width, height]` each, relative to the cell
/// (the cell's own frame is `[0, 0, width, height]`).
///
// snippet: given let data = FeedDataGenerator().cell(at: 0)
/// ```swift
/// let frames = FeedCellStyle.standard.frames(for: data, width: 375)
/// let bodyHeight = frames[.body][3]
/// ```
public struct FeedCellFrames: Sendable, Hashable {
    /// One frame per ``FeedCellPart``, in its order.
    public private(set) var frames: [SIMD4<Double>]

    /// All-zero frames.
    public init() {
        frames = Array(repeating: SIMD4<Double>(), count: FeedCellPart.allCases.count)
    }

    /// The frames from `values`: x, y, width, height of each part in turn (36 numbers).
    init(values: [Double]) {
        let parts = values.count / 4
        frames = values.withUnsafeBufferPointer { v in
            Array(unsafeUninitializedCapacity: parts) { buffer, count in
                for i in 0..<parts {
                    buffer.initializeElement(
                        at: i, to: SIMD4(v[4 * i], v[4 * i + 1], v[4 * i + 2], v[4 * i + 3]))
                }
                count = parts
            }
        }
    }

    /// The frame of `part`: `[x, y, width, height]`.
    public subscript(part: FeedCellPart) -> SIMD4<Double> {
        get { frames[part.rawValue] }
        set { frames[part.rawValue] = newValue }
    }

    /// The cell's height.
    public var height: Double { frames[FeedCellPart.cell.rawValue][3] }

    /// The largest difference between any coordinate of these frames and `other`'s.
    public func maximumDifference(from other: FeedCellFrames) -> Double {
        var worst = 0.0
        for (a, b) in zip(frames, other.frames) {
            let d = a - b
            worst = Swift.max(worst, abs(d[0]), abs(d[1]), abs(d[2]), abs(d[3]))
        }
        return worst
    }
}
