import Foundation
import Synchronization
import Trellis

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
    /// The most items read but not yet handed back.
    public var window: Int
    /// The most bytes of input read but not yet handed back (exceeded by at most one batch of
    /// the source, and by one item larger than the limit on its own): what bounds memory when
    /// lines are long.
    public var maximumBytesInFlight: Int
    /// Checked between items; when it fires the run stops and throws ``BulkError/cancelled``.
    public var cancellation: BulkCancellation?
    /// Called on the calling task with the number of items handed back so far.
    public var progress: (@Sendable (Int) -> Void)?
    /// Measures the text of text views in layout lines (FORMATS.md §2 `text`); the
    /// average-advance model by default.
    public var text: any TextMeasurerProvider = AverageTextMeasurerProvider()

    /// Creates options.
    public init(
        threads: Int = ProcessInfo.processInfo.activeProcessorCount, chunkSize: Int = 256,
        window: Int = 16_384, maximumBytesInFlight: Int = 32 << 20, cancellation: BulkCancellation? = nil,
        progress: (@Sendable (Int) -> Void)? = nil
    ) {
        self.threads = threads
        self.chunkSize = chunkSize
        self.window = window
        self.maximumBytesInFlight = maximumBytesInFlight
        self.cancellation = cancellation
        self.progress = progress
    }

    /// These options, once their numbers are checked (every bulk run checks them first).
    ///
    /// ```swift
    /// let options = try BulkOptions(threads: 2, chunkSize: 64).validated()
    /// ```
    /// - Throws: ``BulkError/invalidOption(name:reason:)`` naming the first bad number.
    public func validated() throws(BulkError) -> BulkOptions {
        if threads < 1 { throw .invalidOption(name: "threads", reason: "need at least 1, got \(threads)") }
        if chunkSize < 1 {
            throw .invalidOption(name: "chunkSize", reason: "need at least 1, got \(chunkSize)")
        }
        if window < chunkSize {
            throw .invalidOption(
                name: "window", reason: "need at least chunkSize (\(chunkSize)), got \(window)")
        }
        if maximumBytesInFlight < 1 {
            throw .invalidOption(
                name: "maximumBytesInFlight", reason: "need at least 1, got \(maximumBytesInFlight)")
        }
        return self
    }
}

/// A cancellation flag for a bulk run, safe to fire from any thread. Firing it wakes the run at
/// once (it does not wait for a poll): the run stops starting work, the items being processed
/// stop at the next item, and the run throws ``BulkError/cancelled``.
///
/// ```swift
/// let cancel = BulkCancellation()
/// // on another thread, or in the progress callback:
/// cancel.cancel()
/// ```
public final class BulkCancellation: Sendable {
    private let flag = Atomic<Bool>(false)
    private let watchers = Mutex<(next: Int, continuations: [Int: AsyncStream<Void>.Continuation])>(
        (0, [:]))

    /// Creates a flag that has not fired.
    public init() {}

    /// Fires the flag: the run stops soon after.
    public func cancel() {
        flag.store(true, ordering: .relaxed)
        let waiting = watchers.withLock { state in
            let all = Array(state.continuations.values)
            state.continuations = [:]
            return all
        }
        for continuation in waiting { continuation.finish() }
    }

    /// Whether the flag has fired.
    public var isCancelled: Bool {
        flag.load(ordering: .relaxed)
    }

    /// A stream that ends when the flag fires (at once if it has fired), for a task to wait on;
    /// ``Watch/end()`` ends it without firing.
    func watch() -> Watch {
        let (stream, continuation) = AsyncStream<Void>.makeStream()
        let id = watchers.withLock { state in
            let id = state.next
            state.next += 1
            state.continuations[id] = continuation
            return id
        }
        if isCancelled { cancel() }
        return Watch(stream: stream, id: id, owner: self)
    }

    /// One waiter on the flag.
    struct Watch: Sendable {
        let stream: AsyncStream<Void>
        let id: Int
        let owner: BulkCancellation

        /// Stops watching: the stream ends, the flag is not fired.
        func end() {
            let continuation = owner.watchers.withLock { $0.continuations.removeValue(forKey: id) }
            continuation?.finish()
        }
    }
}
