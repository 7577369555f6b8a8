import Testing
import TrellisSolver

@testable import TrellisDemo

/// A fresh feed cell built in a reused solver (reset between cells) against one built in a
/// brand-new solver: the frames must be the same bits.
@Suite struct FeedCellFreshReuseTests {
    @Test(arguments: [375.0, 200, 120])
    func aResetSolverLaysOutCellsAsANewOne(width: Double) throws {
        let generator = FeedDataGenerator(seed: 31)
        let solver = Solver()
        for index in 0..<120 {
            let data = generator.cell(at: index)
            let reused = try FeedCellTemplate.freshLayout(data, width: width, reusing: solver)
            let fresh = try FeedCellTemplate.freshLayout(data, width: width)
            let bits = { (frames: FeedCellFrames) in
                frames.frames.flatMap { f in (0..<4).map { f[$0].bitPattern } }
            }
            #expect(bits(reused) == bits(fresh), "cell \(index) at \(width)")
            #expect(
                reused == FeedCellStyle.standard.frames(for: data, width: width), "cell \(index) at \(width)")
        }
    }

    /// A solver with other constraints in it is emptied first.
    @Test func aSolverInUseIsResetFirst() throws {
        let x = Variable("x")
        let solver = Solver()
        let other = x == 1_000
        try solver.addConstraints([other])
        let data = FeedDataGenerator(seed: 31).cell(at: 0)
        let frames = try FeedCellTemplate.freshLayout(data, width: 375, reusing: solver)
        #expect(frames == FeedCellStyle.standard.frames(for: data, width: 375))
        #expect(!solver.hasConstraint(other))
    }
}
