import Foundation
import Testing
import Trellis
import TrellisFormats
import TrellisRenderTestSupport

/// A fixed tree: a 375x200 root at (10, 20) holding a card with an avatar and a title, and
/// a footer; a guide on the card. Frames pinned, so no solving is needed to know them.
private func fixedTree() -> (root: LayoutView, card: LayoutView, avatar: LayoutView, guide: LayoutGuide) {
    let root = LayoutView("root", frame: LayoutRect(x: 10, y: 20, width: 375, height: 200))
    let card = LayoutView("card", frame: LayoutRect(x: 16, y: 16, width: 343, height: 120))
    let avatar = LayoutView("avatar", frame: LayoutRect(x: 12, y: 44, width: 32, height: 32))
    let title = LayoutView("title", frame: LayoutRect(x: 56, y: 12.5, width: 200, height: 17))
    let footer = LayoutView("footer", frame: LayoutRect(x: 16, y: 152, width: 343, height: 32))
    footer.layoutMargins = .zero
    let guide = LayoutGuide("content")
    root.addSubview(card)
    root.addSubview(footer)
    card.addSubview(avatar)
    card.addSubview(title)
    card.addLayoutGuide(guide)
    return (root, card, avatar, guide)
}

@Suite struct SVGRendererTests {
    @Test func everyBoxReadBackMatchesItsAbsoluteFrame() throws {
        let tree = fixedTree()
        let svg = SVGRenderer().render(root: tree.root, ambiguousItems: [])
        let parsed = try parseSVG(svg)
        // Absolute frames by hand: a child's origin adds its parents' origins.
        let expected: [(String, String, LayoutRect)] = [
            ("root", "view", LayoutRect(x: 10, y: 20, width: 375, height: 200)),
            ("card", "view", LayoutRect(x: 26, y: 36, width: 343, height: 120)),
            (
                "content", "guide",
                LayoutRect(
                    x: 26 + tree.guide.frame.minX, y: 36 + tree.guide.frame.minY,
                    width: tree.guide.frame.width, height: tree.guide.frame.height)
            ),
            ("avatar", "view", LayoutRect(x: 38, y: 80, width: 32, height: 32)),
            ("title", "view", LayoutRect(x: 82, y: 48.5, width: 200, height: 17)),
            ("footer", "view", LayoutRect(x: 26, y: 172, width: 343, height: 32)),
        ]
        #expect(parsed.boxes.map(\.id) == expected.map(\.0))
        for (box, (id, kind, rect)) in zip(parsed.boxes, expected) {
            #expect(box.classes.contains(kind), "\(id) should be a \(kind)")
            #expect(box.rect.isClose(to: rect, tolerance: 1e-3), "\(id): \(box.rect) != \(rect)")
        }
        // The scene group maps the picture's top-left to the padding: the root's corner
        // lands at (16, 16) pixels, and a point is 2 pixels by default.
        #expect(abs(parsed.translate.0 + 10 * parsed.scale - 16) < 1e-9)
        #expect(abs(parsed.translate.1 + 20 * parsed.scale - 16) < 1e-9)
        #expect(parsed.scale == 2)
        #expect(parsed.width == 375 * 2 + 32)
        // Labels print the frame relative to the parent, as the views report it.
        let title = try #require(parsed.boxes.first { $0.id == "title" })
        #expect(title.texts == ["title", "(56, 12.5, 200, 17)"])
        // A container's label is one line along its bottom edge.
        let card = try #require(parsed.boxes.first { $0.id == "card" })
        #expect(card.texts == ["card  (16, 16, 343, 120)"])
        // A frame too wide for its box shrinks to its size: the avatar is 64 pixels wide (58
        // inside the padding); "(12, 44, 32, 32)" is 6.782 em of Helvetica, 67.1 pixels at
        // 9.9 pixels, while "32×32" is 2.808 em, 27.8 pixels.
        let avatar = try #require(parsed.boxes.first { $0.id == "avatar" })
        #expect(avatar.texts == ["avatar", "32\u{00D7}32"])
        // Margins are shaded for the containers (root, card), not for leaves.
        #expect(svg.components(separatedBy: "class=\"margin\"").count - 1 == 2)
        #expect(
            !parsed.boxes.contains { $0.classes.contains("ambiguous") || $0.classes.contains("conflict") })
    }

    @Test func scaleMultipliesThePictureButNotTheFrames() throws {
        let tree = fixedTree()
        var options = SVGRenderOptions(scale: 2, showsLegend: false)
        options.padding = 10
        let parsed = try parseSVG(SVGRenderer(options).render(root: tree.root, ambiguousItems: []))
        #expect(parsed.width == 375 * 2 + 20)
        #expect(parsed.height == 200 * 2 + 20)
        #expect(parsed.scale == 2)
        let card = try #require(parsed.boxes.first { $0.id == "card" })
        #expect(card.rect == LayoutRect(x: 26, y: 36, width: 343, height: 120))
    }

    @Test func conflictMembersAndAmbiguousItemsAreHighlighted() throws {
        let tree = fixedTree()
        let wide = tree.avatar.widthAnchor.constraint(equalToConstant: 40).withIdentifier("wide")
        let narrow = tree.avatar.widthAnchor.constraint(equalTo: tree.card.widthAnchor, multiplier: 0.1)
            .withIdentifier("narrow")
        let report = LayoutReport(conflicts: [LayoutConflict(broken: .init(narrow), conflicting: [.init(wide), .init(narrow)])])
        let svg = SVGRenderer().render(root: tree.root, report: report, ambiguousItems: [tree.guide])
        let parsed = try parseSVG(svg)
        let conflicting = parsed.boxes.filter { $0.classes.contains("conflict") }.map(\.id)
        #expect(conflicting == ["card", "avatar"])
        let ambiguous = parsed.boxes.filter { $0.classes.contains("ambiguous") }.map(\.id)
        #expect(ambiguous == ["content"])
        // The broken constraint is named beside both of its views, over every box.
        let notes = try #require(svg.range(of: "<g class=\"notes\">")).upperBound
        let noteLines = svg[notes...].split(separator: "\n").prefix { !$0.contains("</g>") }
        #expect(noteLines.count == 2)
        #expect(noteLines.allSatisfy { $0.hasSuffix(">broken: narrow</text>") })
        #expect(noteLines.first?.contains("data-for=\"card\"") == true)
        #expect(noteLines.last?.contains("data-for=\"avatar\"") == true)
        // Under the avatar (its bottom is at 112; 1 pixel is half a point): 112 + 1 + 5.5 * 0.8.
        #expect(noteLines.last?.contains(" y=\"117.4\"") == true)
        #expect(parsed.boxes.allSatisfy { box in !box.texts.contains { $0.contains("broken") } })
    }

    @Test func textIsEscapedAndSurvivesTheRoundTrip() throws {
        let name = "a<b> & \"c\" 'd'\u{1}"
        var box = RenderBox(id: name, rect: LayoutRect(x: 0, y: 0, width: 400, height: 60))
        box.note = "x < y && y > z"
        let scene = RenderScene(boxes: [box], title: "Title & <more>")
        let svg = SVGRenderer().render(scene)
        #expect(!svg.contains("<b>"))
        let parsed = try parseSVG(svg)
        let escapedName = "a<b> & \"c\" 'd'\u{FFFD}"
        #expect(parsed.boxes.map(\.id) == [escapedName])
        #expect(parsed.boxes.first?.texts.first == escapedName)
        #expect(parsed.allText.contains("Title & <more>"))
        #expect(parsed.allText.contains("x < y && y > z"))
    }

    @Test func rightToLeftIsMarkedOnEveryViewsLeadingEdge() throws {
        let tree = fixedTree()
        tree.root.layoutDirection = .rightToLeft
        let svg = SVGRenderer().render(root: tree.root, ambiguousItems: [])
        let parsed = try parseSVG(svg)
        #expect(parsed.allText.contains { $0.contains("right-to-left") })
        // One arrow per view (5 views), none for the guide.
        #expect(svg.components(separatedBy: "class=\"leading\"").count - 1 == 5)
        #expect(svg.contains("text-anchor=\"end\""))
        // The title line moves the scene down, frames stay put.
        let card = try #require(parsed.boxes.first { $0.id == "card" })
        #expect(card.rect == LayoutRect(x: 26, y: 36, width: 343, height: 120))
        #expect(parsed.translate.1 > 16 - 20)
    }

    @Test func viewportDrawsOnlyTheFirstScreenOfManyCells() throws {
        var scene = RenderScene()
        for index in 0..<10_000 {
            scene.boxes.append(
                RenderBox(
                    id: "cell\(index)",
                    rect: LayoutRect(x: 0, y: Double(index) * 100, width: 375, height: 100)))
        }
        let options = SVGRenderOptions(scale: 1, viewport: LayoutRect(x: 0, y: 0, width: 375, height: 812))
        let parsed = try parseSVG(SVGRenderer(options).render(scene))
        // Cells 0...8 meet the first 812 points (cell 8 spans 800-900).
        #expect(parsed.boxes.map(\.id) == (0...8).map { "cell\($0)" })
        #expect(parsed.height > 812)
    }

    @Test func offsetScenesStackWithTheirOwnFrameLabels() {
        let cell = RenderScene(boxes: [
            RenderBox(id: "cell", rect: LayoutRect(x: 0, y: 0, width: 375, height: 80)),
            RenderBox(id: "avatar", rect: LayoutRect(x: 15, y: 24, width: 32, height: 32), depth: 1),
        ])
        var feed = RenderScene()
        feed.append(cell)
        feed.append(cell, dy: 80)
        #expect(feed.boxes.count == 4)
        #expect(feed.boxes[3].rect == LayoutRect(x: 15, y: 104, width: 32, height: 32))
        #expect(feed.boxes[3].frameLabel == LayoutRect(x: 15, y: 24, width: 32, height: 32))
        #expect(feed.bounds == LayoutRect(x: 0, y: 0, width: 375, height: 160))
    }
}
