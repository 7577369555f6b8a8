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
