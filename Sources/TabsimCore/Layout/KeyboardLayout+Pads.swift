/// The keyboard a field brings up (`keyboard:`, iOS's `keyboardType`).
public enum KeyboardType: String, CaseIterable, Sendable {
    /// Letters, with `123` for digits and signs (the default).
    case text
    /// iOS's number pad: the digits in a 3 x 4 grid, with backspace.
    case number
    /// iOS's email keyboard: letters with `@` and `.` beside a shorter space.
    case email
    /// iOS's phone pad: the number pad with each digit's letters, and `+`.
    case phone

    /// Whether it is a grid of digits rather than letters.
    public var isPad: Bool { self == .number || self == .phone }
}

extension KeyboardLayout {
    /// The pads' rows, top to bottom; nil is the number pad's blank key.
    static func padRows(_ type: KeyboardType) -> [[KeyboardKey?]] {
        let digits = "123456789".map { KeyboardKey.character($0) }
        return [Array(digits[0..<3]), Array(digits[3..<6]), Array(digits[6..<9]),
                [type == .phone ? .character("+") : nil, .character("0"), .backspace]]
    }

    /// The letters under each digit of the phone pad, as iOS prints them.
    static let phoneLetters: [Character: String] = [
        "2": "ABC", "3": "DEF", "4": "GHI", "5": "JKL", "6": "MNO", "7": "PQRS", "8": "TUV", "9": "WXYZ",
    ]

    /// Columns a pad's key takes at most: the grid stays a phone's on a wide screen.
    static let padKeyColumns = 16

    /// A pad's keys: three equal columns, centred, four rows from `top`.
    static func padKeys(_ type: KeyboardType, width: Int, top: Int) -> [(key: KeyboardKey, rect: Rect)] {
        let unit = min(Self.padKeyColumns, width / 3), left = (width - unit * 3) / 2
        return padRows(type).enumerated().flatMap { row, keys in
            keys.enumerated().compactMap { column, key in
                key.map { ($0, Rect(x: left + column * unit, y: top + row, width: unit - 1, height: 1)) }
            }
        }
    }
}

extension KeyboardKey {
    /// The key a typed key lights up on the keyboard of `type`, if it has one: on a pad
    /// its digits (and the phone pad's `+`), on the email keyboard `@` and `.` too.
    public init?(typed key: Key, on type: KeyboardType) {
        switch (type, key) {
        case (.number, .character(let c)) where c.isASCII && c.isWholeNumber,
             (.phone, .character(let c)) where (c.isASCII && c.isWholeNumber) || c == "+",
             (.email, .character(let c)) where c == "@" || c == ".":
            self = .character(c)
        case (.number, .character), (.phone, .character):
            return nil
        default:
            self.init(typed: key)
        }
    }
}
