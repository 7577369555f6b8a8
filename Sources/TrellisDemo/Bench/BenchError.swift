import Trellis

/// Why a benchmark run could not start or a measurement failed.
///
/// ```swift
/// do { _ = try BenchWorkload.chain.system(size: 0) } catch { print(error) }   // size 0 ...
/// ```
public enum BenchError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A size below 1 or above 1,000,000.
    case invalidSize(Int)
    /// A repeat count below 1 or above 1,000.
    case invalidRepeat(Int)
    /// A workload that could not be built (the text says why).
    case workloadUnavailable(String)
    /// A backend name that is not `incremental`, `glpk`, `auto` or `kiwisolver`.
    case unknownBackend(String)
    /// A workload name that is not one of ``BenchWorkload``'s.
    case unknownWorkload(String)
    /// The kiwisolver driver failed (the text says how).
    case kiwiFailed(String)

    /// What went wrong, in one line.
    public var description: String {
        switch self {
        case .invalidSize(let size): "size \(size) is out of range (1...1000000)"
        case .invalidRepeat(let count): "repeat count \(count) is out of range (1...1000)"
        case .workloadUnavailable(let why): "workload unavailable: \(why)"
        case .unknownBackend(let name):
            "unknown backend '\(name)' (expected incremental, glpk, auto or kiwisolver)"
        case .unknownWorkload(let name):
            "unknown workload '\(name)' (expected \(BenchWorkload.allCases.map(\.rawValue).joined(separator: ", ")))"
        case .kiwiFailed(let why): "kiwisolver: \(why)"
        }
    }
}
