import Foundation
import Trellis
import TrellisFormats
import TrellisSolver

/// Times kiwisolver on a `LinearSystem` through a Python subprocess (`python3 -c`), for the
/// outside-reference column of `trellis bench`.
///
/// The subprocess is fed the system's rows as JSON on stdin and answers with its samples and
/// values; the objective is computed here from those values, so kiwisolver's answer is
/// checked against the others. kiwisolver 1.5.1 can abort the process on some systems
/// ("objective is unbounded"): that is reported as a failed measurement, never a crash here.
/// A subprocess running longer than ten times the budget is killed.
// snippet: given let system = LinearSystem()
/// ```swift
/// if KiwiDriver.unavailableReason() == nil {
///     print(KiwiDriver.measure(system, repeatCount: 5, minimumSampleDuration: 0.02, budget: 3))
/// }
/// ```
public enum KiwiDriver {
    /// Why kiwisolver cannot be used (no python3, or `import kiwisolver` fails), or nil
    /// when it can.
    public static func unavailableReason() -> String? {
        let result = run(arguments: ["-c", "import kiwisolver"], input: Data(), timeout: 30)
        switch result {
        case .success(let output) where output.status == 0: return nil
        case .success(let output):
            let line = output.stderr.split(separator: "\n").last.map(String.init) ?? "import failed"
            return "python3 cannot import kiwisolver (\(line))"
        case .failure(let why): return why.description
        }
    }

    /// Times kiwisolver on `system`: one calibration solve, then `repeatCount` samples,
    /// each a batch lasting at least `minimumSampleDuration` seconds.
    public static func measure(
        _ system: LinearSystem, repeatCount: Int, minimumSampleDuration: Double, budget: Double
    ) -> BenchMeasurement {
        let input = Data(
            encode(system, repeatCount: repeatCount, minimum: minimumSampleDuration, budget: budget).utf8)
        let output: ProcessOutput
        switch run(arguments: ["-c", script], input: input, timeout: Swift.max(30, budget * 10)) {
        case .success(let value): output = value
        case .failure(let why):
            return BenchMeasurement(backend: .kiwisolver, outcome: .failed(why.description))
        }
        let lastLine = output.stdout.split(separator: "\n").last.map(String.init) ?? ""
        guard output.status == 0, case .object(let object)? = try? JSONReader.parse(Array(lastLine.utf8))
        else {
            let why =
                output.stderr.split(separator: "\n").last.map(String.init) ?? "exit status \(output.status)"
            return BenchMeasurement(backend: .kiwisolver, outcome: .failed("python3 failed: \(why)"))
        }
        if case .string(let error)? = object["error"] {
            return BenchMeasurement(backend: .kiwisolver, outcome: .failed(error))
        }
        func numbers(_ key: String) -> [Double]? {
            guard case .array(let items)? = object[key] else { return nil }
            let values = items.compactMap { item -> Double? in
                if case .number(let value) = item { return value }
                return nil
            }
            return values.count == items.count ? values : nil
        }
        guard let samples = numbers("samples"), let values = numbers("values"),
            values.count == system.variables.count, !samples.isEmpty
        else {
            return BenchMeasurement(backend: .kiwisolver, outcome: .failed("unreadable driver output"))
        }
        if system.maxRequiredViolation(at: values) > 1e-6 * Swift.max(1, values.map(abs).max() ?? 1) {
            return BenchMeasurement(
                backend: .kiwisolver, outcome: .failed("a required constraint does not hold"))
        }
        return BenchMeasurement(
            backend: .kiwisolver, outcome: .measured, samples: samples,
            solvesPerSample: Self.batch(object["batch"]), objective: system.objective(at: values))
    }

    /// The driver's `batch` (solves per sample): a positive whole number, 1 when absent.
    private static func batch(_ value: JSONValue?) -> Int {
        guard case .number(let number)? = value, let whole = Int(exactly: number), whole > 0 else { return 1 }
        return whole
    }

    /// The driver's input for `system` (see ``script``).
    static func encode(_ system: LinearSystem, repeatCount: Int, minimum: Double, budget: Double) -> String {
        func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
        var w = JSONWriter(style: .compact, capacity: 256 + 64 * system.constraints.count)
        w.beginObject()
        w.key("variables")
        w.integer(system.variables.count)
        w.key("repeat")
        w.integer(repeatCount)
        w.key("minimum")
        w.number(finite(minimum))
        w.key("budget")
        w.number(finite(budget))
        w.key("constraints")
        w.beginArray()
        for row in system.constraints {
            w.beginArray()
            w.beginArray()
            for term in row.coefficients {
                w.beginArray()
                w.integer(term.variable)
                w.number(finite(term.value))
                w.endArray()
            }
            w.endArray()
            w.number(finite(row.constant))
            w.string(row.relation.rawValue)
            if row.strength.isRequired { w.null() } else { w.number(finite(row.strength.weight)) }
            w.endArray()
        }
        w.endArray()
        w.key("edits")
        w.beginArray()
        for edit in system.edits {
            w.beginArray()
            w.integer(edit.variable)
            w.number(finite(edit.strength.weight))
            w.number(finite(edit.suggestedValue))
            w.endArray()
        }
        w.endArray()
        w.endObject()
        return w.text
    }
}
