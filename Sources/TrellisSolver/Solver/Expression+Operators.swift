// Arithmetic that builds terms and expressions from variables and numbers.
// Each operator is a one-line lifting to `Expression`; see `Expression` for the model.

// MARK: Variable and Term scaling

public func * (lhs: Variable, rhs: Double) -> Term { Term(lhs, rhs) }
public func * (lhs: Double, rhs: Variable) -> Term { Term(rhs, lhs) }
public func / (lhs: Variable, rhs: Double) -> Term { Term(lhs, 1 / rhs) }
public prefix func - (operand: Variable) -> Term { Term(operand, -1) }

public func * (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient * rhs) }
public func * (lhs: Double, rhs: Term) -> Term { rhs * lhs }
public func / (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient / rhs) }
public prefix func - (operand: Term) -> Term { Term(operand.variable, -operand.coefficient) }

// MARK: Expression scaling

public func * (lhs: Expression, rhs: Double) -> Expression {
    Expression(lhs.terms.map { $0 * rhs }, constant: lhs.constant * rhs)
}
public func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }
public func / (lhs: Expression, rhs: Double) -> Expression {
    Expression(lhs.terms.map { $0 / rhs }, constant: lhs.constant / rhs)
}
public prefix func - (operand: Expression) -> Expression { operand * -1 }

// MARK: Sums

public func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}
public func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }

public func + (lhs: Expression, rhs: Double) -> Expression {
    Expression(lhs.terms, constant: lhs.constant + rhs)
}
public func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }
public func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
public func - (lhs: Double, rhs: Expression) -> Expression { -rhs + lhs }

public func + (lhs: Expression, rhs: Term) -> Expression { lhs + Expression(rhs) }
public func + (lhs: Term, rhs: Expression) -> Expression { Expression(lhs) + rhs }
public func - (lhs: Expression, rhs: Term) -> Expression { lhs + -rhs }
public func - (lhs: Term, rhs: Expression) -> Expression { Expression(lhs) - rhs }

public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }

public func + (lhs: Term, rhs: Term) -> Expression { Expression([lhs, rhs]) }
public func - (lhs: Term, rhs: Term) -> Expression { Expression([lhs, -rhs]) }
public func + (lhs: Term, rhs: Variable) -> Expression { Expression([lhs, Term(rhs)]) }
public func - (lhs: Term, rhs: Variable) -> Expression { Expression([lhs, -rhs]) }
public func + (lhs: Variable, rhs: Term) -> Expression { Expression([Term(lhs), rhs]) }
public func - (lhs: Variable, rhs: Term) -> Expression { Expression([Term(lhs), -rhs]) }
public func + (lhs: Term, rhs: Double) -> Expression { Expression([lhs], constant: rhs) }
public func - (lhs: Term, rhs: Double) -> Expression { Expression([lhs], constant: -rhs) }
public func + (lhs: Double, rhs: Term) -> Expression { Expression([rhs], constant: lhs) }
public func - (lhs: Double, rhs: Term) -> Expression { Expression([-rhs], constant: lhs) }

public func + (lhs: Variable, rhs: Variable) -> Expression { Expression([Term(lhs), Term(rhs)]) }
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression([Term(lhs), -rhs]) }
public func + (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs)], constant: rhs) }
public func - (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs)], constant: -rhs) }
public func + (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs)], constant: lhs) }
public func - (lhs: Double, rhs: Variable) -> Expression { Expression([-rhs], constant: lhs) }
