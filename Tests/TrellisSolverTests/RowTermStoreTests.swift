import Testing
import TrellisTestSupport

@testable import TrellisSolver

/// Presolve's rows hold their terms in one pair of arrays: whatever the appends, removals
/// and changes, interleaved across rows, every row must read exactly as an array of its own
/// would (the same terms in the same order, a removal moving the last term into the gap).
@Suite struct RowTermStoreTests {
    typealias Term = (variable: Int32, coefficient: Double)

    func read(_ store: RowTermStore, _ r: Int) -> [Term] {
        (0..<store.count(r)).map { (store.variable($0, of: r), store.coefficient($0, of: r)) }
    }

    func same(_ a: [Term], _ b: [Term]) -> Bool {
        a.count == b.count
            && zip(a, b).allSatisfy { $0.variable == $1.variable && $0.coefficient == $1.coefficient }
    }

    @Test func seededOperationsMatchAnArrayPerRow() {
        var random = SplitMix64(seed: 20_261_128)
        for round in 0..<40 {
            var store = RowTermStore()
            var reference: [[Term]] = []
            for _ in 0..<2_000 {
                let choice = random.next() % 10
                if reference.isEmpty || choice == 0 {
                    let capacity = Int(random.next() % 4)
                    let r = store.addRow(capacity: capacity)
                    #expect(r == reference.count)
                    reference.append([])
                    continue
                }
                let r = Int(random.next() % UInt64(reference.count))
                if choice < 6 || reference[r].isEmpty {
                    let term: Term = (Int32(random.next() % 50), Double(random.next() % 1_000) - 500)
                    store.append(term.variable, term.coefficient, to: r)
                    reference[r].append(term)
                } else if choice < 8 {
                    let k = Int(random.next() % UInt64(reference[r].count))
                    store.remove(at: k, of: r)
                    let last = reference[r].removeLast()
                    if k < reference[r].count { reference[r][k] = last }
                } else {
                    let k = Int(random.next() % UInt64(reference[r].count))
                    let value = Double(random.next() % 1_000) / 8
                    store.setCoefficient(value, at: k, of: r)
                    reference[r][k].coefficient = value
                }
            }
            #expect(store.rowCount == reference.count)
            for r in reference.indices {
                #expect(same(read(store, r), reference[r]), "round \(round), row \(r)")
                for term in reference[r] {
                    let k = store.scan(for: term.variable, in: r)
                    #expect(k == reference[r].firstIndex { $0.variable == term.variable })
                }
                #expect(store.scan(for: 999, in: r) == nil)
            }
        }
    }

    @Test func aFullRowMovesToTheEndUnlessItIsLast() {
        var store = RowTermStore()
        let a = store.addRow(capacity: 2)
        let b = store.addRow(capacity: 1)
        store.append(1, 1, to: a)
        store.append(2, 2, to: a)
        store.append(3, 3, to: b)
        #expect(store.start(a) == 0)
        #expect(store.start(b) == 2)
        store.append(4, 4, to: a)  // full, not last: moves past b
        #expect(store.start(a) == 3)
        #expect(same(read(store, a), [(1, 1), (2, 2), (4, 4)]))
        store.append(5, 5, to: b)  // full, not last: moves past a's new room
        #expect(store.start(b) == 7)
        let moved = store.start(b)
        for k in 0..<6 { store.append(Int32(10 + k), Double(k), to: b) }  // last: grows in place
        #expect(store.start(b) == moved)
        #expect(store.count(b) == 8)
        #expect(same(read(store, a), [(1, 1), (2, 2), (4, 4)]))
        #expect(read(store, b).map(\.variable) == [3, 5, 10, 11, 12, 13, 14, 15])
    }
}
