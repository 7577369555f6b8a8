/// The one tolerance of the solver.
///
/// A coefficient or constant whose magnitude is below ``epsilon`` is treated as zero: such
/// cells are dropped from rows, such reduced costs do not make a symbol enter, such row
/// constants count as feasible, and a phase-1 optimum below it counts as satisfiable.
/// Values in layout systems are points (1e-3 ... 1e5) and weights go up to about 1e9, so
/// an absolute 1e-8 is far below every meaningful quantity and well above the roundoff of
/// the few operations a row goes through between refreshes.
enum Tolerance {
    /// The threshold under which a magnitude is zero.
    static let epsilon = 1.0e-8

    /// Whether `value` is zero within ``epsilon``.
    @inline(__always)
    static func isZero(_ value: Double) -> Bool { abs(value) < epsilon }
}

/// What a tableau symbol stands for.
///
/// Symbols are small integers (`Int32` ids into per-symbol arrays); this is the kind of
/// each, which decides how the simplex treats it.
/// - `external`: a user ``Variable``; unrestricted in sign (free).
/// - `slack`: the slack of an inequality (also the phase-1 artificial); `>= 0`.
/// - `error`: a violation of a non-required constraint or edit; `>= 0`, in the objective.
/// - `dummy`: the marker of a required equality; fixed at `0`, never enters the basis.
enum SymbolKind: UInt8 {
    case unused
    case external
    case slack
    case error
    case dummy

    /// Whether the symbol must stay `>= 0` (slack, error) or `== 0` (dummy).
    var isRestricted: Bool { self == .slack || self == .error || self == .dummy }

    /// Whether the symbol may enter the basis during optimisation.
    var isPivotable: Bool { self == .slack || self == .error || self == .external }

    /// The one-letter prefix used in dumps.
    var prefix: String {
        switch self {
        case .unused: "?"
        case .external: "x"
        case .slack: "s"
        case .error: "e"
        case .dummy: "d"
        }
    }
}

/// One `coefficient * symbol` cell of a ``Row``.
struct Cell {
    var symbol: Int32
    var coefficient: Double
}
