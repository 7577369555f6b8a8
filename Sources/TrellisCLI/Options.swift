import ArgumentParser
import Foundation
import Synchronization
import Trellis
import TrellisDemo
import TrellisFormats
import TrellisSolver

/// `--backend`: the library's ``Backend`` itself (`incremental`, `glpk`, `auto`); `--help`
/// and completion scripts list its cases. The conformance lives here, in the tool, so the
/// library does not depend on the argument parser.
extension Backend: ExpressibleByArgument {}

/// `--priorities`: how strengths compete.
enum PrioritiesChoice: String, CaseIterable, ExpressibleByArgument {
    /// One weighted sum of the violations.
    case weighted
    /// Lexicographic: a stronger level always wins over any amount of weaker ones.
    case strict

    /// The solver's priority mode.
    var mode: PriorityMode {
        switch self {
        case .weighted: .weighted
        case .strict: .strict
        }
    }
}

/// `--template`: the built-in cell templates of `trellis bulk`.
enum CellTemplateChoice: String, CaseIterable, ExpressibleByArgument {
    /// The demo's feed cell; each line is a cell's data.
    case feed
}

extension BenchWorkload: ExpressibleByArgument {}
extension BenchContender: ExpressibleByArgument {}

/// A comma-separated list of one option's values (`--workloads chain,grid`); `--help` and
/// completion scripts list the values an item may take.
struct CommaSeparated<Value: ExpressibleByArgument & CaseIterable>: ExpressibleByArgument {
    /// The items, in the order given.
    var values: [Value]

    init?(argument: String) {
        var values: [Value] = []
        for item in argument.split(separator: ",", omittingEmptySubsequences: false) {
            guard let value = Value(argument: item.trimmingCharacters(in: .whitespaces)) else { return nil }
            values.append(value)
        }
        guard !values.isEmpty else { return nil }
        self.values = values
    }

    static var allValueStrings: [String] { Value.allValueStrings }

    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}

/// A comma-separated list of positive integers (`--sizes 10,100`).
struct PositiveIntegers: ExpressibleByArgument {
    /// The numbers, in the order given.
    var values: [Int]

    init?(argument: String) {
        var values: [Int] = []
        for item in argument.split(separator: ",", omittingEmptySubsequences: false) {
            guard let value = Int(item.trimmingCharacters(in: .whitespaces)), value > 0 else { return nil }
            values.append(value)
        }
        guard !values.isEmpty else { return nil }
        self.values = values
    }
}

/// Solver options shared by the subcommands that solve: `--backend` and `--priorities`.
struct BackendOptions: ParsableArguments {
    @Option(help: "The solver (auto picks per independent part by its size).")
    var backend: Backend = .auto

    @Option(help: "How strengths compete: one weighted sum, or strict (lexicographic) levels.")
    var priorities: PrioritiesChoice = .weighted
}

/// `--threads`, shared by the commands that lay out on all cores.
struct ThreadOptions: ParsableArguments {
    @Option(help: "Worker threads (default: all cores).")
    var threads: Int?

    func validate() throws {
        if let threads, threads < 1 { throw ValidationError("--threads must be at least 1") }
    }

    /// Bulk options with these threads.
    var bulkOptions: BulkOptions {
        var options = BulkOptions()
        if let threads { options.threads = threads }
        return options
    }
}

/// `--width`, shared by the commands that lay out cells.
struct CellWidthOptions: ParsableArguments {
    // Unconditional: `--width -5` reads -5 (and is then refused by `validate`) rather than
    // taking `-5` for an option.
    @Option(parsing: .unconditional, help: "The cells' width, in points (above 0, at most 1,000,000).")
    var width = 375.0

    /// The widest cell: far beyond any screen or page, well inside the solver's number range.
    static let maximumWidth = 1_000_000.0

    func validate() throws {
        if !(width.isFinite && width > 0 && width <= Self.maximumWidth) {
            throw ValidationError("--width must be a number above 0 and at most 1000000, not \(width)")
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
