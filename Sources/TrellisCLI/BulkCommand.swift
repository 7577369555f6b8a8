import ArgumentParser

// Placeholder until its issue lands: fails loudly instead of pretending.
struct BulkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bulk", abstract: "Lays out a stream of layouts (FORMATS.md §3).")

    func run() throws {
        throw ValidationError("'trellis bulk' is not implemented yet")
    }
}
