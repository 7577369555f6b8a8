import Testing
import Trellis
import TrellisDemo

@Suite struct FeedCellArithmeticTests {
    let data = FeedCellData(name: "Steve Jobs", time: "7h", body: "One more thing.", votes: 12)

    /// Frames derived by hand from FeedCellStyle's rules and fonts.
    @Test func framesAtStandardWidth() {
        let f = FeedCellStyle.standard.frames(for: data, width: 375)
        #expect(f[.avatar] == [15, 15, 40, 40])
        #expect(f[.name] == [65, 26, 80, 18])  // 10 chars * 8; centred on y 35
        #expect(f[.time] == [348, 27.5, 12, 15])  // 2 * 6; trailing 375 - 15
        #expect(f[.body] == [15, 65, 345, 20])  // 15 chars fit 46 per line: one line of 20
        #expect(f[.votes] == [15, 95, 52, 16])  // "12 likes": 8 * 6.5
        #expect(f[.likeButton] == [15, 121, 46, 26])  // "Like" 26 + 20, 16 + 10
        #expect(f[.commentButton] == [65, 121, 65.5, 26])  // 15 + 46 + 4; "Comment" 45.5 + 20
        #expect(f[.shareButton] == [307.5, 121, 52.5, 26])  // 375 - 15 - 52.5
        #expect(f[.cell] == [0, 0, 375, 157])  // 121 + 26 + 10
        #expect(f.height == 157)
    }

    @Test func nameGivesWayInANarrowCell() {
        // time at 120 - 15 - 12 = 93; the name may reach 93 - 8 = 85 from x 65: 20 wide.
        let f = FeedCellStyle.standard.frames(for: data, width: 120)
        #expect(f[.name] == [65, 26, 20, 18])
        #expect(f[.time] == [93, 27.5, 12, 15])
    }

    @Test func bodyWrapsAndGrowsTheCell() {
        // 50 "ab" words: 149 characters; 46 per line at 345 points: 15 words (44) per line -> 4 lines.
        var long = data
        long.body = Array(repeating: "ab", count: 50).joined(separator: " ")
        let f = FeedCellStyle.standard.frames(for: long, width: 375)
        #expect(f[.body] == [15, 65, 345, 80])
        #expect(f.height == 157 + 60)
    }

    @Test func generatorIsDeterministicAndVaried() {
        let a = FeedDataGenerator(seed: 7)
        #expect(a.cells(50) == FeedDataGenerator(seed: 7).cells(50))
        #expect(a.cells(50) != FeedDataGenerator(seed: 8).cells(50))
        #expect(a.cell(at: 31) == a.cells(40)[31])
        let bodies = a.cells(500).map { $0.body.split(separator: " ").count }
        #expect(bodies.contains { $0 < 5 })
        #expect(bodies.contains { $0 > 40 })
        let heights = Set(a.cells(500).map { FeedCellStyle.standard.frames(for: $0, width: 375).height })
        #expect(heights.count > 10)
    }

    @Test func splitMixMatchesReferenceValues() {
        // Reference outputs of SplitMix64 seeded with 0 (published with the algorithm).
        var rng = SplitMix64(seed: 0)
        #expect(rng.next() == 0xE220_A839_7B1D_CDAF)
        #expect(rng.next() == 0x6E78_9E6A_A1B9_65F4)
    }
}
