import Foundation
import Testing
import TrellisInterfaceBuilder

/// Documents that cannot be read: a typed error with the file and line, never a crash.
@Suite struct ErrorTests {
    @Test func malformedXMLNamesTheLine() {
        let xml =
            "<?xml version=\"1.0\"?>\n<document>\n  <objects>\n    <view id=\"a\">\n  </objects>\n</document>\n"
        #expect {
            _ = try IBTest.load(xml, file: "Broken.xib")
        } throws: { error in
            guard case .malformedXML(let file, let line, _, _) = error as? InterfaceBuilderError else {
                return false
            }
            return file == "Broken.xib" && line >= 4
        }
    }

    @Test func bytesThatAreNotUTF8AreRefusedWithTheirPlace() {
        // An attribute name with a byte that is not UTF-8 (found by the fuzzer: FoundationXML
        // trapped on it).
        var bytes = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document useTrai".utf8)
        bytes += [0xDE]
        bytes += Array("tCollections=\"YES\">\n</document>\n".utf8)
        #expect {
            _ = try InterfaceBuilderDocument(data: Data(bytes), file: "Bad.xib")
        } throws: { error in
            guard
                case .malformedXML(let file, let line, let column, let message) = error
                    as? InterfaceBuilderError
            else { return false }
            return file == "Bad.xib" && line == 2 && column == 18 && message.contains("UTF-8")
        }
    }

    @Test func notAnInterfaceBuilderDocument() {
        #expect {
            _ = try IBTest.load("<plist version=\"1.0\"><dict/></plist>", file: "Info.plist")
        } throws: { error in
            guard case .notADocument(_, let line, _, _) = error as? InterfaceBuilderError else {
                return false
            }
            return line == 1
        }
    }

    @Test func danglingIDNamesTheConstraint() throws {
        let xml = IBTest.xib(
            """
            <view contentMode="scaleToFill" id="r">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                <constraints>
                    <constraint firstItem="ghost" firstAttribute="width" constant="10" id="k1"/>
                </constraints>
            </view>
            """)
        let constraintLine = (xml.components(separatedBy: "\n").firstIndex { $0.contains("ghost") } ?? -1) + 1
        #expect {
            _ = try IBTest.load(xml)
        } throws: { error in
            guard case .danglingReference(let file, let line, _, let id) = error as? InterfaceBuilderError
            else {
                return false
            }
            return file == "Test.xib" && line == constraintLine && id == "ghost"
        }
    }

    @Test func aViewInsideItselfIsAnError() {
        let xml = IBTest.xib(
            """
            <view contentMode="scaleToFill" id="r">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                <subviews>
                    <view id="a"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        <subviews><view id="a"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view></subviews>
                    </view>
                </subviews>
            </view>
            """)
        #expect {
            _ = try IBTest.load(xml)
        } throws: { error in
            guard case .invalidStructure(_, let line, _, let message) = error as? InterfaceBuilderError else {
                return false
            }
            return line > 1 && message.contains("'a'")
        }
    }

    @Test func missingFileIsUnreadable() {
        #expect {
            _ = try InterfaceBuilderDocument(path: "/nonexistent/Nothing.xib")
        } throws: { error in
            guard case .unreadable(let file, _) = error as? InterfaceBuilderError else { return false }
            return file == "/nonexistent/Nothing.xib"
        }
    }

    @Test func errorsPrintAsCompilersDo() {
        let error = InterfaceBuilderError.danglingReference(file: "A.xib", line: 12, column: 5, id: "x")
        #expect(error.description == "A.xib:12:5: error: no object has the id 'x'")
    }

    @Test func unknownElementsAreNamedNotDropped() throws {
        let xml = IBTest.xib(
            """
            <view contentMode="scaleToFill" id="r">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                <hologram id="h"/>
            </view>
            """)
        let document = try IBTest.load(xml)
        let diagnostic = try #require(document.diagnostics.first { $0.kind == .unsupported })
        #expect(diagnostic.message.contains("hologram"))
        #expect(diagnostic.description.hasPrefix("Test.xib:\(diagnostic.line):"))
    }

    @Test func garbageNeverTraps() {
        // Bytes cut at every length: each either reads or throws.
        let xml = Array(ConstraintImportTests.document.utf8)
        for length in stride(from: 0, to: xml.count, by: 37) {
            _ = try? IBTest.load(String(decoding: xml[0..<length], as: UTF8.self))
        }
    }
}
