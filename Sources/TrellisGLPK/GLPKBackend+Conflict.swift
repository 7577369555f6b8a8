import TrellisSolver

extension GLPKBackend {
    /// An irreducible conflict of an infeasible system, certified by an LP of its own
    /// (``certifiesConflict(_:_:)``), and how it was found.
    ///
    /// GLPK's filter (``ConflictFinder``) can fail (code 5) or keep too few rows on rows a few
    /// parts in 1e9 from parallel; the incremental solver's search then names the set. When
    /// that fails too (rows a part in 1e8 from parallel put values near 1e8 in its tableau,
    /// which then takes a feasible subset for a conflict and cannot rebuild around it), the
    /// required constraints as a whole are certified and filtered member by member with the
    /// same certificate (``reducedConflict(_:_:)``).
    /// - Throws: ``SolverError/internalFailure(_:)`` when no set is certified infeasible.
    /// - Complexity: the finder's LPs; on the last route one LP per required constraint, of
    ///   at most that many rows.
    static func namedConflict(_ system: LinearSystem) throws(SolverError) -> (conflict: [Int], finder: String)
    {
        if let found = try? ConflictFinder(system: system).find(), try certifiesConflict(system, found) {
            return (found, "elastic LP and deletion filter")
        }
        if let found = system.requiredConflict(), try certifiesConflict(system, found) {
            return (found, "the incremental solver's search (GLPK's filter failed)")
        }
        let required = system.constraints.indices.filter { system.constraints[$0].strength.isRequired }
        guard required.count <= conflictReductionLimit, try certifiesConflict(system, required) else {
            throw .internalFailure(
                "GLPK's conflict is feasible on its own, and so is the incremental solver's")
        }
        let members = try reducedConflict(system, required)
        return (members, "a deletion filter over the required constraints (both searches failed)")
    }
}
