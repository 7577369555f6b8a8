import Trellis
public import TrellisSolver

/// A linear system read from the JSON format of FORMATS.md §1 (`trellis solve FILE.json`):
/// the `LinearSystem` both backends accept, with its variables and constraint ids named as
/// in the file.
///
/// Variables come in this order: those listed under `variables`, then those first used in
/// a constraint (in file order), then edit variables used nowhere else; each new one starts
/// at 0. Constraint `i` of the file is row `i` of ``system``, with its id (default `c<i>`).
///
/// ```swift
/// let file = try SystemFile(json: """
///     { "constraints": [ { "id": "c1", "constraint": "2*x + y >= 10" },
///                        { "constraint": "x == 3", "strength": "weak" } ] }
///     """)
/// let solution = try file.solve(backend: .auto)
/// print(try file.outputJSON(for: solution))
/// ```
public struct SystemFile: Sendable {
    /// The system, ready for `Backend.solve`.
    public private(set) var system: LinearSystem
    /// The variables by name (nil after ``releaseNameIndex()``).
    private var names: NameTable?

    /// Reads a system from the bytes of a JSON file (UTF-8).
    ///
    /// - Throws: ``SystemFileError`` naming the first problem and where it is: bad JSON
    ///   (line and column), an unknown key, a wrong type, a bad name, a duplicate id or edit
    ///   variable, a required edit, a bad strength, a non-finite number, or a malformed
    ///   constraint string (its id and column).
    /// - Complexity: O(n) in the size of the file, plus O(terms) per product in an expression.
    public init(bytes: [UInt8]) throws(SystemFileError) {
        // Most files are read straight from their bytes; the rest, and every malformed one,
        // go through the JSON tree.
        if let read = SystemBytesReader.read(bytes) {
            system = read.system
            names = read.names
            return
        }
        let root: JSONValue
        do {
            root = try JSONReader.parse(bytes)
        } catch {
            throw SystemFileError(.text(line: error.line, column: error.column), error.message)
        }
        var reader = SystemFileReader()
        try reader.read(root)
        system = reader.system
        var table = NameTable()
        for (index, variable) in system.variables.enumerated() {
            table.insert(hash: NameTable.hash(of: variable.name), index: index)
        }
        names = table
    }

    /// Reads a system from JSON text.
    ///
    /// - Throws: ``SystemFileError``, as ``init(bytes:)``.
    public init(json: String) throws(SystemFileError) {
        try self.init(bytes: Array(json.utf8))
    }

    /// The variable names, by index into ``system``'s variables.
    public var variableNames: [String] { system.variables.map(\.name) }

    /// The index of the variable called `name`, if the file has one.
    public func variableIndex(named name: String) -> Int? {
        guard let names else { return system.variables.firstIndex { $0.name == name } }
        return names.lookup(hash: NameTable.hash(of: name)) { system.variables[$0].name == name }
    }

    /// Lets go of the index of the variables by name, for a caller that never looks a name
    /// up (`trellis solve` frees it before the solve: 8 MB for 400,000 variables).
    /// ``variableIndex(named:)`` then searches the variables in order.
    package mutating func releaseNameIndex() {
        names = nil
    }

    /// Solves the system with `backend`.
    ///
    /// - Throws: `SolverError` when the backend fails (an unsatisfiable system is not an
    ///   error: it is a `SystemSolution.Status.unsatisfiable(conflict:)` status).
    public func solve(backend: Backend = .auto, priorities: PriorityMode = .weighted) throws(SolverError)
        -> SystemSolution
    {
        // Both readers refuse a duplicate constraint id, so the solve need not look again.
        try backend.solve(system, priorities: priorities, checkingIDs: false)
    }

    /// Whether `text` is a valid variable name: `[A-Za-z_][A-Za-z0-9_]*`.
    public static func isValidName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || isASCIILetter(first) else {
            return false
        }
        return text.unicodeScalars.allSatisfy { $0 == "_" || isASCIILetter($0) || ("0"..."9").contains($0) }
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar)
    }
}
