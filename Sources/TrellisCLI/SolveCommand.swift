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
        MemoryPolicy.mapLargeBlocks()
        var systemFile = try readSystem()
        systemFile.releaseNameIndex()
        let output: [UInt8]
        let solution: SystemSolution
        do {
            solution = try systemFile.solve(
                backend: solverOptions.backend, priorities: solverOptions.priorities.mode)
            output = try systemFile.outputLine(for: solution)
        } catch {
            printError("\(file): \(error)")
            // Numbers outside the documented range are malformed input, named by constraint.
            if case .outOfRange = error { throw ExitCode(Self.malformedStatus) }
            throw ExitCode(Self.solverFailureStatus)
        }
        // Nothing else goes to standard output, so the bytes are written as they are, at once.
        try? FileHandle.standardOutput.write(contentsOf: output)
        var status: Int32 = 0
        if case .unsatisfiable = solution.status { status = Self.unsatisfiableStatus }
        // The process ends here. Freeing the system row by row would take several percent of
        // a large file's time; the operating system reclaims it at once. `exit` flushes
        // standard output first.
        withExtendedLifetime((systemFile, solution)) {
            Foundation.exit(status)
        }
    }

    /// The system in ``file``; its bytes are freed on return, before the solve.
    private func readSystem() throws -> SystemFile {
        let bytes: [UInt8]
        do {
            bytes = try FileAccess.read(file)
        } catch {
            printError("\(error)")
            throw ExitCode(Self.malformedStatus)
        }
        do {
            return try SystemFile(bytes: bytes)
        } catch {
            printError("\(file): \(error)")
            throw ExitCode(Self.malformedStatus)
        }
    }
}
