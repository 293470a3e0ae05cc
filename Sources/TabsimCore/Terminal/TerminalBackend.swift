/// The seam between the session loop and a terminal: a handful of calls that ncurses, or
/// an in-memory screen for tests and headless runs, implement.
public protocol TerminalBackend: AnyObject {
    /// The screen size in cells.
    var size: Size { get }
    /// Waits for input for at most `timeoutMilliseconds`, or until input arrives when nil.
    func nextInput(timeoutMilliseconds: Int?) -> BackendInput
    /// Paints runs of changed cells; nothing shows until `flush`.
    func paint(_ changes: [CellBuffer.Change])
    /// Shows everything painted since the last flush.
    func flush()
    /// Audible feedback.
    func bell()
    /// Visual feedback: a brief flash of the screen.
    func flash()
    /// Takes a new size, for a terminal tabsim owns (headless); a live terminal is
    /// resized by the person at it and ignores this.
    func resize(to size: Size)
}

extension TerminalBackend {
    public func resize(to size: Size) {}
}

/// What waiting for input produced.
public enum BackendInput: Equatable, Sendable {
    case event(Event)
    /// Nothing arrived in time.
    case timeout
    /// The session should stop: a signal, the end of scripted input, or a closed input;
    /// `reason` says which, for the recording's quit entry.
    case stop(reason: String)
    /// The prototype's file changed (`--watch`), or a replay reached a recorded reload.
    case reload(PrototypeReload)
}
