import Testing
import Trellis

/// The FORMATS.md cell written in VFL and with plain anchors gives identical frames.
@Suite struct VisualFormatVersusAnchorsTests {
    func makeCell() -> (cell: LayoutView, avatar: LayoutView, name: LayoutView) {
        let cell = LayoutView("cell", frame: LayoutRect(x: 0, y: 0, width: 375, height: 120))
        let avatar = LayoutView("avatar")
        let name = LayoutView("name")
        name.intrinsicContentSize = LayoutSize(width: 80, height: 17)
        cell.addSubview(avatar)
        cell.addSubview(name)
        return (cell, avatar, name)
    }

    @Test func feedCellRow() throws {
        let vfl = makeCell()
        try LayoutConstraint.activate(
            try LayoutConstraint.constraints(
                withVisualFormat: "H:|-pad-[avatar(32)]-10-[name]-(>=8)-|", options: .alignAllCenterY,
                metrics: ["pad": 15], views: ["avatar": vfl.avatar, "name": vfl.name])
                + LayoutConstraint.constraints(
                    withVisualFormat: "V:[avatar(32)]", views: ["avatar": vfl.avatar])
                + [vfl.avatar.centerYAnchor.constraint(equalTo: vfl.cell.centerYAnchor)])
        try vfl.cell.layoutIfNeeded(strict: true)

        let anchors = makeCell()
        try LayoutConstraint.activate([
            anchors.avatar.leadingAnchor.constraint(equalTo: anchors.cell.leadingAnchor, constant: 15),
            anchors.avatar.widthAnchor.constraint(equalToConstant: 32),
            anchors.name.leadingAnchor.constraint(equalTo: anchors.avatar.trailingAnchor, constant: 10),
            anchors.cell.trailingAnchor.constraint(
                greaterThanOrEqualTo: anchors.name.trailingAnchor, constant: 8),
            anchors.name.centerYAnchor.constraint(equalTo: anchors.avatar.centerYAnchor),
            anchors.avatar.heightAnchor.constraint(equalToConstant: 32),
            anchors.avatar.centerYAnchor.constraint(equalTo: anchors.cell.centerYAnchor),
        ])
        try anchors.cell.layoutIfNeeded(strict: true)

        for (a, b) in [(vfl.avatar, anchors.avatar), (vfl.name, anchors.name)] {
            #expect(a.frame == b.frame, "\(a.identifier): \(a.frame) != \(b.frame)")
        }
        #expect(vfl.avatar.frame == LayoutRect(x: 15, y: 44, width: 32, height: 32))
        #expect(vfl.name.frame.isClose(to: LayoutRect(x: 57, y: 51.5, width: 80, height: 17)))
        #expect(vfl.cell.ambiguousItems().isEmpty)
    }
}
