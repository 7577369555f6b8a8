import TrellisSolver

/// Writes a ``LinearSystem`` in the `trellis solve` format (FORMATS.md §1), so outside
/// tools (kiwisolver, HiGHS) see exactly the systems the Swift benchmarks solve.
enum SystemJSON {
    /// The JSON text of `system`.
    static func encode(_ system: LinearSystem) -> String {
        var out = "{\n  \"variables\": {"
        out += system.variables.map { "\"\($0.name)\": \(number($0.initialValue))" }.joined(separator: ", ")
        out += "},\n  \"constraints\": [\n"
        out += system.constraints.map { row in
            var text = ""
            for (k, c) in row.coefficients.enumerated() {
                let name = system.variables[c.variable].name
                let magnitude = abs(c.value)
                let sign = c.value < 0 ? "-" : (k == 0 ? "" : "+")
                let factor = magnitude == 1 ? name : "\(number(magnitude))*\(name)"
                text += k == 0 ? "\(sign)\(factor)" : " \(sign) \(factor)"
            }
            if row.coefficients.isEmpty { text = "0" }
            if row.constant != 0 {
                text += row.constant < 0 ? " - \(number(-row.constant))" : " + \(number(row.constant))"
            }
            text += " \(row.relation.rawValue) 0"
            let strength = row.strength.isRequired ? "" : ", \"strength\": \(number(row.strength.weight))"
            return "    {\"id\": \"\(row.id)\", \"constraint\": \"\(text)\"\(strength)}"
        }.joined(separator: ",\n")
        out += "\n  ],\n  \"edits\": [\n"
        out += system.edits.map { e in
            "    {\"variable\": \"\(system.variables[e.variable].name)\", \"strength\": "
                + "\(number(e.strength.weight)), \"suggest\": \(number(e.suggestedValue))}"
        }.joined(separator: ",\n")
        out += "\n  ]\n}\n"
        return out
    }

    /// A number the constraint grammar and JSON both read back exactly.
    static func number(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return "\(v)"
    }
}
