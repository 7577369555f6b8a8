extension LinearSystem {
    /// Whether the constraints at `indices` have exactly one linear dependency among their
    /// rows, with every one of them in it: if they cannot hold together, they are then an
    /// irreducible conflict (``RowDependency``), with no solve per member.
    /// - Complexity: one sparse elimination of those rows.
    package func hasSingleFullDependency(_ indices: [Int]) -> Bool {
        RowDependency.isSingleFullDependency(dependencyRows(indices))
    }

    /// Whether the rows of the constraints at `indices` are clearly linearly independent,
    /// so that they can hold together whatever their relations and constants.
    package func rowsAreIndependent(_ indices: [Int]) -> Bool {
        RowDependency.areIndependent(dependencyRows(indices))
    }

    private func dependencyRows(_ indices: [Int]) -> [[(column: Int, value: Double)]] {
        indices.map { i in constraints[i].coefficients.map { (column: $0.variable, value: $0.value) } }
    }
}
