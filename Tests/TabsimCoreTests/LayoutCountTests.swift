#if DEBUG
import Testing
@testable import TabsimCore

/// The reducer learns the list's height from the screen's rows, not from whole layouts:
/// it builds at most one `ScreenLayout` an event (the mouse's hit test), so a key costs
/// no layout of the bar, the strip's labels or the list (issue: one layout per event).
@Suite("Layouts per event")
struct LayoutCountTests {
    /// The whole layouts the reducer builds for each event of `input`, after `setup`.
    private func layouts(_ prototype: Prototype, setup: String = "", input: String) throws -> [Int] {
        var state = try state(prototype, size: Size(width: 80, height: 24), input: setup)
        let reducer = Reducer(prototype: prototype)
        return try InputScript.parse(input).compactMap { step -> Int? in
            guard case .event(let event) = step else { return nil }
            return ScreenLayout.counted { _ = reducer.reduce(&state, event, now: 0) }
        }
    }

    @Test("I1: keys that move the cursor, page, switch section or push build no layout")
    func keysBuildNone() throws {
        let demo = try demo()
        #expect(try layouts(demo, input: "down,down,pagedown,pageup,end,home,right,left,tab,right") == Array(repeating: 0, count: 10))
        #expect(try layouts(demo, setup: "2", input: "down,enter,escape") == [0, 0, 0])
    }

    @Test("I2: a click and the wheel build one layout, for the hit test")
    func mouseBuildsOne() throws {
        let demo = try demo()
        #expect(try layouts(demo, input: "press:20:22,release:20:22,wheeldown:10:10,wheelup:10:10") == [1, 1, 1, 1])
    }

    @Test("The list's height the reducer uses is the one the layout draws, with a strip, a large title, the keyboard and a modal")
    func heightsAgree() throws {
        let demo = try demo()
        for input in ["", "2", "3", "5,enter,type:A", "2,down,enter", "4", "1,down,down,down"] {
            let shown = try state(demo, input: input)
            #expect(ScreenLayout.list(prototype: demo, state: shown).visible == ScreenLayout(prototype: demo, state: shown).content.height, "\(input)")
        }
        let titled = try prototype("""
        name: Titled
        sections:
          - label: Home
            icon: "○ ●"
            screen: {title: Home, large_title: true, rows: {count: 40, text: "Row {n}"}}
        """)
        for input in ["", "down", "pagedown", "pagedown,home"] {
            let shown = try state(titled, input: input)
            #expect(ScreenLayout.list(prototype: titled, state: shown).visible == ScreenLayout(prototype: titled, state: shown).content.height, "\(input)")
        }
    }
}
#endif

#if DEBUG
/// The session loop lays a screen out once for its frame, and once more only for a
/// mouse event's hit test: walk checks, clicks found by name and captions read the
/// frame's own layout (issue: one layout per drawn frame plus one per mouse event).
@Suite("Layouts per frame in the session loop")
struct LoopLayoutCountTests {
    /// Counts drawn frames.
    private final class Frames: SessionObserver {
        var drawn = 0
        func sessionDrew(_ frame: CellBuffer, at now: Int) { drawn += 1 }
    }

    @Test("I2: a live click: its press and release each lay out once for the hit test, and each frame once")
    func liveClick() throws {
        let session = TestSession(try demo())
        let frames = Frames()
        session.loop.add(observer: frames)
        session.launch()
        let layouts = ScreenLayout.counted { session.send(.mouse(MouseEvent(.click, x: 24, y: 22))) ; session.settle() }
        #expect(frames.drawn > 1)
        #expect(layouts <= frames.drawn + 1, "\(layouts) layouts for \(frames.drawn) frames and one mouse event")
    }

    @Test("W3: a walk with clicks found by name, checks and captions lays out no more than its frames and mouse events")
    func walkClicksAndChecks() throws {
        let p = try demo()
        let script = try WalkthroughScript.parse("click Trips\nexpect section Trips\nexpect text Your trips\nkey down\nclick Record\nexpect section Record\n",
                                                 file: "w.txt")
        let runner = WalkthroughRunner(prototype: p, theme: Theme(tint: p.tint, mode: .color), size: Size(width: 80, height: 24))
        let kept = FrameList()
        runner.frameSink = kept
        let layouts = try ScreenLayout.counted { try runner.run(script) }
        #expect(runner.checksPassed == 3)
        // Two clicks: a press and a release each.
        #expect(layouts <= kept.frames.count + 4, "\(layouts) layouts for \(kept.frames.count) frames and four mouse events")
    }
}
#endif
