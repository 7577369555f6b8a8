import Testing
import Trellis

@Suite struct TrellisVersionTests {
    @Test func versionIsSemantic() {
        let parts = Trellis.version.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3)
        #expect(parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) })
        #expect(Trellis.version == "0.2.0")
    }
}
