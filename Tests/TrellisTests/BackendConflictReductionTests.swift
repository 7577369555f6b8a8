import Testing
import TrellisGLPK
import TrellisSolver
import TrellisTestSupport

@testable import Trellis

/// The deletion filter that makes an incremental conflict irreducible by GLPK's test.
@Suite struct BackendConflictReductionTests {
    /// c0: x >= 10, c1: x >= 12, c2: x <= 5, c3: y >= 0, c4: y <= x.
    func system() -> LinearSystem {
        var b = SystemBuilder()
        b.add([("x", 1)], -10, .greaterThanOrEqual)
        b.add([("x", 1)], -12, .greaterThanOrEqual)
        b.add([("x", 1)], -5, .lessThanOrEqual)
        b.add([("y", 1)], 0, .greaterThanOrEqual)
        b.add([("y", 1), ("x", -1)], 0, .lessThanOrEqual)
        return b.system
    }

    @Test func membersTheRestDoesNotNeedAreDropped() throws {
        let s = system()
        // x >= 10 is implied by x >= 12; y's rows take no part.
        #expect(try GLPKBackend.reducedConflict(s, [0, 1, 2, 3, 4]) == [1, 2])
        #expect(try GLPKBackend.reducedConflict(s, [0, 2, 3]) == [0, 2])
    }

    @Test func anIrreducibleConflictIsKept() throws {
        let s = system()
        #expect(try GLPKBackend.reducedConflict(s, [1, 2]) == [1, 2])
        #expect(try GLPKBackend.reducedConflict(s, [2]) == [2])
    }

    @Test func aReducibleIncrementalAnswerIsReducedAndSaysSo() throws {
        let s = system()
        let answer = SystemSolution(
            status: .unsatisfiable(conflict: [0, 1, 2]), values: [0, 0], objective: 0, backend: .incremental,
            note: "incremental simplex")
        let checked = try Backend.certified(answer, s)
        #expect(checked.status == .unsatisfiable(conflict: [1, 2]))
        #expect(checked.note.contains("GLPK reduced the incremental solver's conflict of 3 constraints to 2"))
        // A conflict that holds on its own is refused.
        let wrong = SystemSolution(
            status: .unsatisfiable(conflict: [0, 3]), values: [0, 0], objective: 0, backend: .incremental)
        #expect(throws: SolverError.self) { try Backend.certified(wrong, s) }
    }
}
