// Size-class variations: `<variation key="heightClass=compact-widthClass=regular">` with
// `<mask key="constraints"><include reference="..."/></mask>`, and the `default` variation's
// excludes.

/// The size classes a variation key asks for.
struct IBSizeClassTrait {
    var width: InterfaceBuilderDevice.SizeClass?
    var height: InterfaceBuilderDevice.SizeClass?

    /// Reads `widthClass=compact`, `heightClass=regular-widthClass=compact`...; nil for a key
    /// that names something else.
    init?(key: String) {
        if key.isEmpty { return nil }
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=")
            guard pair.count == 2, let value = InterfaceBuilderDevice.SizeClass(rawValue: String(pair[1]))
            else {
                return nil
            }
            switch pair[0] {
            case "widthClass": width = value
            case "heightClass": height = value
            default: return nil
            }
        }
        if width == nil && height == nil { return nil }
    }

    func matches(_ device: InterfaceBuilderDevice) -> Bool {
        (width == nil || width == device.horizontalSizeClass)
            && (height == nil || height == device.verticalSizeClass)
    }

    /// How many classes it names: a more specific variation applies after a less specific one.
    var specificity: Int { (width == nil ? 0 : 1) + (height == nil ? 0 : 1) }
}

/// Which objects a view's variations install on the device.
struct IBVariations {
    /// ids with a decision: true installed, false not.
    private var decisions: [String: Bool] = [:]

    /// Reads the `<variation>` elements of a root for `device`; keys that are not size
    /// classes are reported through `unsupported`.
    init(variations: [IBElement], device: InterfaceBuilderDevice, unsupported: (IBElement) -> Void) {
        guard !variations.isEmpty else { return }
        var applicable: [(Int, IBElement)] = []
        for variation in variations {
            let key = variation.key ?? ""
            if key == "default" {
                applicable.append((-1, variation))
            } else if let trait = IBSizeClassTrait(key: key) {
                if trait.matches(device) { applicable.append((trait.specificity, variation)) }
            } else {
                unsupported(variation)
            }
        }
        applicable.sort { $0.0 < $1.0 }
        for (_, variation) in applicable {
            for mask in variation.children("mask") {
                for entry in mask.children {
                    guard let reference = entry["reference"] else { continue }
                    if entry.name == "include" { decisions[reference] = true }
                    if entry.name == "exclude" { decisions[reference] = false }
                }
            }
        }
    }

    /// Whether the object with `id` is installed (true unless a variation says otherwise).
    func isInstalled(_ id: String?) -> Bool {
        guard let id else { return true }
        return decisions[id] ?? true
    }
}

extension IBElement {
    /// The view element with the size-class `<variation>`s of its properties that match
    /// `device` applied, least specific first: the attributes a variation writes
    /// (`hidden="YES"`) replace the view's, and its keyed children (a `fontDescription`)
    /// replace the view's child with the same key. Masks of constraints and subviews are
    /// ``IBVariations``' concern and are left alone.
    func applyingPropertyVariations(for device: InterfaceBuilderDevice) -> IBElement {
        var matching: [(specificity: Int, order: Int, variation: IBElement)] = []
        for (order, variation) in children.enumerated() where variation.name == "variation" {
            guard let trait = IBSizeClassTrait(key: variation.key ?? ""), trait.matches(device) else {
                continue
            }
            matching.append((trait.specificity, order, variation))
        }
        guard !matching.isEmpty else { return self }
        matching.sort { ($0.specificity, $0.order) < ($1.specificity, $1.order) }
        var result = self
        for (_, _, variation) in matching {
            for (name, value) in variation.attributes where name != "key" && name != "id" {
                result.attributes[name] = value
            }
            for child in variation.children {
                guard let key = child.key, !Self.structuralChildren.contains(child.name) else { continue }
                if let index = result.children.firstIndex(where: { $0.key == key && $0.name != "variation" })
                {
                    result.children[index] = child
                } else {
                    result.children.append(child)
                }
            }
        }
        return result
    }

    /// Children a property variation never replaces: what makes the view tree and its frames.
    private static let structuralChildren: Set<String> = ["mask", "subviews", "constraints", "rect"]
}
