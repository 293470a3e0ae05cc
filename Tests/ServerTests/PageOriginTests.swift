import Testing
@testable import TabsimServer

/// Item 8: which pages may open a WebSocket.
@Suite("A WebSocket's origin")
struct PageOriginTests {
    @Test("A page of this server (http, or https behind a proxy) and no browser at all may; another site's page or an opaque one may not")
    func origins() {
        #expect(PageOrigin.allows(origin: "http://127.0.0.1:8080", authority: "127.0.0.1:8080"))
        #expect(PageOrigin.allows(origin: "https://Study.Example.org", authority: "study.example.org"))
        #expect(PageOrigin.allows(origin: nil, authority: "study.example.org"), "no browser")
        #expect(PageOrigin.allows(origin: "ws://localhost", authority: "localhost:8080"), "a client's, which no page has")
        #expect(!PageOrigin.allows(origin: "http://evil.example", authority: "study.example.org"))
        #expect(!PageOrigin.allows(origin: "http://127.0.0.1:9", authority: "127.0.0.1:8080"), "another port is another site")
        #expect(!PageOrigin.allows(origin: "null", authority: "study.example.org"))
        #expect(!PageOrigin.allows(origin: "https://study.example.org", authority: nil))
    }
}
