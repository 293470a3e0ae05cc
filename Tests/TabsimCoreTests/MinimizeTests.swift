import Testing
@testable import TabsimCore

/// iOS 26's `minimize:` (issue 22): scrolling the list one way shrinks the floating bar
/// to a small capsule holding the selected tab; scrolling back, a tap on it or another
/// screen restores it; animated on the transitions' clock (a manual one here),
/// interruptible (S4), cross-faded under reduce motion (S5).
@Suite("Minimizing iOS 26's floating bar (S3, S4, S5, issue 22)")
struct MinimizeTests {
    private static let source = """
        platform: ios26
        minimize: on_scroll_down
        sections:
          - {label: Explore, icon: "◇ ◆", screen: {rows: {count: 60, text: "Trail {n}"}}}
          - {label: Trips, icon: "○ ●", badge: 3, screen: {rows: [Lost Lake, Eagle Peak]}}
          - {label: Saved, icon: "☆ ★", screen: {rows: {count: 30, text: "Saved {n}"}}}
        """
    private let p = try! prototype(source)
    private let phone = Size(width: 40, height: 20)

    private func session(_ prototype: Prototype? = nil) -> TestSession {
        let session = TestSession(prototype ?? p, size: phone)
        session.launch()
        session.loop.drawIfNeeded()
        return session
    }

    private func wheel(_ kind: MouseEvent.Kind, _ session: TestSession) { session.send(.mouse(MouseEvent(kind, x: 10, y: 5))) }

    @Test("P: `minimize:` is never unless given; on_scroll_down and on_scroll_up are read; other words are refused")
    func loads() throws {
        #expect(try prototype("sections: [{label: A, screen: {}}]").minimize == .never)
        #expect(p.minimize == .onScrollDown)
        #expect(try prototype("minimize: on_scroll_up\nsections: [{label: A, screen: {}}]").minimize == .onScrollUp)
        #expect(throws: PrototypeError.self) { try prototype("minimize: always\nsections: [{label: A, screen: {}}]") }
    }

    @Test("issue 22: scrolled down, the bar shrinks to a capsule at the leading end holding the selected tab's icon and label")
    func minimizes() throws {
        let session = session()
        wheel(.wheelDown, session)
        #expect(session.state.barMinimized && session.state.barMotion?.to == 1)
        session.settle()
        // iOS 26's minimized bar is a capsule of one tab at the leading edge: here 13 of
        // the 38 columns the whole capsule takes, one row of items instead of two.
        #expect(Array(session.screen.lines[16...]) == [
            " ╭───────────╮",
            " │▐◆ Explore▌│",
            " ╰───────────╯",
            "  Trail 22",
        ])
        let bar = try #require(ScreenLayout(prototype: p, state: session.state).bar)
        #expect(bar.minimized && bar.area == Rect(x: 1, y: 16, width: 13, height: 3) && bar.fullArea == Rect(x: 1, y: 15, width: 38, height: 4))
        #expect(ScreenLayout(prototype: p, state: session.state).content.maxY == 15, "minimizing never moves the list's end")
    }

    @Test("S3, issue 22: the capsule narrows on the transitions' clock: the whole bar's items while they fit until half-way, then the held tab")
    func animates() throws {
        let session = session()
        wheel(.wheelDown, session)
        var widths: [Int] = []
        while session.state.barMotion != nil {
            widths.append(session.screen.lines[18].count)
            session.pass(SessionLoop.frameInterval)
        }
        #expect(widths.first == 39 && widths == widths.sorted(by: >), "\(widths)")
        #expect(Set(widths).count > 3, "drawn at several widths on its way: \(widths)")
        #expect(session.screen.lines[18] == " ╰───────────╯")
    }

    @Test("issue 22: scrolling back up restores the bar; so does a tap on the small capsule, which keeps the list where it is")
    func restores() throws {
        let up = session()
        wheel(.wheelDown, up)
        up.settle()
        wheel(.wheelUp, up)
        #expect(!up.state.barMinimized && up.state.barMotion?.to == 0)
        up.settle()
        #expect(up.screen.lines[16].hasPrefix(" │▐    ◆"))

        let tapped = session()
        wheel(.wheelDown, tapped)
        tapped.settle()
        let scroll = tapped.state.currentScreenState.scroll
        #expect(ScreenLayout(prototype: p, state: tapped.state).target(x: 5, y: 17) == .barSlot(0))
        #expect(ScreenLayout(prototype: p, state: tapped.state).target(x: 20, y: 17) == .item(19), "beside it, the list (Trail 20)")
        tapped.send(.mouse(MouseEvent(.press, x: 5, y: 17)))
        tapped.send(.mouse(MouseEvent(.release, x: 5, y: 17)))
        #expect(!tapped.state.barMinimized && tapped.state.currentScreenState.scroll == scroll && tapped.state.selection == .section(0))
    }

    @Test("issue 32: any scroll up restores the bar, not only the wheel: PgUp, Up and Home, even where the cursor moves inside the rows shown; on_scroll_up mirrors it with any scroll down")
    func anyScrollBackRestores() throws {
        for keys in ["pgup", "up", "home"] {
            let minimized = try state(p, size: phone, input: "pgdn,pgdn")
            #expect(minimized.barMinimized)
            let back = try state(p, size: phone, input: "pgdn,pgdn,\(keys)")
            #expect(!back.barMinimized, "\(keys) after two pages down")
            #expect(back.currentScreenState.scroll == minimized.currentScreenState.scroll || keys == "home", "\(keys) moved the cursor inside the rows shown")
        }
        var up = p
        up.minimize = .onScrollUp
        #expect(try state(up, size: phone, input: "pgdn,pgdn,pgup,pgup").barMinimized)
        #expect(!(try state(up, size: phone, input: "pgdn,pgdn,pgup,pgup,down")).barMinimized)
    }

    @Test("issue 22: another screen restores the bar; on_scroll_up minimizes the other way; never and iOS 17's docked bar never minimize")
    func directions() throws {
        let switched = try state(p, size: phone, input: "wheeldown:10:5,2")
        #expect(!switched.barMinimized && switched.selection == .section(1))
        var up = p
        up.minimize = .onScrollUp
        #expect(!(try state(up, size: phone, input: "wheeldown:10:5")).barMinimized)
        #expect(try state(up, size: phone, input: "wheeldown:10:5,wheelup:10:5").barMinimized)
        var never = p
        never.minimize = .never
        #expect(!(try state(never, size: phone, input: "wheeldown:10:5")).barMinimized)
        var docked = p
        docked.platform = .ios17
        let ios17 = try state(docked, size: phone, input: "wheeldown:10:5")
        #expect(!ios17.barMinimized && ScreenLayout(prototype: docked, state: ios17).bar?.minimized == false)
    }

    @Test("S4, issue 22: scrolling back mid-way turns the motion round from where the capsule had got to")
    func interruptible() throws {
        let session = session()
        wheel(.wheelDown, session)
        session.pass(64)
        let reached = try #require(session.state.barMotion).progress(at: session.clock.nowMilliseconds)
        #expect(reached > 0.2 && reached < 1)
        wheel(.wheelUp, session)
        let back = try #require(session.state.barMotion)
        #expect(back.from == reached && back.to == 0 && back.start == session.clock.nowMilliseconds)
        #expect(session.screen.lines[18].count < 39, "it grows from its size then, not from the whole bar")
        session.settle()
        #expect(session.screen.lines[18].count == 39)
    }

    @Test("S5, issue 22: under reduce motion the bar does not change size: the whole bar dimmed, then the small one dimmed, within 200 ms")
    func crossFades() throws {
        var reduced = p
        reduced.reduceMotion = true
        let session = session(reduced)
        let theme = Theme(tint: reduced.tint, mode: .color)
        wheel(.wheelDown, session)
        let motion = try #require(session.state.barMotion)
        #expect(motion.crossFades && motion.duration == 200)
        session.pass(48)
        #expect(session.screen.lines[18].count == 39 && session.screen[5, 16].style == theme.dimmed(theme.capsule.selected))
        session.pass(96)
        #expect(session.screen.lines[18] == " ╰───────────╯" && session.screen[3, 17].style == theme.dimmed(theme.capsule.selected))
        session.settle()
        #expect(session.screen[3, 17].style == theme.capsule.selected)
    }
}
