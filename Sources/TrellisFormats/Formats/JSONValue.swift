import Trellis

/// A parsed JSON value, as ``JSONReader`` produces it: numbers are finite doubles, objects
/// keep their keys in file order (and have no duplicate keys).
///
/// ```swift
/// let value = try JSONReader.parse(Array("{\"x\": 1}".utf8))
/// if case .object(let object) = value { print(object["x"] ?? .null) }
/// ```
package enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// What kind of value this is, for error messages ("expected a number, found a string").
    package var kindDescription: String {
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
///
/// Small objects (the usual case) find keys by a linear search; larger ones keep an index.
package struct JSONObject: Sendable, Hashable {
    /// The members, in the order the file lists them.
    package private(set) var members: [Member]
    private var indexByKey: [String: Int]

    /// Objects with more members than this keep an index by key.
    private static let linearSearchLimit = 12

    /// One `"key": value` member.
    package struct Member: Sendable, Hashable {
        package var key: String
        package var value: JSONValue
    }

    /// An empty object.
    package init() {
        members = []
        indexByKey = [:]
    }

    /// An object of `members`, whose keys the caller has checked are unique.
    init(uniqueMembers: [Member]) {
        members = uniqueMembers
        indexByKey = [:]
        if members.count > Self.linearSearchLimit {
            for (index, member) in members.enumerated() { indexByKey[member.key] = index }
        }
    }

    /// The value for `key`, if present.
    package subscript(key: String) -> JSONValue? {
        index(of: key).map { members[$0].value }
    }

    /// The keys, in file order.
    package var keys: [String] { members.map(\.key) }

    /// Appends a member; returns false (and changes nothing) when `key` is already present.
    package mutating func append(key: String, value: JSONValue) -> Bool {
        guard index(of: key) == nil else { return false }
        members.append(Member(key: key, value: value))
        if members.count > Self.linearSearchLimit {
            if indexByKey.isEmpty {
                for (index, member) in members.enumerated() { indexByKey[member.key] = index }
            } else {
                indexByKey[key] = members.count - 1
            }
        }
        return true
    }

    private func index(of key: String) -> Int? {
        if members.count > Self.linearSearchLimit { return indexByKey[key] }
        return members.firstIndex { $0.key == key }
    }
}
