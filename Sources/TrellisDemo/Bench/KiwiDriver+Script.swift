import Trellis

// The Python side of the kiwisolver column, run as `python3 -c <script>`.

extension KiwiDriver {
    /// Reads one system from stdin, times cold builds and solves with kiwisolver, prints one
    /// JSON object: `{"samples": [...], "batch": k, "values": [...]}` or `{"error": "..."}`.
    ///
    /// Input: `{"variables": n, "constraints": [[[[index, coefficient], ...], constant,
    /// "==" | "<=" | ">=", weight or null for required], ...], "edits": [[index, weight,
    /// value], ...], "repeat": r, "minimum": seconds, "budget": seconds}`.
    /// One solve is what kiwi's own benchmark times: a new solver, its edit variables, every
    /// constraint in order, the suggested values, then `updateVariables()`.
    static let script = """
        import json, math, sys, time
        import kiwisolver as kiwi

        def main():
            spec = json.load(sys.stdin)
            count = spec["variables"]
            rows = spec["constraints"]
            edits = spec["edits"]
            holder = {}

            def solve_once():
                variables = [kiwi.Variable("v%d" % i) for i in range(count)]
                solver = kiwi.Solver()
                for index, weight, _ in edits:
                    solver.addEditVariable(variables[index], weight)
                for terms, constant, relation, weight in rows:
                    expression = kiwi.Expression(
                        [kiwi.Term(variables[i], c) for i, c in terms], constant)
                    if relation == "==":
                        constraint = expression == 0
                    elif relation == "<=":
                        constraint = expression <= 0
                    else:
                        constraint = expression >= 0
                    strength = "required" if weight is None else weight
                    solver.addConstraint(constraint | strength)
                for index, _, value in edits:
                    solver.suggestValue(variables[index], value)
                solver.updateVariables()
                holder["values"] = [v.value() for v in variables]

            start = time.perf_counter()
            solve_once()
            first = time.perf_counter() - start
            if first > spec["budget"]:
                samples, batch = [first], 1
            else:
                batch = max(1, min(10000, math.ceil(spec["minimum"] / max(first, 1e-9))))
                samples = []
                for _ in range(spec["repeat"]):
                    start = time.perf_counter()
                    for _ in range(batch):
                        solve_once()
                    samples.append((time.perf_counter() - start) / batch)
            print(json.dumps({"samples": samples, "batch": batch, "values": holder["values"]}))

        try:
            main()
        except Exception as error:
            print(json.dumps({"error": "%s: %s" % (type(error).__name__, error)}))
        """
}
