import Trellis

/// What can go wrong in bulk layout as a whole (per-cell failures are reported per cell).
///
/// ```swift
/// do {
///     try await BulkLayout.map(
///         source: BulkLayout.indices(100), options: BulkOptions(threads: 0), makeState: { () },
///         process: { _, n, _ in n }, emit: { _, _ in })
/// } catch {
///     print(error)   // invalid threads: need at least 1, got 0
/// }
/// ```
public enum BulkError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The input could not be read.
    case unreadableInput(path: String, reason: String)
    /// An option was out of range.
    case invalidOption(name: String, reason: String)
    /// The run was cancelled before it finished.
    case cancelled

    public var description: String {
        switch self {
        case .unreadableInput(let path, let reason): return "\(path): cannot read the file: \(reason)"
        case .invalidOption(let name, let reason): return "invalid \(name): \(reason)"
        case .cancelled: return "cancelled"
        }
    }
}
