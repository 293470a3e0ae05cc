/// A plain-text walkthrough (W1): one action or check a line, `#` for comments.
///
///     size 80x24
///     key right right          # key names and characters, as in `render --keys`
///     type Ana                 # text typed into the focused field
///     click Trips              # press and release on text shown on screen
///     click Search in list     # only where it is: in bar, strip, list, keyboard
///     press Trips / release Trips
///     wait 500                 # milliseconds pass
///     resize 100x30
///     expect section Trips     # also: page NAME, screen TITLE, text TEXT, no text TEXT,
///     expect bar hidden        #       bar shown|hidden, keyboard shown|hidden,
///     expect toggle Wi-Fi on   #       toggle ROW on|off, choice BUTTON (of a dialog)
///
/// A first line `reader voiceover` (or `talkback`) runs it in reader mode: `key tab`
/// moves the reader's cursor, `key enter` activates what it is on.
public struct WalkthroughScript: Equatable, Sendable {
    /// One line's action or check.
    public enum Step: Equatable, Sendable {
        case size(Size)
        /// Start again on this section, as a recorded launch did.
        case launch(section: String)
        case events([Event])
        case type(String)
        case pointer(MouseEvent.Kind, text: String, in: Region?)
        case wait(Int)
        case expect(Expectation)
        /// A recording's reload of its prototype file (live reload): the new version, or
        /// the problem that kept it from loading. Boxed: the other steps of a recording
        /// of millions stay small.
        indirect case reload(PrototypeReload)
        /// A live study's task entry: a task started or ended, at this point of the
        /// recording (W6).
        case task(TaskMark)
        /// A live study's answer to SEQ or SUS, where it was given.
        case answer(RecordedAnswer)
        /// A live study's comment after a task, where it was written.
        case comment(RecordedComment)
    }

    /// A part of the screen to look for a text in.
    public enum Region: String, Equatable, Sendable, CaseIterable {
        case bar, strip, list, keyboard
    }

    /// What a check looks at.
    public enum Expectation: Equatable, Sendable {
        case section(String)
        case page(String)
        case screen(String)
        case text(String, present: Bool)
        case bar(shown: Bool)
        case keyboard(shown: Bool)
        /// A switch row of the screen shown is on or off.
        case toggle(String, on: Bool)
        /// The last button chosen in an alert or action sheet.
        case choice(String)
    }

    public var file: String
    public var steps: [(line: Int, step: Step)]
    /// A recording's first entry: its prototype, settings, size and participant.
    public var header: RecordingHeader?
    /// The line of the recording `header` was read from, for messages about it.
    public var headerLine = 0
    /// A recording's answers to a live study's questions, in order.
    public var answers: [RecordedAnswer] = []
    /// A recording's comments after tasks, in order.
    public var comments: [RecordedComment] = []
    /// Where a recording's session was away from its participant (`tabsim serve`).
    public var absences: [Absence] = []
    /// What was read with a problem that did not stop it (a recording's cut last line).
    public var warnings: [Diagnostic] = []
    /// Milliseconds left between actions: a person's pause for written scripts, none
    /// for recordings, whose waits are the real ones.
    public var pause = 300
    /// The screen reader a written script runs through (its `reader` line), if any.
    public var reader: ScreenReader?

    public init(file: String, steps: [(line: Int, step: Step)], pause: Int = 300) {
        self.file = file
        self.steps = steps
        self.pause = pause
    }

    /// A time a served session was away from its participant: when (its `t_ms`), how
    /// long, why, and the task then under way, if one was.
    public struct Absence: Equatable, Sendable {
        public enum Cause: Equatable, Sendable {
            /// The server stopped and a restarted one took the session up; the time away
            /// is left out of `t_ms`.
            case serverStopped
            /// The page lost its connection and took the session up again; the session
            /// went on, so the time away is in `t_ms`.
            case connectionLost
        }

        public var milliseconds: Int
        public var awayMilliseconds: Int
        public var cause: Cause
        public var task: Int?
    }

    public static func == (lhs: WalkthroughScript, rhs: WalkthroughScript) -> Bool {
        lhs.file == rhs.file && lhs.steps.map(\.line) == rhs.steps.map(\.line) && lhs.steps.map(\.step) == rhs.steps.map(\.step)
            && lhs.header == rhs.header && lhs.warnings == rhs.warnings && lhs.answers == rhs.answers
    }

    static let actions = ["size", "key", "type", "click", "press", "release", "wait", "resize", "expect", "reader"]
    static let expectations = ["section", "page", "screen", "text", "no", "bar", "keyboard", "toggle", "choice"]

    /// Parses a script, reporting every line it does not understand.
    /// - Throws: `PrototypeError` with one diagnostic a bad line.
    public static func parse(_ text: String, file: String) throws(PrototypeError) -> WalkthroughScript {
        var steps: [(Int, Step)] = []
        var problems: [Diagnostic] = []
        var reader: ScreenReader?
        for (index, rawLine) in text.fileLines.enumerated() {
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            let trimmed = line.trimmingSpaces
            guard !trimmed.isEmpty else { continue }
            do {
                let (word, rest) = trimmed.splitFirstWord()
                if word.lowercased() == "reader" {
                    reader = try parseReader(rest, first: steps.isEmpty && reader == nil)
                } else {
                    steps.append((index + 1, try parseLine(trimmed)))
                }
            } catch {
                problems.append(Diagnostic(file: file, line: index + 1, column: 1, path: "", message: error.message))
            }
        }
        if !problems.isEmpty { throw PrototypeError(problems) }
        var script = WalkthroughScript(file: file, steps: steps)
        script.reader = reader
        return script
    }

    struct LineError: Error { let message: String }

    private static func parseLine(_ line: String) throws(LineError) -> Step {
        let (word, rest) = line.splitFirstWord()
        switch word.lowercased() {
        case "size", "resize":
            guard let size = Size(parsing: rest) else { throw LineError(message: "\(word) takes COLUMNSxROWS, e.g. 80x24") }
            return word.lowercased() == "size" ? .size(size) : .events([.resized(size)])
        case "key", "keys":
            var events: [Event] = []
            for token in rest.split(separator: " ") {
                guard let steps = try? InputScript.parse(String(token)) else {
                    throw LineError(message: "'\(token)' is not a key; keys: \(InputScript.keyNames.keys.sorted().joined(separator: " ")), or one character")
                }
                for step in steps {
                    guard case .event(let event) = step else { throw LineError(message: "use `wait MS` for waiting") }
                    events.append(event)
                }
            }
            guard !events.isEmpty else { throw LineError(message: "key needs at least one key name, e.g. `key right`") }
            return .events(events)
        case "type":
            guard !rest.isEmpty else { throw LineError(message: "type needs the text to type") }
            guard rest.count <= InputScript.longestTyping else {
                throw LineError(message: "type takes at most \(InputScript.longestTyping) characters a line; split the text")
            }
            return .type(rest)
        case "click", "press", "release":
            guard !rest.isEmpty else { throw LineError(message: "\(word) needs the text of what to \(word), e.g. `\(word) Trips`") }
            let kinds: [String: MouseEvent.Kind] = ["click": .click, "press": .press, "release": .release]
            var text = rest, region: Region?
            if let range = rest.lastRange(of: " in "),
               let named = Region(rawValue: rest[range.upperBound...].lowercased().trimmingSpaces) {
                text = String(rest[..<range.lowerBound]).trimmingSpaces
                region = named
            }
            return .pointer(kinds[word.lowercased()]!, text: text, in: region)
        case "wait":
            guard let ms = Int(rest), (0...3_600_000).contains(ms) else { throw LineError(message: "wait takes milliseconds, e.g. `wait 500`") }
            return .wait(ms)
        case "expect":
            return .expect(try parseExpectation(rest))
        default:
            let hint = Suggestion.closest(to: word, in: actions).map { "; did you mean '\($0)'?" } ?? ""
            throw LineError(message: "unknown action '\(word)'\(hint) (actions: \(actions.joined(separator: ", ")))")
        }
    }

    /// A `reader` line's screen reader; it comes first, as it is how the whole
    /// walkthrough runs.
    private static func parseReader(_ name: String, first: Bool) throws(LineError) -> ScreenReader {
        guard let reader = ScreenReader(rawValue: name.lowercased()) else {
            throw LineError(message: "reader takes voiceover or talkback, e.g. `reader voiceover`")
        }
        guard first else { throw LineError(message: "reader says how the whole walkthrough runs: make it the first line, and the only reader line") }
        return reader
    }

    private static func parseExpectation(_ text: String) throws(LineError) -> Expectation {
        let (word, rest) = text.splitFirstWord()
        switch word.lowercased() {
        case "section" where !rest.isEmpty: return .section(rest)
        case "page" where !rest.isEmpty: return .page(rest)
        case "screen" where !rest.isEmpty: return .screen(rest)
        case "text" where !rest.isEmpty: return .text(rest, present: true)
        case "section", "page", "screen", "text":
            throw LineError(message: "write `expect \(word.lowercased()) \(word.lowercased() == "text" ? "TEXT" : "NAME")`")
        case "no":
            let (what, shown) = rest.splitFirstWord()
            guard what.lowercased() == "text", !shown.isEmpty else { throw LineError(message: "write `expect no text TEXT`") }
            return .text(shown, present: false)
        case "bar", "keyboard":
            guard let shown = ["shown": true, "hidden": false][rest.lowercased()] else {
                throw LineError(message: "write `expect \(word) shown` or `expect \(word) hidden`")
            }
            return word.lowercased() == "bar" ? .bar(shown: shown) : .keyboard(shown: shown)
        case "toggle":
            let words = rest.split(separator: " ")
            guard words.count >= 2, let last = words.last, let on = ["on": true, "off": false][last.lowercased()] else {
                throw LineError(message: "write `expect toggle ROW on` or `expect toggle ROW off`")
            }
            return .toggle(words.dropLast().joined(separator: " "), on: on)
        case "choice":
            guard !rest.isEmpty else { throw LineError(message: "write `expect choice BUTTON`") }
            return .choice(rest)
        default:
            let hint = Suggestion.closest(to: word, in: expectations).map { "; did you mean '\($0)'?" } ?? ""
            throw LineError(message: "expect what? '\(text)'\(hint) (section, page, screen, text, no text, bar, keyboard, toggle, choice, each followed by its value)")
        }
    }

}

extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }

    /// Where `text` last begins, found from the end: of overlapping ones, the last.
    func lastRange(of text: String) -> Range<Index>? {
        var start = endIndex
        while start > startIndex {
            formIndex(before: &start)
            if self[start...].hasPrefix(text) { return start..<index(start, offsetBy: text.count) }
        }
        return nil
    }

    /// The first word and the rest of the line, trimmed.
    func splitFirstWord() -> (String, String) {
        let parts = trimmingSpaces.split(separator: " ", maxSplits: 1)
        return (parts.first.map(String.init) ?? "", parts.count > 1 ? String(parts[1]).trimmingSpaces : "")
    }
}
