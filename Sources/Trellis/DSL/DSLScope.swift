import Synchronization

/// The scopes every DSL honours: building constraints without installing them, and giving a
/// priority or an identifier to every constraint created in a closure (PureLayout's
/// `autoCreateConstraintsWithoutInstalling`, `autoSetPriority`, `autoSetIdentifier`).
///
/// The scope state is a task-local value: it belongs to the thread (or task) that opened the
/// scope, so layouts built on several threads at once never see each other's scopes.
/// ```swift
/// let built = try DSLScope.withoutInstalling {
///     try DSLScope.withPriority(.defaultHigh) {
///         try avatar.autoSetDimensions(to: LayoutSize(width: 32, height: 32))
///     }
/// }
/// // built: two inactive constraints at priority 750
/// try built.autoInstallConstraints()
/// ```
public enum DSLScope {
    /// The current scope state of this thread or task.
    @TaskLocal static var current = State()

    /// What the open scopes ask for.
    struct State: Sendable {
        /// Where constraints go instead of being installed, when set.
        var collector: Collector?
        /// The priority every new constraint gets, when set.
        var priority: LayoutPriority?
        /// The identifier every new constraint gets, when set.
        var identifier: String?
    }

    /// Constraints built in a without-installing scope.
    final class Collector: Sendable {
        private let storage = Mutex<[LayoutConstraint]>([])

        func append(_ constraints: [LayoutConstraint]) {
            storage.withLock { $0.append(contentsOf: constraints) }
        }

        var constraints: [LayoutConstraint] { storage.withLock { $0 } }
    }

    /// Runs `body` so that the constraints the DSLs create in it are built and validated but
    /// not installed, and returns them (in creation order).
    ///
    /// - Throws: what `body` throws (the DSLs throw ``DSLError``).
    public static func withoutInstalling(_ body: () throws -> Void) rethrows -> [LayoutConstraint] {
        var state = current
        let collector = Collector()
        state.collector = collector
        try run(state, body)
        return collector.constraints
    }

    /// Runs `body` giving `priority` to every constraint the DSLs create in it.
    ///
    /// - Throws: what `body` throws (the DSLs throw ``DSLError``).
    public static func withPriority(_ priority: LayoutPriority, _ body: () throws -> Void) rethrows {
        var state = current
        state.priority = priority
        try run(state, body)
    }

    /// Runs `body` giving `identifier` to every constraint the DSLs create in it.
    ///
    /// - Throws: what `body` throws (the DSLs throw ``DSLError``).
    public static func withIdentifier(_ identifier: String, _ body: () throws -> Void) rethrows {
        var state = current
        state.identifier = identifier
        try run(state, body)
    }

    /// Runs `body` with `state` bound.
    private static func run(_ state: State, _ body: () throws -> Void) rethrows {
        try $current.withValue(state) { try body() }
    }

    /// Installs constraints a DSL built, honouring the open scopes: applies the scope's
    /// priority and identifier, then activates all of them (or none), or, in a
    /// without-installing scope, validates them and hands them to the scope. Returns whether
    /// they were activated.
    @discardableResult
    static func install(_ constraints: [LayoutConstraint]) throws(DSLError) -> Bool {
        try prepare(constraints)
        let state = current
        if let collector = state.collector {
            collector.append(constraints)
            return false
        }
        do {
            try LayoutConstraint.activate(constraints)
        } catch {
            throw .layout(error)
        }
        return true
    }

    /// Applies the scope's priority and identifier and validates, without installing.
    static func prepare(_ constraints: [LayoutConstraint]) throws(DSLError) {
        let state = current
        for constraint in constraints {
            if let priority = state.priority { constraint.priority = priority }
            if let identifier = state.identifier { constraint.identifier = identifier }
        }
        for constraint in constraints where !constraint.isActive {
            do {
                try constraint.validate()
            } catch {
                throw .layout(error)
            }
        }
    }
}
