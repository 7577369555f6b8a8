import Foundation
import Testing
import Trellis
import TrellisInterfaceBuilder

/// Real documents from public projects (Tests/Fixtures/InterfaceBuilder/README.md), checked
/// against the frames Xcode stored in them.
@Suite struct FixtureTests {
    static func open(_ name: String) throws -> InterfaceBuilderDocument {
        try InterfaceBuilderDocument(contentsOf: IBTest.fixtures.appendingPathComponent(name), file: name)
    }

    @Test(arguments: [
        "DuckDuckGoLaunchScreen.storyboard", "ShowMagnifier.storyboard", "HTMLViewController.xib",
        "ProductDetailViewController.storyboard", "UserInterfaceMask.storyboard",
    ])
    func everyStoredFrameIsReproduced(name: String) throws {
        let document = try Self.open(name)
        #expect(!document.roots.isEmpty)
        for root in document.roots {
            #expect(root.status == .clean, "\(name) \(root.id): \(root.diagnostics)")
            for (id, stored) in root.storedFrames where id != root.id {
                let computed = try #require(root.frame(id: id))
                #expect(
                    abs(computed.minX - stored.minX) <= 0.5 && abs(computed.minY - stored.minY) <= 0.5
                        && abs(computed.width - stored.width) <= 0.5
                        && abs(computed.height - stored.height) <= 0.5,
                    "\(name) \(id): stored \(stored), computed \(computed)")
            }
        }
    }

    @Test func launchScreenImages() throws {
        let root = try #require(try Self.open("DuckDuckGoLaunchScreen.storyboard").roots.first)
        #expect(root.frames.values.contains(IBTest.rect(159, 328, 96, 96)))
        #expect(root.frames.values.contains(IBTest.rect(126, 436, 162, 21)))
    }

    @Test func safeAreaOfAnXcode12Document() throws {
        let root = try #require(try Self.open("ShowMagnifier.storyboard").roots.first)
        #expect(root.frames.values.contains(IBTest.rect(0, 44, 414, 852)))
    }

    @Test func opaqueNavigationBarAndLayoutGuides() throws {
        let root = try #require(try Self.open("ProductDetailViewController.storyboard").roots.first)
        #expect(root.view.frame.size == LayoutSize(width: 375, height: 623))
        #expect(root.frames.values.contains(IBTest.rect(0, 44, 375, 579)))
    }

    @Test func conflictBreaksTheConstraintUIKitBreaks() throws {
        let root = try #require(try Self.open("AttributeTableViewCell.xib").roots.first)
        #expect(root.kind == "tableViewCell")
        #expect(root.status == .conflicting)
        // The stack view cannot both hold a 24-point image and reach 16 points from the
        // trailing edge; like UIKit, the layout breaks the document's trailing constraint and
        // the stack keeps the image's width, as Xcode stored it.
        #expect(root.brokenConstraints == ["klx-m6-hzo"])
        #expect(root.misplacedIDs.isEmpty)
        #expect(root.frames["cII-ek-SeD"] == IBTest.rect(2, 2, 24, 76))
    }

    @Test func relayoutOnTheSmallestPhone() throws {
        let document = try Self.open("ShowMagnifier.storyboard")
        try document.layout(device: InterfaceBuilderDevice.named("retina4_0") ?? .defaultDevice)
        let root = try #require(document.roots.first)
        #expect(root.view.frame.size == LayoutSize(width: 320, height: 568))
        #expect(root.frames.values.contains(IBTest.rect(0, 20, 320, 548)))
        #expect(root.status == .clean)
    }
}
