import ArgumentParser

// Placeholder until its issue lands: fails loudly instead of pretending.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout", abstract: "Lays out a view tree (FORMATS.md §2).")

    func run() throws {
        throw ValidationError("'trellis layout' is not implemented yet")
    }
}
