import TrellisSolver

/// A slot's four variables (`minX`, `minY`, `width`, `height`, at the offsets
/// ``EngineSlot/minX`` to ``EngineSlot/height``), held inline: an array for each of a large
/// layout's views cost an allocation and about 80 bytes.
struct SlotVariables {
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable

    /// Variables named `<name>.minX`, `<name>.minY`, `<name>.width` and `<name>.height`.
    init(_ name: String) {
        minX = Variable(name + ".minX")
        minY = Variable(name + ".minY")
        width = Variable(name + ".width")
        height = Variable(name + ".height")
    }

    /// The variable at `offset` (taken modulo 4, as engine indices are).
    subscript(offset: Int) -> Variable {
        switch offset & 3 {
        case 0: minX
        case 1: minY
        case 2: width
        default: height
        }
    }
}
