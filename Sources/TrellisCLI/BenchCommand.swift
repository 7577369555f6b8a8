import ArgumentParser

// Placeholder until its issue lands: fails loudly instead of pretending.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench", abstract: "Compares the solvers on standard workloads.")

    func run() throws {
        throw ValidationError("'trellis bench' is not implemented yet")
    }
}
