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

    /// Random pieces, with repeated targets, every relation and flat stretches: the same
    /// interval as sorting gives.
    @Test func selectionMatchesTheSortedWalkOnRandomPieces() {
        var g = SplitMix64(seed: 0x5E9A_2026)
        var flat = 0
        for round in 0..<400 {
            let count = 1 + g.next(below: 300)
            let spread = 1 + g.next(below: 40)
            var pieces: [Presolve.Piece] = []
            // Every other round only inequalities of weight 1: the slope then often stops at
            // exactly 0 between two targets (a flat stretch of equal optima).
            let isFlatProne = round % 2 == 0
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
            let selected = Presolve.minimizers(pieces)
            let sorted = Presolve.minimizersBySorting(pieces)
            #expect(selected == sorted, "round \(round): \(selected) vs \(sorted)")
            if sorted.0 != sorted.1 { flat += 1 }
        }
        #expect(flat > 10)
    }
}
