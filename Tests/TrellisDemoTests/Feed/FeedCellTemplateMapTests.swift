import Testing
import Trellis
import TrellisSolver

@testable import TrellisDemo
import TrellisFormats

/// The template's per-cell path (its solved constant maps) against a fresh solver per cell,
/// the arithmetic, and its own solver fallback where the solver must resolve priorities.
@Suite struct FeedCellTemplateMapTests {
    let generator = FeedDataGenerator(seed: 29)
    let header = FeedCellData(name: "Katherine Stroustrup", time: "7h", body: "One more thing.", votes: 12)

    /// Generated feeds at ordinary and narrow widths (where names are shortened by their
    /// compression resistance): the template's frames equal a brand-new solver's (which is
    /// built with the cell's sizes and never edited) and the arithmetic's.
    @Test(arguments: [375.0, 320, 240, 200, 160, 120, 90])
    func generatedCellsMatchAFreshSolver(width: Double) throws {
        let template = try FeedCellTemplate(width: width)
        for index in 0..<150 {
            let data = generator.cell(at: index)
            let frames = try template.layout(data)
            let fresh = try FeedCellTemplate.freshLayout(data, width: width)
            let arithmetic = FeedCellStyle.standard.frames(for: data, width: width)
            #expect(frames.maximumDifference(from: fresh) <= 1e-9, "cell \(index) at \(width)")
            #expect(frames.maximumDifference(from: arithmetic) <= 1e-9, "cell \(index) at \(width)")
            // The standard fonts' sizes are multiples of 0.5: no roundoff at all, either way.
            #expect(frames == arithmetic && fresh == arithmetic, "cell \(index) at \(width)")
        }
    }

    /// At 375 and at 160 (where most names are shortened) the plan's two maps cover every
    /// generated cell: no cell needs the solver.
    @Test(arguments: [375.0, 160])
    func thePlansMapsCoverGeneratedCells(width: Double) throws {
        let template = try FeedCellTemplate(width: width)
        for index in 0..<300 { _ = try template.layout(generator.cell(at: index)) }
        #expect(template.solverLayouts == 0)
        #expect(template.plan.maps.count == 2)
    }

    /// Without the second map, a shortened name needs the solver once; the map of the basis it
    /// re-optimises into then covers the next ones, and a name that fits goes back to the first
    /// map, all without the solver.
    @Test func theSolverIsAskedOnlyWhenNoMapHolds() throws {
        let full = try FeedCellTemplate(width: 160).plan
        let narrow = FeedCellTemplate(plan: FeedCellPlan(style: full.style, width: 160, maps: [full.maps[0]]))
        let short = FeedCellData(name: "Lin", time: "3m", body: "Hi.", votes: 1)
        for data in [short, header, short, header, short, header] {
            let frames = try narrow.layout(data)
            let expected = FeedCellStyle.standard.frames(for: data, width: 160)
            #expect(frames.maximumDifference(from: expected) <= 1e-9)
            #expect(
                frames.maximumDifference(from: try FeedCellTemplate.freshLayout(data, width: 160)) <= 1e-9)
        }
        #expect(narrow.solverLayouts == 1)
    }

    /// Hand-derived: at width 200 the name "Katherine Stroustrup" (20 * 8 = 160 wide) must end
    /// 8 before the time (200 - 15 - 12 = 173), so it keeps 173 - 8 - 65 = 100; through the
    /// plan's second map and through the solver alike.
    @Test func aLongNameGivesWayByItsPriority() throws {
        let template = try FeedCellTemplate(width: 200)
        let onlyFirst = FeedCellTemplate(
            plan: FeedCellPlan(style: .standard, width: 200, maps: [template.plan.maps[0]]))
        for t in [template, onlyFirst] {
            _ = try t.layout(FeedCellData(name: "Ada", body: "x"))
            let frames = try t.layout(header)
            #expect(frames[.name] == [65, 26, 100, 18])
            #expect(frames[.time] == [173, 27.5, 12, 15])
            #expect(frames[.cell] == [0, 0, 200, 157])
        }
        #expect(template.solverLayouts == 0 && onlyFirst.solverLayouts == 1)
    }

    /// A template made from another's plan (what each chunk of a bulk run makes) gives
    /// bit-for-bit the frames of a freshly built one, through basis changes too.
    @Test(arguments: [375.0, 160])
    func planTemplatesEqualFreshTemplates(width: Double) throws {
        let fresh = try FeedCellTemplate(width: width)
        let fromPlan = FeedCellTemplate(plan: try FeedCellTemplate(width: width).plan)
        for index in 0..<120 {
            let data = index % 7 == 3 ? header : generator.cell(at: index)
            #expect(try fromPlan.layout(data) == fresh.layout(data), "cell \(index)")
        }
        #expect(fromPlan.solverLayouts == fresh.solverLayouts)
    }

    /// The bulk harness at a narrow width, where chunks need the solver: the same frames on
    /// 1 and 3 threads, and the arithmetic's.
    @Test func bulkAtANarrowWidthIsDeterministic() async throws {
        func run(_ threads: Int) async throws -> [FeedCellFrames] {
            var frames: [FeedCellFrames] = []
            try await FeedDemo.layout(
                count: 300, generator: generator, width: 150,
                options: BulkOptions(threads: threads, chunkSize: 32, window: 128)
            ) { _, result in
                if case .success(let cell) = result { frames.append(cell.frames) }
            }
            return frames
        }
        let one = try await run(1)
        #expect(one.count == 300)
        #expect(try await run(3) == one)
        for (index, frames) in one.enumerated() {
            let expected = FeedCellStyle.standard.frames(for: generator.cell(at: index), width: 150)
            #expect(frames.maximumDifference(from: expected) <= 1e-9, "cell \(index)")
        }
    }

    /// A content size the solver rejects (not finite) fails that cell only.
    @Test func aNonFiniteSizeFailsOnlyItsCell() throws {
        let template = try FeedCellTemplate(width: 375)
        var sizes = FeedCellStyle.standard.contentSizes(for: header, width: 375)
        let good = try template.layout(sizes: sizes)
        sizes.bodyHeight = .infinity
        #expect(throws: SolverError.self) { try template.layout(sizes: sizes) }
        sizes.bodyHeight = 20
        #expect(try template.layout(sizes: sizes) == good)
    }
}

/// `trellis bulk --template feed` lines from processors sharing one solved template.
@Suite struct FeedLinesMakerTests {
    @Test(arguments: [375.0, 140])
    func sharedPlanProcessorsPrintTheSameLines(width: Double) {
        let generator = FeedDataGenerator(seed: 3)
        let make = FeedLines.maker(width: width)
        var shared = make()
        var own = FeedLines(width: width)
        for index in 0..<60 {
            let cell = generator.cell(at: index)
            let line =
                #"{"name": "\#(cell.name)", "time": "\#(cell.time)", "body": "\#(cell.body)", "votes": \#(cell.votes)}"#
            let a = shared.process(line, index: index)
            #expect(a.status == .ok)
            #expect(a.json == own.process(line, index: index).json, "line \(index)")
        }
        var bad = FeedLines.maker(width: 0)()
        #expect(bad.process(#"{"name": "A", "body": "b"}"#, index: 0).status == .error)
    }
}
