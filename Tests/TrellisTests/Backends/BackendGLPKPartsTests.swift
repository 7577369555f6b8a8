import Testing
import Trellis
import TrellisGLPK
import TrellisSolver
import TrellisTestSupport

/// `Backend.glpk` solves a system's independent components as separate LPs (small ones
/// grouped): the same optimum as one LP of the whole, per-part conflicts in the whole
/// system's indices.
@Suite struct BackendGLPKPartsTests {
    /// `count` independent cells of two variables: `x_i >= i`, `w_i >= 10` required,
    /// `w_i == 20 + i % 7` weak, `x_i + w_i <= 40 + i` strong; with `conflictAt`, that cell
    /// also gets `x_i <= i - 1` (required), which cannot hold with `x_i >= i`.
    func cells(_ count: Int, conflictAt: Int? = nil) -> SystemBuilder {
        var b = SystemBuilder()
        for i in 0..<count {
            b.add([("x\(i)", 1)], -Double(i), .greaterThanOrEqual)
            b.add([("w\(i)", 1)], -10, .greaterThanOrEqual)
            b.add([("w\(i)", 1)], -Double(20 + i % 7), .equal, .weak)
            b.add([("x\(i)", 1), ("w\(i)", 1)], -Double(40 + i), .lessThanOrEqual, .strong)
            if i == conflictAt { b.add([("x\(i)", 1)], -Double(i - 1), .lessThanOrEqual) }
        }
        return b
    }

    @Test func manyComponentsMatchOneLP() throws {
        let b = cells(450)  // 1,800 rows: two LPs, below the presolve limit
        let whole = try GLPKBackend().solve(b.system)
        let parts = try Backend.glpk.solve(b.system)
        #expect(parts.status == .optimal && whole.status == .optimal)
        #expect(close(parts.objective, whole.objective))
        for (x, y) in zip(parts.values, whole.values) { #expect(close(x, y)) }
        #expect(parts.backend == .glpk)
        #expect(parts.note.hasPrefix("glpk: 450 components in 2 LPs"), "\(parts.note)")
    }

    @Test func strictLevelsPerPartMatchOneLP() throws {
        let b = cells(450)
        let whole = try GLPKBackend().solve(b.system, priorities: .strict)
        let parts = try Backend.glpk.solve(b.system, priorities: .strict)
        #expect(parts.status == .optimal)
        #expect(close(parts.objective, whole.objective))
        for (x, y) in zip(parts.values, whole.values) { #expect(close(x, y)) }
        #expect(parts.note.hasPrefix("glpk: 450 components in 2 LPs"), "\(parts.note)")
        #expect(parts.note.contains("strict"), "\(parts.note)")
    }

    @Test func aConflictInOnePartIsNamedInTheWholeSystem() throws {
        let b = cells(450, conflictAt: 300)
        let parts = try Backend.glpk.solve(b.system)
        // Cell 300's rows start at 4 * 300; its extra row follows its four.
        guard case .unsatisfiable(let conflict) = parts.status else {
            Issue.record("expected a conflict, got \(parts.status)")
            return
        }
        #expect(conflict == [1200, 1204])
        #expect(parts.note.hasPrefix("glpk: a part of"), "\(parts.note)")
        let whole = try GLPKBackend().solve(b.system)
        #expect(whole.status == parts.status)
    }

    @Test func aLargeConflictIsNamedWithoutPresolve() throws {
        let b = cells(600, conflictAt: 450)  // 2,401 rows: presolve finds the conflict
        let parts = try Backend.glpk.solve(b.system)
        #expect(parts.status == .unsatisfiable(conflict: [1800, 1804]))
    }

    /// A chain of `n` views 8 apart (required), minimum widths of 10, intrinsic widths as
    /// strong `>=` and weak `==`, squeezed by a strong edit on its end.
    func chain(_ n: Int) -> SystemBuilder {
        var b = SystemBuilder()
        b.add([("x0", 1)], 0, .equal)
        for i in 0..<n {
            if i > 0 { b.add([("x\(i)", 1), ("x\(i - 1)", -1), ("w\(i - 1)", -1)], -8, .equal) }
            let intrinsic = Double(20 + (i * 7) % 40)
            b.add([("w\(i)", 1)], -10, .greaterThanOrEqual)
            b.add([("w\(i)", 1)], -intrinsic, .greaterThanOrEqual, .strong)
            b.add([("w\(i)", 1)], -intrinsic, .equal, .weak)
        }
        b.add([("x\(n - 1)", 1), ("w\(n - 1)", 1), ("end", -1)], 8, .lessThanOrEqual)
        b.edit("end", .strong, Double(n * 40))
        return b
    }

    @Test func aLargeSystemIsPresolvedAndItsRestSolvedByGLPK() throws {
        let b = chain(600)  // 2,401 rows and an edit
        let whole = try GLPKBackend().solve(b.system)
        let presolved = try Backend.glpk.solve(b.system)
        #expect(presolved.status == .optimal)
        #expect(close(presolved.objective, whole.objective, 1e-6 * max(1, abs(whole.objective))))
        #expect(presolved.backend == .glpk)
        #expect(presolved.note.hasPrefix("glpk: presolve: "), "\(presolved.note)")
        #expect(!presolved.note.contains("nothing left"), "\(presolved.note)")
    }

    @Test func oneComponentIsOneLPAsWritten() throws {
        var b = SystemBuilder()
        b.add([("a", 1), ("b", -1)], -2, .equal)
        b.add([("a", 1)], -5, .equal, .weak)
        let parts = try Backend.glpk.solve(b.system)
        let whole = try GLPKBackend().solve(b.system)
        #expect(parts.note == whole.note)
        #expect(parts.values == whole.values)
    }
}
