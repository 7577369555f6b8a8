/// The variables presolve took out, in order, as flat arrays: one allocation per field for
/// all of them rather than an array of terms each (a layout takes out about four variables
/// a view, so a hundred thousand views made over a million small arrays).
///
/// Elimination `e` reads `coefficients[e] * x[variables[e]] + sum(terms) + constants[e] == 0`:
/// its value follows once its terms' variables are known. Its terms are
/// `termVariables[k]` times `termCoefficients[k]` for `k` in ``terms(of:)``.
struct EliminationTable: Sendable, Equatable {
    /// The variable each elimination takes out.
    private(set) var variables: [Int32] = []
    /// Its coefficient in the row it was taken out with.
    private(set) var coefficients: [Double] = []
    /// The row's constant, as presolve left it.
    private(set) var constants: [Double] = []
    /// Whether the value was chosen among several optimal ones (a separable solve on a flat
    /// stretch).
    private(set) var isAmbiguous: [Bool] = []
    /// Where each elimination's terms start in ``termVariables``; one more entry than
    /// eliminations (the end of the last).
    private(set) var termOffsets: [Int32] = [0]
    private(set) var termVariables: [Int32] = []
    private(set) var termCoefficients: [Double] = []

    /// How many variables were taken out.
    var count: Int { variables.count }
    var indices: Range<Int> { variables.indices }

    /// The positions of elimination `e`'s terms in ``termVariables`` and ``termCoefficients``.
    func terms(of e: Int) -> Range<Int> {
        Int(termOffsets[e])..<Int(termOffsets[e + 1])
    }

    /// Room for `count` eliminations (not for their terms): at most one per variable, and a
    /// layout's presolve takes out nearly all of them, which doubling would hold twice over.
    mutating func reserveCapacity(_ count: Int) {
        variables.reserveCapacity(count)
        coefficients.reserveCapacity(count)
        constants.reserveCapacity(count)
        isAmbiguous.reserveCapacity(count)
        termOffsets.reserveCapacity(count + 1)
    }

    /// Adds a term to the elimination being written (closed by the next ``append``).
    mutating func appendTerm(_ variable: Int32, _ coefficient: Double) {
        termVariables.append(variable)
        termCoefficients.append(coefficient)
    }

    /// Records an elimination whose terms are those appended since the previous one.
    mutating func append(variable: Int32, coefficient: Double, constant: Double, isAmbiguous: Bool = false) {
        variables.append(variable)
        coefficients.append(coefficient)
        constants.append(constant)
        self.isAmbiguous.append(isAmbiguous)
        termOffsets.append(Int32(termVariables.count))
    }
}
