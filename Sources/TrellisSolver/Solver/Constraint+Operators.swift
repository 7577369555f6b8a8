// Relations between expressions build constraints. Operands of every other kind
// (Variable, Term, Double) are lifted to `Expression` by the overloads below.

public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .equal) }
public func <= (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}
public func >= (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}

public func == (lhs: Expression, rhs: Double) -> Constraint { lhs == Expression(rhs) }
public func <= (lhs: Expression, rhs: Double) -> Constraint { lhs <= Expression(rhs) }
public func >= (lhs: Expression, rhs: Double) -> Constraint { lhs >= Expression(rhs) }
public func == (lhs: Double, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
public func <= (lhs: Double, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
public func >= (lhs: Double, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }

public func == (lhs: Expression, rhs: Variable) -> Constraint { lhs == Expression(rhs) }
public func <= (lhs: Expression, rhs: Variable) -> Constraint { lhs <= Expression(rhs) }
public func >= (lhs: Expression, rhs: Variable) -> Constraint { lhs >= Expression(rhs) }
public func == (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
public func <= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
public func >= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }

public func == (lhs: Expression, rhs: Term) -> Constraint { lhs == Expression(rhs) }
public func <= (lhs: Expression, rhs: Term) -> Constraint { lhs <= Expression(rhs) }
public func >= (lhs: Expression, rhs: Term) -> Constraint { lhs >= Expression(rhs) }
public func == (lhs: Term, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
public func <= (lhs: Term, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
public func >= (lhs: Term, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }

public func == (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) == Expression(rhs) }
public func <= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) <= Expression(rhs) }
public func >= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) >= Expression(rhs) }
public func == (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) == Expression(rhs) }
public func <= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) <= Expression(rhs) }
public func >= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) >= Expression(rhs) }
public func == (lhs: Double, rhs: Variable) -> Constraint { Expression(lhs) == Expression(rhs) }
public func <= (lhs: Double, rhs: Variable) -> Constraint { Expression(lhs) <= Expression(rhs) }
public func >= (lhs: Double, rhs: Variable) -> Constraint { Expression(lhs) >= Expression(rhs) }

public func == (lhs: Term, rhs: Term) -> Constraint { Expression(lhs) == Expression(rhs) }
public func <= (lhs: Term, rhs: Term) -> Constraint { Expression(lhs) <= Expression(rhs) }
public func >= (lhs: Term, rhs: Term) -> Constraint { Expression(lhs) >= Expression(rhs) }
public func == (lhs: Term, rhs: Variable) -> Constraint { Expression(lhs) == Expression(rhs) }
public func <= (lhs: Term, rhs: Variable) -> Constraint { Expression(lhs) <= Expression(rhs) }
public func >= (lhs: Term, rhs: Variable) -> Constraint { Expression(lhs) >= Expression(rhs) }
public func == (lhs: Variable, rhs: Term) -> Constraint { Expression(lhs) == Expression(rhs) }
public func <= (lhs: Variable, rhs: Term) -> Constraint { Expression(lhs) <= Expression(rhs) }
public func >= (lhs: Variable, rhs: Term) -> Constraint { Expression(lhs) >= Expression(rhs) }
public func == (lhs: Term, rhs: Double) -> Constraint { Expression(lhs) == Expression(rhs) }
public func <= (lhs: Term, rhs: Double) -> Constraint { Expression(lhs) <= Expression(rhs) }
public func >= (lhs: Term, rhs: Double) -> Constraint { Expression(lhs) >= Expression(rhs) }
public func == (lhs: Double, rhs: Term) -> Constraint { Expression(lhs) == Expression(rhs) }
public func <= (lhs: Double, rhs: Term) -> Constraint { Expression(lhs) <= Expression(rhs) }
public func >= (lhs: Double, rhs: Term) -> Constraint { Expression(lhs) >= Expression(rhs) }
