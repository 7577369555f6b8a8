import Testing
import Trellis

@Suite struct TrellisVersionTests {
    @Test func versionIsSemantic() {
        #expect(Trellis.version.split(separator: ".").count == 3)
    }
}
