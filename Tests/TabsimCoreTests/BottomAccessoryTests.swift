import Testing
@testable import TabsimCore

/// iOS 26's bottom accessory (`accessory:`, SwiftUI's `tabViewBottomAccessory`, issue 22):
/// a capsule of one row of text right over the floating bar, inset as the bar is, moving
/// inline beside the minimized bar on the bar's clock, hidden under the keyboard; a tap
/// is navigation like any other (the reducer, hit tests, walkthroughs, study paths).
@Suite("iOS 26's bottom accessory (B1, B9, S3, S5, W1, W6, L8, issue 22)")
struct BottomAccessoryTests {
    private let tunes = try! PrototypeLoader.load(BuiltInExamples.tunes, file: "tunes")
    private let phone = Size(width: 40, height: 20)

    private func session(size: Size? = nil, reduceMotion: Bool = false) -> TestSession {
        var p = tunes
        p.reduceMotion = reduceMotion
        let session = TestSession(p, size: size ?? phone)
        session.launch()
        session.loop.drawIfNeeded()
        return session
    }

    private func problems(_ yaml: String) -> [String] {
        do {
            _ = try PrototypeLoader.load(yaml, file: "p.yaml")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test("P: `accessory:` reads its text, icon and one action (a modal screen or a link); mistakes name file, line and field")
    func loads() throws {
        let accessory = try #require(tunes.accessory)
        #expect(accessory.text == "Midnight City · M83" && accessory.icon == "♫")
        #expect(accessory.action.screen?.title == "Now Playing" && accessory.action.isModal)
        let linked = try prototype("platform: ios26\naccessory: {text: Order on its way, link: B}\nsections: [{label: A, screen: {}}, {label: B, screen: {}}]")
        #expect(linked.accessory?.action == .link("B"))
        #expect(try prototype("platform: ios26\naccessory: {text: Hi}\nsections: [{label: A, screen: {}}]").accessory?.action == .plain)
        #expect(problems("accessory: {icon: x}\nsections: [{label: A, screen: {}}]")
            == ["p.yaml:1:12: error: accessory: an accessory needs `text`, what its bar says (e.g. Now playing: Song)"])
        #expect(problems("accessory: {text: T, link: A, modal: {}}\nsections: [{label: A, screen: {}}]")
            == ["p.yaml:1:28: error: accessory.link: an accessory does one thing: give `modal` or `link`, not both"])
        #expect(problems("accessory: {text: T, link: Z}\nsections: [{label: A, screen: {}}]").first?
            .hasPrefix("p.yaml:1:28: error: accessory.link: no section is called 'Z'") == true)
        #expect(problems("accessory: {text: T, toggle: true}\nsections: [{label: A, screen: {}}]").first?
            .hasPrefix("p.yaml:1:22: error: accessory.toggle: unknown key 'toggle'") == true)
    }

    @Test("B1, issue 22: on a phone (40x20) the accessory is one row of text in a capsule right over the floating bar, inset one column as the bar is")
    func overTheBar() throws {
        let session = session()
        let lines = session.screen.lines
        // iOS 26's accessory is about 48 pt tall against the bar's 62: here its capsule is
        // 3 rows (one of text) against the portrait bar's 4, as wide as the bar and its
        // search button together, one column in from each side, as the bar is.
        #expect(Array(lines[12...18]) == [
            " ╭────────────────────────────────────╮",
            " │ ♫ Midnight City · M83              │",
            " ╰────────────────────────────────────╯",
            " ╭────────────────────────────╮ ╭─────╮",
            " │▐  ⌂  ▌  ☆4      ◎      ♪   │ │  ⌕  │",
            " │▐Home ▌  New   Radio  Songs │ │     │",
            " ╰────────────────────────────╯ ╰─────╯",
        ])
        let layout = ScreenLayout(prototype: tunes, state: session.state)
        let accessory = try #require(layout.accessory), bar = try #require(layout.bar)
        #expect(accessory.area == Rect(x: 1, y: 12, width: 38, height: AccessoryLayout.height))
        #expect(accessory.area.x == bar.fullArea.x && accessory.area.maxX == bar.searchButton?.maxX && accessory.area.maxY == bar.fullArea.y)
        #expect(layout.content.maxY == 12, "the list's last row rests on the accessory")
    }

    @Test("issue 22: scrolled down, the accessory moves inline into the minimized bar's rows, between the small capsule and the search button")
    func inline() throws {
        let session = session()
        session.send(.key(.character("4")))
        session.settle()
        session.send(.mouse(MouseEvent(.wheelDown, x: 5, y: 5)))
        session.settle()
        // As iOS 26's: the small capsule, the accessory a column from it, the search button
        // (as tall as the small capsule).
        #expect(Array(session.screen.lines[16...18]) == [
            " ╭─────────╮ ╭────────────────╮ ╭─────╮",
            " │▐♪ Songs▌│ │ ♫ Midnight Ci… │ │  ⌕  │",
            " ╰─────────╯ ╰────────────────╯ ╰─────╯",
        ])
        let layout = ScreenLayout(prototype: tunes, state: session.state)
        let accessory = try #require(layout.accessory), bar = try #require(layout.bar)
        #expect(accessory.area == accessory.inlineArea)
        #expect(accessory.area == Rect(x: 13, y: 16, width: 18, height: 3))
        #expect(accessory.area.y == bar.minimizedArea.y && accessory.area.height == bar.minimizedArea.height)
        #expect(layout.content.maxY == 12, "minimizing never moves the list's end")
        #expect(layout.target(x: 20, y: 17) == .accessory && layout.target(x: 20, y: 13) != .accessory)
    }

    @Test("issue 32: in every frame of the motion, both ways, the capsule, the accessory and the search button are whole: none overlaps another")
    func piecesNeverOverlap() throws {
        let session = session()
        session.send(.key(.character("4")))
        session.settle()
        var frames = 0
        for wheel in [MouseEvent.Kind.wheelDown, .wheelUp] {
            session.send(.mouse(MouseEvent(wheel, x: 5, y: 5)))
            repeat {
                let lines = session.screen.lines, state = session.state
                let layout = ScreenLayout(prototype: tunes, state: state)
                let bar = try #require(layout.bar)
                let progress = state.barMotion?.progress(at: session.clock.nowMilliseconds) ?? (bar.minimized ? 1 : 0)
                let frame = FloatingBarFrame(bar: bar, accessory: layout.accessory, progress: progress)
                // Each piece's edge rows are whole: nothing drawn over them.
                for piece in [frame.capsule, frame.search, frame.accessory].compactMap({ $0 }) {
                    for (y, ends) in [(piece.y, ("╭", "╮")), (piece.maxY - 1, ("╰", "╯"))] {
                        let row = Array(lines[y]).map(String.init) + Array(repeating: " ", count: 40)
                        let edge = row[piece.x..<piece.maxX].joined()
                        #expect(edge == ends.0 + String(repeating: "─", count: piece.width - 2) + ends.1, "frame \(frames), row \(y): \(lines[y])")
                    }
                }
                #expect(lines.joined().filter { $0 == "⌕" }.count == 1 && lines.joined().filter { $0 == "♫" }.count == 1, "frame \(frames): \(lines)")
                frames += 1
                session.pass(SessionLoop.frameInterval)
            } while session.state.barMotion != nil
        }
        #expect(frames > 6)
        let layout = ScreenLayout(prototype: tunes, state: session.state)
        let bar = try #require(layout.bar), accessory = try #require(layout.accessory)
        for step in 0...100 {
            let frame = FloatingBarFrame(bar: bar, accessory: accessory, progress: Double(step) / 100)
            let pieces = [frame.capsule, frame.search, frame.accessory].compactMap { $0 }
            for a in pieces.indices {
                for b in pieces.indices where b > a {
                    let (first, second) = (pieces[a], pieces[b])
                    let apart = first.maxX <= second.x || second.maxX <= first.x || first.maxY <= second.y || second.maxY <= first.y
                    #expect(apart, "at \(step) %: \(first) and \(second) overlap")
                }
            }
        }
    }

    @Test("issue 32: minimized, the search button has the small capsule's height, its ⌕ on the middle row")
    func minimizedSearchButton() throws {
        let session = session()
        session.send(.key(.character("4")))
        session.settle()
        session.send(.mouse(MouseEvent(.wheelDown, x: 5, y: 5)))
        session.settle()
        #expect(Array(session.screen.lines[16...18]) == [
            " ╭─────────╮ ╭────────────────╮ ╭─────╮",
            " │▐♪ Songs▌│ │ ♫ Midnight Ci… │ │  ⌕  │",
            " ╰─────────╯ ╰────────────────╯ ╰─────╯",
        ])
    }

    @Test("S3, issue 22: the accessory moves down on the bar's clock (a manual one), one row at a time, never back")
    func animates() throws {
        let session = session()
        session.send(.key(.character("4")))
        session.settle()
        session.send(.mouse(MouseEvent(.wheelDown, x: 5, y: 5)))
        var tops: [Int] = []
        while session.state.barMotion != nil {
            tops.append(session.screen.lines.firstIndex { $0.contains("♫") }! - 1)
            session.pass(SessionLoop.frameInterval)
        }
        #expect(tops.first == 12 && tops == tops.sorted() && Set(tops).count > 2, "\(tops)")
        #expect(session.screen.lines[17].contains("♫"))
    }

    @Test("S5, issue 22: under reduce motion it does not slide: over the bar dimmed, then inline dimmed, then inline")
    func crossFades() throws {
        let session = session(reduceMotion: true)
        session.send(.key(.character("4")))
        session.settle()
        session.send(.mouse(MouseEvent(.wheelDown, x: 5, y: 5)))
        let start = session.screen
        #expect(start.lines[13].contains("♫") && isDimmed(start[3, 13].style))
        session.pass(120)
        #expect(session.screen.lines[17].contains("♫") && isDimmed(session.screen[3 + 12, 17].style))
        session.settle()
        #expect(!isDimmed(session.screen[15, 17].style))
    }

    @Test("B9, issue 22: the keyboard hides the accessory with the bar; a modal screen covers both")
    func hidden() throws {
        let typing = try state(tunes, size: phone, input: "5")
        #expect(typing.isKeyboardShown && ScreenLayout(prototype: tunes, state: typing).accessory == nil)
        let open = try state(tunes, size: phone, input: "click:10:13")
        #expect(open.isModalShown && ScreenLayout(prototype: tunes, state: open).accessory == nil)
    }

    @Test("I2, W1, W6, issue 22: a tap presents the player through the reducer; a walkthrough clicks it by name; a study counts it as a move, one tap from anywhere")
    func navigates() throws {
        let open = try state(tunes, size: phone, input: "press:10:13,release:10:13")
        #expect(open.sections[0].stack == [PushedScreen(rowIndex: PushedScreen.accessoryRow, isModal: true)])
        #expect(open.currentScreen(in: tunes).title == "Now Playing" && ScreenNode(open).name(in: tunes) == "Home › Now Playing")
        #expect(Measure.responds(at: 10, 13, in: AppState(prototype: tunes, size: phone), prototype: tunes))

        let runner = WalkthroughRunner(prototype: tunes, theme: Theme(tint: .pink, mode: .color), size: phone)
        let script = try WalkthroughScript.parse("click Midnight City\nexpect screen Now Playing\nclick Go to album\nexpect section Songs\n", file: "w.txt")
        #expect(script.problems(with: tunes).isEmpty)
        try runner.run(script)
        #expect(runner.checksPassed == 2)

        let paths = NavigationGraph(prototype: tunes).paths(from: AppState(prototype: tunes, size: phone), to: [.screen("Now Playing")])
        #expect(paths.shortest == 1)
        let linked = try prototype("platform: ios26\naccessory: {text: Order on its way, link: B}\nsections: [{label: A, screen: {}}, {label: B, screen: {}}]")
        #expect(try state(linked, size: phone, input: "click:10:12").selection == .section(1))
    }

    @Test("issue 22: in regular width (a tablet, 100x24) the accessory sits at the bottom of the screen, inset one cell as the bar would be")
    func tablet() throws {
        let size = Size(width: 100, height: 24)
        let layout = ScreenLayout(prototype: tunes, state: AppState(prototype: tunes, size: size))
        #expect(layout.accessory?.area == Rect(x: 1, y: 20, width: 98, height: 3))
        let lines = try screen(tunes, size: size).lines
        #expect(lines[21].hasPrefix(" │ ♫ Midnight City · M83 ") && lines[21].hasSuffix("│"))
    }

    @Test("L8, issue 22: an accessory on another platform is a finding with its line; export swiftui writes .tabViewBottomAccessory with a sheet")
    func lintAndExport() throws {
        var docked = tunes
        docked.platform = .ios17
        let findings = Linter(file: "tunes").findings(for: docked).filter { $0.path == "accessory" }
        #expect(findings.map(\.description) == [
            "tunes:9:3: warning: accessory: L8 (seed 003): `accessory:` is iOS 26's `tabViewBottomAccessory`, over its floating bar; ios17 does not show it: set `platform: ios26`, or remove it",
        ])
        var export = SwiftUIExport(prototype: tunes)
        let source = export.source()
        #expect(source.contains("""
                    .tabViewBottomAccessory { // iOS 26
                        Button("Midnight City · M83") { showsMidnightCityM83 = true }
                            .sheet(isPresented: $showsMidnightCityM83) {
            """))
        #expect(source.contains("    @State private var showsMidnightCityM83 = false"))
        var plain = SwiftUIExport(prototype: docked)
        #expect(!plain.source().contains("tabViewBottomAccessory"))
    }
}
