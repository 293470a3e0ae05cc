/// Keys as a caption shows them: arrows and the like by their symbols, characters as typed.
enum KeySymbols {
    static func symbol(for key: Key) -> String {
        switch key {
        case .left: "←"
        case .right: "→"
        case .up: "↑"
        case .down: "↓"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .tab: "⇥"
        case .backTab: "⇤"
        case .enter: "⏎"
        case .escape: "Esc"
        case .backspace: "⌫"
        case .delete: "⌦"
        case .character(" "): "␣"
        case .character(let character): String(character)
        case .control(let letter): "Ctrl-\(letter.uppercased())"
        }
    }
}
