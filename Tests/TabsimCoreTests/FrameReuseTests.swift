import Testing
@testable import TabsimCore

/// Frames that reuse earlier work (the frame cache, the packed copies of the slide,
/// the diff) are the frames drawn from scratch, cell for cell.
@Suite("Frames that reuse earlier work")
struct FrameReuseTests {
    /// Wide graphemes and texts of several scalars at every column, so that slide edges cut them.
    private let wide = """
    name: Wide
    transition: slide
    duration: 160
    sections:
      - label: 家族
        icon: "👨‍👩‍👧 ●"
        screen:
          title: "漢字 e\u{301}"
          rows: {count: 40, text: "한국어 {n} 🇰🇷 ok 👨‍👩‍👧 x"}
      - label: Flags
        icon: "🇰🇷 🇯🇵"
        badge: 7
        pages:
          style: scroll
          header: {title: "Pages 漢字", fields: [{label: 검색, placeholder: "👍🏽 e\u{301}"}]}
          items:
            - {label: "전체 👨‍👩‍👧", rows: {count: 30, text: "글 {n} ✅"}}
            - {label: 맛집, badge: 2, rows: {count: 20, text: "🇰🇷🇯🇵 {n}"}}
            - {label: 분실물 센터, rows: {count: 6, text: "분실물 {n}"}}
      - label: Plain
        icon: "○ ●"
        screen:
          title: Plain
          rows:
            - text: "Inbox 漢"
              detail: {title: "Inbox 漢字", rows: {count: 30, text: "Message {n} 漢字"}}
            - Sent
    """

    @Test("Each frame a program paints through the diff is the frame rendered from scratch",
          arguments: [TransitionStyle.slide, .fade])
    func paintedFramesAreFreshFrames(style: TransitionStyle) throws {
        for source in [wide, BuiltInExamples.demo.source] {
            var prototype = try prototype(source)
            prototype.transition = style
            for size in [Size(width: 80, height: 24), Size(width: 131, height: 30)] {
                let clock = ManualClock()
                let backend = MemoryBackend(size: size, clock: clock)
                let program = TestSession(prototype, theme: Theme(tint: .blue, mode: .color), terminal: backend)
                program.loop.drawIfNeeded()
                // Slides, a reversal and a retarget mid-slide, page slides in a strip, a push.
                let script = "right,wait:48,right,wait:32,left,wait:200,2,wait:16,tab,right,wait:64,right,wait:200,3,enter,wait:80,esc,wait:200"
                for step in try InputScript.parse(script) {
                    switch step {
                    case .event(let event):
                        program.send(event)
                        expectFresh(program, backend, clock, "\(size) after \(event)")
                    case .wait(let milliseconds):
                        for _ in 0..<(milliseconds / SessionLoop.frameInterval) {
                            program.pass(SessionLoop.frameInterval)
                            expectFresh(program, backend, clock, "\(size) at \(clock.nowMilliseconds)")
                        }
                    }
                }
            }
        }
    }

    @Test("Sheets, the keyboard, pushes and slides interrupted mid-way paint the frames rendered from scratch")
    func interruptedMotionsAreFreshFrames() throws {
        let source = """
        transition: slide
        duration: 160
        sections:
          - label: Home
            screen:
              title: 漢字 Home
              fields: [{label: Note}]
              rows:
                - {text: "Compose 👨‍👩‍👧", modal: {title: New, rows: [Draft 한국어]}}
                - {text: "Open 🇰🇷", detail: {title: Detail, rows: {count: 30, text: "Detail {n} 漢字"}}}
                - {text: "Row 한국어 e\u{301}"}
          - {label: Two, screen: {title: Two 🇯🇵, rows: {count: 30, text: "둘 {n} ✅"}}}
          - {label: Three, screen: {title: Three, rows: {count: 30, text: "셋 {n} 👍🏽"}}}
        """
        let prototype = try prototype(source)
        for size in [Size(width: 47, height: 17), Size(width: 80, height: 24)] {
            let clock = ManualClock()
            let backend = MemoryBackend(size: size, clock: clock)
            let program = TestSession(prototype, theme: Theme(tint: .blue, mode: .color), terminal: backend)
            program.loop.drawIfNeeded()
            var seen: [String] = []
            // Slides retargeted twice, a push popped mid-way, a sheet closed mid-rise, the keyboard closed mid-rise.
            let script = "right,wait:32,right,wait:48,left,wait:200,1,wait:200,tab,down,down,enter,wait:64,esc,wait:200,"
                + "up,enter,wait:48,esc,wait:200,up,up,enter,wait:48,esc,wait:200"
            for step in try InputScript.parse(script) {
                switch step {
                case .event(let event):
                    program.send(event)
                    expectFresh(program, backend, clock, "\(size) after \(event)")
                case .wait(let milliseconds):
                    for _ in 0..<(milliseconds / SessionLoop.frameInterval) {
                        if let transition = program.state.transition {
                            seen.append("\(transition.motion) \(transition.area) \(transition.leaving.count)")
                        }
                        program.pass(SessionLoop.frameInterval)
                        expectFresh(program, backend, clock, "\(size) at \(clock.nowMilliseconds)")
                        expectWholeGlyphs(backend.screen, "\(size) at \(clock.nowMilliseconds)")
                    }
                }
            }
            // The script made every kind of motion, and slides of three screens at once.
            for motion in ["slide aboveBar 2", "push aboveBar 1", "pop aboveBar 1", "cover screen 1", "uncover screen 1",
                           "cover keyboard 1", "uncover keyboard 1"] {
                #expect(seen.contains(motion), "\(motion) in \(Set(seen))")
            }
        }
    }

    private func expectFresh(_ program: TestSession, _ backend: MemoryBackend, _ clock: ManualClock, _ context: String,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        let fresh = program.renderer.render(program.state, overlay: program.overlay, now: clock.nowMilliseconds)
        let same = backend.screen == fresh
        #expect(same, "\(context)\n\(backend.screen.styledText)\n\(fresh.styledText)", sourceLocation: sourceLocation)
    }

    /// Fingerprints of the frames below as painted before frames were packed, cached
    /// and composed from copies (recorded from that build), but for the six frames of
    /// the push that interrupts a section's slide at its start: recorded once a push
    /// slid over the screen below as UIKit's does, from what was on screen (S4), where
    /// before the pushed screen slid beside it from two widths away; recorded again when
    /// dimming moved colours toward the background instead of setting `dim`, when the
    /// cursor row came to show only after a key press, when the focus underline came
    /// to leave out the space before a label, when a strip left out labels cut by its
    /// edges, and when it came to clip them a column clear of its cues instead.
    private let recordedFingerprints: [UInt64] = [
        0xc0c31f7e05152f33, 0x174267b9634e26bb, 0x998bc52f3fd8d04e, 0x710f23cf157f75d6, 0x375cc2893b9431ff,
        0x87b7d39ca9db1fd6, 0x20f2448b777a40be, 0xc092dff1f382346c, 0x78b4411dddbc0301, 0x06f4cbce148a7a0f,
        0xb2c006b37dfb1118, 0xb2c006b37dfb1118, 0xb2c006b37dfb1118, 0xb2c006b37dfb1118, 0x02f745bf36ecdaf3,
        0x151d401415bcca82, 0x56da325089376238, 0xbe3abcfe72332d3a, 0xdd32e542c0c4560a, 0x81f327e531969a0c,
        0xe9820f890577eb75, 0x9925f15d8bfbd418, 0xbccbc09529167bae, 0xe7aac1b00f5a4533, 0x64aa08b718211cba,
        0x78e860255153a455, 0x78e860255153a455, 0x78e860255153a455, 0xe061403130c5021c, 0xe061403130c5021c,
        0xe061403130c5021c, 0xe061403130c5021c, 0xe061403130c5021c, 0xe061403130c5021c, 0x4c968a717329a26b,
        0x4c968a717329a26b, 0x4c968a717329a26b, 0x4c968a717329a26b, 0x4c968a717329a26b, 0xbc1ebed7373ea5d1,
        0x182639f48eb715d7, 0x182639f48eb715d7, 0x182639f48eb715d7, 0x182639f48eb715d7, 0x49ca1308b618b880,
        0x49ca1308b618b880, 0x49ca1308b618b880, 0x49ca1308b618b880, 0x49ca1308b618b880, 0x49ca1308b618b880,
    ]

    @Test("A slide and a fade paint, frame by frame, what they painted before frames were packed")
    func framesAsRecorded() throws {
        var fingerprints: [UInt64] = []
        for (source, style, size) in [(wide, TransitionStyle.slide, Size(width: 47, height: 17)),
                                      (BuiltInExamples.demo.source, .fade, Size(width: 80, height: 24))] {
            var prototype = try prototype(source)
            prototype.transition = style
            let clock = ManualClock()
            let backend = MemoryBackend(size: size, clock: clock)
            let program = TestSession(prototype, theme: Theme(tint: .blue, mode: .color), terminal: backend)
            program.loop.drawIfNeeded()
            for step in try InputScript.parse("right,wait:48,left,wait:176,2,wait:16,tab,right,wait:64,3,enter,wait:96") {
                switch step {
                case .event(let event):
                    program.send(event)
                case .wait(let milliseconds):
                    for _ in 0..<(milliseconds / SessionLoop.frameInterval) {
                        program.pass(SessionLoop.frameInterval)
                        fingerprints.append(fingerprint(backend.screen))
                    }
                }
            }
        }
        #expect(fingerprints == recordedFingerprints)
    }

    /// FNV-1a over the frame's text and styles: the same in every run, unlike `Hasher`.
    private func fingerprint(_ buffer: CellBuffer) -> UInt64 {
        buffer.styledText.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    @Test("The slide composed from packed copies is the one composed cell by cell",
          arguments: [1, -1], [1.0, 0.55, 0.3])
    func slideMatchesCellByCell(direction: Int, start: Double) throws {
        let size = Size(width: 23, height: 6)
        var old = CellBuffer(size: size), new = CellBuffer(size: size)
        for y in 0..<size.height {
            // Each row shifted by one more column, so that every edge cuts some glyph.
            old.write("漢a👨‍👩‍👧b🇰🇷e\u{301}字c한국어d", x: y - 2, y: y, style: Style(foreground: .gray))
            new.write("x字👍🏽yz漢漢e\u{301}w🇯🇵v", x: 1 - y, y: y, style: Style(foreground: Color(xterm: 300, basic: 1)))
        }
        let area = Rect(x: 2, y: 1, width: 19, height: 4)
        // The new content starts `start` widths from its place, the old one beside it.
        let arrivingFrom = start * Double(direction)
        let layer = Transition.Layer(state: Frozen(AppState(prototype: try prototype(wide), size: size)), offset: arrivingFrom - Double(direction))
        for now in stride(from: 0, through: 200, by: 8) {
            let transition = Transition(leaving: [layer], style: .slide, direction: direction, motion: .slide, area: .aboveBar,
                                        start: 0, duration: 200, arrivingFrom: arrivingFrom, leavingShift: -arrivingFrom)
            var composed = new
            TransitionCompositor(transition: transition, now: now, theme: Theme(tint: .blue, mode: .color), rowsAboveSheet: 1).compose(leaving: [old], new: new, into: &composed, area: area)
            let newOffset = Transition.columns(transition.arrivingOffset(at: now), width: area.width)
            let reference = referenceSlide(old: old, new: new, area: area, offsets: (newOffset, newOffset - area.width * direction))
            let same = composed == reference
            #expect(same, "at \(now)\n\(composed.styledText)\n\(reference.styledText)")
        }
    }

    /// The slide as it was composed before frames were packed: blank the area, then
    /// copy the old and the new content cell by cell, a glyph cut by an edge a space.
    private func referenceSlide(old: CellBuffer, new: CellBuffer, area: Rect, offsets: (new: Int, old: Int)) -> CellBuffer {
        var buffer = new
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX { buffer.setCell(.blank, x: x, y: y) }
            for (source, shift) in [(old, offsets.old), (new, offsets.new)] {
                let start = max(area.x, area.x + shift), end = min(area.maxX, area.maxX + shift)
                guard start < end else { continue }
                for x in start..<end {
                    var cell = source[x - shift, y]
                    if x == start && cell.isContinuation { cell.text = " " }
                    if x == end - 1 && DisplayWidth.of(cell.text) == 2 { cell.text = " " }
                    buffer.setCell(cell, x: x, y: y)
                }
            }
        }
        return buffer
    }

    @Test("A slide's frames keep its two still frames; the one it leaves is the frame shown before the key")
    func stillFramesAreKept() throws {
        let prototype = try prototype(wide)
        let renderer = Renderer(prototype: prototype, theme: Theme(tint: .blue, mode: .color))
        var state = AppState(prototype: prototype, size: Size(width: 60, height: 20))
        var cache = FrameCache()
        let settled = renderer.render(state, overlay: Overlay(), now: 0, cache: &cache)
        _ = Reducer(prototype: prototype).reduce(&state, .key(.right), now: 0)
        let transition = try #require(state.transition)
        for now in stride(from: 0, through: 160, by: 16) {
            let same = renderer.render(state, overlay: Overlay(), now: now, cache: &cache) == renderer.render(state, overlay: Overlay(), now: now)
            #expect(same, "at \(now)")
        }
        let layOutAgain: (AppState) -> ScreenLayout = {
            Issue.record("laid out again")
            return ScreenLayout(prototype: prototype, state: $0)
        }
        let drawAgain: (ScreenLayout) -> CellBuffer = { _ in
            Issue.record("drawn again")
            return CellBuffer(size: state.size)
        }
        let leaving = cache.still(of: transition.from.value, lasts: true, layOut: layOutAgain, draw: drawAgain)
        #expect(leaving == settled, "\(leaving.text)\n\(settled.text)")
        _ = cache.still(of: state, lasts: true, layOut: layOutAgain, draw: drawAgain)
    }
}
