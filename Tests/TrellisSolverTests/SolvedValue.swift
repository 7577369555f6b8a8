import TrellisSolver

/// `v`'s value once `solver` has written its solution (``Solver/updateVariables()``), for the
/// suites that read one variable at a time.
func value(_ solver: Solver, _ v: Variable) -> Double {
    solver.updateVariables()
    return v.value
}
