/// Box-drawing lines (─ │ ┌ ├ ┼ ━ ╺ and the like) as the arms they draw from the middle
/// of a cell, so that exports draw them as geometry that meets its neighbours across
/// cells, as terminals do, rather than from a font.
public enum BoxDrawing {
    /// The weight of a line's arm toward each side: 0 none, 1 light, 2 heavy.
    public struct Arms: Equatable, Sendable {
        public var left = 0, right = 0, up = 0, down = 0

        public init(left: Int = 0, right: Int = 0, up: Int = 0, down: Int = 0) {
            (self.left, self.right, self.up, self.down) = (left, right, up, down)
        }
    }

    /// The arms of the lines this draws, nil for any other grapheme.
    public static func arms(of grapheme: String) -> Arms? {
        guard grapheme.unicodeScalars.count == 1, let scalar = grapheme.unicodeScalars.first else { return nil }
        return switch scalar {
        case "─": Arms(left: 1, right: 1)
        case "━": Arms(left: 2, right: 2)
        case "│": Arms(up: 1, down: 1)
        case "┃": Arms(up: 2, down: 2)
        case "┌": Arms(right: 1, down: 1)
        case "┐": Arms(left: 1, down: 1)
        case "└": Arms(right: 1, up: 1)
        case "┘": Arms(left: 1, up: 1)
        case "├": Arms(right: 1, up: 1, down: 1)
        case "┤": Arms(left: 1, up: 1, down: 1)
        case "┬": Arms(left: 1, right: 1, down: 1)
        case "┴": Arms(left: 1, right: 1, up: 1)
        case "┼": Arms(left: 1, right: 1, up: 1, down: 1)
        case "╴": Arms(left: 1)
        case "╵": Arms(up: 1)
        case "╶": Arms(right: 1)
        case "╷": Arms(down: 1)
        case "╸": Arms(left: 2)
        case "╹": Arms(up: 2)
        case "╺": Arms(right: 2)
        case "╻": Arms(down: 2)
        default: nil
        }
    }
}
