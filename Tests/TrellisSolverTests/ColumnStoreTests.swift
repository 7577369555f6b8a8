import Testing
import TrellisTestSupport

@testable import TrellisSolver

/// Presolve's columns hold every variable's rows in one array: whatever the appends, changes
/// and truncations, interleaved across variables, every list must read exactly as an array
/// of its own would, and reading one list by index must survive appends to the others.
@Suite struct ColumnStoreTests {
    func read(_ store: ColumnStore, _ v: Int) -> [Int32] {
        (0..<store.count(v)).map { store.row($0, of: v) }
    }

    @Test func seededOperationsMatchAnArrayPerVariable() {
        var random = SplitMix64(seed: 20_261_129)
        for round in 0..<40 {
            let variables = 1 + Int(random.next() % 30)
            var store = ColumnStore(variableCount: variables)
            if round % 2 == 0 { store.reserveCapacity(Int(random.next() % 64)) }
            var reference = [[Int32]](repeating: [], count: variables)
            for _ in 0..<2_000 {
                let v = Int(random.next() % UInt64(variables))
                let choice = random.next() % 10
                if choice < 6 || reference[v].isEmpty {
                    let r = Int32(random.next() % 1_000)
                    store.append(r, to: v)
                    reference[v].append(r)
                } else if choice < 8 {
                    let k = Int(random.next() % UInt64(reference[v].count))
                    let r = Int32(random.next() % 1_000)
                    store.set(r, at: k, of: v)
                    reference[v][k] = r
                } else {
                    let n = Int(random.next() % UInt64(reference[v].count + 1))
                    store.truncate(v, to: n)
                    reference[v].removeLast(reference[v].count - n)
                }
            }
            #expect(store.variableCount == variables)
            let wrong = (0..<variables).filter { read(store, $0) != reference[$0] }
            #expect(wrong.isEmpty, "round \(round): lists \(wrong) differ")
        }
    }

    @Test func aListReadByIndexSurvivesAppendsToOthers() {
        var store = ColumnStore(variableCount: 3)
        for r in 0..<5 { store.append(Int32(r), to: 0) }
        var seen: [Int32] = []
        for k in 0..<store.count(0) {
            seen.append(store.row(k, of: 0))
            // Each append moves list 1 or 2 to the end of the array and may grow it.
            for r in 0..<9 { store.append(Int32(100 + r), to: 1 + k % 2) }
        }
        #expect(seen == [0, 1, 2, 3, 4])
        #expect(read(store, 1).count == 27)
        #expect(read(store, 2).count == 18)
    }

    @Test func scratchKeepsItsRoomAndComesBackEmpty() {
        var store = ColumnStore(variableCount: 1)
        var list = store.takeScratch()
        list.append(contentsOf: [7, 8, 9])
        let room = list.capacity
        store.giveBack(list)
        let again = store.takeScratch()
        #expect(again.isEmpty)
        #expect(again.capacity == room)
    }
}
