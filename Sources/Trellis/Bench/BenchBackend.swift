/// A solver `trellis bench` can time: the three ``Backend``s and kiwisolver (through Python)
/// as an outside reference.
///
/// ```swift
/// let all = BenchBackend.allCases.map(\.rawValue)   // incremental, glpk, auto, kiwisolver
/// ```
public enum BenchBackend: String, Sendable, Hashable, CaseIterable {
    case incremental
    case glpk
    case auto
    /// kiwisolver (C++ core, called from Python): its Python call overhead, several
    /// microseconds per call, is part of its times.
    case kiwisolver

    /// The Trellis backend, or nil for kiwisolver.
    public var backend: Backend? {
        switch self {
        case .incremental: .incremental
        case .glpk: .glpk
        case .auto: .auto
        case .kiwisolver: nil
        }
    }
}
