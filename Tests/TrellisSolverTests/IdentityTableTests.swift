import Testing
import TrellisTestSupport

@testable import TrellisSolver

/// The identity table against a `Dictionary` under a seeded random mix of insertions,
/// overwrites and removals (removal shifts probe runs back, the part easiest to get wrong).
@Suite struct IdentityTableTests {
    final class Key {}

    @Test func agreesWithDictionary() {
        var generator = SplitMix64(seed: 20_261_121)
        let keys = (0..<300).map { _ in Key() }
        var table = IdentityTable()
        var reference: [ObjectIdentifier: Int32] = [:]
        for step in 0..<20_000 {
            let key = ObjectIdentifier(keys[Int(generator.next() % UInt64(keys.count))])
            if generator.next() % 3 == 0 {
                table[key] = nil
                reference[key] = nil
            } else {
                table[key] = Int32(step)
                reference[key] = Int32(step)
            }
            if step % 97 == 0 {
                for k in keys { #expect(table[ObjectIdentifier(k)] == reference[ObjectIdentifier(k)]) }
            }
            #expect(table.count == reference.count)
        }
        for k in keys { table[ObjectIdentifier(k)] = nil }
        #expect(table.count == 0)
        #expect(table[ObjectIdentifier(keys[0])] == nil)
    }

    @Test func emptyTableFindsNothing() {
        let table = IdentityTable()
        #expect(table[ObjectIdentifier(Key())] == nil)
        #expect(table.count == 0)
    }

    /// Emptied (small tables in place, large ones released) and filled again, at both sizes.
    @Test(arguments: [5, 200])
    func removeAllForgetsEveryKeyAndTakesNewOnes(count: Int) {
        let keys = (0..<count).map { _ in Key() }
        var table = IdentityTable()
        for (i, k) in keys.enumerated() { table[ObjectIdentifier(k)] = Int32(i) }
        table.removeAll()
        #expect(table.count == 0)
        for k in keys { #expect(table[ObjectIdentifier(k)] == nil) }
        for (i, k) in keys.enumerated().reversed() { table[ObjectIdentifier(k)] = Int32(2 * i) }
        #expect(table.count == count)
        for (i, k) in keys.enumerated() { #expect(table[ObjectIdentifier(k)] == Int32(2 * i)) }
    }

    /// A table reserved up front keeps every key it is given, past the reservation too, and
    /// keeps what it held when reserved again.
    @Test(arguments: [0, 1, 9, 100])
    func reservedTableHoldsEveryKey(reserved: Int) {
        let keys = (0..<150).map { _ in Key() }
        var table = IdentityTable()
        table.reserve(reserved)
        for (i, k) in keys.enumerated() {
            table[ObjectIdentifier(k)] = Int32(i)
            if i == 20 { table.reserve(120) }
        }
        #expect(table.count == keys.count)
        for (i, k) in keys.enumerated() { #expect(table[ObjectIdentifier(k)] == Int32(i)) }
        #expect(table[ObjectIdentifier(Key())] == nil)
    }
}
