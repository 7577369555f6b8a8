/// A parsed JSON value, as ``JSONReader`` produces it: numbers are finite doubles, objects
/// keep their keys in file order (and have no duplicate keys).
///
/// ```swift
/// let value = try JSONReader.parse(Array("{\"x\": 1}".utf8))
/// if case .object(let object) = value { print(object["x"] ?? .null) }
/// ```
enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// What kind of value this is, for error messages ("expected a number, found a string").
    var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A JSON object: its members in file order, with unique keys.
struct JSONObject: Sendable, Hashable {
    /// The members, in the order the file lists them.
    private(set) var members: [Member]
    private var indexByKey: [String: Int]

    /// One `"key": value` member.
    struct Member: Sendable, Hashable {
        var key: String
        var value: JSONValue
    }

    /// An empty object.
    init() {
        members = []
        indexByKey = [:]
    }

    /// The value for `key`, if present.
    subscript(key: String) -> JSONValue? {
        indexByKey[key].map { members[$0].value }
    }

    /// The keys, in file order.
    var keys: [String] { members.map(\.key) }

    /// Appends a member; returns false (and changes nothing) when `key` is already present.
    mutating func append(key: String, value: JSONValue) -> Bool {
        guard indexByKey[key] == nil else { return false }
        indexByKey[key] = members.count
        members.append(Member(key: key, value: value))
        return true
    }
}
