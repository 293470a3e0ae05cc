#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNcursesw
import TabsimCore

/// Why the terminal could not be taken over; each says what to do in one line.
public enum TerminalError: Error, CustomStringConvertible {
    case notATerminal
    case noTerm
    case unknownTerm(String)
    case dumbTerm

    public var description: String {
        switch self {
        case .notATerminal:
            return "needs an interactive terminal (standard input and output are not a TTY); for a text capture use `tabsim render`"
        case .noTerm:
            return "TERM is not set; set it to your terminal's type, e.g. TERM=xterm-256color"
        case .unknownTerm(let term):
            return "TERM=\(term) is not a terminal type this system knows; try TERM=xterm-256color"
        case .dumbTerm:
            return "TERM=dumb cannot move the cursor, so tabsim cannot draw; use a full terminal (e.g. TERM=xterm-256color) or `tabsim render`"
        }
    }
}

/// The live terminal, through ncursesw. The only place in tabsim that calls curses.
public final class NcursesBackend: TerminalBackend {
    /// Colour, unless the terminal has none or `NO_COLOR` is set.
    public let colorMode: ColorMode
    /// The terminal's background as it answered OSC 11 when opened, nil when it did not.
    public let terminalBackground: ColorValue?
    private let colorCount: Int
    private let pairLimit: Int
    private let cellCapacity = Int(tabsim_cell_capacity())
    /// The first frame curses could not paint; the session stops at the next input.
    public private(set) var paintFailure: PaintFailure?
    private var pairs: [PairKey: Int32] = [:]
    private var isOpen = true
    /// The watched prototype file (`--watch`) and how to read it again.
    var watching: (watcher: FileWatcher, reload: () -> PrototypeReload)?
    /// The idle marker's test mode: the idle probes taken so far, or nil when off.
    var idleProbes: Int?
    /// Turns the terminal's bytes into events, keeping a sequence split across reads.
    var decoder = InputDecoder()
    /// Events decoded and not yet returned, oldest first.
    var decoded: ArraySlice<Event> = []
    /// The size the program was last told of, so that each new size is reported once.
    var reportedSize = Size(width: 0, height: 0)
    /// The time the decoder is given.
    let inputClock = SystemClock()

    private struct PairKey: Hashable {
        let foreground: Int16
        let background: Int16
    }

    /// Puts the terminal's questions (synchronized output and, with `background`, its
    /// background) now, without waiting, when it is one tabsim may take over: the
    /// answers travel while the prototype loads, and `init` reads them (the exit does,
    /// if none follows).
    public static func askAhead(background: Bool) { tabsim_ask_terminal_ahead(background ? 1 : 0) }

    /// Takes over the terminal: checks that it is one first, so that on failure
    /// nothing has been written to it.
    /// - Parameters:
    ///   - noColor: whether `NO_COLOR` asked for no colour.
    ///   - marksIdle: the end-to-end tests' mode: the title says when tabsim waits with
    ///     nothing moving (see `nextInput`).
    ///   - asksBackground: whether to ask the terminal for its background (OSC 11), for
    ///     `appearance`; not when the palette is already chosen.
    public init(noColor: Bool, marksIdle: Bool = false, asksBackground: Bool = true) throws(TerminalError) {
        _ = tabsim_locale_init()
        switch tabsim_open(asksBackground ? 1 : 0) {
        case TABSIM_OPEN_OK: break
        case TABSIM_OPEN_NOT_A_TTY: throw .notATerminal
        case TABSIM_OPEN_NO_TERM: throw .noTerm
        case TABSIM_OPEN_DUMB_TERM: throw .dumbTerm
        default: throw .unknownTerm(Environment.value("TERM") ?? "")
        }
        tabsim_install_signal_handlers()
        idleProbes = marksIdle ? 0 : nil
        colorCount = Int(tabsim_colors())
        pairLimit = Int(tabsim_color_pairs())
        let background = Int(tabsim_terminal_background())
        terminalBackground = background < 0 ? nil
            : ColorValue(red: background >> 16 & 0xFF, green: background >> 8 & 0xFF, blue: background & 0xFF)
        if tabsim_has_colors() == 0 || noColor || colorCount < 8 {
            colorMode = .monochrome
        } else {
            colorMode = colorCount >= 256 ? .color : .basic
        }
        reportedSize = size
    }

    /// The palette `auto` picks: from the background the terminal answered, else
    /// `COLORFGBG`, else dark.
    public var appearance: Appearance {
        Appearance.detected(background: terminalBackground, colorFGBG: Environment.value("COLORFGBG"))
    }

    /// Gives the terminal back as it was.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        tabsim_close()
    }

    deinit { close() }

    /// The signal that asked the program to stop, if one did.
    public var stopSignal: Int32? {
        let signal = tabsim_stop_signal()
        return signal == 0 ? nil : signal
    }

    /// Why the session must stop, if it must: a frame that could not be painted, or a
    /// signal, by name.
    var stopReason: String? {
        if let paintFailure { return "paint failed: \(paintFailure.failed) of \(paintFailure.cells) cells" }
        guard let signal = stopSignal else { return nil }
        let names: [Int32: String] = [SIGINT: "SIGINT", SIGTERM: "SIGTERM", SIGHUP: "SIGHUP", SIGQUIT: "SIGQUIT"]
        return names[signal] ?? "signal \(signal)"
    }

    public var size: Size { Size(width: Int(tabsim_cols()), height: Int(tabsim_lines())) }

    /// The next input. With `marksIdle`, each wait with nothing moving (no frame due)
    /// first sets the title to the idle marker, and the idle probe is taken as no input.
    public func nextInput(timeoutMilliseconds: Int?) -> BackendInput {
        guard idleProbes != nil else { return waitForInput(timeoutMilliseconds: timeoutMilliseconds) }
        return markingIdle(timeoutMilliseconds: timeoutMilliseconds)
    }

    /// Paints each cell with one `tabsim_put`: its code points go through one buffer
    /// for the whole paint (curses keeps at most `tabsim_cell_capacity()` of them), and
    /// the attributes and colour pair are worked out once for each run of one style.
    /// A frame any of whose cells curses refuses ends the session (`paintFailure`):
    /// better one message than a screen that stays blank or wrong.
    public func paint(_ changes: [CellBuffer.Change]) {
        let capacity = cellCapacity
        var cells = 0, failed = 0
        withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: capacity) { buffer in
            var style: Style?
            var attributes: Int32 = 0, pair: Int32 = 0
            for change in changes {
                change.cells.forEachGrapheme { offset, cellStyle, scalars in
                    if cellStyle != style {
                        style = cellStyle
                        attributes = attributeBits(cellStyle.attributes)
                        pair = colorPair(for: cellStyle)
                    }
                    let count = min(scalars.count, capacity)
                    for index in 0..<count { buffer[index] = wchar_t(bitPattern: scalars[index].value) }
                    cells += 1
                    if tabsim_put(Int32(change.y), Int32(change.x + offset), buffer.baseAddress, Int32(count), attributes, pair) != 0 {
                        failed += 1
                    }
                }
            }
        }
        if failed > 0, paintFailure == nil {
            paintFailure = PaintFailure(failed: failed, of: cells, library: CursesLibrary.description,
                                        term: Environment.value("TERM") ?? "")
        }
    }

    public func flush() { tabsim_refresh() }
    public func bell() { tabsim_bell() }
    public func flash() { tabsim_flash() }

    private func attributeBits(_ attributes: Attributes) -> Int32 {
        var bits: UInt32 = 0
        if attributes.contains(.bold) { bits |= TABSIM_ATTR_BOLD.rawValue }
        if attributes.contains(.dim) { bits |= TABSIM_ATTR_DIM.rawValue }
        if attributes.contains(.reverse) { bits |= TABSIM_ATTR_REVERSE.rawValue }
        if attributes.contains(.underline) { bits |= TABSIM_ATTR_UNDERLINE.rawValue }
        if attributes.contains(.italic) { bits |= TABSIM_ATTR_ITALIC.rawValue }
        return Int32(bitPattern: bits)
    }

    /// The colour pair for a style, defined on first use; 0 (default colours) when the
    /// terminal has no colour or its pairs run out.
    private func colorPair(for style: Style) -> Int32 {
        guard colorMode != .monochrome else { return 0 }
        let rich = colorCount >= 256
        let key = PairKey(foreground: rich ? style.foreground.xterm : style.foreground.basic,
                          background: rich ? style.background.xterm : style.background.basic)
        if key.foreground < 0 && key.background < 0 { return 0 }
        if let pair = pairs[key] { return pair }
        guard pairs.count + 1 < pairLimit else { return 0 }
        let pair = Int32(pairs.count + 1)
        // A pair curses refuses is drawn in the default colours, and not asked for again.
        let defined = tabsim_init_pair(pair, Int32(key.foreground), Int32(key.background)) == 0
        pairs[key] = defined ? pair : 0
        return pairs[key]!
    }
}
