import Foundation
import Trellis
import TrellisSolver

/// Times kiwisolver on a `LinearSystem` through a Python subprocess (`python3 -c`), for the
/// outside-reference column of `trellis bench`.
///
/// The subprocess is fed the system's rows as JSON on stdin and answers with its samples and
/// values; the objective is computed here from those values, so kiwisolver's answer is
/// checked against the others. kiwisolver 1.5.1 can abort the process on some systems
/// ("objective is unbounded"): that is reported as a failed measurement, never a crash here.
/// A subprocess running longer than ten times the budget is killed.
/// ```swift
/// if KiwiDriver.unavailableReason() == nil {
///     let m = KiwiDriver.measure(system, repeatCount: 5, minimumSampleDuration: 0.02, budget: 3)
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
        guard output.status == 0,
            let object = try? JSONSerialization.jsonObject(with: Data(lastLine.utf8)) as? [String: Any]
        else {
            let why =
                output.stderr.split(separator: "\n").last.map(String.init) ?? "exit status \(output.status)"
            return BenchMeasurement(backend: .kiwisolver, outcome: .failed("python3 failed: \(why)"))
        }
        if let error = object["error"] as? String {
            return BenchMeasurement(backend: .kiwisolver, outcome: .failed(error))
        }
        guard let samples = object["samples"] as? [Double], let values = object["values"] as? [Double],
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
            solvesPerSample: object["batch"] as? Int ?? 1, objective: system.objective(at: values))
    }

    /// The driver's input for `system` (see ``script``).
    static func encode(_ system: LinearSystem, repeatCount: Int, minimum: Double, budget: Double) -> String {
        func number(_ value: Double) -> String { value.isFinite ? "\(value)" : "0" }
        var text = "{\"variables\": \(system.variables.count), \"repeat\": \(repeatCount), "
        text += "\"minimum\": \(number(minimum)), \"budget\": \(number(budget)), \"constraints\": ["
        for (index, row) in system.constraints.enumerated() {
            if index > 0 { text += "," }
            let terms = row.coefficients.map { "[\($0.variable),\(number($0.value))]" }.joined(separator: ",")
            let weight = row.strength.isRequired ? "null" : number(row.strength.weight)
            text += "[[\(terms)],\(number(row.constant)),\"\(row.relation.rawValue)\",\(weight)]"
        }
        text += "], \"edits\": ["
        text += system.edits.map {
            "[\($0.variable),\(number($0.strength.weight)),\(number($0.suggestedValue))]"
        }
        .joined(separator: ",")
        return text + "]}"
    }
}
