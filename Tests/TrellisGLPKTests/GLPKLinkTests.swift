import Testing
import TrellisGLPK

@Suite struct GLPKLinkTests {
    @Test func linksAgainstGLPK() {
        let parts = GLPKBackend.version.split(separator: ".").compactMap { Int($0) }
        #expect(parts.count >= 2)
        #expect((parts.first ?? 0) >= 4)
    }
}
