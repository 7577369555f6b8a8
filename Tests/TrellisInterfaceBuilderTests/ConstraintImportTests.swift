import Testing
import Trellis
import TrellisInterfaceBuilder

/// Constraints as documents write them: defaults, multipliers, identifiers, placeholders.
@Suite struct ConstraintImportTests {
    static let document = IBTest.xib(
        """
        <view contentMode="scaleToFill" id="r">
            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                    <rect key="frame" x="10" y="10" width="160" height="40"/>
                    <constraints>
                        <constraint firstAttribute="height" secondItem="a" secondAttribute="width" multiplier="1/4" id="a-h"/>
                    </constraints>
                </view>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="b" userLabel="Badge">
                    <rect key="frame" x="150" y="58" width="30" height="32"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="30" id="b-w"/>
                    </constraints>
                </view>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="c">
                    <rect key="frame" x="0.0" y="0.0" width="50" height="10"/>
                    <constraints>
                        <constraint firstAttribute="width" relation="lessThanOrEqual" constant="50" id="c-max"/>
                        <constraint firstAttribute="width" constant="80" priority="500" id="c-want"/>
                        <constraint firstAttribute="height" constant="10" identifier="c.custom" id="c-h"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="a" firstAttribute="leading" secondItem="r" secondAttribute="leading" constant="10" id="k1"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="r" secondAttribute="top" constant="10" id="k2"/>
                <constraint firstItem="a" firstAttribute="width" secondItem="r" secondAttribute="width" multiplier="4:5" id="k3"/>
                <constraint firstAttribute="trailing" secondItem="b" secondAttribute="trailing" constant="20" id="k4"/>
                <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="8" symbolic="YES" id="k5"/>
                <constraint firstItem="b" firstAttribute="height" secondItem="a" secondAttribute="height" multiplier="0.8" id="k6"/>
                <constraint firstItem="c" firstAttribute="leading" secondItem="r" secondAttribute="leading" id="k7"/>
                <constraint firstItem="c" firstAttribute="top" secondItem="r" secondAttribute="top" id="k8"/>
            </constraints>
        </view>
        """)

    @Test func defaultsAndMultipliers() throws {
        let document = try IBTest.load(Self.document)
        let root = try #require(document.roots.first)
        #expect(root.kind == "view")
        #expect(root.frames["a"] == IBTest.rect(10, 10, 160, 40))  // 4:5 of 200, then 1/4 of 160
        #expect(root.frames["b"] == IBTest.rect(150, 58, 30, 32))  // firstItem omitted; 0.8 of 40
        #expect(root.frames["c"] == IBTest.rect(0, 0, 50, 10))  // <= 50 wins over 80 at 500
        #expect(root.status == .clean)
        #expect(root.misplacedIDs.isEmpty)
    }

    @Test func identifiersAndLabels() throws {
        let document = try IBTest.load(Self.document)
        let root = try #require(document.roots.first)
        let c = try #require(root.view(id: "c"))
        #expect(c.constraints.contains { $0.identifier == "c.custom" })
        #expect(document.views(userLabel: "Badge").first === root.view(id: "b"))
        #expect(document.view(id: "a") === root.view(id: "a"))
        #expect(document.root(id: "r") === root)
    }

    @Test func misplacedViewIsReported() throws {
        let moved = Self.document.replacingOccurrences(
            of: #"x="150" y="58""#, with: #"x="140" y="58""#)
        let root = try #require(try IBTest.load(moved).roots.first)
        #expect(root.misplacedIDs == ["b"])
        #expect(root.status == .misplaced)
        let warning = try #require(root.diagnostics.first { $0.kind == .misplaced })
        #expect(warning.description.contains("stored (140, 58, 30, 32), computed (150, 58, 30, 32)"))
        #expect(warning.line > 1)
    }

    static let placeholder = IBTest.xib(
        """
        <view contentMode="scaleToFill" id="r">
            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="d">
                    <rect key="frame" x="0.0" y="0.0" width="70" height="10"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="70" placeholder="YES" id="d-w"/>
                        <constraint firstAttribute="height" constant="10" id="d-h"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="d" firstAttribute="leading" secondItem="r" secondAttribute="leading" id="k1"/>
                <constraint firstItem="d" firstAttribute="top" secondItem="r" secondAttribute="top" id="k2"/>
            </constraints>
        </view>
        """)

    @Test func placeholdersAreKeptWithANote() throws {
        let root = try #require(try IBTest.load(Self.placeholder).roots.first)
        #expect(root.frames["d"] == IBTest.rect(0, 0, 70, 10))
        #expect(root.diagnostics.contains { $0.kind == .note && $0.message.contains("placeholder") })
    }

    @Test func placeholdersCanBeDropped() throws {
        var options = InterfaceBuilderOptions()
        options.keepsPlaceholderConstraints = false
        let root = try #require(try IBTest.load(Self.placeholder, options: options).roots.first)
        #expect(root.ambiguousIDs == ["d"])
        #expect(root.status == .ambiguous)
    }

    @Test func conflictsAreReportedWithTheBrokenConstraint() throws {
        let xml = Self.placeholder.replacingOccurrences(
            of: #"<constraint firstAttribute="height" constant="10" id="d-h"/>"#,
            with:
                #"<constraint firstAttribute="height" constant="10" id="d-h"/><constraint firstAttribute="height" constant="20" id="d-h2"/>"#
        )
        let root = try #require(try IBTest.load(xml).roots.first)
        #expect(root.status == .conflicting)
        #expect(root.brokenConstraints.count == 1)
        #expect(["d-h", "d-h2"].contains(root.brokenConstraints.first ?? ""))
        let conflict = try #require(root.diagnostics.first { $0.kind == .conflict })
        #expect(conflict.message.hasPrefix("Unable to simultaneously satisfy constraints."))
    }
}
