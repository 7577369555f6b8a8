import Testing
import TrellisTestSupport

@testable import TrellisSolver

/// The cost tolerance's scale: the largest `|coefficient|` of a row, at least 1, taken over
/// four interleaved running maxima. It must equal the plain one-pass maximum for every length
/// (the tail after the last group of four included), wherever the largest cell sits, and pass
/// over NaN as the one-pass comparison does.
@Suite struct TableauLargestMagnitudeTests {
    /// The plain loop the four-way maximum replaces.
    func oneByOne(_ cells: [Cell]) -> Double {
        var scale = 1.0
        for cell in cells where abs(cell.coefficient) > scale { scale = abs(cell.coefficient) }
        return scale
    }

    func largest(_ cells: [Cell]) -> Double {
        cells.withUnsafeBufferPointer { Tableau.largestMagnitude($0) }
    }

    @Test func theLargestCellWinsAtEveryPositionAndLength() {
        for length in 0...11 {
            for place in 0..<max(length, 1) where place < length {
                var cells = (0..<length).map { Cell(symbol: Int32($0), coefficient: Double($0 % 3) - 1.5) }
                cells[place].coefficient = -7.25  // the largest magnitude, negative
                #expect(largest(cells) == 7.25, "length \(length), largest at \(place)")
                #expect(largest(cells) == oneByOne(cells))
            }
        }
    }

    @Test func smallCoefficientsGiveOne() {
        #expect(largest([]) == 1)
        let small = (0..<9).map { Cell(symbol: Int32($0), coefficient: 0.5 - Double($0) * 0.1) }
        #expect(largest(small) == 1)
    }

    @Test func notANumberIsPassedOver() {
        for place in 0..<6 {
            var cells = (0..<6).map { Cell(symbol: Int32($0), coefficient: Double($0) + 2) }
            cells[place].coefficient = .nan
            #expect(largest(cells) == oneByOne(cells), "NaN at \(place)")
            #expect(!largest(cells).isNaN)
        }
    }

    @Test func seededRowsAgreeWithTheOnePassMaximum() {
        var random = SplitMix64(seed: 20_261_126)
        for _ in 0..<500 {
            let length = Int(random.next() % 150)
            let cells = (0..<length).map { k in
                Cell(symbol: Int32(k), coefficient: (Double(random.next() % 2_000_001) - 1e6) * 1e-3)
            }
            #expect(largest(cells) == oneByOne(cells))
        }
    }
}
