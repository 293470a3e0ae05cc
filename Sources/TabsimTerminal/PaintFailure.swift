/// A frame curses refused to paint (every call that draws a cell answered ERR for some
/// of its cells), said so that a person can tell which library and terminal type did it.
public struct PaintFailure: Sendable, CustomStringConvertible {
    /// Cells curses did not draw, of the cells the frame changed.
    public let failed: Int
    public let cells: Int
    /// The curses library and its version, as `tabsim --version` names it.
    public let library: String
    /// The terminal type (`TERM`).
    public let term: String

    init(failed: Int, of cells: Int, library: String, term: String) {
        self.failed = failed
        self.cells = cells
        self.library = library
        self.term = term
    }

    public var description: String {
        "the terminal could not be drawn: curses (\(library)) refused \(failed) of the \(cells) cells of a frame with TERM=\(term); "
            + "the session stopped and the terminal is restored. Please report this with the output of `tabsim --version`."
    }
}
