import Testing
import Trellis
import TrellisDemo
import TrellisFormats

@Suite struct FeedCellTemplateTests {
    let generator = FeedDataGenerator(seed: 11)

    @Test func handDerivedCell() throws {
        let data = FeedCellData(name: "Steve Jobs", time: "7h", body: "One more thing.", votes: 12)
        let frames = try FeedCellTemplate(width: 375).layout(data)
        #expect(frames[.name] == [65, 26, 80, 18])
        #expect(frames[.time] == [348, 27.5, 12, 15])
        #expect(frames[.commentButton] == [65, 121, 65.5, 26])
        #expect(frames[.cell] == [0, 0, 375, 157])
    }

    @Test func repeatingACellGivesTheSameFrames() throws {
        let template = try FeedCellTemplate(width: 375)
        let a = generator.cell(at: 3)
        let first = try template.layout(a)
        _ = try template.layout(generator.cell(at: 4))
        #expect(try template.layout(a).maximumDifference(from: first) <= 1e-9)
    }

    /// Bulk layout on 1, 2 and 5 threads: identical results, in input order.
    @Test func threadCountDoesNotChangeResults() async throws {
        func run(_ threads: Int) async throws -> [FeedCellFrames] {
            var frames: [FeedCellFrames] = []
            var indices: [Int] = []
            try await FeedDemo.layout(
                count: 700, generator: generator, width: 375,
                options: BulkOptions(threads: threads, chunkSize: 64, window: 256)
            ) { index, result in
                indices.append(index)
                if case .success(let cell) = result { frames.append(cell.frames) }
            }
            #expect(indices == Array(0..<700))
            return frames
        }
        let one = try await run(1)
        #expect(one.count == 700)
        let two = try await run(2)
        let five = try await run(5)
        #expect(two == one)
        #expect(five == one)
        #expect(one[250] == FeedCellStyle.standard.frames(for: generator.cell(at: 250), width: 375))
    }

    @Test func givenCellsAreLaidOutInOrder() async throws {
        let cells = generator.cells(40)
        var heights: [Double] = []
        try await FeedDemo.layout(
            cells, width: 320, options: BulkOptions(threads: 3, chunkSize: 4, window: 8)
        ) {
            _, result in
            if case .success(let cell) = result { heights.append(cell.frames.height) }
        }
        #expect(heights == cells.map { FeedCellStyle.standard.frames(for: $0, width: 320).height })
    }

    @Test func demoReportAgreesWithArithmetic() async throws {
        let report = try await FeedDemo.run(
            cells: 300, width: 375, options: BulkOptions(threads: 2, chunkSize: 32))
        let expected = (0..<300).reduce(0.0) {
            $0 + FeedCellStyle.standard.frames(for: FeedDataGenerator().cell(at: $1), width: 375).height
        }
        #expect(report.totalHeight == expected)
        #expect(report.maximumHeightDifference == 0)
        #expect(report.failures.isEmpty)
        #expect(report.firstScreen.reduce(0.0) { $0 + $1.frames.height } >= 812)
        await #expect(throws: BulkError.self) { try await FeedDemo.run(cells: 1, width: 0) }
    }
}
