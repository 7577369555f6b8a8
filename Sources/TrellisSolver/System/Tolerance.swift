/// The tolerances of the solver.
///
/// Values and reduced costs: a row constant, a reduced cost or a phase-1 optimum whose
/// magnitude is below ``epsilon`` counts as zero (feasible, not worth entering,
/// satisfiable). Values in layout systems are points (1e-3 ... 1e5), so an absolute 1e-8 is
/// far below every meaningful quantity.
///
/// Cells are different: a coefficient is a rate, and a tiny one can be real. A row of a
/// variable scaled down by the equations behind it (`x = c + 4e-7 * s + 6e-9 * t`) is as
/// exact as any other, and its symbols can take values in the tens of thousands, so
/// dropping the `6e-9` cell by an absolute threshold changes the equation by a visible
/// amount (`scripts/regressions/incremental-violates-required-7000057.json` ended with a
/// required equality violated by 0.0017 that way). So a cell is dropped only when it is
/// roundoff: the sum of a cancellation below ``cancellation`` of what cancelled, or any
/// cell below the absolute floor ``cellFloor`` (the rounding residue of sums of unit-sized
/// coefficients, 1e-16 ... 1e-15, sits below it; a real `1e-14` rate times a value of
/// 1e5 moves a row by 1e-9).
enum Tolerance {
    /// The threshold under which a value, constant or reduced cost is zero.
    static let epsilon = 1.0e-8

    /// The relative size under which the result of `old + added` is cancellation roundoff.
    static let cancellation = 1.0e-12

    /// The magnitude under which any cell coefficient is zero.
    static let cellFloor = 1.0e-14

    /// The relative size under which a cell is not a pivot element: below 1e-9 of the
    /// largest it competes with (the ratio-test candidates of the entering column, the cells
    /// of a row whose subject is chosen). Such cells are kept, but never divided by.
    static let pivot = 1.0e-9

    /// Below this magnitude a pivot candidate is also compared with its own row's largest
    /// cell (``pivot`` of it), which costs a pass over the row, so only small cells pay it.
    static let suspectCell = 1.0e-6

    /// Whether `value` is zero within ``epsilon``.
    @inline(__always)
    static func isZero(_ value: Double) -> Bool { abs(value) < epsilon }

    /// The relative size of roundoff in a row's constant against the row's largest cell:
    /// the residue phase 1 accepts when it ends (1e-13 of the largest cell, at least
    /// ``epsilon``).
    static let rowRoundoff = 1.0e-13

    /// Whether `value`, the constant of a row whose largest cell is `rowScale` (at least 1),
    /// is zero to that row's roundoff: within ``epsilon``, or ``rowRoundoff`` of `rowScale`.
    ///
    /// A row's constant is carried through pivots by its cells: a required equality's row
    /// with cells of 1e9 (two rows a part in 1e7 from parallel) holds its constant to about
    /// 1e-7, where the equality itself, evaluated at the values, holds exactly.
    @inline(__always)
    static func isZero(_ value: Double, rowScale: Double) -> Bool {
        abs(value) < max(epsilon, rowRoundoff * rowScale)
    }

    /// Whether a new cell `coefficient` is too small to keep (below ``cellFloor``).
    @inline(__always)
    static func isNegligibleCell(_ coefficient: Double) -> Bool { abs(coefficient) < cellFloor }

    /// Whether `sum`, the new coefficient of a cell that held `old`, is zero: below
    /// ``cellFloor``, or below ``cancellation`` times `old` (what the addition cancelled).
    @inline(__always)
    static func cancels(_ sum: Double, from old: Double) -> Bool {
        abs(sum) < cellFloor || abs(sum) <= cancellation * abs(old)
    }
}
