import Foundation

/// The engine under every bulk run: items come from a source on a reader thread, are processed
/// on worker threads in chunks, and are handed back on the calling thread in input order as
/// soon as each is ready, with at most `window` items in flight (bounded memory).
///
/// Each chunk (items `k*chunkSize ..< (k+1)*chunkSize`) gets a fresh `State` from `makeState`
/// and its items are processed in order, by one thread at a time; so a result depends only on
/// the item and its chunk's earlier items, never on the number of threads or on timing.
final class OrderedPipeline<Item: Sendable, Output: Sendable, State>: @unchecked Sendable {
    /// The items of one chunk that have arrived and not yet been processed, and its state.
    private final class ChunkJob {
        let chunk: Int
        var items: [(index: Int, item: Item)] = []
        var state: State?
        var scheduled = false
        init(chunk: Int) { self.chunk = chunk }
    }

    private let options: BulkOptions
    private let makeState: @Sendable () -> State
    private let process: @Sendable (inout State, Item, Int) -> Output
    private let lock = NSCondition()
    private var queue: [ChunkJob] = []
    private var queueHead = 0
    private var slots: [Output?]
    private var nextIndex = 0
    private var nextToEmit = 0
    private var finishedReading = false
    private var workersRunning = 0

    init(
        options: BulkOptions, makeState: @escaping @Sendable () -> State,
        process: @escaping @Sendable (inout State, Item, Int) -> Output
    ) {
        self.options = options
        self.makeState = makeState
        self.process = process
        slots = Array(repeating: nil, count: options.window)
    }

    private var cancelled: Bool { options.cancellation?.isCancelled ?? false }

    /// Runs the pipeline: `source` is called on a reader thread until it returns nil; `emit`
    /// receives every result in index order on the calling thread; `idle` is called (on the
    /// calling thread) before it waits for more results, e.g. to flush output.
    ///
    /// - Throws: ``BulkError/cancelled`` when the cancellation fired before the end.
    func run(
        source: @escaping @Sendable () -> [Item]?, emit: (Int, Output) -> Void, idle: () -> Void = {}
    ) throws(BulkError) {
        lock.lock()
        workersRunning = options.threads
        lock.unlock()
        startThread { self.readAll(source) }
        for _ in 0..<options.threads {
            startThread { self.work() }
        }
        var ready: [Output] = []
        lock.lock()
        while true {
            while slots[nextToEmit % slots.count] == nil {
                if cancelled || (finishedReading && nextToEmit == nextIndex) { break }
                lock.unlock()
                idle()
                lock.lock()
                if slots[nextToEmit % slots.count] != nil { break }
                _ = lock.wait(until: Date(timeIntervalSinceNow: 0.05))
            }
            if cancelled { break }
            let first = nextToEmit
            while let output = slots[nextToEmit % slots.count] {
                ready.append(output)
                slots[nextToEmit % slots.count] = nil
                nextToEmit += 1
            }
            if ready.isEmpty { break }
            lock.broadcast()
            lock.unlock()
            for (offset, output) in ready.enumerated() { emit(first + offset, output) }
            options.progress?(first + ready.count)
            ready.removeAll(keepingCapacity: true)
            lock.lock()
        }
        lock.broadcast()
        lock.unlock()
        idle()
        if cancelled { throw .cancelled }
    }

    private func startThread(_ body: @escaping @Sendable () -> Void) {
        let thread = Thread(block: body)
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// The reader thread: pulls batches, files each item into its chunk's job.
    private func readAll(_ source: @Sendable () -> [Item]?) {
        var current: ChunkJob?
        reading: while let batch = source() {
            lock.lock()
            var position = 0
            while position < batch.count {
                while nextIndex - nextToEmit >= slots.count && !cancelled {
                    _ = lock.wait(until: Date(timeIntervalSinceNow: 0.05))
                }
                if cancelled {
                    lock.unlock()
                    break reading
                }
                // As many items as the window has room for, in one go.
                let room = min(batch.count - position, slots.count - (nextIndex - nextToEmit))
                for item in batch[position..<position + room] {
                    let index = nextIndex
                    nextIndex += 1
                    let chunk = index / options.chunkSize
                    let job: ChunkJob
                    if let current, current.chunk == chunk {
                        job = current
                    } else {
                        job = ChunkJob(chunk: chunk)
                        current = job
                    }
                    job.items.append((index, item))
                    if !job.scheduled {
                        job.scheduled = true
                        queue.append(job)
                        lock.signal()
                    }
                }
                position += room
            }
            lock.unlock()
        }
        lock.lock()
        finishedReading = true
        lock.broadcast()
        lock.unlock()
    }

    /// A worker thread: takes scheduled chunk jobs and processes their pending items in order.
    private func work() {
        lock.lock()
        defer {
            workersRunning -= 1
            lock.broadcast()
            lock.unlock()
        }
        while true {
            while queueHead == queue.count && !finishedReading && !cancelled {
                _ = lock.wait(until: Date(timeIntervalSinceNow: 0.05))
            }
            if cancelled || queueHead == queue.count { return }
            let job = queue[queueHead]
            queueHead += 1
            if queueHead > 1024 && queueHead * 2 > queue.count {
                queue.removeFirst(queueHead)
                queueHead = 0
            }
            while !job.items.isEmpty && !cancelled {
                let items = job.items
                job.items = []
                lock.unlock()
                var state = job.state ?? makeState()
                var outputs: [Output] = []
                outputs.reserveCapacity(items.count)
                for (index, item) in items {
                    if cancelled { break }
                    outputs.append(process(&state, item, index))
                }
                job.state = state
                lock.lock()
                for (offset, output) in outputs.enumerated() {
                    slots[items[offset].index % slots.count] = output
                }
                lock.broadcast()
            }
            job.scheduled = false
        }
    }
}
