/// Random tokens: the links' (participants' and the dashboard's), each session's resume
/// id, and completion codes; drawn from the system's secure generator.
enum Token {
    /// Letters and digits: 22 of them hold about 131 bits.
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".utf8)
    /// Capitals and digits no one confuses (no O/0, I/1), for a code people type.
    private static let codeAlphabet = Array("ABCDEFGHJKLMNPQRSTUVWXYZ23456789".utf8)
    static let length = 22

    /// A new token.
    static func make() -> String { draw(length, from: alphabet) }

    /// A completion code a participant types into a panel's form: 8 characters.
    static func completionCode() -> String { draw(8, from: codeAlphabet) }

    /// Whether `text` has a token's form (so an id from a page is looked up only then).
    static func isWellFormed(_ text: String) -> Bool {
        text.utf8.count == length && text.utf8.allSatisfy(alphabet.contains)
    }

    /// Whether `given` is `expected`, in a time that depends on neither's content (only
    /// on `expected`'s length), so a guess learns nothing from how long it took.
    static func matches(_ given: String, _ expected: String) -> Bool {
        let given = Array(given.utf8), expected = Array(expected.utf8)
        var difference = UInt8(given.count == expected.count ? 0 : 1)
        for index in expected.indices {
            difference |= expected[index] ^ (index < given.count ? given[index] : ~expected[index])
        }
        return difference == 0
    }

    private static func draw(_ count: Int, from letters: [UInt8]) -> String {
        var generator = SystemRandomNumberGenerator()
        return String(decoding: (0..<count).map { _ in letters[Int.random(in: 0..<letters.count, using: &generator)] }, as: UTF8.self)
    }
}
