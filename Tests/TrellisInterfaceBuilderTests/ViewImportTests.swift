import Testing
import Trellis
import TrellisInterfaceBuilder

/// Stack views, intrinsic sizes, autoresizing masks, hidden views and size-class variations.
@Suite struct ViewImportTests {
    @Test func stackViewsArrangeTheirSubviews() throws {
        let xml = IBTest.xib(
            """
            <view contentMode="scaleToFill" id="r">
                <rect key="frame" x="0.0" y="0.0" width="200" height="200"/>
                <subviews>
                    <stackView distribution="fillEqually" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="h">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews>
                            <view contentMode="scaleToFill" id="h1"><rect key="frame" x="0.0" y="0.0" width="95" height="100"/></view>
                            <view hidden="YES" contentMode="scaleToFill" id="h2"><rect key="frame" x="0.0" y="0.0" width="0.0" height="100"/></view>
                            <view contentMode="scaleToFill" id="h3"><rect key="frame" x="105" y="0.0" width="95" height="100"/></view>
                        </subviews>
                    </stackView>
                    <stackView axis="vertical" alignment="center" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="v">
                        <rect key="frame" x="0.0" y="100" width="200" height="45"/>
                        <subviews>
                            <imageView image="dot" translatesAutoresizingMaskIntoConstraints="NO" id="i1"><rect key="frame" x="90" y="0.0" width="20" height="20"/></imageView>
                            <imageView image="dot" translatesAutoresizingMaskIntoConstraints="NO" id="i2"><rect key="frame" x="90" y="25" width="20" height="20"/></imageView>
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="h" firstAttribute="leading" secondItem="r" secondAttribute="leading" id="k1"/>
                    <constraint firstAttribute="trailing" secondItem="h" secondAttribute="trailing" id="k2"/>
                    <constraint firstItem="h" firstAttribute="top" secondItem="r" secondAttribute="top" id="k3"/>
                    <constraint firstItem="h" firstAttribute="height" constant="100" id="k4"/>
                    <constraint firstItem="v" firstAttribute="leading" secondItem="r" secondAttribute="leading" id="k5"/>
                    <constraint firstAttribute="trailing" secondItem="v" secondAttribute="trailing" id="k6"/>
                    <constraint firstItem="v" firstAttribute="top" secondItem="h" secondAttribute="bottom" id="k7"/>
                </constraints>
            </view>
            """, resources: #"<image name="dot" width="20" height="20"/>"#)
        let root = try #require(try IBTest.load(xml).roots.first)
        #expect(root.view(id: "h") is LayoutStackView)
        #expect(root.view(id: "h2")?.isHidden == true)
        #expect(root.frames["h1"] == IBTest.rect(0, 0, 95, 100))  // the hidden view takes no space
        #expect(root.frames["h3"] == IBTest.rect(105, 0, 95, 100))
        #expect(root.frames["v"] == IBTest.rect(0, 100, 200, 45))  // as tall as its images
        #expect(root.frames["i1"] == IBTest.rect(90, 0, 20, 20))
        #expect(root.frames["i2"] == IBTest.rect(90, 25, 20, 20))
    }

    @Test func intrinsicSizesFromDesignablesPlaceholdersAndControls() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="r">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="200"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="d" customClass="Badge">
                                <rect key="frame" x="0.0" y="0.0" width="35.5" height="17"/>
                            </view>
                            <view placeholderIntrinsicWidth="40" placeholderIntrinsicHeight="infinite" translatesAutoresizingMaskIntoConstraints="NO" id="p">
                                <rect key="frame" x="0.0" y="20" width="40" height="10"/>
                                <constraints><constraint firstAttribute="height" constant="10" id="p-h"/></constraints>
                            </view>
                            <switch contentHorizontalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="w">
                                <rect key="frame" x="10" y="40" width="51" height="31"/>
                            </switch>
                        </subviews>
                        <constraints>
                            <constraint firstItem="d" firstAttribute="leading" secondItem="r" secondAttribute="leading" id="k1"/>
                            <constraint firstItem="d" firstAttribute="top" secondItem="r" secondAttribute="top" id="k2"/>
                            <constraint firstItem="p" firstAttribute="leading" secondItem="r" secondAttribute="leading" id="k3"/>
                            <constraint firstItem="p" firstAttribute="top" secondItem="r" secondAttribute="top" constant="20" id="k4"/>
                            <constraint firstItem="w" firstAttribute="leading" secondItem="r" secondAttribute="leading" constant="10" id="k5"/>
                            <constraint firstItem="w" firstAttribute="top" secondItem="r" secondAttribute="top" constant="40" id="k6"/>
                        </constraints>
                    </view>
                </objects>
                <designables>
                    <designable name="d"><size key="intrinsicContentSize" width="35.5" height="17"/></designable>
                </designables>
            </document>
            """
        let root = try #require(try IBTest.load(xml).roots.first)
        #expect(root.frames["d"] == IBTest.rect(0, 0, 35.5, 17))
        #expect(root.frames["p"] == IBTest.rect(0, 20, 40, 10))
        // A switch's frame is 2 points wider than the rectangle its constraints align.
        #expect(root.frames["w"] == IBTest.rect(10, 40, 51, 31))
        #expect(root.view(id: "w")?.frame == IBTest.rect(10, 40, 49, 31))
        #expect(root.status == .clean)
    }

    static let autoresizing = IBTest.xib(
        """
        <view contentMode="scaleToFill" id="r">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
                <view contentMode="scaleToFill" id="wide">
                    <rect key="frame" x="10" y="10" width="300" height="20"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                </view>
                <view contentMode="scaleToFill" id="right">
                    <rect key="frame" x="270" y="50" width="40" height="40"/>
                    <autoresizingMask key="autoresizingMask" flexibleMinX="YES"/>
                </view>
                <view contentMode="scaleToFill" id="middle">
                    <rect key="frame" x="110" y="50" width="100" height="40"/>
                    <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxX="YES"/>
                </view>
            </subviews>
        </view>
        """)

    @Test func autoresizingMasksFollowTheSuperview() throws {
        let root = try #require(try IBTest.load(Self.autoresizing).roots.first)
        #expect(root.frames["wide"] == IBTest.rect(10, 10, 300, 20))
        #expect(root.status == .clean)
        root.layout(size: LayoutSize(width: 400, height: 100))
        #expect(root.frames["wide"] == IBTest.rect(10, 10, 380, 20))
        #expect(root.frames["right"] == IBTest.rect(350, 50, 40, 40))
        #expect(root.frames["middle"] == IBTest.rect(150, 50, 100, 40))  // both margins share 80
    }

    static let variations = IBTest.storyboard(
        IBTest.scene(
            """
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="v">
                    <rect key="frame" x="0.0" y="20" width="100" height="10"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="100" id="narrow"/>
                        <constraint firstAttribute="width" constant="200" id="wide"/>
                        <constraint firstAttribute="height" constant="10" id="v-h"/>
                    </constraints>
                    <variation key="default">
                        <mask key="constraints"><exclude reference="wide"/></mask>
                    </variation>
                    <variation key="widthClass=regular">
                        <mask key="constraints"><include reference="wide"/><exclude reference="narrow"/></mask>
                    </variation>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k1"/>
                <constraint firstItem="v" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="k2"/>
            </constraints>
            """))

    @Test func sizeClassVariations() throws {
        let phone = try #require(try IBTest.load(Self.variations, file: "V.storyboard").roots.first)
        #expect(phone.frames["v"] == IBTest.rect(0, 20, 100, 10))
        #expect(phone.status == .clean)
        var options = InterfaceBuilderOptions()
        options.device = InterfaceBuilderDevice.named("ipad9_7")
        let pad = try #require(
            try IBTest.load(Self.variations, file: "V.storyboard", options: options).roots.first)
        #expect(pad.frames["v"]?.width == 200)
        #expect(pad.view.frame.size == LayoutSize(width: 768, height: 1024))
        try phone.layout(device: InterfaceBuilderDevice.named("ipad9_7") ?? .defaultDevice)
        #expect(phone.frames["v"]?.width == 200)
    }

    static let label = IBTest.xib(
        """
        <view contentMode="scaleToFill" id="r">
            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
            <subviews>
                <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="l">
                    <rect key="frame" x="16" y="20" width="42" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="l" firstAttribute="leading" secondItem="r" secondAttribute="leading" constant="16" id="k1"/>
                <constraint firstItem="l" firstAttribute="top" secondItem="r" secondAttribute="top" constant="20" id="k2"/>
            </constraints>
        </view>
        """)

    @Test func textTakesTheStoredSizeByDefault() throws {
        let root = try #require(try IBTest.load(Self.label).roots.first)
        #expect(root.frames["l"] == IBTest.rect(16, 20, 42, 20.5))
        #expect(root.textViewIDs == ["l"])
        #expect(!root.isTextFree)
        // The baseline sits an ascender (0.952 of 17 points) below the top of the one line.
        let baseline = try #require(root.view(id: "l")?.firstBaselineOffset)
        #expect(abs(baseline - (20.5 - 17 * 1.193) / 2 - 17 * 0.952) < 0.01)
    }

    @Test func textCanBeMeasured() throws {
        var options = InterfaceBuilderOptions()
        options.text = .measured(AverageTextMeasurerProvider())
        let root = try #require(try IBTest.load(Self.label, options: options).roots.first)
        // 5 characters of 8.5 points; a line of 21.25 points, rounded up to the 2x pixel grid.
        #expect(root.frames["l"] == IBTest.rect(16, 20, 42.5, 21.5))
        #expect(root.misplacedIDs == ["l"])
    }
}

/// A constraint's constant given per size class inside the constraint.
@Suite struct ConstantVariationTests {
    static let document = IBTest.storyboard(
        IBTest.scene(
            """
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="v">
                    <rect key="frame" x="10" y="20" width="10" height="10"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="10" id="v-w"/>
                        <constraint firstAttribute="height" constant="10" id="v-h"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="k1">
                    <variation key="widthClass=regular" constant="40"/>
                </constraint>
                <constraint firstItem="v" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="k2"/>
            </constraints>
            """))

    @Test func constantFollowsTheSizeClass() throws {
        let phone = try #require(try IBTest.load(Self.document, file: "K.storyboard").roots.first)
        #expect(phone.frames["v"] == IBTest.rect(10, 20, 10, 10))
        try phone.layout(device: InterfaceBuilderDevice.named("ipad9_7") ?? .defaultDevice)
        #expect(phone.frames["v"] == IBTest.rect(40, 20, 10, 10))
    }
}

/// A stack view's standard spacing.
@Suite struct StackSpacingTests {
    @Test func standardSpacingIsEightPoints() throws {
        let xml = IBTest.xib(
            """
            <view contentMode="scaleToFill" id="r">
                <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                <subviews>
                    <stackView spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="s">
                        <rect key="frame" x="0.0" y="0.0" width="88" height="40"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                                <constraints><constraint firstAttribute="width" constant="40" id="a-w"/></constraints>
                            </view>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                <rect key="frame" x="48" y="0.0" width="40" height="40"/>
                                <constraints><constraint firstAttribute="width" constant="40" id="b-w"/></constraints>
                            </view>
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="s" firstAttribute="leading" secondItem="r" secondAttribute="leading" id="k1"/>
                    <constraint firstItem="s" firstAttribute="top" secondItem="r" secondAttribute="top" id="k2"/>
                    <constraint firstAttribute="bottom" secondItem="s" secondAttribute="bottom" id="k3"/>
                </constraints>
            </view>
            """)
        let root = try #require(try IBTest.load(xml).roots.first)
        #expect(root.frames["b"] == IBTest.rect(48, 0, 40, 40))
        #expect(root.frames["s"] == IBTest.rect(0, 0, 88, 40))
        #expect(root.status == .clean)
    }
}

/// Older documents write a collection view cell's content view without an id.
@Suite struct UnnamedViewTests {
    @Test func contentViewWithoutAnIDIsNamedAfterItsCell() throws {
        let xml = IBTest.xib(
            """
            <collectionViewCell opaque="NO" contentMode="center" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="74" height="50"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <view key="contentView" opaque="NO" contentMode="center">
                    <rect key="frame" x="0.0" y="0.0" width="74" height="50"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="dot">
                            <rect key="frame" x="27" y="15" width="20" height="20"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="20" id="d-w"/>
                                <constraint firstAttribute="height" constant="20" id="d-h"/>
                            </constraints>
                        </view>
                    </subviews>
                </view>
                <constraints>
                    <constraint firstItem="dot" firstAttribute="centerX" secondItem="cell" secondAttribute="centerX" id="k1"/>
                    <constraint firstItem="dot" firstAttribute="centerY" secondItem="cell" secondAttribute="centerY" id="k2"/>
                </constraints>
            </collectionViewCell>
            """)
        let root = try #require(try IBTest.load(xml).roots.first)
        #expect(root.kind == "collectionViewCell")
        #expect(root.viewIDs == ["cell", "cell.contentView", "dot"])
        #expect(root.frames["cell.contentView"] == IBTest.rect(0, 0, 74, 50))
        #expect(root.frames["dot"] == IBTest.rect(27, 15, 20, 20))
        #expect(root.status == .clean)
    }
}

/// A view's properties given per size class: its font and whether it is hidden.
@Suite struct PropertyVariationTests {
    static let document = IBTest.xib(
        """
        <view contentMode="scaleToFill" id="r">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
                <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="l">
                    <rect key="frame" x="16" y="20" width="42.5" height="21.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <variation key="widthClass=regular">
                        <fontDescription key="fontDescription" type="system" pointSize="34"/>
                    </variation>
                </label>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="h">
                    <rect key="frame" x="16" y="60" width="10" height="10"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="10" id="h-w"/>
                        <constraint firstAttribute="height" constant="10" id="h-h"/>
                    </constraints>
                    <variation key="widthClass=regular" hidden="YES"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="l" firstAttribute="leading" secondItem="r" secondAttribute="leading" constant="16" id="k1"/>
                <constraint firstItem="l" firstAttribute="top" secondItem="r" secondAttribute="top" constant="20" id="k2"/>
                <constraint firstItem="h" firstAttribute="leading" secondItem="r" secondAttribute="leading" constant="16" id="k3"/>
                <constraint firstItem="h" firstAttribute="top" secondItem="r" secondAttribute="top" constant="60" id="k4"/>
            </constraints>
        </view>
        """)

    @Test func fontAndHiddenFollowTheSizeClass() throws {
        var options = InterfaceBuilderOptions()
        options.text = .measured(AverageTextMeasurerProvider())
        let root = try #require(try IBTest.load(Self.document, options: options).roots.first)
        // A compact-width phone: the 17-point font, the view shown.
        #expect(root.frames["l"] == IBTest.rect(16, 20, 42.5, 21.5))
        #expect(root.view(id: "h")?.isHidden == false)
        // A regular-width pad: the 34-point font (5 characters of 17 points), the view hidden.
        try root.layout(device: InterfaceBuilderDevice.named("ipad9_7") ?? .defaultDevice)
        let label = try #require(root.frames["l"])
        #expect(label.width == 85)
        #expect(label.height > 40)
        #expect(root.view(id: "h")?.isHidden == true)
    }
}
