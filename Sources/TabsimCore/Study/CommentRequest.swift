/// A request for the participant's own words after a task (W6, a task file's `comment`
/// line): shown in a panel over the prototype with a simulated keyboard until Done.
public struct CommentRequest: Equatable, Sendable {
    /// The most characters a comment holds; typing past it does nothing.
    public static let maximumLength = 500

    /// What the panel asks.
    public var prompt: String
    /// The task's number (from 1), recorded with the comment.
    public var item: Int
    /// What the participant has typed so far: one line, no control characters.
    public private(set) var text: String
    /// What the simulated keyboard's letter keys type now.
    public private(set) var layer = KeyboardLayer.letters
    /// Whether the next letter tapped is a capital: on while the text is empty, off
    /// once something is typed, and toggled by the shift key.
    public private(set) var shifted = true

    public init(prompt: String, item: Int, text: String = "") {
        self.prompt = prompt
        self.item = item
        self.text = ""
        type(text)
    }

    /// Adds typed or pasted text at the end: line breaks and tabs become spaces, other
    /// control characters and direction overrides are dropped, and nothing past the limit.
    public mutating func type(_ typed: String) {
        let kept = String(String.UnicodeScalarView(TextFitting.singleLine(typed).unicodeScalars.filter { !TextFitting.isBidiControl($0) }))
        text += kept.prefix(max(0, Self.maximumLength - text.count))
        if !kept.isEmpty { shifted = false }
    }

    /// Deletes the last character, if any.
    public mutating func deleteBackward() {
        if !text.isEmpty { text.removeLast() }
        shifted = text.isEmpty
    }

    /// A tap on a key of the simulated keyboard.
    /// - Returns: whether it was Done, which finishes the comment.
    mutating func press(_ key: KeyboardKey) -> Bool {
        switch key {
        case .character(let place):
            type(String(layer.character(for: place, shifted: shifted)))
        case .space: type(" ")
        case .backspace: deleteBackward()
        case .shift where layer == .numbers: type("#")
        case .shift: shifted.toggle()
        case .layer: layer = layer == .letters ? .numbers : .letters
        case .returnKey: return true
        }
        return false
    }
}
