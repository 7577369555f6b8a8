/// The strings a ``JSONScanner`` has made, by a hash of their bytes, so that a key or value
/// met again (a view's `"parent"`, its parent's id) is not validated and built again.
///
/// Direct-mapped: each hash has one slot, and a new string takes the slot of an older one.
/// A hit is checked byte for byte against where the string first stood in the input, which
/// lives as long as the scanner.
struct JSONStringCache {
    private struct Slot {
        var hash: UInt64 = 0
        var start = 0
        var count = -1
        var string = ""
    }

    /// How many slots (a power of two); made on the first string, so that a small document
    /// pays for none.
    private static var capacity: Int { 256 }
    private var slots: [Slot] = []

    /// The seed of ``hash(_:into:)`` (FNV-1a, 64 bits).
    static var seed: UInt64 { 0xcbf2_9ce4_8422_2325 }

    /// Folds `byte` into `hash`.
    @inline(__always)
    static func hash(_ byte: UInt8, into hash: inout UInt64) {
        hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }

    /// The hash of `string`'s UTF-8, as ``hash(_:into:)`` folds it byte by byte.
    static func hash(of string: String) -> UInt64 {
        var hash = seed
        for byte in string.utf8 { Self.hash(byte, into: &hash) }
        return hash
    }

    /// The string of `bytes[start..<start + count]` (UTF-8 without escapes, checked already)
    /// whose hash is `hash`.
    mutating func string(
        _ bytes: UnsafeBufferPointer<UInt8>, start: Int, count: Int, hash: UInt64
    ) -> String {
        if slots.isEmpty { slots = Array(repeating: Slot(), count: Self.capacity) }
        let index = Int(truncatingIfNeeded: hash) & (Self.capacity - 1)
        let slot = slots[index]
        if slot.hash == hash, slot.count == count {
            var same = 0
            while same < count, bytes[slot.start + same] == bytes[start + same] { same += 1 }
            if same == count { return slot.string }
        }
        let run = UnsafeBufferPointer(rebasing: bytes[start..<(start + count)])
        let string = String(decoding: run, as: UTF8.self)
        slots[index] = Slot(hash: hash, start: start, count: count, string: string)
        return string
    }
}
