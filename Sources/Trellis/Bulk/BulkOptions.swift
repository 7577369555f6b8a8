import Foundation
import Synchronization

/// How a bulk run spreads its work: threads, chunking, memory bound, cancellation, progress.
///
/// Results never depend on `threads`: items are grouped into chunks of `chunkSize` by their
/// index, each chunk starts from a fresh per-chunk state (fresh templates), and a chunk's items
/// are processed in order, so an item's result depends only on its chunk's earlier items,
/// whichever thread runs it.
///
/// ```swift
/// let cancel = BulkCancellation()
/// var options = BulkOptions(threads: 4)
/// options.cancellation = cancel
/// options.progress = { done in print(done) }
/// ```
public struct BulkOptions: Sendable {
    /// Worker threads (default: the active processor count).
    public var threads: Int
    /// Items per chunk: the unit of work and of determinism.
    public var chunkSize: Int
    /// The most items read but not yet handed back: what bounds memory.
    public var window: Int
    /// Checked between items; when it fires the run stops and throws ``BulkError/cancelled``.
    public var cancellation: BulkCancellation?
    /// Called on the calling thread with the number of items handed back so far.
    public var progress: (@Sendable (Int) -> Void)?
    /// Measures the text of text views in layout lines (FORMATS.md §2 `text`); the
    /// average-advance model by default.
    public var text: any TextMeasurerProvider = AverageTextMeasurerProvider()

    /// Creates options.
    public init(
        threads: Int = ProcessInfo.processInfo.activeProcessorCount, chunkSize: Int = 256,
        window: Int = 16_384, cancellation: BulkCancellation? = nil,
        progress: (@Sendable (Int) -> Void)? = nil
    ) {
        self.threads = threads
        self.chunkSize = chunkSize
        self.window = window
        self.cancellation = cancellation
        self.progress = progress
    }

    /// Checks the numbers.
    func validated() throws(BulkError) -> BulkOptions {
        if threads < 1 { throw .invalidOption(name: "threads", reason: "need at least 1, got \(threads)") }
        if chunkSize < 1 {
            throw .invalidOption(name: "chunkSize", reason: "need at least 1, got \(chunkSize)")
        }
        if window < chunkSize {
            throw .invalidOption(
                name: "window", reason: "need at least chunkSize (\(chunkSize)), got \(window)")
        }
        return self
    }
}

/// A cancellation flag for a bulk run, safe to fire from any thread.
///
/// ```swift
/// let cancel = BulkCancellation()
/// // on another thread, or in the progress callback:
/// cancel.cancel()
/// ```
public final class BulkCancellation: Sendable {
    private let flag = Atomic<Bool>(false)

    /// Creates a flag that has not fired.
    public init() {}

    /// Fires the flag: the run stops soon after.
    public func cancel() {
        flag.store(true, ordering: .relaxed)
    }

    /// Whether the flag has fired.
    public var isCancelled: Bool {
        flag.load(ordering: .relaxed)
    }
}
