import Foundation
import Trellis
import TrellisDemo
import TrellisFormats
import TrellisSolver

/// What the fuzz target runs on one input, and the checks that make a wrong answer a finding.
enum FuzzChecks {
    /// Parses a system file and solves it with every backend and both priority modes.
    static func system(_ bytes: [UInt8]) {
        guard let file = try? SystemFile(bytes: bytes) else { return }
        for backend in Backend.allCases {
            for priorities in [PriorityMode.weighted, .strict] {
                guard let solution = try? file.solve(backend: backend, priorities: priorities) else {
                    continue
                }
                check(solution, of: file.system, backend: backend)
                _ = try? file.outputJSON(for: solution)
            }
        }
    }

    /// Traps when an optimal answer breaks a required constraint or reports a non-finite
    /// number: the solver must throw a typed error instead.
    static func check(_ solution: SystemSolution, of system: LinearSystem, backend: Backend) {
        guard case .optimal = solution.status else { return }
        precondition(solution.objective.isFinite, "\(backend): non-finite objective")
        precondition(solution.values.count == system.variables.count, "\(backend): value count")
        for value in solution.values { precondition(value.isFinite, "\(backend): non-finite value") }
        for row in system.constraints where row.strength.isRequired {
            var sum = row.constant
            var size = abs(row.constant)
            for c in row.coefficients {
                sum += c.value * solution.values[c.variable]
                size += abs(c.value * solution.values[c.variable])
            }
            let slack = 1e-6 * max(1, size)
            let holds: Bool
            switch row.relation {
            case .equal: holds = abs(sum) <= slack
            case .lessThanOrEqual: holds = sum <= slack
            case .greaterThanOrEqual: holds = sum >= -slack
            }
            precondition(holds, "\(backend): required '\(row.id)' off by \(sum) (terms \(size))")
        }
    }

    /// Parses and lays out a layout file: weighted and strict, and on GLPK (every
    /// component through presolve, GLPK for the rows left and for which views are undecided).
    static func layout(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let document = try? LayoutDocument(json: text) else { return }
        for (strict, backend) in [(false, Backend.auto), (true, .auto), (false, .glpk)] {
            guard let result = try? document.layOut(strict: strict, backend: backend) else { continue }
            if result.status == .ok {
                for (id, frame) in result.frames {
                    for number in frame { precondition(number.isFinite, "frame of '\(id)' not finite") }
                }
            }
        }
    }

    /// Runs lines through the bulk stream on one thread: layout lines, or feed-cell lines.
    static func bulk(_ bytes: [UInt8], feed: Bool) {
        let text = String(decoding: bytes, as: UTF8.self)
        let lines = text.split(separator: "\n").map(String.init).filter {
            $0.contains { !$0.isWhitespace }
        }
        let count = lines.count
        let printed = waitFor { () async -> Int in
            let box = LinesOnce(lines)
            let options = BulkOptions(threads: 1, chunkSize: 4)
            var outputs = 0
            if feed {
                _ = try? await BulkStream.run(
                    source: { box.take() }, options: options, makeProcessor: { FeedLines(width: 375) }
                ) { _ in outputs += 1 }
            } else {
                _ = try? await BulkStream.run(
                    source: { box.take() }, mode: .layouts(strict: false, reuse: true), options: options
                ) { _ in outputs += 1 }
            }
            return outputs
        }
        precondition(printed == count, "bulk printed \(printed) lines for \(count)")
        guard !feed else { return }
        // Lines read in place from a template's skeleton give what decoding them gives; each
        // line twice, so that every line is matched against a skeleton of its own structure.
        for input in [lines, lines.flatMap { [$0, $0] }] {
            if let index = BulkReadingCheck.firstDisagreement(input) {
                preconditionFailure("bulk line \(index) read in place differs from the decoded line")
            }
        }
    }

    /// Runs `body` as a task and blocks the calling (fuzzer) thread until it returns.
    static func waitFor(_ body: @escaping @Sendable () async -> Int) -> Int {
        let result = ResultBox()
        let done = DispatchSemaphore(value: 0)
        Task {
            result.set(await body())
            done.signal()
        }
        done.wait()
        return result.get()
    }
}

/// The result of a task, handed to the thread that waits for it.
final class ResultBox: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()

    func set(_ newValue: Int) { lock.withLock { value = newValue } }
    func get() -> Int { lock.withLock { value } }
}

/// Hands the lines to the bulk reader once.
final class LinesOnce: @unchecked Sendable {
    private var lines: [String]?
    private let lock = NSLock()

    init(_ lines: [String]) { self.lines = lines }

    func take() -> [String]? {
        lock.lock()
        defer { lock.unlock() }
        let taken = lines
        lines = nil
        return taken
    }
}
