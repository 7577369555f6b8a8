import Trellis

/// A contender `trellis bench` can time: the three ``Backend``s and kiwisolver (through
/// Python) as an outside reference. Not a backend of its own: each case but kiwisolver names
/// the ``Backend`` it times.
///
/// ```swift
/// let all = BenchContender.allCases.map(\.rawValue)   // incremental, glpk, auto, kiwisolver
/// ```
public enum BenchContender: String, Sendable, Hashable, CaseIterable {
    /// The in-house incremental simplex solver (`Backend.incremental`).
    case incremental
    /// GLPK as a batch LP solver (`Backend.glpk`).
    case glpk
    /// The automatic choice between the two (`Backend.auto`).
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
