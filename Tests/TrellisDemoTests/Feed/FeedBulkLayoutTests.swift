import Synchronization
import Testing
import Trellis

@testable import TrellisDemo
import TrellisFormats

/// `FeedDemo.layout` hands groups of whole chunks through the ordered pipeline: order,
/// determinism per chunk, progress in cells, cancellation and bad options still hold.
@Suite struct FeedBulkLayoutTests {
    let generator = FeedDataGenerator(seed: 5)

    func run(count: Int, width: Double, options: BulkOptions) async throws -> [FeedCellFrames] {
        var frames: [FeedCellFrames] = []
        var indices: [Int] = []
        try await FeedDemo.layout(count: count, generator: generator, width: width, options: options) {
            index, result in
            indices.append(index)
            if case .success(let cell) = result { frames.append(cell.frames) }
        }
        #expect(indices == Array(0..<count))
        return frames
    }

    /// Chunk sizes that divide the group, that do not, and one larger than a group: the frames
    /// are the arithmetic's and do not depend on the threads.
    @Test(arguments: [1, 100, 256, 2000])
    func chunkSizesAndThreadsGiveTheSameFrames(chunkSize: Int) async throws {
        let count = 2_345
        let one = try await run(
            count: count, width: 180,
            options: BulkOptions(threads: 1, chunkSize: chunkSize, window: 4 * chunkSize))
        let three = try await run(
            count: count, width: 180,
            options: BulkOptions(threads: 3, chunkSize: chunkSize, window: 4 * chunkSize))
        #expect(one.count == count)
        #expect(three == one)
        for index in stride(from: 0, to: count, by: 97) {
            let expected = FeedCellStyle.standard.frames(for: generator.cell(at: index), width: 180)
            #expect(one[index].maximumDifference(from: expected) <= 1e-9, "cell \(index)")
        }
    }

    /// Progress counts cells handed back, ending at the count.
    @Test func progressCountsCells() async throws {
        let seen = Mutex<[Int]>([])
        var options = BulkOptions(threads: 2, chunkSize: 64, window: 512)
        options.progress = { done in seen.withLock { $0.append(done) } }
        _ = try await run(count: 3_000, width: 375, options: options)
        let counts = seen.withLock { $0 }
        #expect(counts.last == 3_000)
        #expect(counts == counts.sorted() && counts.count > 1)
    }

    /// Cancelling from the progress callback stops the run with an ordered prefix.
    @Test func cancellationStopsWithAnOrderedPrefix() async throws {
        let cancel = BulkCancellation()
        var options = BulkOptions(threads: 2, chunkSize: 32, window: 256)
        options.cancellation = cancel
        options.progress = { done in if done >= 1_000 { cancel.cancel() } }
        var indices: [Int] = []
        await #expect(throws: BulkError.self) {
            try await FeedDemo.layout(count: 50_000, generator: generator, width: 375, options: options) {
                index, _ in indices.append(index)
            }
        }
        #expect(indices.count >= 1_000 && indices.count < 50_000)
        #expect(indices == Array(0..<indices.count))
    }

    @Test func badOptionsThrow() async {
        await #expect(throws: BulkError.self) {
            try await FeedDemo.layout(count: 10, width: 375, options: BulkOptions(chunkSize: 0)) { _, _ in }
        }
        await #expect(throws: BulkError.self) {
            try await FeedDemo.layout(count: 10, width: 375, options: BulkOptions(threads: 0)) { _, _ in }
        }
    }

    /// No cells: nothing emitted, no error.
    @Test func emptyRun() async throws {
        #expect(try await run(count: 0, width: 375, options: BulkOptions()).isEmpty)
    }
}
