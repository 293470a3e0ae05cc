import Foundation
import Testing
@testable import TabsimCore

/// What the live program does without full Foundation (see FoundationEssentialsTests)
/// gives what Foundation's own API gave, which the tests may still call.
@Suite("Foundation's API replaced")
struct FoundationReplacementTests {
    private let texts = ["", " ", "\t", " key ", "\tspace\t", "\u{a0}no-break\u{3000}", "a b", "  ⇧  ", "\n line \n", " \r", "e\u{301} ",
                         " \u{301}e", "\u{2028} ", "한 글 ", "👍🏽 ", "\u{85}x\u{b}"]

    @Test("trimmingWhitespace trims what trimmingCharacters(in: .whitespaces) trims: tabs and every space separator, not line ends")
    func trimmingWhitespace() {
        for text in texts {
            #expect(text.trimmingWhitespace == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
        }
    }

    @Test("lastRange(of:) finds what range(of:options: .backwards) finds, of overlapping ones the last")
    func lastRange() {
        for (text, wanted) in [("click Save in bar", " in "), ("tap a in in b", " in "), ("in", " in "), (" in ", " in "), ("a  in  in  b", " in "),
                               ("press Sign in in list", " in "), ("", " in "), ("aaaa", "aa"), ("한글 in 한글", " in ")] {
            #expect(text.lastRange(of: wanted) == text.range(of: wanted, options: .backwards), "\(text.debugDescription)")
        }
    }

    @Test("Splitting at a text gives components(separatedBy:)'s parts, the empty ones at either end too")
    func split() {
        for text in ["", "{n}", "Item {n}", "{n}{n}", "a{n}b{n}", "no number", "{n} of {n}"] {
            #expect(text.split(separator: "{n}", omittingEmptySubsequences: false).map(String.init) == text.components(separatedBy: "{n}"), "\(text)")
        }
    }

    @Test("A ThreadLock lets one thread at a time in: counts added from many threads all arrive")
    func threadLock() async {
        final class Counter: @unchecked Sendable {
            let lock = ThreadLock()
            var count = 0
        }
        let counter = Counter()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask { for _ in 0..<10_000 { counter.lock.withLock { counter.count += 1 } } }
            }
        }
        #expect(counter.lock.withLock { counter.count } == 80_000)
    }
}
