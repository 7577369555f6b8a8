import Synchronization

/// A named unknown of a linear system, whose `value` a ``Solver`` writes.
///
/// Variables have identity (like kiwi's): two variables with the same name are
/// still two different unknowns. `Variable` is deliberately not `Equatable`, so that
/// `x == y` builds a ``Constraint`` instead of comparing; compare identities with `===`.
///
/// ```swift
/// let width = Variable("width")
/// let solver = Solver()
/// try solver.addConstraint(width >= 100)
/// solver.updateVariables()
/// print(width.value)  // 100
/// ```
///
/// A variable is `Sendable`: its value and its solver cache are atomics (relaxed loads and
/// stores, plain moves on x86-64 and arm64), so a value read on one thread while a solver
/// writes it on another is an old or a new value, never a torn one or a data race.
public final class Variable: Identifiable, Sendable {
    /// The name used in descriptions, dumps and the JSON formats.
    public let name: String
    /// The value's bit pattern.
    let valueBits: Atomic<UInt64>
    /// The token of the solver that used this variable last (see ``cachedIndex``).
    let cachedOwner: Atomic<UInt>
    /// The index of the variable's record in that solver, or -1. The pair is only a hint: a
    /// solver checks the record really holds this variable before trusting it, so a variable
    /// shared by several solvers (or a stale or half-updated pair) only costs a dictionary
    /// lookup.
    let cachedIndex: Atomic<Int32>

    /// The value the last ``Solver/updateVariables()`` wrote (or the initial value).
    public var value: Double {
        get { Double(bitPattern: valueBits.load(ordering: .relaxed)) }
        set { valueBits.store(newValue.bitPattern, ordering: .relaxed) }
    }

    /// Creates a variable.
    /// - Parameters:
    ///   - name: a name for descriptions; need not be unique.
    ///   - value: the initial value, reported until a solver writes one.
    public init(_ name: String = "", value: Double = 0) {
        self.name = name
        valueBits = Atomic(value.bitPattern)
        cachedOwner = Atomic(0)
        cachedIndex = Atomic(-1)
    }

    /// Writes the value (the solver's path: no getter round trip).
    @inline(__always)
    func write(_ value: Double) {
        valueBits.store(value.bitPattern, ordering: .relaxed)
    }
}

extension Variable: CustomStringConvertible {
    /// The variable's name, or `v<address>` when it has none.
    public var description: String {
        name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue))" : name
    }
}
