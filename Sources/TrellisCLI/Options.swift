import ArgumentParser
import Foundation
import Trellis
import TrellisSolver

/// Solver options shared by the subcommands that solve: `--backend` and `--priorities`.
struct BackendOptions: ParsableArguments {
    @Option(help: "The solver: incremental, glpk or auto (auto picks by problem size).")
    var backend: String = Backend.auto.rawValue

    @Option(help: "How strengths compete: weighted (one weighted sum) or strict (lexicographic).")
    var priorities: String = PriorityMode.weighted.rawValue

    /// The chosen backend (valid after `validate()`).
    var selectedBackend: Backend { Backend(rawValue: backend) ?? .auto }

    /// The chosen priority mode (valid after `validate()`).
    var selectedPriorities: PriorityMode { PriorityMode(rawValue: priorities) ?? .weighted }

    func validate() throws {
        guard Backend(rawValue: backend) != nil else {
            let choices = Backend.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValidationError("unknown backend '\(backend)' (choose one of: \(choices))")
        }
        guard PriorityMode(rawValue: priorities) != nil else {
            let choices = PriorityMode.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValidationError("unknown priority mode '\(priorities)' (choose one of: \(choices))")
        }
    }
}

/// Writes `message` to standard error as exactly one line (control characters escaped).
func printError(_ message: String) {
    var line = ""
    for scalar in message.unicodeScalars {
        if scalar.value < 0x20 || scalar == "\u{2028}" || scalar == "\u{2029}" {
            line += scalar.escaped(asASCII: true)
        } else {
            line.unicodeScalars.append(scalar)
        }
    }
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
