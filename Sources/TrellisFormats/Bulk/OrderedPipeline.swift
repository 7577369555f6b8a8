import Synchronization
import Trellis

/// The engine under every bulk run, on structured concurrency: one task group holds a reader
/// task (one source call at a time), up to `threads` tasks that each process a run of
/// consecutive items of one chunk, and a task that wakes the group when the run's
/// ``BulkCancellation`` fires. The calling task hands results back in input order as soon as
/// each is ready. Nothing polls: the caller sleeps in `group.next()` until a task ends.
///
/// Memory is bounded by what is in flight (read and not yet handed back): at most
/// ``BulkOptions/window`` items and ``BulkOptions/maximumBytesInFlight`` bytes (as `cost`
/// counts them), exceeded by at most one source batch: the source is only called when the
/// window has room.
///
/// Each chunk (items `k*chunkSize ..< (k+1)*chunkSize`) gets a fresh `State` from `makeState`,
/// and its items are processed in order by one task at a time (its next run starts only when
/// the previous one has ended), so a result depends only on the item and its chunk's earlier
/// items, never on the number of threads or on timing. A chunk's state is dropped as soon as
/// its last item is processed.
struct OrderedPipeline<Item: Sendable, Output: Sendable, State> {
    let options: BulkOptions
    let makeState: @Sendable () -> State
    let process: @Sendable (inout State, Item, Int) -> Output
    /// The bytes an item holds while it is in flight.
    let cost: @Sendable (Item) -> Int

    /// What a child task of the run reports: indices only. What it produced waits in the run's
    /// ``PipelineMailbox`` until the calling task takes it, so the task group's results hold no
    /// memory of their own.
    private enum Event: Sendable {
        /// The source returned its next batch (`ended`: it returned nil instead).
        case batch(ended: Bool)
        /// The outputs of items `start ..< start + count`, all of one chunk, are in the mailbox.
        case processed(start: Int, chunk: Int)
        /// The run's cancellation fired.
        case cancelled
    }

    /// Runs the pipeline: `source` is called (from a child task, one call at a time) until it
    /// returns nil; `emit` receives every result in index order on the calling task; `idle` is
    /// called before the calling task waits for more results, e.g. to flush output.
    ///
    /// - Throws: ``BulkError/cancelled`` when the run's cancellation fired or the calling task
    ///   was cancelled before the end.
    func run(
        source: @escaping @Sendable () -> [Item]?, emit: (Int, Output) -> Void, idle: () -> Void = {}
    ) async throws(BulkError) {
        let watch = options.cancellation?.watch()
        var flight = Flight<Item, Output, State>(options: options)
        let mailbox = PipelineMailbox<Item, Output>()
        await withTaskGroup(of: Event.self) { group in
            if let watch {
                group.addTask {
                    for await _ in watch.stream {}
                    return .cancelled
                }
            }
            var readOutstanding = false
            var emittedSinceIdle = false
            while !flight.stopped {
                if options.cancellation?.isCancelled == true || Task.isCancelled {
                    flight.stopped = true
                    break
                }
                if !readOutstanding && flight.hasRoom {
                    readOutstanding = true
                    group.addTask {
                        guard let batch = source() else { return .batch(ended: true) }
                        mailbox.put(batch: batch)
                        return .batch(ended: false)
                    }
                }
                while let run = flight.nextRun() { startRun(run, mailbox: mailbox, in: &group) }
                if flight.isFinished { break }
                if emittedSinceIdle {
                    idle()
                    emittedSinceIdle = false
                }
                guard let event = await group.next() else { break }
                switch event {
                case .batch(let ended):
                    readOutstanding = false
                    if ended {
                        flight.sourceEnded = true
                        continue
                    }
                    flight.admit(mailbox.takeBatch(), cost: cost)
                case .processed(let start, let chunk):
                    flight.finish(start: start, chunk: chunk, outputs: mailbox.takeOutputs(start: start))
                    let first = flight.nextToEmit
                    while let (index, output) = flight.nextReady() { emit(index, output) }
                    if flight.nextToEmit > first {
                        emittedSinceIdle = true
                        options.progress?(flight.nextToEmit)
                    }
                case .cancelled:
                    flight.stopped = true
                }
            }
            group.cancelAll()
            watch?.end()
            // Wait for every child before the group ends; what a child left in the mailbox
            // after the loop stopped is freed with the mailbox.
            while await group.next() != nil {}
        }
        idle()
        if flight.stopped || !flight.isFinished { throw .cancelled }
    }

    /// Starts a task that processes `run` with its chunk's state.
    private func startRun(
        _ run: Flight<Item, Output, State>.Run, mailbox: PipelineMailbox<Item, Output>,
        in group: inout TaskGroup<Event>
    ) {
        let process = process
        let makeState = makeState
        let cancellation = options.cancellation
        group.addTask {
            let outputs = run.state.value.withLock { slot -> [Output] in
                var state: State
                if let existing = slot {
                    state = existing
                    slot = nil  // keep the state uniquely referenced while it changes
                } else {
                    state = makeState()
                }
                var outputs: [Output] = []
                outputs.reserveCapacity(run.items.count)
                for (offset, item) in run.items.enumerated() {
                    if cancellation?.isCancelled == true || Task.isCancelled { break }
                    outputs.append(process(&state, item, run.start + offset))
                }
                slot = state
                return outputs
            }
            mailbox.put(outputs: outputs, start: run.start)
            return .processed(start: run.start, chunk: run.chunk)
        }
    }
}
