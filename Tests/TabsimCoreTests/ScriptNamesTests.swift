import Testing
@testable import TabsimCore

/// A walkthrough's names are checked against the prototype before anything runs, as a
/// task file's are (W1): each unknown one with its line and the closest name.
@Suite("Walkthrough names (W1)")
struct ScriptNamesTests {
    private func problems(_ script: String, example: String = "bookshelf") throws -> [String] {
        let prototype = try PrototypeLoader.load(try #require(BuiltInExamples.named(example)).source, file: example)
        return try WalkthroughScript.parse(script, file: "w.txt").problems(with: prototype).map(\.description)
    }

    @Test("W1: every unknown click, section, page, screen, switch and dialog button is named with its line and a did-you-mean")
    func unknownNames() throws {
        let found = try problems("""
        click Libary
        expect section Serch
        expect screen Finishd
        expect toggle Wi-Fi on
        expect choice Resett
        click More in bar
        """)
        #expect(found.count == 5, "\(found)")
        #expect(found[0] == "w.txt:1:1: error: nothing in Bookshelf reads 'Libary' to click; did you mean 'Library'?", "\(found)")
        #expect(found[1].hasPrefix("w.txt:2:1: error: Bookshelf has no section 'Serch'; did you mean 'Search'?"), "\(found)")
        #expect(found[2].hasPrefix("w.txt:3:1: error: Bookshelf has no screen 'Finishd'; did you mean 'Finished'?"), "\(found)")
        #expect(found[3].hasPrefix("w.txt:4:1: error: Bookshelf has no switch row 'Wi-Fi'"), "\(found)")
        #expect(found[4].hasPrefix("w.txt:5:1: error: Bookshelf has no dialog button 'Resett'"), "\(found)")
    }

    @Test("W1: a page check names a page that exists and can be selected")
    func disabledPage() throws {
        #expect(try problems("expect page Archive\n", example: "newsstand") == ["w.txt:1:1: error: the page 'Archive' is disabled, so it can never be selected"])
    }

    @Test("W1: every shipped walkthrough, and what a script clicks on the screen's chrome, passes the check")
    func shippedScriptsPass() throws {
        let text = "click ‹ Collections\nclick space in keyboard\nclick Finished 3\nclick 99+\nclick ✕ Close\ntype Ana\nclick Ana\nclick More\n"
        #expect(try problems(text).isEmpty)
        let walkthrough = try String(contentsOfFile: String(#filePath).components(separatedBy: "/Tests/")[0] + "/Examples/bookshelf-walkthrough.txt", encoding: .utf8)
        #expect(try problems(walkthrough).isEmpty)
    }
}
