// The document model the XML reader builds: elements with their attributes, children and
// where they start in the file.

/// One XML element of an Interface Builder document.
struct IBElement {
    /// The element's name (`view`, `constraint`, `rect`...).
    var name: String
    /// The attributes as written.
    var attributes: [String: String]
    /// The child elements, in document order.
    var children: [IBElement] = []
    /// Where the element starts (1-based line and column, as the XML parser reports them).
    var line: Int
    var column: Int

    subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// The object id (`id="..."`).
    var id: String? { attributes["id"] }

    /// The value of the `key` attribute.
    var key: String? { attributes["key"] }

    /// The first child with `name` (and `key`, when given).
    func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0.key == key) }
    }

    /// Every child named `name`.
    func children(_ name: String) -> [IBElement] {
        children.filter { $0.name == name }
    }

    /// The first child with the given `key` attribute, whatever its name.
    func child(key: String) -> IBElement? {
        children.first { $0.key == key }
    }

    /// Whether `attribute` is written `YES`.
    func flag(_ attribute: String) -> Bool { attributes[attribute] == "YES" }

    /// `attribute` as a number, when it is one.
    func number(_ attribute: String) -> Double? {
        guard let text = attributes[attribute], let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
