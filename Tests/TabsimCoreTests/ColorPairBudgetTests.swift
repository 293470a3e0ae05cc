import Testing
@testable import TabsimCore

/// macOS's curses (ncurses 5.7) keeps a cell's colour pair in 8 bits, so the live
/// terminal there has 255 pairs to define: NcursesBackend gives each foreground and
/// background it meets one, and once they run out draws what is new in the terminal's
/// default colours. Every example on every platform, dark and light, through its
/// sections, More, a push, a field's keyboard, a dialog's dimming and the slides and
/// fades between them, must fit.
@Suite("Colour pairs within macOS's curses")
struct ColorPairBudgetTests {
    /// A terminal in memory that notes each foreground and background painted, as
    /// NcursesBackend asks curses for a pair of them.
    final class PairCountingTerminal: TestTerminal {
        let memory: MemoryBackend
        private(set) var pairs: Set<[Int16]> = []

        init(size: Size) { memory = MemoryBackend(size: size) }

        var size: Size { memory.size }
        var screen: CellBuffer { memory.screen }
        var clock: ManualClock { memory.clock }
        func nextInput(timeoutMilliseconds: Int?) -> BackendInput { memory.nextInput(timeoutMilliseconds: timeoutMilliseconds) }
        func resize(to size: Size) { memory.resize(to: size) }
        func flush() {}
        func bell() {}
        func flash() {}

        func paint(_ changes: [CellBuffer.Change]) {
            for change in changes {
                change.cells.forEachGrapheme { _, style, _ in
                    if style.foreground.xterm >= 0 || style.background.xterm >= 0 { pairs.insert([style.foreground.xterm, style.background.xterm]) }
                }
            }
            memory.paint(changes)
        }
    }

    /// Sections one by one (slides), More's list where there is one, a row pushed and
    /// popped, focus moved through fields and strips (the keyboard), a dialog where Enter
    /// opens one, the reduce-motion fades, all at the pace of a person.
    static let tour = (1...8).map { "\($0),wait:400" }.joined(separator: ",")
        + ",1,wait:400,down,enter,wait:400,esc,wait:400,tab,enter,wait:400,esc,tab,tab,enter,wait:400,esc,wait:400,right,wait:400,left,wait:400"

    @Test("B: every example on every platform, dark and light, draws in at most 255 colour pairs",
          arguments: Platform.allCases)
    func examplesFitInPairs(platform: Platform) throws {
        var widest = (count: 0, what: "")
        for example in BuiltInExamples.all {
            for appearance in Appearance.allCases {
                for reduceMotion in [false, true] {
                    var prototype = try PrototypeLoader.load(example.source, file: example.name)
                    prototype.platform = platform
                    prototype.reduceMotion = reduceMotion
                    let terminal = PairCountingTerminal(size: Size(width: 80, height: 24))
                    let session = TestSession(prototype, theme: Theme(tint: prototype.tint, mode: .color, appearance: appearance), terminal: terminal)
                    try session.run(Self.tour)
                    if terminal.pairs.count > widest.count {
                        widest = (terminal.pairs.count, "\(example.name) \(appearance)\(reduceMotion ? " reduce motion" : "")")
                    }
                }
            }
        }
        #expect(widest.count <= 255, "\(widest.what) drew in \(widest.count) pairs")
        #expect(widest.count > 5, "the tour drew in colour: \(widest.count) pairs at most")
    }
}
