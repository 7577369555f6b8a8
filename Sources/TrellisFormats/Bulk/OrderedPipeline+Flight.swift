import Synchronization
import Trellis

/// A chunk's state between its runs: taken by the run that processes the chunk's next items
/// and put back when it ends. Runs of one chunk never overlap (the pipeline starts the next
/// only after the previous has ended), so the lock is never contended; it is what lets the
/// state cross from one task to the next.
final class ChunkStateSlot<State>: Sendable {
    let value = Mutex<State?>(nil)
}

/// The bookkeeping of an ordered bulk run, owned by the calling task: what has been read and
/// not yet handed back (items and bytes), each chunk's waiting items, the runs in progress,
/// and the results waiting for their turn.
struct Flight<Item: Sendable, Output, State> {
    /// A run of consecutive items of one chunk, ready to be processed by one task.
    struct Run: Sendable {
        let start: Int
        let chunk: Int
        let items: [Item]
        let state: ChunkStateSlot<State>
    }

    private let chunkSize: Int
    private let window: Int
    private let byteLimit: Int
    private let maximumRuns: Int

    /// Items read so far (the index of the next item).
    private(set) var nextIndex = 0
    /// Items handed back so far (the index of the next one to hand back).
    private(set) var nextToEmit = 0
    /// The bytes of the items read and not yet handed back.
    private(set) var bytesInFlight = 0
    /// The most bytes in flight so far (for tests and reports).
    private(set) var peakBytesInFlight = 0
    var sourceEnded = false
    var stopped = false

    /// The cost of each item in flight, from `nextToEmit` on (`costHead` is the first).
    private var costs: [Int] = []
    private var costHead = 0
    /// Each chunk's items that have arrived and wait for a run, from their first index.
    private var waiting: [Int: (start: Int, items: [Item])] = [:]
    /// Chunks with waiting items and no run in progress, in arrival order.
    private var queue: [Int] = []
    private var queueHead = 0
    private var busy: Set<Int> = []
    private var running = 0
    private var states: [Int: ChunkStateSlot<State>] = [:]
    private var processed: [Int: Int] = [:]
    /// Finished runs' outputs by their first index, and the one being handed back.
    private var ready: [Int: [Output]] = [:]
    private var current: [Output] = []
    private var currentPosition = 0

    init(options: BulkOptions) {
        chunkSize = options.chunkSize
        window = options.window
        byteLimit = options.maximumBytesInFlight
        maximumRuns = options.threads
    }

    /// Whether the source may be asked for more: the window has room for items and bytes (an
    /// empty window always has room, so one item larger than the limit still goes through).
    var hasRoom: Bool {
        guard !sourceEnded && !stopped else { return false }
        let items = nextIndex - nextToEmit
        return items == 0 || (items < window && bytesInFlight < byteLimit)
    }

    /// Whether every item read has been handed back and the source has ended.
    var isFinished: Bool { sourceEnded && nextToEmit == nextIndex }

    /// Files a batch of new items, in order, under their chunks: one lookup per chunk the batch
    /// reaches, not one per item. `cost` gives each item's bytes.
    mutating func admit(_ batch: [Item], cost: (Item) -> Int) {
        var k = 0
        while k < batch.count {
            let index = nextIndex
            let chunk = index / chunkSize
            let end = Swift.min(batch.count, k + (chunk + 1) * chunkSize - index)
            for item in batch[k..<end] {
                let bytes = cost(item)
                costs.append(bytes)
                bytesInFlight += bytes
            }
            peakBytesInFlight = max(peakBytesInFlight, bytesInFlight)
            nextIndex += end - k
            if waiting[chunk] != nil {
                waiting[chunk]?.items.append(contentsOf: batch[k..<end])
            } else {
                waiting[chunk] = (index, Array(batch[k..<end]))
                if !busy.contains(chunk) { queue.append(chunk) }
            }
            k = end
        }
    }

    /// The next run to start, when a task is free and a chunk has waiting items.
    mutating func nextRun() -> Run? {
        guard running < maximumRuns, queueHead < queue.count else { return nil }
        let chunk = queue[queueHead]
        queueHead += 1
        if queueHead > 1024 && queueHead * 2 > queue.count {
            queue.removeFirst(queueHead)
            queueHead = 0
        }
        guard let work = waiting.removeValue(forKey: chunk) else { return nil }
        busy.insert(chunk)
        running += 1
        let slot = states[chunk] ?? ChunkStateSlot<State>()
        states[chunk] = slot
        return Run(start: work.start, chunk: chunk, items: work.items, state: slot)
    }

    /// Records a finished run; drops its chunk's state once the chunk is complete.
    mutating func finish(start: Int, chunk: Int, outputs: [Output]) {
        running -= 1
        busy.remove(chunk)
        ready[start] = outputs
        let done = processed[chunk, default: 0] + outputs.count
        if done >= chunkSize {
            processed[chunk] = nil
            states[chunk] = nil
        } else {
            processed[chunk] = done
        }
        if waiting[chunk] != nil { queue.append(chunk) }
    }

    /// The next output in index order, if it is ready.
    mutating func nextReady() -> (Int, Output)? {
        if currentPosition == current.count {
            guard let outputs = ready.removeValue(forKey: nextToEmit), !outputs.isEmpty else { return nil }
            current = outputs
            currentPosition = 0
        }
        let output = current[currentPosition]
        currentPosition += 1
        let index = nextToEmit
        nextToEmit += 1
        bytesInFlight -= costs[costHead]
        costHead += 1
        if costHead > 4096 && costHead * 2 > costs.count {
            costs.removeFirst(costHead)
            costHead = 0
        }
        return (index, output)
    }
}
