/// A slot's intrinsic-size constraints (hugging and compression resistance per axis, at
/// ``EngineSlot/hugWidth`` ... ``EngineSlot/resistHeight``) held as numbers, with the entry
/// of each: a constraint object and its place in the engine's map cost about 220 bytes per
/// constraint, four per view of a large layout.
struct IntrinsicEntries {
    private var hugWidth: EngineEntry?
    private var resistWidth: EngineEntry?
    private var hugHeight: EngineEntry?
    private var resistHeight: EngineEntry?
    /// The constants and priorities' raw values, by offset from ``EngineSlot/hugWidth``.
    private var numbers = Numbers()

    /// Eight numbers held inline (a tuple cannot be read at a variable offset).
    private struct Numbers {
        var constant0 = 0.0
        var constant1 = 0.0
        var constant2 = 0.0
        var constant3 = 0.0
        var priority0 = 0.0
        var priority1 = 0.0
        var priority2 = 0.0
        var priority3 = 0.0
    }

    /// The entry of implicit constraint `index`, nil when the slot has none there.
    func entry(_ index: Int) -> EngineEntry? {
        switch index {
        case EngineSlot.hugWidth: hugWidth
        case EngineSlot.resistWidth: resistWidth
        case EngineSlot.hugHeight: hugHeight
        case EngineSlot.resistHeight: resistHeight
        default: nil
        }
    }

    /// The constant of implicit constraint `index` (the intrinsic width or height).
    func constant(_ index: Int) -> Double {
        switch index {
        case EngineSlot.hugWidth: numbers.constant0
        case EngineSlot.resistWidth: numbers.constant1
        case EngineSlot.hugHeight: numbers.constant2
        case EngineSlot.resistHeight: numbers.constant3
        default: .nan
        }
    }

    /// The priority of implicit constraint `index`.
    func priority(_ index: Int) -> LayoutPriority {
        let raw: Double
        switch index {
        case EngineSlot.hugWidth: raw = numbers.priority0
        case EngineSlot.resistWidth: raw = numbers.priority1
        case EngineSlot.hugHeight: raw = numbers.priority2
        case EngineSlot.resistHeight: raw = numbers.priority3
        default: raw = .nan
        }
        return LayoutPriority(rawValue: raw)
    }

    /// Sets the entry of implicit constraint `index` (nil: none); other indices are ignored.
    mutating func setEntry(_ entry: EngineEntry?, _ index: Int) {
        switch index {
        case EngineSlot.hugWidth: hugWidth = entry
        case EngineSlot.resistWidth: resistWidth = entry
        case EngineSlot.hugHeight: hugHeight = entry
        case EngineSlot.resistHeight: resistHeight = entry
        default: break
        }
    }

    /// Sets the constant and priority of implicit constraint `index`.
    mutating func setNumbers(_ constant: Double, _ priority: LayoutPriority, _ index: Int) {
        switch index {
        case EngineSlot.hugWidth: (numbers.constant0, numbers.priority0) = (constant, priority.rawValue)
        case EngineSlot.resistWidth: (numbers.constant1, numbers.priority1) = (constant, priority.rawValue)
        case EngineSlot.hugHeight: (numbers.constant2, numbers.priority2) = (constant, priority.rawValue)
        case EngineSlot.resistHeight: (numbers.constant3, numbers.priority3) = (constant, priority.rawValue)
        default: break
        }
    }

    /// How many entries there are.
    var count: Int {
        (hugWidth == nil ? 0 : 1) + (resistWidth == nil ? 0 : 1) + (hugHeight == nil ? 0 : 1)
            + (resistHeight == nil ? 0 : 1)
    }
}
