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
/// `@unchecked Sendable`, under an invariant the compiler cannot check: the identity never
/// changes, and the name and context are set before the variable is shared; the value and the solver's slot cache live in out-of-line
/// storage that a solver writes without synchronization (the pointer keeps the solver's hot
/// loops free of exclusivity checks and atomics; a relaxed-atomic version measured 2 to 3
/// times slower on edit-and-update). So a variable may be handed to another thread, but its
/// `value` must not be read or written while a solver holding it runs on another thread;
/// the layout engine and bulk layout never share a variable between threads.
public final class Variable: Identifiable, @unchecked Sendable {
    /// The name used in descriptions, dumps and the JSON formats (kiwi's `name()`; set it
    /// with ``setName(_:)`` or directly).
    public var name: String
    /// Any value the caller wants to keep with the variable (kiwi's `context()`); the solvers
    /// never read it.
    public var context: Any? {
        get { contextBox?.value }
        set { contextBox = newValue.map(ContextBox.init) }
    }
    /// ``context``'s storage: a pointer, where an inline `Any?` took 32 bytes of every
    /// variable (most have no context; a layout engine makes four per view).
    private var contextBox: ContextBox?
    /// The value and the solver cache, out of line: a solver writes values and reads its
    /// cached slot through this pointer, without the runtime exclusivity checks that
    /// class stored properties pay.
    let storage: UnsafeMutablePointer<VariableStorage>

    /// The value the last ``Solver/updateVariables()`` wrote (or the initial value).
    public var value: Double {
        get { storage.pointee.value }
        set { storage.pointee.value = newValue }
    }

    /// Creates a variable.
    /// - Parameters:
    ///   - name: a name for descriptions; need not be unique.
    ///   - value: the initial value, reported until a solver writes one.
    public init(_ name: String = "", value: Double = 0) {
        self.name = name
        storage = .allocate(capacity: 1)
        storage.initialize(to: VariableStorage(value: value, owner: 0, index: -1))
    }

    deinit {
        storage.deallocate()
    }
}

/// Variables whose values code in this package writes many at a time (the layout engine
/// after a presolve replay): their storage addresses, looked up once, and the variables
/// themselves, which this keeps alive.
package struct VariableValueTable {
    private let variables: [Variable]
    private let storages: [UnsafeMutablePointer<VariableStorage>]

    package init(_ variables: [Variable]) {
        self.variables = variables
        storages = variables.map(\.storage)
    }

    package var count: Int { variables.count }

    /// Sets the value of variable `k` to `values[k]` for every listed `k` (every variable
    /// when `indices` is nil); indices out of range of either are skipped.
    package func assign(_ values: [Double], at indices: [Int]? = nil) {
        storages.withUnsafeBufferPointer { storages in
            values.withUnsafeBufferPointer { values in
                let count = min(storages.count, values.count)
                guard let indices else {
                    for k in 0..<count { storages[k].pointee.value = values[k] }
                    return
                }
                for k in indices where k >= 0 && k < count { storages[k].pointee.value = values[k] }
            }
        }
    }
}

/// A variable's value and the slot of its record in the solver that used it last.
///
/// `owner` is that solver's token and `index` the record's index there; a solver checks
/// the record really holds this variable before trusting it, so a variable shared by
/// several solvers (or a stale slot) only costs a dictionary lookup.
struct VariableStorage {
    var value: Double
    var owner: UInt
    var index: Int32
}

extension Variable: CustomStringConvertible {
    /// The variable's name, or `v<address>` when it has none.
    public var description: String {
        name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue))" : name
    }
}

/// A variable's context, boxed.
private final class ContextBox {
    let value: Any
    init(_ value: Any) { self.value = value }
}
