import Foundation
import Trellis

/// The scopes every DSL honours: building constraints without installing them, and giving a
/// priority or an identifier to every constraint created in a closure (PureLayout's
/// `autoCreateConstraintsWithoutInstalling`, `autoSetPriority`, `autoSetIdentifier`).
///
/// The priority and identifier scopes are task-local values, and a without-installing scope
/// belongs to the thread that opened it, so layouts built on several threads at once never see
/// each other's scopes (and the constraints collected never cross threads).
// snippet: given let avatar = LayoutView("avatar")
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
        /// The priority every new constraint gets, when set.
        var priority: LayoutPriority?
        /// The identifier every new constraint gets, when set.
        var identifier: String?
    }

    /// Constraints built in a without-installing scope. It lives in the dictionary of the
    /// thread that opened the scope and is only used there, so it needs no lock (and the
    /// constraints, which are not `Sendable`, stay on that thread).
    final class Collector {
        /// The key of the innermost open collector in the thread's dictionary.
        static let key = "Trellis.DSLScope.collector"
        var constraints: [LayoutConstraint] = []

        /// The innermost without-installing scope open on this thread, if any.
        static var current: Collector? { Thread.current.threadDictionary[key] as? Collector }
    }

    /// Runs `body` so that the constraints the DSLs create in it are built and validated but
    /// not installed, and returns them (in creation order).
    ///
    /// - Throws: what `body` throws (the DSLs throw ``DSLError``).
    public static func withoutInstalling(_ body: () throws -> Void) rethrows -> [LayoutConstraint] {
        let dictionary = Thread.current.threadDictionary
        let outer = dictionary[Collector.key]
        let collector = Collector()
        dictionary[Collector.key] = collector
        defer { dictionary[Collector.key] = outer }
        try body()
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
        if let collector = Collector.current {
            collector.constraints += constraints
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
