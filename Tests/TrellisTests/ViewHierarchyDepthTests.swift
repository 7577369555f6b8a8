import Testing

@testable import Trellis

/// Deep view trees: a cycle is still refused, building a long chain of nested views stays
/// linear, and freeing it does not recurse level by level.
@Suite struct ViewHierarchyDepthTests {
    @Test func aViewCannotContainItsOwnAncestor() throws {
        let (a, b, c) = (LayoutView("a"), LayoutView("b"), LayoutView("c"))
        try a.insertSubview(b, at: 0)
        try b.insertSubview(c, at: 0)
        #expect(throws: LayoutError.self) { try c.insertSubview(a, at: 0) }
        #expect(throws: LayoutError.self) { try c.insertSubview(b, at: 0) }
        #expect(throws: LayoutError.self) { try a.insertSubview(a, at: 0) }
        // Nothing moved.
        #expect(b.superview === a && c.superview === b && a.superview == nil)
        // Moving a leaf is still allowed.
        try a.insertSubview(c, at: 0)
        #expect(c.superview === a && b.subviews.isEmpty)
    }

    @Test func aChainOfNestedViewsIsBuiltLaidOutAndFreed() throws {
        weak var deepest: LayoutView?
        do {
            let root = LayoutView("v0", frame: LayoutRect(x: 0, y: 0, width: 100, height: 100))
            var parent = root
            for i in 1..<100_000 {
                let child = LayoutView("v\(i)")
                try parent.insertSubview(child, at: 0)
                parent = child
            }
            deepest = parent
            try LayoutConstraint.activate([
                parent.widthAnchor.constraint(equalToConstant: 10),
                parent.heightAnchor.constraint(equalToConstant: 20),
            ])
            #expect(parent.frame.size == LayoutSize(width: 0, height: 0))
            root.layoutIfNeeded()
            #expect(parent.frame.width == 10 && parent.frame.height == 20)
        }
        // The whole chain is gone once the root is (freed one level at a time, not
        // recursively: recursion overflows the stack at this depth).
        #expect(deepest == nil)
    }
}
