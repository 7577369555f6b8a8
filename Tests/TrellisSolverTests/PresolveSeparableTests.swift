import Testing
import TrellisTestSupport

@testable import TrellisSolver

/// The one-variable solve of presolve (a variable alone with its rows): the minimizers
/// found by selection are those of the sorted walk.
@Suite struct PresolveSeparableTests {
    /// A width shared by cells of intrinsic widths 10, 20, ..., 100 (each twice), each cell
    /// `w >= intrinsic` at 750 and `w <= intrinsic` at 250: the slope starts at -15,000
    /// (twenty `>=` pieces at 750) and rises by 2,000 at each target, to -1,000 past 70 and
    /// +1,000 past 80: the optimum is 80, alone.
    @Test func aSharedWidthSettlesWhereTheWeightsBalance() {
        var pieces: [Presolve.Piece] = []
        for k in 1...10 {
            pieces.append(Presolve.Piece(target: Double(k * 10), relation: .greaterThanOrEqual, weight: 750))
            pieces.append(Presolve.Piece(target: Double(k * 10), relation: .lessThanOrEqual, weight: 250))
        }
        // Twice over: 40 pieces, so that the selection (more than 32) runs.
        pieces += pieces
        let (low, high) = Presolve.minimizers(pieces)
        #expect(low == 80 && high == 80)
        #expect(Presolve.minimizersBySorting(pieces) == (80, 80))
    }

    /// `count` random pieces over `spread` integer targets around 0 (so targets repeat).
    /// Flat-prone sets hold only inequalities of weight 1: the slope then often stops at
    /// exactly 0 between two targets (a flat stretch of equal optima).
    func randomPieces(_ g: inout SplitMix64, count: Int, spread: Int, isFlatProne: Bool) -> [Presolve.Piece] {
        var pieces: [Presolve.Piece] = []
        for _ in 0..<count {
            let relation: Relation =
                isFlatProne
                ? [.greaterThanOrEqual, .lessThanOrEqual][g.next(below: 2)]
                : [.equal, .greaterThanOrEqual, .lessThanOrEqual][g.next(below: 3)]
            let weight = isFlatProne ? 1 : [1, 250, 750, 1000][g.next(below: 4)]
            pieces.append(
                Presolve.Piece(
                    target: Double(g.next(below: spread)) - Double(spread / 2), relation: relation,
                    weight: Double(weight)))
        }
        return pieces
    }

    /// Random pieces, with repeated targets, every relation and flat stretches: the same
    /// interval as sorting gives.
    @Test func selectionMatchesTheSortedWalkOnRandomPieces() {
        var g = SplitMix64(seed: 0x5E9A_2026)
        var flat = 0
        for round in 0..<400 {
            let count = 1 + g.next(below: 300)
            let spread = 1 + g.next(below: 40)
            let pieces = randomPieces(&g, count: count, spread: spread, isFlatProne: round % 2 == 0)
            let selected = Presolve.minimizers(pieces)
            let sorted = Presolve.minimizersBySorting(pieces)
            #expect(selected == sorted, "round \(round): \(selected) vs \(sorted)")
            if sorted.0 != sorted.1 { flat += 1 }
        }
        #expect(flat > 10)
    }

    /// The check of a remembered turning target: on the shared width above (optimum 80) it
    /// accepts 80 and refuses the neighbouring targets 70 and 90 and a value between
    /// targets. After one cell's pair moves from 100 to 10 the slope rises by 3,000 at 10:
    /// -12,000 past 10, then 2,000 more at each target, 0 past 70 until 80: every value from
    /// 70 to 80 is optimal, so 80 is refused and 70 gives the stretch.
    @Test func aRememberedTurnIsCheckedAgainstTheNewPieces() {
        var pieces: [Presolve.Piece] = []
        for k in 1...10 {
            pieces.append(Presolve.Piece(target: Double(k * 10), relation: .greaterThanOrEqual, weight: 750))
            pieces.append(Presolve.Piece(target: Double(k * 10), relation: .lessThanOrEqual, weight: 250))
        }
        pieces += pieces
        #expect(Presolve.minimizers(pieces, turningAt: 80).map { [$0.0, $0.1] } == [80, 80])
        #expect(Presolve.minimizers(pieces, turningAt: 70) == nil)
        #expect(Presolve.minimizers(pieces, turningAt: 90) == nil)
        #expect(Presolve.minimizers(pieces, turningAt: 75) == nil)
        pieces[18].target = 10
        pieces[19].target = 10
        #expect(Presolve.minimizers(pieces, turningAt: 80) == nil)
        #expect(Presolve.minimizers(pieces, turningAt: 70).map { [$0.0, $0.1] } == [70, 80])
        #expect(Presolve.minimizers(pieces) == (70, 80))
    }

    /// Random pieces: with the sorted walk's own turning target as the hint the check gives
    /// the sorted walk's interval, and with any other target it gives that or nothing.
    @Test func aCheckedTurnMatchesTheSortedWalkOnRandomPieces() {
        var g = SplitMix64(seed: 0x7A11_2026)
        var accepted = 0
        for round in 0..<400 {
            let count = 33 + g.next(below: 300)
            let spread = 1 + g.next(below: 40)
            let pieces = randomPieces(&g, count: count, spread: spread, isFlatProne: round % 2 == 0)
            let sorted = Presolve.minimizersBySorting(pieces)
            if sorted.0.isFinite {
                let checked = Presolve.minimizers(pieces, turningAt: sorted.0)
                #expect(checked.map { [$0.0, $0.1] } == [sorted.0, sorted.1], "round \(round)")
            }
            let other = Double(g.next(below: spread)) - Double(spread / 2)
            if let checked = Presolve.minimizers(pieces, turningAt: other) {
                #expect(checked == sorted, "round \(round): \(other) gave \(checked) vs \(sorted)")
                accepted += 1
            }
        }
        #expect(accepted > 10)
    }
}
