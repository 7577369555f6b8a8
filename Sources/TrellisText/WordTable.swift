/// One generation of the word cache: words of a text (bytes) in a font, with their advances, in
/// an open-addressing table whose keys live in one byte arena. Looking a word up hashes and
/// compares its bytes in place: no `String`, no allocation.
///
/// Holds at most `capacity` words; ``PangoRunCache`` keeps two generations.
///
// snippet: given @testable import TrellisText
/// ```swift
/// var table = WordTable(capacity: 100)
/// let word: [UInt8] = Array("layout".utf8)
/// word.withUnsafeBufferPointer { w in
///     table.insert(w, font: 0, hash: WordTable.hash(w, font: 0), PangoRunCache.Word(width: 4096, breaksInside: false))
/// }
/// ```
/// - Complexity: O(length of the word) per lookup and insertion, amortized.
struct WordTable {
    private struct Slot {
        var hash: UInt64 = 0
        var start: Int32 = -1
        var length: Int32 = 0
        var font: Int32 = 0
        var word = PangoRunCache.Word(width: 0, breaksInside: false)
    }

    /// The most words the table holds.
    let capacity: Int
    /// The words it holds.
    private(set) var count = 0
    private var slots: [Slot]
    private var arena: [UInt8] = []

    /// Creates an empty table for up to `capacity` words.
    init(capacity: Int) {
        self.capacity = max(0, capacity)
        slots = Array(repeating: Slot(), count: 16)
    }

    /// Whether the table holds `capacity` words.
    var isFull: Bool { count >= capacity }

    /// The hash of `word` in font `font` (FNV-1a over the font and the bytes).
    static func hash(_ word: UnsafeBufferPointer<UInt8>, font: Int32) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(UInt32(bitPattern: font))
        for byte in word {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// The word's entry, if the table holds it.
    func find(_ word: UnsafeBufferPointer<UInt8>, font: Int32, hash: UInt64) -> PangoRunCache.Word? {
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        return arena.withUnsafeBufferPointer { arena in
            while true {
                let slot = slots[index]
                if slot.start < 0 { return nil }
                if slot.hash == hash && slot.font == font && Int(slot.length) == word.count
                    && Self.equal(arena, Int(slot.start), word)
                {
                    return slot.word
                }
                index = (index + 1) & mask
            }
        }
    }

    /// Adds `word` (not in the table) with its entry; ignored when the table is full.
    mutating func insert(
        _ word: UnsafeBufferPointer<UInt8>, font: Int32, hash: UInt64, _ entry: PangoRunCache.Word
    ) {
        guard count < capacity, arena.count + word.count < Int(Int32.max) else { return }
        if (count + 1) * 2 > slots.count { grow() }
        var slot = Slot(
            hash: hash, start: Int32(arena.count), length: Int32(word.count), font: font, word: entry)
        arena.append(contentsOf: word)
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        while slots[index].start >= 0 { index = (index + 1) & mask }
        swap(&slots[index], &slot)
        count += 1
    }

    /// Doubles the slots, placing every word again.
    private mutating func grow() {
        let old = slots
        slots = Array(repeating: Slot(), count: old.count * 2)
        let mask = slots.count - 1
        for slot in old where slot.start >= 0 {
            var index = Int(truncatingIfNeeded: slot.hash) & mask
            while slots[index].start >= 0 { index = (index + 1) & mask }
            slots[index] = slot
        }
    }

    private static func equal(
        _ arena: UnsafeBufferPointer<UInt8>, _ start: Int, _ word: UnsafeBufferPointer<UInt8>
    )
        -> Bool
    {
        for offset in 0..<word.count where arena[start + offset] != word[offset] { return false }
        return true
    }
}
