import ArgumentParser
import Trellis

/// The `trellis` command: thin wrappers over the Trellis library.
@main
struct TrellisCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellis",
        abstract: "Constraint-based layout: solve linear systems, lay out views, bulk-layout cells.",
        version: Trellis.version,
        subcommands: [
            SolveCommand.self, LayoutCommand.self, BulkCommand.self, DemoCommand.self,
            BenchCommand.self, InterfaceBuilderCommand.self,
        ]
    )
}
