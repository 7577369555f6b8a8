import Foundation
import Synchronization
import Testing
import Trellis
import TrellisFormats

@Suite struct OrderedPipelineTests {
    /// Each output depends on the per-chunk state (a running sum of the chunk's items so far),
    /// and workloads vary per item so tasks finish out of order.
    func run(threads: Int, count: Int = 3_000, chunk: Int = 17, window: Int = 200) async throws -> [Int] {
        var outputs: [Int] = []
        var indices: [Int] = []
        try await BulkLayout.map(
            source: BulkLayout.indices(count, batch: 13),
            options: BulkOptions(threads: threads, chunkSize: chunk, window: window),
            makeState: { 0 },
            process: { sum, item, index in
                var spin = 0
                for k in 0..<((item * 7919) % 500) { spin &+= k }
                sum += item
                return sum * 1_000_000 + index + (spin & 0)
            },
            emit: { index, output in
                indices.append(index)
                outputs.append(output)
            })
        #expect(indices == Array(0..<count))
        return outputs
    }

    @Test func resultsAreInOrderAndIndependentOfThreadCount() async throws {
        let one = try await run(threads: 1)
        let two = try await run(threads: 2)
        let seven = try await run(threads: 7)
        #expect(two == one)
        #expect(seven == one)
        // Chunk k's state starts fresh: item 17 (first of chunk 1) sees only itself.
        #expect(one[17] == 17 * 1_000_000 + 17)
        #expect(one[18] == (17 + 18) * 1_000_000 + 18)
        #expect(one[16] == (0...16).reduce(0, +) * 1_000_000 + 16)
    }

    /// Batches that split chunks (7 items per batch, chunks of 5): a chunk's state carries
    /// over from one run of it to the next.
    @Test func chunkStateCarriesAcrossBatches() async throws {
        var outputs: [Int] = []
        try await BulkLayout.map(
            source: BulkLayout.indices(20, batch: 7), options: BulkOptions(threads: 3, chunkSize: 5, window: 5),
            makeState: { 0 }, process: { count, _, _ in
                count += 1
                return count
            }, emit: { _, output in outputs.append(output) })
        // Within each chunk of 5 the count runs 1...5, however the batches cut it.
        #expect(outputs == Array(repeating: [1, 2, 3, 4, 5], count: 4).flatMap { $0 })
    }

    @Test func inFlightItemsStayWithinTheWindow() async throws {
        let pulled = Atomic<Int>(0)
        let source = BulkLayout.indices(5_000, batch: 10)
        var worst = 0
        try await BulkLayout.map(
            source: {
                let batch = source()
                pulled.add(batch?.count ?? 0, ordering: .relaxed)
                return batch
            },
            options: BulkOptions(threads: 3, chunkSize: 8, window: 64),
            makeState: { () }, process: { _, item, _ in item },
            emit: { index, _ in worst = max(worst, pulled.load(ordering: .relaxed) - index) })
        // Read ahead of the item being handed back: at most the window plus one source batch
        // (the source is asked only while fewer than 64 items are in flight).
        #expect(worst <= 64 + 10)
        #expect(worst > 0)
    }

    /// Items of 1,000 bytes each, 10 per batch, a limit of 8,000 bytes and a window of 10,000
    /// items: the bytes bound, not the item count. Bytes read and not yet handed back never
    /// exceed the limit plus one batch (the source is asked only while under the limit).
    @Test func inFlightBytesStayWithinTheLimit() async throws {
        let pulledBytes = Atomic<Int>(0)
        let source = BulkLayout.indices(3_000, batch: 10)
        var worst = 0
        var emittedBytes = 0
        try await BulkLayout.map(
            source: {
                let batch = source()
                pulledBytes.add((batch?.count ?? 0) * 1_000, ordering: .relaxed)
                return batch
            },
            options: BulkOptions(threads: 2, chunkSize: 4, window: 10_000, maximumBytesInFlight: 8_000),
            cost: { _ in 1_000 },
            makeState: { () }, process: { _, item, _ in item },
            emit: { _, _ in
                // Before this item is counted as handed back.
                worst = max(worst, pulledBytes.load(ordering: .relaxed) - emittedBytes)
                emittedBytes += 1_000
            })
        #expect(emittedBytes == 3_000_000)
        #expect(worst <= 8_000 + 10 * 1_000)
        #expect(worst >= 1_000)
    }

    /// One item larger than the limit on its own still goes through (alone).
    @Test func anItemLargerThanTheLimitStillPasses() async throws {
        var outputs: [Int] = []
        try await BulkLayout.map(
            source: BulkLayout.indices(3, batch: 1),
            options: BulkOptions(threads: 2, chunkSize: 1, window: 1, maximumBytesInFlight: 10),
            cost: { _ in 1_000 }, makeState: { () }, process: { _, item, _ in item * 2 },
            emit: { _, output in outputs.append(output) })
        #expect(outputs == [0, 2, 4])
    }

    @Test func cancellationStopsTheRun() async {
        let cancel = BulkCancellation()
        var emitted = 0
        await #expect(throws: BulkError.cancelled) {
            try await BulkLayout.map(
                source: BulkLayout.indices(1_000_000, batch: 100),
                options: BulkOptions(
                    threads: 2, chunkSize: 50, window: 1_000, cancellation: cancel,
                    progress: { done in if done >= 2_000 { cancel.cancel() } }),
                makeState: { () }, process: { _, item, _ in item }, emit: { _, _ in emitted += 1 })
        }
        #expect(emitted >= 2_000)
        #expect(emitted < 1_000_000)
    }

    /// A run waiting on a silent producer ends with `cancelled` (not as a finished run) once
    /// cancelled, when the producer gives up.
    @Test func cancellationEndsARunWaitingOnItsSource() async {
        let cancel = BulkCancellation()
        let calls = Atomic<Int>(0)
        let task = Task {
            try await BulkLayout.map(
                source: {
                    if calls.add(1, ordering: .relaxed).oldValue == 0 { return [1, 2, 3] }
                    while !cancel.isCancelled { usleep(1_000) }  // the producer, not the run
                    return nil
                },
                options: BulkOptions(threads: 1, chunkSize: 2, window: 8, cancellation: cancel),
                makeState: { () }, process: { _, item, _ in item }, emit: { _, _ in })
        }
        while calls.load(ordering: .relaxed) < 2 { await Task.yield() }
        cancel.cancel()
        await #expect(throws: BulkError.cancelled) { try await task.value }
    }

    /// Cancelling the calling task stops the run too.
    @Test func taskCancellationStopsTheRun() async {
        let emitted = Atomic<Int>(0)
        let task = Task {
            try await BulkLayout.map(
                source: BulkLayout.indices(10_000_000, batch: 100),
                options: BulkOptions(threads: 2, chunkSize: 50, window: 1_000),
                makeState: { () }, process: { _, item, _ in item },
                emit: { _, _ in emitted.add(1, ordering: .relaxed) })
        }
        while emitted.load(ordering: .relaxed) < 1_000 { await Task.yield() }
        task.cancel()
        await #expect(throws: BulkError.cancelled) { try await task.value }
        #expect(emitted.load(ordering: .relaxed) < 10_000_000)
    }

    @Test func badOptionsAreRejected() async {
        await #expect(throws: BulkError.invalidOption(name: "threads", reason: "need at least 1, got 0")) {
            try await BulkLayout.map(
                source: BulkLayout.indices(1), options: BulkOptions(threads: 0), makeState: { () },
                process: { _, item, _ in item }, emit: { _, _ in })
        }
        await #expect(throws: BulkError.self) {
            try await BulkLayout.map(
                source: BulkLayout.indices(1), options: BulkOptions(chunkSize: 10, window: 5),
                makeState: { () }, process: { _, item, _ in item }, emit: { _, _ in })
        }
        await #expect(
            throws: BulkError.invalidOption(name: "maximumBytesInFlight", reason: "need at least 1, got 0")
        ) {
            try await BulkLayout.map(
                source: BulkLayout.indices(1), options: BulkOptions(maximumBytesInFlight: 0),
                makeState: { () }, process: { _, item, _ in item }, emit: { _, _ in })
        }
    }

    @Test func emptyInputEndsAtOnce() async throws {
        var emitted = 0
        try await BulkLayout.map(
            source: BulkLayout.indices(0), makeState: { () }, process: { _, item, _ in item },
            emit: { _, _ in emitted += 1 })
        #expect(emitted == 0)
    }
}

@Suite struct JSONLinesReaderTests {
    @Test func readsEveryLineKeepingBlankOnes() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trellis-lines-\(UUID()).jsonl"
        ).path
        try Data("{\"a\":1}\r\n\n{\"b\":2}\nlast".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let reader = try JSONLinesReader(path: path, chunkSize: 3)
        var lines: [String] = []
        while let batch = reader.nextBatch() { lines += batch }
        #expect(lines == ["{\"a\":1}", "", "{\"b\":2}", "last"])
    }

    @Test func aLineIsAvailableBeforeTheStreamEnds() throws {
        let pipe = Pipe()
        let reader = JSONLinesReader(fileDescriptor: pipe.fileHandleForReading.fileDescriptor)
        pipe.fileHandleForWriting.write(Data("first\n".utf8))
        #expect(reader.nextBatch() == ["first"])
        pipe.fileHandleForWriting.write(Data("second\nthird\n".utf8))
        #expect(reader.nextBatch() == ["second", "third"])
        try pipe.fileHandleForWriting.close()
        #expect(reader.nextBatch() == nil)
    }

    @Test func missingFileIsATypedError() {
        #expect(throws: BulkError.self) { try JSONLinesReader(path: "/nonexistent/cells.jsonl") }
    }
}
