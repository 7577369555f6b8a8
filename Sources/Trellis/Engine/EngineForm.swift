/// A sparse linear form `sum(coefficient * x[index]) + constant REL 0` over the engine's
/// variable numbering: a constraint as the engine hands it to a solver.
struct EngineForm {
    /// `coefficient * x[index]`.
    struct Term: Equatable {
        var index: Int
        var coefficient: Double
    }

    var terms = FormTerms()
    var constant: Double = 0

    init() {}

    /// Adds `coefficient * x[index]` (merging a repeated index).
    mutating func add(_ index: Int, _ coefficient: Double) {
        if coefficient == 0 { return }
        for k in terms.indices where terms[k].index == index {
            terms.addCoefficient(coefficient, at: k)
            return
        }
        terms.append(Term(index: index, coefficient: coefficient))
    }

    /// Whether `other` has the same variables and coefficients (only the constant may differ).
    func hasSameTerms(as other: EngineForm) -> Bool { terms == other.terms }

    /// Whether every number is finite.
    var isFinite: Bool { constant.isFinite && terms.allSatisfy(\.coefficient.isFinite) }
}
