import ArgumentParser
import Foundation
import Trellis
import TrellisFormats
import TrellisSolver

/// `trellis solve FILE.json`: solves a linear system in the format of FORMATS.md §1 and
/// prints one JSON object. Exit status: 0 optimal, 2 unsatisfiable, 1 malformed input (one
/// line on stderr naming the file, the constraint id and the column), 3 a solver failure.
struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Solves a linear system (FORMATS.md §1).",
        discussion: """
            Prints {"status", "backend", "objective", "values"[, "conflict"]} as one JSON line.
            Exit status: 0 optimal, 2 unsatisfiable, 1 malformed input, 3 solver failure.
            """)

    /// Exit status for malformed input.
    static let malformedStatus: Int32 = 1
    /// Exit status for an unsatisfiable system.
    static let unsatisfiableStatus: Int32 = 2
    /// Exit status for a solver failure.
    static let solverFailureStatus: Int32 = 3

    @Argument(help: "The system file (JSON), or '-' for standard input.")
    var file: String

    @OptionGroup var solverOptions: BackendOptions

    func run() throws {
        let bytes: [UInt8]
        do {
            bytes = try FileAccess.read(file)
        } catch {
            printError("\(error)")
            throw ExitCode(Self.malformedStatus)
        }
        let systemFile: SystemFile
        do {
            systemFile = try SystemFile(bytes: bytes)
        } catch {
            printError("\(file): \(error)")
            throw ExitCode(Self.malformedStatus)
        }
        let output: String
        let solution: SystemSolution
        do {
            solution = try systemFile.solve(
                backend: solverOptions.backend, priorities: solverOptions.priorities.mode)
            output = try systemFile.outputJSON(for: solution)
        } catch {
            printError("\(file): \(error)")
            // Numbers outside the documented range are malformed input, named by constraint.
            if case .outOfRange = error { throw ExitCode(Self.malformedStatus) }
            throw ExitCode(Self.solverFailureStatus)
        }
        print(output)
        if case .unsatisfiable = solution.status { throw ExitCode(Self.unsatisfiableStatus) }
    }
}
