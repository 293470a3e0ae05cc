/// One step of scripted input: an event, or time passing.
public enum ScriptStep: Equatable, Sendable {
    case event(Event)
    /// Milliseconds pass with no input (animations run, badges may arrive).
    case wait(Int)
}

/// The comma-separated input list of `tabsim render --keys`: key names, characters,
/// text, mouse reports (`drag:X:Y`: the pointer moved there with the button held), resizes and waits, e.g. `right,right,tab,enter,type:hello,click:12:20,wait:500`.
public enum InputScript {
    /// A token that names no input.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public let token: String
        public let position: Int
        public var description: String {
            "input \(position): '\(token)' is not a key, a character, type:TEXT, click|press|drag|release|wheelup|wheeldown:X:Y, resize:WxH or wait:MS. Keys: \(InputScript.keyNames.keys.sorted().joined(separator: " "))"
        }
    }

    static let keyNames: [String: Key] = [
        "up": .up, "down": .down, "left": .left, "right": .right, "home": .home, "end": .end,
        "pgup": .pageUp, "pageup": .pageUp, "pgdn": .pageDown, "pagedown": .pageDown,
        "tab": .tab, "btab": .backTab, "shift-tab": .backTab, "enter": .enter, "esc": .escape, "escape": .escape,
        "backspace": .backspace, "bs": .backspace, "delete": .delete, "del": .delete, "space": .character(" "),
        "ctrl-c": .control("c"), "ctrl-u": .control("u"), "comma": .character(","),
    ]

    /// Parses the list into steps.
    /// - Throws: `ParseError` naming the first token that is not understood.
    public static func parse(_ text: String) throws(ParseError) -> [ScriptStep] {
        var steps: [ScriptStep] = []
        for (index, raw) in text.split(separator: ",", omittingEmptySubsequences: true).enumerated() {
            let token = String(raw)
            if token.lowercased().hasPrefix("wait:"), let ms = Int(token.dropFirst(5)), (0...3_600_000).contains(ms) {
                steps.append(.wait(ms))
                continue
            }
            guard let parsed = parseToken(token) else { throw ParseError(token: token, position: index + 1) }
            steps += parsed.map(ScriptStep.event)
        }
        return steps
    }

    /// The most characters one `type:` token (or a script's `type` line) types.
    public static let longestTyping = 10_000

    /// The token that `parse` reads back as `event`; nil for frame ticks.
    public static func token(for event: Event) -> String? {
        switch event {
        case .key(let key):
            if let name = preferredNames[key] { return name }
            if case .character(let c) = key { return String(c) }
            if case .control(let c) = key { return "ctrl-\(c)" }
            return nil
        case .mouse(let mouse):
            let names: [MouseEvent.Kind: String] = [.press: "press", .release: "release", .click: "click",
                                                    .wheelUp: "wheelup", .wheelDown: "wheeldown", .drag: "drag"]
            return "\(names[mouse.kind]!):\(mouse.x):\(mouse.y)"
        case .resized(let size): return "resize:\(size.width)x\(size.height)"
        case .paste(let text): return "paste:" + text
        case .frameTick, .showStart: return nil
        }
    }

    private static let preferredNames: [Key: String] = [
        .up: "up", .down: "down", .left: "left", .right: "right", .home: "home", .end: "end", .pageUp: "pgup",
        .pageDown: "pgdn", .tab: "tab", .backTab: "btab", .enter: "enter", .escape: "esc", .backspace: "backspace",
        .delete: "delete", .character(" "): "space", .character(","): "comma",
    ]

    private static func parseToken(_ token: String) -> [Event]? {
        if let key = keyNames[token.lowercased()] { return [.key(key)] }
        let lower = token.lowercased()
        if lower.count == 6, lower.hasPrefix("ctrl-"), let letter = lower.last, letter.isASCII, letter.isLetter {
            return [.key(.control(letter))]
        }
        if token.count == 1, let c = token.first, !c.unicodeScalars.contains(where: TextFitting.isControl) {
            return [.key(.character(c))]
        }
        let parts = token.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return nil }
        let argument = parts[1]
        switch parts[0].lowercased() {
        case "type":
            // Each character is an event: a megabyte typed would take gigabytes.
            guard argument.count <= longestTyping else { return nil }
            return argument.map { .key(.character($0)) }
        case "paste":
            return [.paste(argument)]
        case "resize":
            // A band can leave a tiny terminal's prototype no rows: 0 is a size a session had.
            let sides = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Int($0) }
            guard sides.count == 2, let width = sides[0], let height = sides[1], (0...1000).contains(width), (0...1000).contains(height) else {
                return nil
            }
            return [.resized(Size(width: width, height: height))]
        case "click", "press", "drag", "release", "wheelup", "wheeldown":
            let numbers = argument.split(separator: ":").compactMap { Int($0) }
            // A column and row on a terminal, at most 1000 wide and high, framed or not.
            guard numbers.count == 2, numbers.allSatisfy({ (0...9_999).contains($0) }) else { return nil }
            let kinds: [String: MouseEvent.Kind] = ["click": .click, "press": .press, "drag": .drag, "release": .release,
                                                    "wheelup": .wheelUp, "wheeldown": .wheelDown]
            guard let kind = kinds[parts[0].lowercased()] else { return nil }
            if kind == .click {
                return [.mouse(MouseEvent(.press, x: numbers[0], y: numbers[1])), .mouse(MouseEvent(.release, x: numbers[0], y: numbers[1]))]
            }
            return [.mouse(MouseEvent(kind, x: numbers[0], y: numbers[1]))]
        default:
            return nil
        }
    }
}
