import Trellis
import TrellisSolver

/// Turns the JSON value of a system file into a `LinearSystem`, checking every rule of
/// FORMATS.md §1 and naming the place of the first problem.
struct SystemFileReader {
    private(set) var system = LinearSystem()
    private(set) var indexByName: [String: Int] = [:]

    private static let topLevelKeys = ["variables", "constraints", "edits"]
    private static let constraintKeys = ["id", "constraint", "strength"]
    private static let editKeys = ["variable", "strength", "suggest"]

    /// Reads the whole document. On error, `self` is partly filled and must be discarded.
    mutating func read(_ root: JSONValue) throws(SystemFileError) {
        guard case .object(let top) = root else {
            throw SystemFileError(
                .document, "the top level must be a JSON object, found \(root.kindDescription)")
        }
        for key in top.keys where !Self.topLevelKeys.contains(key) {
            throw SystemFileError(
                .document,
                "unknown top-level key '\(key)'\(Suggestion.hint(for: key, in: Self.topLevelKeys)) "
                    + "(expected 'variables', 'constraints' or 'edits')")
        }
        if let variables = top["variables"] { try readVariables(variables) }
        guard let constraints = top["constraints"] else {
            throw SystemFileError(.document, "missing the top-level key 'constraints'")
        }
        try readConstraints(constraints)
        if let edits = top["edits"] { try readEdits(edits) }
    }

    // MARK: - variables

    private mutating func readVariables(_ value: JSONValue) throws(SystemFileError) {
        guard case .object(let object) = value else {
            throw SystemFileError(
                .variables(name: nil),
                "must be an object of names and numbers, found \(value.kindDescription)")
        }
        for member in object.members {
            guard SystemFile.isValidName(member.key) else {
                throw SystemFileError(
                    .variables(name: member.key), "not a valid name (names are [A-Za-z_][A-Za-z0-9_]*)")
            }
            guard case .number(let initial) = member.value else {
                throw SystemFileError(
                    .variables(name: member.key),
                    "the initial value must be a number, found \(member.value.kindDescription)")
            }
            indexByName[member.key] = system.addVariable(member.key, initialValue: initial)
        }
    }

    private mutating func index(of name: String) -> Int {
        if let index = indexByName[name] { return index }
        let index = system.addVariable(name)
        indexByName[name] = index
        return index
    }

    // MARK: - constraints

    private mutating func readConstraints(_ value: JSONValue) throws(SystemFileError) {
        guard case .array(let elements) = value else {
            throw SystemFileError(.document, "'constraints' must be an array, found \(value.kindDescription)")
        }
        var ids = Set<String>(minimumCapacity: elements.count)
        for (position, element) in elements.enumerated() {
            // Built when used (most constraints name their own id).
            var defaultID: String { "c\(position)" }
            guard case .object(let object) = element else {
                throw SystemFileError(
                    .constraint(id: defaultID, column: nil),
                    "each constraint must be an object, found \(element.kindDescription)")
            }
            let id: String
            if let idValue = object["id"] {
                guard case .string(let text) = idValue, !text.isEmpty else {
                    throw SystemFileError(
                        .constraint(id: defaultID, column: nil),
                        "'id' must be a non-empty string, found \(describe(idValue))")
                }
                id = text
            } else {
                id = defaultID
            }
            for member in object.members where !Self.constraintKeys.contains(member.key) {
                let key = member.key
                throw SystemFileError(
                    .constraint(id: id, column: nil),
                    "unknown key '\(key)'\(Suggestion.hint(for: key, in: Self.constraintKeys)) "
                        + "(expected 'id', 'constraint' or 'strength')")
            }
            guard ids.insert(id).inserted else {
                let how = object["id"] == nil ? " (its default id)" : ""
                throw SystemFileError(.constraint(id: id, column: nil), "duplicate id\(how)")
            }
            guard let textValue = object["constraint"] else {
                throw SystemFileError(.constraint(id: id, column: nil), "missing the key 'constraint'")
            }
            guard case .string(let text) = textValue else {
                throw SystemFileError(
                    .constraint(id: id, column: nil),
                    "'constraint' must be a string, found \(textValue.kindDescription)")
            }
            let strength = try readStrength(object["strength"], place: .constraint(id: id, column: nil))
            let parsed: ParsedConstraint
            do {
                parsed = try ConstraintParser.parse(text)
            } catch {
                throw SystemFileError(.constraint(id: id, column: error.column), error.message)
            }
            for name in parsed.form.names { _ = index(of: name) }
            let coefficients = parsed.form.names.compactMap { name -> LinearSystem.Coefficient? in
                let value = parsed.form.coefficient(of: name)
                guard value != 0, let variable = indexByName[name] else { return nil }
                return LinearSystem.Coefficient(variable: variable, value: value)
            }
            system.constraints.append(
                LinearSystem.ConstraintEntry(
                    id: id, coefficients: coefficients, constant: parsed.form.constant,
                    relation: parsed.relation, strength: strength))
        }
    }

    /// A strength: absent means required; `"required" "strong" "medium" "weak"`, or a
    /// positive finite number.
    private func readStrength(_ value: JSONValue?, place: SystemFileError.Place) throws(SystemFileError)
        -> Strength
    {
        guard let value else { return .required }
        switch value {
        case .string("required"): return .required
        case .string("strong"): return .strong
        case .string("medium"): return .medium
        case .string("weak"): return .weak
        case .number(let weight) where weight > 0 && weight.isFinite: return Strength(weight)
        case .number(let weight):
            throw SystemFileError(place, "a numeric strength must be positive and finite, found \(weight)")
        default:
            var hint = ""
            if case .string(let name) = value {
                hint = Suggestion.hint(for: name, in: ["required", "strong", "medium", "weak"])
            }
            throw SystemFileError(
                place,
                "'strength' must be \"required\", \"strong\", \"medium\", \"weak\" or a positive number, "
                    + "found \(describe(value))\(hint)")
        }
    }

    // MARK: - edits

    private mutating func readEdits(_ value: JSONValue) throws(SystemFileError) {
        guard case .array(let elements) = value else {
            throw SystemFileError(.document, "'edits' must be an array, found \(value.kindDescription)")
        }
        var edited = Set<String>()
        for (position, element) in elements.enumerated() {
            guard case .object(let object) = element else {
                throw SystemFileError(
                    .edit(index: position, variable: nil),
                    "each edit must be an object, found \(element.kindDescription)")
            }
            var place = SystemFileError.Place.edit(index: position, variable: nil)
            guard let variableValue = object["variable"] else {
                throw SystemFileError(place, "missing the key 'variable'")
            }
            guard case .string(let name) = variableValue else {
                throw SystemFileError(
                    place, "'variable' must be a string, found \(variableValue.kindDescription)")
            }
            place = .edit(index: position, variable: name)
            guard SystemFile.isValidName(name) else {
                throw SystemFileError(place, "not a valid name (names are [A-Za-z_][A-Za-z0-9_]*)")
            }
            for key in object.keys where !Self.editKeys.contains(key) {
                throw SystemFileError(
                    place,
                    "unknown key '\(key)'\(Suggestion.hint(for: key, in: Self.editKeys)) "
                        + "(expected 'variable', 'strength' and 'suggest')")
            }
            guard let strengthValue = object["strength"] else {
                throw SystemFileError(
                    place, "missing the key 'strength' (edits need a non-required strength)")
            }
            let strength = try readStrength(strengthValue, place: place)
            guard !strength.isRequired else { throw SystemFileError(place, "an edit cannot be required") }
            guard let suggestValue = object["suggest"] else {
                throw SystemFileError(place, "missing the key 'suggest'")
            }
            guard case .number(let suggested) = suggestValue else {
                throw SystemFileError(
                    place, "'suggest' must be a number, found \(suggestValue.kindDescription)")
            }
            guard edited.insert(name).inserted else {
                throw SystemFileError(place, "the variable '\(name)' is edited twice")
            }
            system.addEdit(variable: index(of: name), strength: strength, suggestedValue: suggested)
        }
    }

    /// A short description of a value for a message: strings quoted, numbers shown.
    private func describe(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): "the string \"\(text.count > 40 ? String(text.prefix(40)) + "..." : text)\""
        case .number(let number): "the number \(number)"
        default: value.kindDescription
        }
    }
}
