extension LinearSystem {
    /// Whether the constraints at `indices` are an irreducible conflict by their rows' one
    /// linear dependency, a Farkas certificate with every one of them in it
    /// (``RowDependency``), with no solve per member.
    /// - Complexity: one sparse elimination of those rows.
    package func hasSingleFullDependency(_ indices: [Int]) -> Bool {
        RowDependency.isSingleFullDependency(dependencyRows(indices)) && verdict(indices) != .holds
    }

    /// Whether the constraints at `indices` clearly hold together by rank alone: their rows
    /// are linearly independent, or their one dependency is no Farkas certificate.
    package func rowsAreIndependent(_ indices: [Int]) -> Bool {
        verdict(indices) == .holds
    }

    /// ``RowDependency/verdict(_:relations:constants:)`` for the constraints at `indices`.
    package func verdict(_ indices: [Int]) -> RowDependency.Verdict? {
        RowDependency.verdict(
            dependencyRows(indices), relations: indices.map { constraints[$0].relation },
            constants: indices.map { constraints[$0].constant })
    }

    private func dependencyRows(_ indices: [Int]) -> [[(column: Int, value: Double)]] {
        indices.map { i in constraints[i].coefficients.map { (column: $0.variable, value: $0.value) } }
    }
}
