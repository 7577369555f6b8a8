/// The slots an entry's constraint names, in the order first named: the first two held
/// inline (a constraint relates at most two items unless it measures a distance), the rest
/// in an array. An entry keeps them as long as it lives, and a large layout has several
/// entries per view: an array for each cost an allocation and about 60 bytes.
struct EntrySlots: RandomAccessCollection, ExpressibleByArrayLiteral {
    private var slot0: EngineSlot?
    private var slot1: EngineSlot?
    private var overflow: [EngineSlot] = []

    init() {}

    init(arrayLiteral elements: EngineSlot...) {
        for slot in elements { append(slot) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int {
        if slot0 == nil { return 0 }
        if slot1 == nil { return 1 }
        return 2 + overflow.count
    }

    subscript(position: Int) -> EngineSlot {
        switch position {
        case 0: if let slot0 { return slot0 }
        case 1: if let slot1 { return slot1 }
        default: break
        }
        return overflow[position - 2]
    }

    /// Appends `slot` after the others.
    mutating func append(_ slot: EngineSlot) {
        if slot0 == nil {
            slot0 = slot
        } else if slot1 == nil {
            slot1 = slot
        } else {
            overflow.append(slot)
        }
    }
}
