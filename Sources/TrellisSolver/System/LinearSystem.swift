/// A value snapshot of a constraint system: variables by index, constraints as sparse
/// rows, and edit variables with suggested values. Both backends (the incremental
/// ``Solver`` and the GLPK batch solver) accept it and return a ``SystemSolution``.
///
/// Each constraint reads `sum(coefficient * x[variable]) + constant REL 0`.
/// ```swift
/// var system = LinearSystem()
/// let x = system.addVariable("x"), y = system.addVariable("y")
/// system.addConstraint(id: "c1", [(x, 2), (y, 1)], constant: -10, .greaterThanOrEqual)
/// system.addConstraint(id: "c2", [(x, 1)], constant: -3, .equal, strength: .weak)
/// ```
public struct LinearSystem: Sendable {
    /// An unknown: its name and the value it starts from.
    public struct VariableEntry: Sendable, Hashable {
        public var name: String
        public var initialValue: Double
        public init(name: String, initialValue: Double = 0) {
            self.name = name
            self.initialValue = initialValue
        }
    }

    /// One coefficient of a row.
    public struct Coefficient: Sendable, Hashable {
        /// Index into ``LinearSystem/variables``.
        public var variable: Int
        public var value: Double
        public init(variable: Int, value: Double) {
            self.variable = variable
            self.value = value
        }
    }

    /// `sum(coefficients) + constant REL 0`, with a strength.
    public struct ConstraintEntry: Sendable, Hashable {
        // In this order, the one-byte relation sits in the location's tail padding: 64 bytes
        // a row, not 72.
        public var id: String
        public var coefficients: [Coefficient]
        public var constant: Double
        public var strength: Strength
        public var location: SourceLocation
        public var relation: Relation
        public init(
            id: String, coefficients: [Coefficient], constant: Double, relation: Relation,
            strength: Strength = .required, location: SourceLocation = .unknown
        ) {
            self.id = id
            self.coefficients = coefficients
            self.constant = constant
            self.relation = relation
            self.strength = strength
            self.location = location
        }
    }

    /// An edit variable: `x[variable] == suggestedValue` at a non-required strength,
    /// as kiwi's `addEditVariable` + `suggestValue`.
    public struct EditEntry: Sendable, Hashable {
        public var variable: Int
        public var strength: Strength
        public var suggestedValue: Double
        public init(variable: Int, strength: Strength, suggestedValue: Double) {
            self.variable = variable
            self.strength = strength
            self.suggestedValue = suggestedValue
        }
    }

    public var variables: [VariableEntry]
    public var constraints: [ConstraintEntry]
    public var edits: [EditEntry]

    /// Creates a system.
    public init(
        variables: [VariableEntry] = [], constraints: [ConstraintEntry] = [], edits: [EditEntry] = []
    ) {
        self.variables = variables
        self.constraints = constraints
        self.edits = edits
    }

    /// Appends a variable and returns its index.
    @discardableResult
    public mutating func addVariable(_ name: String, initialValue: Double = 0) -> Int {
        variables.append(VariableEntry(name: name, initialValue: initialValue))
        return variables.count - 1
    }

    /// Appends a constraint `sum(terms) + constant REL 0`.
    public mutating func addConstraint(
        id: String, _ terms: [(Int, Double)], constant: Double, _ relation: Relation,
        strength: Strength = .required, location: SourceLocation = .unknown
    ) {
        constraints.append(
            ConstraintEntry(
                id: id, coefficients: terms.map { Coefficient(variable: $0.0, value: $0.1) },
                constant: constant, relation: relation, strength: strength, location: location))
    }

    /// Appends an edit variable with its suggested value.
    public mutating func addEdit(variable: Int, strength: Strength, suggestedValue: Double) {
        edits.append(EditEntry(variable: variable, strength: strength, suggestedValue: suggestedValue))
    }
}
