import Testing
import Trellis
import TrellisDSL
import TrellisLayoutTestSupport

/// Seed articles 001 and 002: `view1` inset by a 10-point padding in its superview,
/// written with Masonry's maker, DLSimpleAutolayout's chains and plain anchors.
@Suite struct PaddingExampleTests {
    let padding = LayoutInsets(top: 10, left: 10, bottom: 10, right: 10)

    @Test func masonryMaker() throws {
        let tree = makeTree(320, 480, "view1")
        let (superview, view1) = (tree.root, tree.views[0])
        try view1.makeConstraints { make in
            make.top.equalTo(superview.dsl.top).offset(padding.top)
            make.left.equalTo(superview.dsl.left).offset(padding.left)
            make.bottom.equalTo(superview.dsl.bottom).offset(-padding.bottom)
            make.right.equalTo(superview.dsl.right).offset(-padding.right)
        }
        superview.layoutIfNeeded()
        expectFrame(view1, 10, 10, 300, 460)
    }

    @Test func masonryEdgesShorthand() throws {
        let tree = makeTree(320, 480, "view1")
        try tree.views[0].makeConstraints { make in make.edges.equalToSuperview().inset(padding) }
        tree.root.layoutIfNeeded()
        expectFrame(tree.views[0], 10, 10, 300, 460)
    }

    @Test func masonryBareNumbers() throws {
        let tree = makeTree(320, 480, "subView")
        try tree.views[0].makeConstraints { make in
            make.left.top.equalTo(20)
            make.right.bottom.equalTo(-10)
        }
        tree.root.layoutIfNeeded()
        expectFrame(tree.views[0], 20, 20, 290, 450)
    }

    @Test func dlSimpleArrayInstall() throws {
        let tree = makeTree(320, 480, "view1")
        let (superview, view1) = (tree.root, tree.views[0])
        let installed = try [
            view1.dl_top.equalTo(superview).offset(padding.top),
            view1.dl_left.equalTo(superview).offset(padding.left),
            view1.dl_bottom.equalTo(superview).offset(-padding.bottom),
            view1.dl_right.equalTo(superview).offset(-padding.right),
        ].dl_constraint_install()
        #expect(installed.count == 4)
        superview.layoutIfNeeded()
        expectFrame(view1, 10, 10, 300, 460)
    }

    @Test func dlSimpleOneByOne() throws {
        let tree = makeTree(320, 480, "view1")
        let (superview, view1) = (tree.root, tree.views[0])
        try view1.dl_top.equalTo(superview).offset(padding.top).install()
        try view1.dl_left.equalTo(superview).offset(padding.left).install()
        try view1.dl_bottom.equalTo(superview).offset(-padding.bottom).install()
        try view1.dl_right.equalTo(superview).offset(-padding.right).install()
        superview.layoutIfNeeded()
        expectFrame(view1, 10, 10, 300, 460)
    }

    @Test func anchorsGiveTheSameFrames() throws {
        let tree = makeTree(320, 480, "view1")
        let (superview, view1) = (tree.root, tree.views[0])
        try LayoutConstraint.activate([
            view1.topAnchor.constraint(equalTo: superview.topAnchor, constant: padding.top),
            view1.leftAnchor.constraint(equalTo: superview.leftAnchor, constant: padding.left),
            view1.bottomAnchor.constraint(equalTo: superview.bottomAnchor, constant: -padding.bottom),
            view1.rightAnchor.constraint(equalTo: superview.rightAnchor, constant: -padding.right),
        ])
        superview.layoutIfNeeded()
        expectFrame(view1, 10, 10, 300, 460)
        let maker = makeTree(320, 480, "view1")
        try maker.views[0].makeConstraints { make in make.edges.equalToSuperview().inset(padding) }
        maker.root.layoutIfNeeded()
        #expect(sameFrames(subtreeFrames(superview), subtreeFrames(maker.root)))
    }

    @Test func theFourDSLsBuildTheSameConstraints() throws {
        func texts(_ build: (LayoutView, LayoutView) throws -> Void) rethrows -> [String] {
            let tree = makeTree(320, 480, "view1")
            try build(tree.root, tree.views[0])
            return tree.views[0].madeConstraints().map(\.description).sorted()
        }
        let anchors = try texts { superview, view1 in
            try LayoutConstraint.activate([
                view1.topAnchor.constraint(equalTo: superview.topAnchor, constant: 10),
                view1.leftAnchor.constraint(equalTo: superview.leftAnchor, constant: 10),
                view1.bottomAnchor.constraint(equalTo: superview.bottomAnchor, constant: -10),
                view1.rightAnchor.constraint(equalTo: superview.rightAnchor, constant: -10),
            ])
        }
        let maker = try texts { _, view1 in
            try view1.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
        }
        let chains = try texts { superview, view1 in
            try [
                view1.dl_top.equalTo(superview).offset(10), view1.dl_left.equalTo(superview).offset(10),
                view1.dl_bottom.equalTo(superview).offset(-10), view1.dl_right.equalTo(superview).offset(-10),
            ].install()
        }
        let operators = try texts { superview, view1 in
            try constrain(view1, superview) { view1, superview in
                view1.top == superview.top + 10
                view1.left == superview.left + 10
                view1.bottom == superview.bottom - 10
                view1.right == superview.right - 10
            }
        }
        #expect(anchors.count == 4)
        #expect(maker == anchors)
        #expect(chains == anchors)
        #expect(operators == anchors)
    }
}
