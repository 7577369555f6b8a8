import ArgumentParser

// Placeholder until its issue lands: fails loudly instead of pretending.
struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve", abstract: "Solves a linear system (FORMATS.md §1).")

    func run() throws {
        throw ValidationError("'trellis solve' is not implemented yet")
    }
}
