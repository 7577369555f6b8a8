import Testing
import Trellis
import TrellisDemo
import TrellisSolver

/// The value of the variable called `name`.
private func value(_ name: String, in system: LinearSystem, _ solution: SystemSolution) throws -> Double {
    let index = try #require(system.variables.firstIndex { $0.name == name })
    return solution.values[index]
}

@Suite struct BenchWorkloadTests {
    @Test func enamlLikeIsKiwisBenchmarkSystem() throws {
        let system = try BenchWorkload.enamlLike.system(size: 1)
        #expect(system.variables.count == 37)
        #expect(system.constraints.count == 111)
        #expect(system.edits.count == 2)
        #expect(system.constraints.filter(\.strength.isRequired).count == 57)
        #expect(system.constraints.filter { $0.strength == .strong }.count == 24)
        let incremental = try Backend.incremental.solve(system)
        let glpk = try Backend.glpk.solve(system)
        #expect(incremental.status == .optimal)
        #expect(abs(incremental.objective - glpk.objective) <= 1e-6 * max(1, abs(glpk.objective)))
        // The edits hold: the window is 400 x 600.
        #expect(abs(try value("width", in: system, incremental) - 400) < 1e-6)
        #expect(abs(try value("height", in: system, incremental) - 600) < 1e-6)
    }

    /// Three views: intrinsic widths 40, 77, 54; the container is 100 points wider than
    /// they need (8 + 48 + 85 + 62 = 203, so 303), and view 0 hugs weakest (weight 1), so it
    /// takes the 100 points: objective 100.
    @Test(arguments: [Backend.incremental, .glpk, .auto])
    func chainOfThreeByHand(backend: Backend) throws {
        let system = try BenchWorkload.chain.system(size: 3)
        let solution = try backend.solve(system)
        #expect(abs(solution.objective - 100) < 1e-6)
        let expected: [(String, Double)] = [
            ("container_w", 303), ("v0_x", 8), ("v0_w", 140), ("v1_x", 156), ("v1_w", 77), ("v2_x", 241),
            ("v2_w", 54), ("v2_y", 8), ("v2_h", 24),
        ]
        for (name, want) in expected {
            #expect(abs(try value(name, in: system, solution) - want) < 1e-6, "\(name)")
        }
    }

    /// Twelve cells in rows of ten: cells 10 and 11 share the widths of columns 0 and 1,
    /// which grow to the widest intrinsic width of the column (30 and 50 in column 0; 67 and
    /// 37 in column 1).
    @Test(arguments: [Backend.incremental, .glpk])
    func gridSharesColumnWidths(backend: Backend) throws {
        let system = try BenchWorkload.grid.system(size: 12)
        let solution = try backend.solve(system)
        #expect(system.maxRequiredViolation(at: solution.values) < 1e-9)
        #expect(abs(try value("r0c0_w", in: system, solution) - 50) < 1e-6)
        #expect(abs(try value("r1c0_w", in: system, solution) - 50) < 1e-6)
        #expect(abs(try value("r1c1_w", in: system, solution) - 67) < 1e-6)
        #expect(abs(try value("r1c1_x", in: system, solution) - (8 + 50 + 8)) < 1e-6)
        // Row 1 starts 8 below row 0, whose height is its tallest intrinsic height.
        let rowHeight = try value("r0c0_h", in: system, solution)
        #expect(abs(try value("r1c0_y", in: system, solution) - (8 + rowHeight + 8)) < 1e-6)
    }

    /// Cell 0: label 17 high, so the avatar (8 + 32 + 8 = 48) sets the height; cell 1:
    /// label 34 high, 8 + 34 + 8 = 50. Heights hug at weak: objective 48 + 50.
    @Test func independentCellsByHand() throws {
        let system = try BenchWorkload.cells.system(size: 2)
        for backend in [Backend.incremental, .glpk, .auto] {
            let solution = try backend.solve(system)
            #expect(abs(solution.objective - 98) < 1e-6, "\(backend)")
            #expect(abs(try value("cell0_h", in: system, solution) - 48) < 1e-6)
            #expect(abs(try value("cell1_h", in: system, solution) - 50) < 1e-6)
            #expect(abs(try value("cell1_avatar_y", in: system, solution) - 9) < 1e-6)
            #expect(abs(try value("cell1_label_x", in: system, solution) - 57) < 1e-6)
        }
    }

    @Test func sizesScaleTheSystems() throws {
        #expect(try BenchWorkload.chain.system(size: 100).constraints.count == 601)
        #expect(try BenchWorkload.cells.system(size: 100).constraints.count == 1_400)
        #expect(try BenchWorkload.grid.system(size: 100).variables.count == 400)
    }

    @Test func badSizesAreRejected() {
        #expect(throws: BenchError.invalidSize(0)) { try BenchWorkload.chain.system(size: 0) }
        #expect(throws: BenchError.invalidSize(2_000_000)) { try BenchWorkload.grid.system(size: 2_000_000) }
        var configuration = BenchConfiguration.quick
        configuration.repeatCount = 0
        #expect(throws: BenchError.invalidRepeat(0)) { try configuration.validate() }
    }
}
