/// A key of the simulated on-screen keyboard (B9), named by its place: a letter key
/// types a digit or a sign in the `123` layer.
public enum KeyboardKey: Hashable, Sendable {
    case character(Character)
    case shift, backspace, space, layer, returnKey

    /// What the key shows in `layer`, with shift on or off, and the return key's name.
    public func label(in layer: KeyboardLayer, shifted: Bool, returnKey: ReturnKey) -> String {
        switch self {
        case .character(let c): return String(layer.character(for: c, shifted: shifted))
        case .shift: return layer == .letters ? "⇧" : "#"
        case .backspace: return "⌫"
        case .space: return "space"
        case .layer: return layer == .letters ? "123" : "ABC"
        case .returnKey: return returnKey.rawValue
        }
    }

    /// The key a typed key lights up, if the keyboard has one.
    public init?(typed key: Key) {
        switch key {
        case .character(" "): self = .space
        case .character(let c):
            guard let place = KeyboardLayer.place(of: c) else { return nil }
            self = .character(place)
        case .backspace, .delete: self = .backspace
        case .enter: self = .returnKey
        default: return nil
        }
    }
}

/// What the letter keys type (B9): letters, or the `123` layer's digits and signs.
public enum KeyboardLayer: Equatable, Sendable {
    case letters, numbers

    static let numberRows = ["1234567890", "-/:;()$&@", ".,?!'\"+"]

    /// What the key at letter `place` types in this layer.
    func character(for place: Character, shifted: Bool) -> Character {
        switch self {
        case .letters: return shifted ? Character(place.uppercased()) : place
        case .numbers:
            for (letters, signs) in zip(KeyboardLayout.letterRows, Self.numberRows) {
                if let index = letters.firstIndex(of: place) { return Array(signs)[letters.distance(from: letters.startIndex, to: index)] }
            }
            return place
        }
    }

    /// The letter key a typed character sits on, in either layer.
    static func place(of character: Character) -> Character? {
        let lower = Character(character.lowercased())
        if KeyboardLayout.letterRows.joined().contains(lower) { return lower }
        for (letters, signs) in zip(KeyboardLayout.letterRows, numberRows) {
            if let index = signs.firstIndex(of: character) { return Array(letters)[signs.distance(from: signs.startIndex, to: index)] }
        }
        return nil
    }
}

/// The simulated keyboard's keys, filling the bottom rows of the screen (B9).
public struct KeyboardLayout: Equatable, Sendable {
    /// A top edge and four rows of keys.
    public static let height = 5
    static let letterRows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]

    public let area: Rect
    /// Letters, a number pad, a phone pad, or letters for an email address.
    public let type: KeyboardType
    public let keys: [(key: KeyboardKey, rect: Rect)]

    /// The keyboard of `type` across `width` columns, its last row at `bottom - 1`.
    public init(width: Int, bottom: Int, type: KeyboardType = .text) {
        area = Rect(x: 0, y: bottom - Self.height, width: width, height: Self.height)
        self.type = type
        if type.isPad {
            keys = Self.padKeys(type, width: width, top: area.y + 1)
            return
        }
        let rows: [[KeyboardKey]] = [
            Self.letterRows[0].map(KeyboardKey.character),
            Self.letterRows[1].map(KeyboardKey.character),
            [.shift] + Self.letterRows[2].map(KeyboardKey.character) + [.backspace],
            type == .email ? [.layer, .space, .character("@"), .character("."), .returnKey] : [.layer, .space, .returnKey],
        ]
        var keys: [(KeyboardKey, Rect)] = []
        let unit = max(3, min(7, width / 10))
        // The top row's ten keys set the keyboard's edges; as on iOS the second row is
        // set in half a key, the third row's letters half a key more, between a wide
        // shift and backspace that reach the edges.
        let left = (width - unit * 10) / 2, right = left + unit * 10
        let thirdLetters = (width - unit * 7) / 2
        for (rowIndex, row) in rows.enumerated() {
            let y = area.y + 1 + rowIndex
            let spans: [(x: Int, width: Int)]
            switch rowIndex {
            case 2:
                spans = [(left, thirdLetters - left)]
                    + (0..<7).map { (thirdLetters + $0 * unit, unit) }
                    + [(thirdLetters + unit * 7, right - thirdLetters - unit * 7)]
            case 3 where type == .email:
                // iOS's email keyboard: @ and . beside a shorter space.
                spans = [(left, unit * 2), (left + unit * 2, unit * 4), (left + unit * 6, unit), (left + unit * 7, unit), (left + unit * 8, unit * 2)]
            case 3:
                // Space takes what 123 and return leave.
                spans = [(left, unit * 2), (left + unit * 2, unit * 6), (left + unit * 8, unit * 2)]
            default:
                let x = (width - unit * row.count) / 2
                spans = row.indices.map { (x + $0 * unit, unit) }
            }
            for (key, span) in zip(row, spans) {
                keys.append((key, Rect(x: span.x, y: y, width: span.width - 1, height: 1)))
            }
        }
        self.keys = keys
    }

    /// The key a touch at `x`, `y` hits. As on iOS every cell of the keyboard belongs to
    /// a key, so a tap on it never dismisses the keyboard (B9): a gap goes to the nearest
    /// key in its row (the left one on a tie), the top edge to the first row. Nil outside.
    public func key(x: Int, y: Int) -> KeyboardKey? {
        guard area.contains(x: x, y: y) else { return nil }
        let row = min(max(y, area.y + 1), area.y + Self.height - 1)
        func distance(_ rect: Rect) -> Int {
            x < rect.x ? rect.x - x : max(0, x - (rect.x + rect.width - 1))
        }
        return keys.filter { $0.rect.y == row }.min { distance($0.rect) < distance($1.rect) }?.key
    }

    public static func == (lhs: KeyboardLayout, rhs: KeyboardLayout) -> Bool {
        lhs.area == rhs.area && lhs.type == rhs.type && lhs.keys.map(\.rect) == rhs.keys.map(\.rect)
    }
}
