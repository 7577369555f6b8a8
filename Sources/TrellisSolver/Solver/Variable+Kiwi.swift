// kiwi's accessors on a variable, for code ported from kiwi or kiwisolver.

extension Variable {
    /// Renames the variable (kiwi's `setName`); the new name shows in descriptions and dumps.
    /// Rename a variable before handing it to another thread.
    /// ```swift
    /// let x = Variable()
    /// x.setName("left")
    /// print(x.name)   // left   (kiwi's x.name())
    /// ```
    public func setName(_ name: String) {
        self.name = name
    }

    /// Keeps `context` with the variable (kiwi's `setContext`); read it back with
    /// ``context``. The solvers never read it.
    /// ```swift
    /// let x = Variable("left")
    /// x.setContext(["view": "avatar"])
    /// print(x.context as? [String: String] ?? [:])   // ["view": "avatar"]   (kiwi's x.context())
    /// ```
    public func setContext(_ context: Any?) {
        self.context = context
    }
}

extension Solver {
    /// The solver's state as text in kiwi's dump sections (kiwisolver's `dumps()`): the same
    /// text as ``kiwiDump()``. kiwi's `dump()`, which prints it, is `print(solver.dumps())`
    /// here: ``dump()`` returns Trellis's own, more detailed dump.
    /// ```swift
    /// let solver = Solver()
    /// try solver.addConstraint(Variable("x") >= 10)
    /// print(solver.dumps())
    /// ```
    public func dumps() -> String {
        kiwiDump()
    }
}
