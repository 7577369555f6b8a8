import ArgumentParser
import Foundation
import Synchronization
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

/// Runs `operation` as a task and blocks the calling (main) thread until it ends, returning
/// what it returns or throwing what it throws. The commands stay synchronous, so the process
/// keeps a plain `main` (tools such as valgrind cannot follow an asynchronous main's
/// `dispatchMain`); the bulk commands' work runs on the task pool.
func waitForTask<Value: Sendable>(_ operation: @escaping @Sendable () async throws -> Value) throws -> Value {
    let outcome = Mutex<Result<Value, any Error>?>(nil)
    let finished = DispatchSemaphore(value: 0)
    Task {
        let result: Result<Value, any Error>
        do {
            result = .success(try await operation())
        } catch {
            result = .failure(error)
        }
        outcome.withLock { $0 = result }
        finished.signal()
    }
    finished.wait()
    guard let result = outcome.withLock({ $0 }) else {
        throw ValidationError("the task ended without a result")
    }
    return try result.get()
}
