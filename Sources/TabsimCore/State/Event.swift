/// Something that happened, named for what happened; the reducer's only input.
public enum Event: Equatable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    case resized(Size)
    /// Text pasted into the terminal (bracketed paste): typed into the field being
    /// edited, never taken as keys.
    case paste(String)
    /// Time for the next animation frame; carries the generation that asked for it (S4).
    case frameTick(generation: Int)
    /// A study puts the prototype where a task starts (`from`), fresh, as Maze does:
    /// not an input of the participant's (W6).
    case showStart(Study.Start)
}

/// A key as the program understands it, whatever the terminal sent.
public enum Key: Hashable, Sendable {
    case up, down, left, right, home, end, pageUp, pageDown
    case tab, backTab, enter, escape, backspace, delete
    /// A printable character.
    case character(Character)
    /// Ctrl with a letter, e.g. `control("c")`.
    case control(Character)
}

/// A mouse report at a cell (0-based).
public struct MouseEvent: Equatable, Sendable {
    public enum Kind: Hashable, Sendable {
        case press, release
        /// A press and release that arrived together; handled as both.
        case click
        case wheelUp, wheelDown
        /// The pointer moved with the button held (a drag; DEC mode 1002 reports it).
        case drag
    }

    public var kind: Kind
    public var x: Int
    public var y: Int

    public init(_ kind: Kind, x: Int, y: Int) {
        self.kind = kind
        self.x = x
        self.y = y
    }
}

/// Work the reducer asks the program to do; it never does it itself.
public enum Effect: Equatable, Sendable {
    case quit
    /// Light feedback for a selection change (B14).
    case selectionFeedback
    /// Stronger feedback for a badge that arrived on a section (B4, B14).
    case notificationFeedback(section: Int)
    /// A dialog's button was chosen, or the dialog dismissed without one: recorded.
    case dialogChoice(DialogChoice)
    /// Draw frames until the animation of this generation ends (S3).
    case animate(generation: Int)
}
