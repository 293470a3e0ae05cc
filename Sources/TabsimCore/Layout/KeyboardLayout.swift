/// A key of the simulated on-screen keyboard (B9).
public enum KeyboardKey: Hashable, Sendable {
    case character(Character)
    case shift, backspace, space, done

    /// What the key shows.
    public var label: String {
        switch self {
        case .character(let c): return String(c)
        case .shift: return "⇧"
        case .backspace: return "⌫"
        case .space: return "space"
        case .done: return "done"
        }
    }

    /// The key a typed key lights up, if the keyboard has one.
    public init?(typed key: Key) {
        switch key {
        case .character(" "): self = .space
        case .character(let c):
            let lower = Character(c.lowercased())
            guard KeyboardLayout.letterRows.joined().contains(lower) else { return nil }
            self = .character(lower)
        case .backspace, .delete: self = .backspace
        case .enter: self = .done
        default: return nil
        }
    }
}

/// The simulated keyboard's keys, filling the bottom rows of the screen (B9).
public struct KeyboardLayout: Equatable, Sendable {
    /// A top edge and four rows of keys.
    public static let height = 5
    static let letterRows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]

    public let area: Rect
    public let keys: [(key: KeyboardKey, rect: Rect)]

    public init(width: Int, bottom: Int) {
        area = Rect(x: 0, y: bottom - Self.height, width: width, height: Self.height)
        let rows: [[KeyboardKey]] = [
            Self.letterRows[0].map(KeyboardKey.character),
            Self.letterRows[1].map(KeyboardKey.character),
            [.shift] + Self.letterRows[2].map(KeyboardKey.character) + [.backspace],
            [.space, .done],
        ]
        var keys: [(KeyboardKey, Rect)] = []
        let unit = max(3, min(7, width / 10))
        for (rowIndex, row) in rows.enumerated() {
            let y = area.y + 1 + rowIndex
            // Letters share one width; on the last row space takes what done leaves.
            let widths: [Int] = rowIndex == 3 ? [unit * 7, unit * 2] : Array(repeating: unit, count: row.count)
            var x = (width - widths.reduce(0, +)) / 2
            for (key, keyWidth) in zip(row, widths) {
                keys.append((key, Rect(x: x, y: y, width: keyWidth - 1, height: 1)))
                x += keyWidth
            }
        }
        self.keys = keys
    }

    public func key(x: Int, y: Int) -> KeyboardKey? {
        keys.first { $0.rect.contains(x: x, y: y) }?.key
    }

    public static func == (lhs: KeyboardLayout, rhs: KeyboardLayout) -> Bool {
        lhs.area == rhs.area && lhs.keys.map(\.rect) == rhs.keys.map(\.rect)
    }
}
