import Testing
@testable import TabsimCore

/// The comment a task file's `comment` line asks for (W6): a panel over the prototype
/// with the prompt, the text typed so far and a simulated keyboard, recorded on Done.
@Suite("Study comments (W6)")
struct StudyCommentTests {
    private let bookshelf = try! PrototypeLoader.load(BuiltInExamples.named("bookshelf")!.source, file: "bookshelf")
    private let size = Size(width: 40, height: 20)
    private let overlay = Overlay(band: Band("✓ Task 2 of 3 done"), comment: CommentRequest(prompt: "Anything you want to tell us about this task?", item: 2))

    /// Runs the prototype live on scripted input; returns the screen, the recording and
    /// the session at the end.
    private func live(_ input: String) throws -> (screen: CellBuffer, log: MemoryEventLog, session: SessionState) {
        try ChromeRun.run(bookshelf, overlay: overlay, size: size, input: input)
    }

    /// The click on the simulated key `key` of the panel, in the terminal's coordinates.
    private func tap(_ key: KeyboardKey) -> String {
        let layout = CommentLayout(CommentRequest(prompt: "", item: 0), in: Rect(x: 0, y: 1, width: size.width, height: size.height - 1))
        guard let rect = layout.keyboard.keys.first(where: { $0.key == key })?.rect else { return "" }
        return "click:\(rect.x):\(rect.y)"
    }

    /// The comment entries of a recording, as written.
    private func comments(_ log: MemoryEventLog) -> [String] {
        log.text.split(separator: "\n").filter { $0.contains(#""comment""#) }.map { line in
            String(line.replacing(/"t_ms":\d+,"at":"[^"]*",/, with: ""))
        }
    }

    @Test("W6: the panel shows the prompt, the text with a caret and a keyboard whose return key is done")
    func panel() throws {
        let (screen, _, _) = try live("type:Too many taps")
        #expect(Array(screen.lines[4..<20]) == [
            " ┌────────────────────────────────────┐",
            " │ Anything you want to tell us about │",
            " │ this task?                         │",
            " │                                    │",
            " │ Too many taps                      │",
            " │                                    │",
            " │ Tap done when you have finished    │",
            " └────────────────────────────────────┘",
            "",
            "",
            "",
            "────────────────────────────────────────",
            " q   w   e   r   t   y   u   i   o   p",
            "   a   s   d   f   g   h   j   k   l",
            "  ⇧    z   x   c   v   b   n   m    ⌫",
            "  123            space           done",
        ])
        // The caret is after the text, in the field.
        #expect(screen[16, 8].style == Theme.monochrome.caret && screen[15, 8].style == Theme.monochrome.fieldEditing)
    }

    @Test("W6: typed keys and taps on the simulated keys write the comment; Backspace deletes; Enter records it with its task and closes the panel")
    func typedAndTapped() throws {
        let input = ["type:Hard", "backspace", "type:d", tap(.space), tap(.character("t")), tap(.character("o")), tap(.shift),
                     tap(.character("f")), tap(.layer), tap(.character("o")), tap(.layer), "type:x", "enter", "wait:100"]
        let (screen, log, session) = try live(input.joined(separator: ","))
        #expect(comments(log) == [#"{"comment":"Hard toF9x","item":2}"#])
        #expect(session.overlay.comment == nil)
        #expect(!log.text.contains(#""input":"#), "no key or tap reached the prototype: \(log.text)")
        #expect(!screen.text.contains("Anything you want"), "the panel is gone")
    }

    @Test("W6: Done finishes; an empty comment is recorded empty; only Ctrl-C, Ctrl-Q and resizes get past the panel")
    func doneAndEmpty() throws {
        let (_, log, session) = try live("q,backspace,\(tap(.returnKey))")
        #expect(comments(log) == [#"{"comment":"","item":2}"#])
        #expect(!log.text.contains(#""input":"#), "neither q nor the tap on done reached the prototype: \(log.text)")
        #expect(session.overlay.comment == nil)
        let (_, quitLog, quitSession) = try live("type:Fine,resize:50x20,ctrl-q")
        #expect(quitSession.overlay.comment?.text == "Fine" && comments(quitLog).isEmpty)
        #expect(quitLog.text.contains(#""input":"resize:50x19""#) && quitLog.text.contains(#""event":"quit""#))
    }

    @Test("W6: control characters are dropped, line breaks become spaces, and a comment stops at 500 characters")
    func limits() {
        var request = CommentRequest(prompt: "Why?", item: 1)
        request.type("a\u{1B}[31mb\nc\u{202E}d\u{7}")
        #expect(request.text == "a[31mb cd")
        request.type(String(repeating: "설", count: 600))
        #expect(request.text.count == 500)
        request.deleteBackward()
        request.type("xy")
        #expect(request.text.count == 500 && request.text.hasSuffix("x"))
    }
}
