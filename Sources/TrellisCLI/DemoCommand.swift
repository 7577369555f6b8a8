import ArgumentParser

// Placeholder until its issue lands: fails loudly instead of pretending.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo", abstract: "Lays out generated feed cells.")

    func run() throws {
        throw ValidationError("'trellis demo' is not implemented yet")
    }
}
