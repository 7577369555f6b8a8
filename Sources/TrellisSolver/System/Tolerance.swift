/// Every tolerance of the package, in one table: the incremental solver's first, then
/// presolve's, the rank test's, the checks', the engine's and the GLPK backend's. Code
/// elsewhere names these constants (or an alias of one), never a literal.
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
package enum Tolerance {
    /// The threshold under which a value, constant or reduced cost is zero.
    package static let epsilon = 1.0e-8

    /// The relative size under which the result of `old + added` is cancellation roundoff.
    package static let cancellation = 1.0e-12

    /// The magnitude under which any cell coefficient is zero.
    package static let cellFloor = 1.0e-14

    /// The range in which a product of cell coefficients, worked out in another order than
    /// a row expansion multiplies them, is surely kept by that expansion: ``unsharedCellMargin``
    /// times ``cellFloor`` and up (the orders' roundoff is a few units in the last place),
    /// and finite below ``unsharedCellCeiling`` (an infinite coefficient cancels).
    package static let unsharedCellMargin = 2.0
    package static let unsharedCellCeiling = 1.0e200

    /// Whether `product` is in that range (see ``unsharedCellMargin``).
    @inline(__always)
    package static func isSafeUnsharedCell(_ product: Double) -> Bool {
        product >= unsharedCellMargin * cellFloor && product < unsharedCellCeiling
    }

    /// The relative size under which a cell is not a pivot element: below 1e-9 of the
    /// largest it competes with (the ratio-test candidates of the entering column, the cells
    /// of a row whose subject is chosen). Such cells are kept, but never divided by.
    package static let pivot = 1.0e-9

    /// Below this magnitude a pivot candidate is also compared with its own row's largest
    /// cell (``pivot`` of it), which costs a pass over the row, so only small cells pay it.
    package static let suspectCell = 1.0e-6

    /// Whether `value` is zero within ``epsilon``.
    @inline(__always)
    package static func isZero(_ value: Double) -> Bool { abs(value) < epsilon }

    /// The relative size of roundoff in a row's constant against the row's largest cell:
    /// the residue phase 1 accepts when it ends (1e-13 of the largest cell, at least
    /// ``epsilon``).
    package static let rowRoundoff = 1.0e-13

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
    package static func isNegligibleCell(_ coefficient: Double) -> Bool { abs(coefficient) < cellFloor }

    /// Whether `sum`, the new coefficient of a cell that held `old`, is zero: below
    /// ``cellFloor``, or below ``cancellation`` times `old` (what the addition cancelled).
    @inline(__always)
    package static func cancels(_ sum: Double, from old: Double) -> Bool {
        abs(sum) < cellFloor || abs(sum) <= cancellation * abs(old)
    }

    /// The size, relative to the largest cell of a row (or to the objective's scale), under
    /// which a reduced cost or a ratio is roundoff in pricing and in phase 1's exit test.
    package static let relativeRoundoff = 1.0e-13

    /// The public numeric policy (``NumericPolicy``): the smallest non-zero coefficient and
    /// the relative tolerance of every check.
    package static let minimumCoefficient = 1.0e-12
    package static let check = 1.0e-9

    /// Presolve's tolerances.
    package enum Presolve {
        /// Coefficients smaller than this fraction of the terms that cancelled are zero.
        package static let cancellation = 1.0e-12
        /// Tolerance of a required row without variables, and of bounds that cross.
        package static let feasibility = 1.0e-9
        /// A pivot at least this fraction of its row's largest coefficient (smaller ones
        /// would magnify rounding).
        package static let pivotShare = 1.0e-3
        /// A slope below this fraction of a variable's total weight is flat (one-variable
        /// solves).
        package static let flatSlope = 1.0e-12
        /// Costs within this fraction (at least 1) of the linking row's last cost tie.
        package static let costTie = 1.0e-9
        /// In the ambiguity of a determined variable, a combination's coefficient smaller
        /// than this fraction of the largest term summed into it is zero (the terms
        /// cancelled); so are ratios this close in a linking row's proportionality test.
        package static let combinationCancellation = 1.0e-9
    }

    /// The rank test of ``RowDependency``.
    package enum Dependency {
        /// The relative size under which a cell left by a reduction is cancellation (a few
        /// ulps of what cancelled; a real difference such as `1.0000000002 - 1` is far above).
        package static let cancellation = 1.0e-13
        /// Cells left between ``cancellation`` and this relative size are neither clearly
        /// zero nor clearly not: the rows' rank is then in doubt.
        package static let doubt = 1.0e-11
        /// The relative size under which a null-vector entry counts as zero: roundoff is an
        /// ulp or so of the largest (an entry the elimination never touched is exactly 0),
        /// while a real multiplier can be as small as the difference of two nearly parallel
        /// rows over a large coefficient (2.5e-10 / 12288: 2e-14).
        package static let support = 1.0e-13
        /// Below this relative size a multiplier counts as zero in the sign test.
        package static let signFloor = 1.0e-15
        /// A pivot is at least this fraction of its row's largest cell (threshold pivoting).
        package static let pivotThreshold = 1.0e-2
        /// A combination within this fraction of its terms' size lies on the boundary: in
        /// doubt.
        package static let boundary = 1.0e-12
    }

    /// The checks made of answers, and the strict mode's locks.
    package enum Check {
        /// A strict level's lock is loosened by this fraction (at least 1 point per unit of
        /// weight) of the level's optimum, so that its roundoff keeps the next level feasible.
        package static let lockSlack = 1.0e-13
        /// The debug invariant check: an objective that one more pivot would lower by more
        /// than this fraction (at least 1) is not optimal.
        package static let optimalityGain = 1.0e-7
        /// The debug invariant check: a linked row's value and its expansion's agree within
        /// this fraction (at least 1).
        package static let expansionAgreement = 1.0e-6
        /// The relative gap above which one optimum counts as short of another (a forced
        /// incremental optimum of GLPK's, a floating-point one of the rational simplex's):
        /// the tolerance the differential checks hold optima to.
        package static let forcedShortfall = 1.0e-6
        /// A required constraint without coefficients holds within this.
        package static let emptyRow = 1.0e-9
    }

    /// The layout engine's.
    package enum Engine {
        /// A measured height within this of the last one is unchanged (no re-solve).
        package static let measuredHeight = 1.0e-9
        /// Added to a count of average advances before rounding down, so that a width of
        /// exactly `n` advances fits `n` despite the division's rounding.
        package static let advanceFit = 1.0e-9
        /// Frame coordinates smaller than this print as 0 (points, after the solve's
        /// roundoff).
        package static let printedCoordinate = 1.0e-9
        /// Below this magnitude a value is printed as it is (ten significant digits would
        /// need a power of ten past the exact ones).
        package static let printedMagnitude = 1.0e-13
        /// The default closeness of two rectangles, in points.
        package static let rectCloseness = 1.0e-6
    }

    /// The GLPK backend's.
    package enum GLPK {
        /// GLPK's primal feasibility and reduced-cost tolerances (`tol_bnd`, `tol_dj`).
        package static let primal = 1.0e-9
        package static let reducedCost = 1.0e-9
        /// A reduced cost or row dual larger than this in magnitude, as GLPK sees it in the
        /// scaled problem, marks a bound that every optimum of a strict level shares.
        package static let dual = 1.0e-7
        /// A row dual larger than this names a candidate of the conflict search's elastic LP.
        package static let conflictDual = 1.0e-9
        /// A value within this fraction (at least 1) of a bound, or a cost within this
        /// fraction of the costs' scale, is at it: ambiguity tests.
        package static let ambiguity = 1.0e-9
    }
}
