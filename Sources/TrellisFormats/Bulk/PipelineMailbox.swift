import Synchronization
import Trellis

/// Where the child tasks of one ordered bulk run leave what they produced (the source's
/// batch, a run's outputs) for the calling task to take. The task group's results carry
/// indices only: a payload never lives in the concurrency runtime's result storage, and
/// whatever is left when the run stops early is freed with the mailbox.
///
/// One batch is read at a time (the pipeline has at most one read outstanding) and runs are
/// keyed by their first index, which no two runs share.
final class PipelineMailbox<Item: Sendable, Output: Sendable>: Sendable {
    private struct Contents {
        var batch: [Item] = []
        var outputs: [Int: [Output]] = [:]
    }

    private let contents = Mutex(Contents())

    /// Leaves the source's latest batch.
    func put(batch: [Item]) {
        contents.withLock { $0.batch = batch }
    }

    /// Takes the batch left by ``put(batch:)`` (empty if there is none).
    func takeBatch() -> [Item] {
        contents.withLock { box in
            let batch = box.batch
            box.batch = []
            return batch
        }
    }

    /// Leaves the outputs of the run that starts at item `start`.
    func put(outputs: [Output], start: Int) {
        contents.withLock { $0.outputs[start] = outputs }
    }

    /// Takes the outputs of the run that starts at item `start` (empty if there are none).
    func takeOutputs(start: Int) -> [Output] {
        contents.withLock { $0.outputs.removeValue(forKey: start) ?? [] }
    }
}
