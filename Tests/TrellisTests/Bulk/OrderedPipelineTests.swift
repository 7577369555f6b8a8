import Foundation
import Synchronization
import Testing
import Trellis

@Suite struct OrderedPipelineTests {
    /// Each output depends on the per-chunk state (a running sum of the chunk's items so far),
    /// and workloads vary per item so threads finish out of order.
    func run(threads: Int, count: Int = 3_000, chunk: Int = 17, window: Int = 200) throws -> [Int] {
        var outputs: [Int] = []
        var indices: [Int] = []
        try BulkLayout.map(
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

    @Test func resultsAreInOrderAndIndependentOfThreadCount() throws {
        let one = try run(threads: 1)
        #expect(try run(threads: 2) == one)
        #expect(try run(threads: 7) == one)
        // Chunk k's state starts fresh: item 17 (first of chunk 1) sees only itself.
        #expect(one[17] == 17 * 1_000_000 + 17)
        #expect(one[18] == (17 + 18) * 1_000_000 + 18)
        #expect(one[16] == (0...16).reduce(0, +) * 1_000_000 + 16)
    }

    @Test func inFlightItemsStayWithinTheWindow() throws {
        let pulled = Atomic<Int>(0)
        let source = BulkLayout.indices(5_000, batch: 10)
        var worst = 0
        try BulkLayout.map(
            source: {
                let batch = source()
                pulled.add(batch?.count ?? 0, ordering: .relaxed)
                return batch
            },
            options: BulkOptions(threads: 3, chunkSize: 8, window: 64),
            makeState: { () }, process: { _, item, _ in item },
            emit: { index, _ in worst = max(worst, pulled.load(ordering: .relaxed) - index) })
        // Read ahead of the item being handed back: at most the window (slots), plus the batch
        // the emitter has taken out of the slots and is handing back, plus one source batch.
        #expect(worst <= 2 * 64 + 10)
        #expect(worst > 0)
    }

    @Test func cancellationStopsTheRun() {
        let cancel = BulkCancellation()
        var emitted = 0
        #expect(throws: BulkError.cancelled) {
            try BulkLayout.map(
                source: BulkLayout.indices(1_000_000, batch: 100),
                options: BulkOptions(
                    threads: 2, chunkSize: 50, window: 1_000, cancellation: cancel,
                    progress: { done in if done >= 2_000 { cancel.cancel() } }),
                makeState: { () }, process: { _, item, _ in item }, emit: { _, _ in emitted += 1 })
        }
        #expect(emitted >= 2_000)
        #expect(emitted < 1_000_000)
    }

    @Test func badOptionsAreRejected() {
        #expect(throws: BulkError.invalidOption(name: "threads", reason: "need at least 1, got 0")) {
            try BulkLayout.map(
                source: BulkLayout.indices(1), options: BulkOptions(threads: 0), makeState: { () },
                process: { _, item, _ in item }, emit: { _, _ in })
        }
        #expect(throws: BulkError.self) {
            try BulkLayout.map(
                source: BulkLayout.indices(1), options: BulkOptions(chunkSize: 10, window: 5),
                makeState: { () }, process: { _, item, _ in item }, emit: { _, _ in })
        }
    }

    @Test func emptyInputEndsAtOnce() throws {
        var emitted = 0
        try BulkLayout.map(
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
