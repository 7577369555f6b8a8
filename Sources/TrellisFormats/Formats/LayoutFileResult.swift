import Trellis

/// What `trellis layout` prints for a layout file (FORMATS.md §2): the status, the backend,
/// every frame relative to its parent, the ambiguous items and the broken constraints.
///
// snippet: given let text = #"{ "views": [ { "id": "root", "frame": [0, 0, 375, 120] } ] }"#
/// ```swift
/// let result = try LayoutDocument(json: text).layOut()
/// print(result.json)  // { "status": "ok", "backend": "incremental", "frames": { ... }, ... }
/// ```
public struct LayoutFileResult: Sendable, Hashable {
    /// `ok`, or `conflict` when required constraints conflicted and some were broken.
    public enum Status: String, Sendable, Hashable {
        /// Every required constraint holds.
        case ok
        /// Required constraints conflicted; ``LayoutFileResult/broken`` says which were broken.
        case conflict
    }

    /// One broken constraint and the conflicting set it was broken out of, by id.
    public struct Broken: Sendable, Hashable {
        /// The id of the constraint the engine broke.
        public var broken: String
        /// The ids of the conflicting set (the broken one included).
        public var conflict: [String]

        /// Creates an entry.
        public init(broken: String, conflict: [String]) {
            self.broken = broken
            self.conflict = conflict
        }
    }

    /// `ok` or `conflict`.
    public var status: Status
    /// The solver that produced the frames (`"incremental"` or `"glpk"`).
    public var backend: String
    /// Every view and guide id with its frame `[x, y, w, h]`, in file order (views, then guides).
    public var frames: [(id: String, frame: [Double])]
    /// The ids of views and guides whose frames the constraints do not decide, in file order.
    public var ambiguous: [String]
    /// The constraints broken to resolve conflicts.
    public var broken: [Broken]
    /// What the backend did, in one line (per component kind; nil: not printed).
    public var note: String?
    /// Whether the result has frames: false when a strict layout stopped at a conflict, and
    /// ``json`` then leaves out `frames` and `ambiguous`.
    public var hasFrames: Bool

    /// Creates a result.
    public init(
        status: Status, backend: String, frames: [(id: String, frame: [Double])], ambiguous: [String],
        broken: [Broken], hasFrames: Bool = true
    ) {
        self.hasFrames = hasFrames
        self.status = status
        self.backend = backend
        self.frames = frames
        self.ambiguous = ambiguous
        self.broken = broken
    }

    /// The frame of an id, if the result has one.
    public func frame(of id: String) -> [Double]? { frames.first { $0.id == id }?.frame }

    public static func == (lhs: LayoutFileResult, rhs: LayoutFileResult) -> Bool {
        lhs.status == rhs.status && lhs.backend == rhs.backend && lhs.ambiguous == rhs.ambiguous
            && lhs.hasFrames == rhs.hasFrames
            && lhs.broken == rhs.broken && lhs.frames.map(\.id) == rhs.frames.map(\.id)
            && lhs.frames.map(\.frame) == rhs.frames.map(\.frame)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(status)
        hasher.combine(frames.map(\.id))
        hasher.combine(broken)
    }

    /// The result as one JSON object on one line, keys in FORMATS.md order.
    ///
    /// Numbers are rounded to 10 significant digits and printed in their shortest form (`15`,
    /// `51.5`, `179.7265625`), as every command prints them.
    public var json: String {
        var writer = JSONWriter(style: .spaced, capacity: 128 + 48 * frames.count)
        writer.beginObject()
        write(to: &writer)
        writer.endObject()
        return writer.text
    }

    /// Writes the members of ``json`` into the object `writer` has open, for callers that
    /// add their own members (`trellis bulk` puts `"index"` first).
    func write(to writer: inout JSONWriter) {
        writer.key("status")
        writer.string(status.rawValue)
        writer.key("backend")
        writer.string(backend)
        if hasFrames {
            writer.key("frames")
            writer.beginObject()
            for entry in frames {
                writer.key(entry.id)
                writer.beginArray()
                for value in entry.frame { writer.number(Self.roundedForOutput(value)) }
                writer.endArray()
            }
            writer.endObject()
            writer.key("ambiguous")
            writer.beginArray()
            for id in ambiguous { writer.string(id) }
            writer.endArray()
        }
        writer.key("broken")
        writer.beginArray()
        for entry in broken {
            writer.beginObject()
            writer.key("broken")
            writer.string(entry.broken)
            writer.key("conflict")
            writer.beginArray()
            for id in entry.conflict { writer.string(id) }
            writer.endArray()
            writer.endObject()
        }
        writer.endArray()
        if let note {
            writer.key("note")
            writer.string(note)
        }
    }

    /// A frame coordinate as it is printed: rounded to 10 significant digits, so that solver
    /// round-off such as `14.9999999999` prints as `15` while `179.7265625` stays exact;
    /// negative zero and magnitudes below 1e-9 point become `0`.
    package static func roundedForOutput(_ value: Double) -> Double {
        PrintedNumber.coordinate(value)
    }
}
