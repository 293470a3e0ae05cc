import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TabsimCore
import TabsimTerminal

/// `tabsim render`: runs the program loop headless and prints the final screen.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Print a prototype's screen as text, after optional input, without a terminal.",
        discussion: """
        --keys takes a comma-separated list: key names (up down left right home end pgup pgdn tab \
        btab enter esc backspace delete space ctrl-c ctrl-u comma), single characters (q ? 1 …), type:TEXT, \
        paste:TEXT, click:X:Y press:X:Y drag:X:Y release:X:Y wheelup:X:Y wheeldown:X:Y (0-based column and row; \
        drag: the pointer moved there with the button held), \
        resize:WxH, wait:MS (time passes). The screen is printed once everything has settled. With --device or \
        --viewport, the prototype is shown in a device frame and X, Y are the terminal's, as a live mouse gives them.
        """
    )

    @OptionGroup var screen: HeadlessScreen
    @OptionGroup var readerMode: ReaderModeOption

    @Flag(help: "Print a style letter under each styled row, and a legend.")
    var styles = false

    func run() throws {
        let buffer = try screen.capture(reader: readerMode.reader).buffer
        print(styles ? buffer.styledText : buffer.text)
    }
}

/// `tabsim shot`: one state of a prototype as a picture.
struct Shot: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shot",
        abstract: "Save a prototype's screen, after optional input, as an SVG or PNG picture.",
        discussion: """
        Takes the same --keys as `tabsim render`. The pictures are drawn from the cells tabsim renders, in the xterm \
        colours of a dark terminal (of a light one with --appearance light): the SVG needs no other program; the PNG is drawn with FreeType in DejaVu Sans Mono, \
        Noto Sans Mono CJK and Noto Color Emoji.
        """)

    @OptionGroup var screen: HeadlessScreen
    @OptionGroup var readerMode: ReaderModeOption

    @Option(help: "Write the picture to OUT.svg.")
    var svg: String?

    @Option(help: "Write the picture to OUT.png, 9 x 18 pixels a cell (times --scale).")
    var png: String?

    @OptionGroup var raster: RasterOptions

    func validate() throws {
        guard svg != nil || png != nil else { throw ValidationError("give --svg OUT.svg, --png OUT.png or both") }
    }

    func run() throws {
        let (buffer, appearance) = try screen.capture(reader: readerMode.reader)
        try SVGPalette.$appearance.withValue(appearance) {
            if let svg { try OutputFile.write(svg, AnimatedSVG.still(buffer)) }
            if let png {
                // Refused before drawing, so that nothing (such as the fonts' note) comes before the refusal.
                try OutputFile.refuseInput(png)
                try OutputFile.write(png, Data(try raster.png(of: buffer)))
            }
        }
    }
}

/// A prototype's screen after scripted input, settled, with no terminal.
struct HeadlessScreen: ParsableArguments {
    @OptionGroup var source: PrototypeSource
    @OptionGroup var motion: MotionOptions
    @OptionGroup var display: DisplayOptions
    @OptionGroup var frame: DeviceOptions

    @Option(help: "Screen size as COLUMNSxROWS (80x24 unless given); with --device or --viewport, the terminal the frame is centred in (the frame's own size unless given).")
    var size: String?

    @Option(help: "Input to apply first, e.g. right,right,tab,enter.")
    var keys: String = ""

    @Flag(help: "Draw as on a terminal without colour (also when NO_COLOR is set).")
    var mono = false

    /// The settled screen, and the palette it was drawn in (dark unless the prototype or
    /// `--appearance` says light: no terminal answers here), in reader mode with `reader`.
    func capture(reader: ScreenReader? = nil) throws -> (buffer: CellBuffer, appearance: Appearance) {
        let settled = try settle(reader: reader)
        return (settled.buffer, settled.appearance)
    }

    /// The prototype as shown, its state once everything has settled, the screen drawn
    /// and its palette.
    func settle(reader: ScreenReader? = nil) throws -> (prototype: Prototype, state: AppState, buffer: CellBuffer, appearance: Appearance) {
        let prototype = display.apply(to: motion.apply(to: try source.load()))
        let appearance = prototype.appearance ?? .dark
        let events: [ScriptStep]
        do {
            events = try InputScript.parse(keys)
        } catch {
            throw ValidationError("--keys \(error.description)")
        }
        let mode: ColorMode = mono || !(Environment.value("NO_COLOR") ?? "").isEmpty ? .monochrome : .color
        let framing = try frame.headless(terminal: size)
        let viewport = try framing?.device.viewport ?? DeviceOptions.size(size ?? "80x24")
        let terminal = MemoryBackend(size: framing?.terminalSize(for: viewport) ?? viewport)
        let state = SessionState(prototype: prototype, terminal: terminal.size, device: framing?.device,
                                 terminalIsResizable: true, launchedAt: terminal.clock.nowMilliseconds, reader: reader)
        let loop = SessionLoop(session: Session(), state: state,
                               view: SessionView(prototype: prototype, theme: Theme(tint: prototype.tint, mode: mode, appearance: appearance)),
                               terminal: terminal, clock: terminal.clock)
        loop.add(source: TimedInputs(events))
        loop.run(settling: true)
        return (prototype, loop.state.app, terminal.screen, appearance)
    }
}
