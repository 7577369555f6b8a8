/// The constraints an engine made for one view (its frame pins, intrinsic size and fitting
/// target, at the offsets ``EngineSlot/frameLeft`` to ``EngineSlot/fitHeight``), held
/// inline: an array for each of a large layout's views cost an allocation and about 130 bytes.
struct ImplicitConstraints: RandomAccessCollection, MutableCollection {
    private var frameLeft: LayoutConstraint?
    private var frameTop: LayoutConstraint?
    private var frameWidth: LayoutConstraint?
    private var frameHeight: LayoutConstraint?
    private var hugWidth: LayoutConstraint?
    private var resistWidth: LayoutConstraint?
    private var hugHeight: LayoutConstraint?
    private var resistHeight: LayoutConstraint?
    private var fitWidth: LayoutConstraint?
    private var fitHeight: LayoutConstraint?

    var startIndex: Int { 0 }
    var endIndex: Int { 10 }

    /// The constraint at `position` (nil when the engine has none there); positions outside
    /// `0..<10` hold none and keep none.
    subscript(position: Int) -> LayoutConstraint? {
        get {
            switch position {
            case EngineSlot.frameLeft: frameLeft
            case EngineSlot.frameTop: frameTop
            case EngineSlot.frameWidth: frameWidth
            case EngineSlot.frameHeight: frameHeight
            case EngineSlot.hugWidth: hugWidth
            case EngineSlot.resistWidth: resistWidth
            case EngineSlot.hugHeight: hugHeight
            case EngineSlot.resistHeight: resistHeight
            case EngineSlot.fitWidth: fitWidth
            case EngineSlot.fitHeight: fitHeight
            default: nil
            }
        }
        set {
            switch position {
            case EngineSlot.frameLeft: frameLeft = newValue
            case EngineSlot.frameTop: frameTop = newValue
            case EngineSlot.frameWidth: frameWidth = newValue
            case EngineSlot.frameHeight: frameHeight = newValue
            case EngineSlot.hugWidth: hugWidth = newValue
            case EngineSlot.resistWidth: resistWidth = newValue
            case EngineSlot.hugHeight: hugHeight = newValue
            case EngineSlot.resistHeight: resistHeight = newValue
            case EngineSlot.fitWidth: fitWidth = newValue
            case EngineSlot.fitHeight: fitHeight = newValue
            default: break
            }
        }
    }
}
