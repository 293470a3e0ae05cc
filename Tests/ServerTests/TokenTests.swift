import Testing
@testable import TabsimServer

@Suite("Tokens")
struct TokenTests {
    @Test("A token is 22 letters and digits, never the same twice, and matches only itself")
    func tokens() {
        let one = Token.make(), two = Token.make()
        #expect(one != two)
        #expect(Token.isWellFormed(one) && one.count == 22)
        #expect(Token.matches(one, one))
        #expect(!Token.matches(two, one))
        #expect(!Token.matches(String(one.dropLast()), one))
        #expect(!Token.matches(one + "A", one))
        #expect(!Token.matches("", one))
    }
}
