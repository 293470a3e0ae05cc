import Testing
@testable import TabsimCore

/// A strip of pages on a pushed screen (`pages:` on a `detail:`, issue 22): under the
/// pushed screen's navigation bar, its selection that screen's memory, back as usual,
/// page changes sliding by their indices as on a section's root (T1, T7, T8, S1, B13).
@Suite("Strips on pushed screens (T, S1, B13, issue 22)")
struct PushedStripTests {
    static let source = """
        sections:
          - label: Trips
            screen:
              rows:
                - text: Lake walk
                  detail:
                    title: Lake walk
                    pages:
                      style: fixed
                      header: {fields: [{label: Note, placeholder: Add a note}]}
                      items:
                        - label: Map
                          rows: [North shore, {text: Cafe, detail: {title: Cafe, rows: [Menu]}}]
                        - label: Photos
                          rows: {count: 20, text: "Photo {n}"}
                        - label: Notes
                          empty: No notes yet
          - {label: Other, screen: {rows: [A]}}
        """
    private let p = try! prototype(source)
    private let phone = Size(width: 40, height: 14)

    /// A session with Lake walk pushed.
    private func pushed(size: Size = Size(width: 40, height: 14)) -> TestSession {
        let session = TestSession(p, size: size)
        session.launch()
        session.send(.mouse(MouseEvent(.click, x: 4, y: 1)))
        session.clock.advance(by: 1000)
        return session
    }

    /// What the session shows now, its push finished.
    private func shown(_ session: TestSession) -> CellBuffer {
        session.renderer.render(session.state, now: session.clock.nowMilliseconds)
    }

    @Test("P: `pages:` is read on a detail or modal screen, not beside rows or a header title, nor on a section's screen; each error with its line")
    func loads() throws {
        guard case .screen(let root) = p.sections[0].content, case .detail(let detail) = root.rows[0].kind else { Issue.record("no detail"); return }
        #expect(detail.strip?.pages.map(\.label) == ["Map", "Photos", "Notes"] && detail.title == "Lake walk")
        func problems(_ yaml: String) -> [String] {
            do { _ = try prototype(yaml); return [] } catch let error as PrototypeError { return error.diagnostics.map(\.description) } catch { return [] }
        }
        let beside = problems("sections:\n  - label: A\n    screen:\n      rows:\n        - text: R\n          detail:\n            rows: [x]\n            pages: {items: [{label: P}, {label: Q}]}\n")
        #expect(beside == ["test.yaml:7:19: error: sections[0].screen.rows[0].detail.rows: a screen with `pages` shows its pages' content; move `rows` into a page"])
        let titled = problems("sections:\n  - label: A\n    screen:\n      rows:\n        - text: R\n          detail: {pages: {header: {title: T}, items: [{label: P}]}}\n")
        #expect(titled.first?.contains("detail.pages.header.title: a pushed screen's navigation bar shows its own `title`") == true)
        #expect(problems("sections:\n  - label: A\n    screen: {pages: {items: [{label: P}]}}\n").first?.contains("unknown key 'pages'") == true)
    }

    @Test("T1, T7, B13: at phone size the strip shows under the pushed screen's navigation bar (back button and title), the header's field above it, the page's rows below")
    func phoneLook() throws {
        let buffer = shown(pushed())
        #expect(Array(buffer.lines[0...4]) == [
            " ‹ Trips       Lake walk",
            "  Note  Add a note",
            "     Map         Photos        Notes",
            "━━━━━━━━━━━━━━──────────────────────────",
            "  North shore",
        ])
        #expect(buffer.lines[5].hasPrefix("  Cafe") && buffer.lines[5].hasSuffix("›"))
    }

    @Test("T6: at tablet size the Fixed strip shares the whole width, three pages of 33 or 34 columns")
    func tablet() throws {
        let buffer = shown(pushed(size: Size(width: 100, height: 24)))
        let underline = try #require(buffer.lines.first { $0.hasPrefix("━") })
        #expect(underline == String(repeating: "━", count: 34) + String(repeating: "─", count: 66))
    }

    @Test("S1, T8: a page to the right slides left (direction 1) below the strip, and back to the left slides right; the pushed screen keeps its page across sections, the root has none")
    func selectionAndMemory() throws {
        let session = pushed()
        session.send(.mouse(MouseEvent(.click, x: 18, y: 2)))
        #expect(session.state.stripPage == 1 && session.state.transition?.direction == 1 && session.state.transition?.area == .belowStrip)
        session.clock.advance(by: 1000)
        session.send(.mouse(MouseEvent(.click, x: 4, y: 2)))
        #expect(session.state.transition?.direction == -1)
        session.send(.mouse(MouseEvent(.click, x: 18, y: 2)))
        session.clock.advance(by: 1000)
        session.send(.key(.character("2")))
        session.send(.key(.character("1")))
        session.clock.advance(by: 1000)
        #expect(session.state.sections[0].stack.last?.strip?.selectedPage == 1 && session.state.sections[0].selectedPage == 0)
        #expect(session.renderer.render(session.state, now: session.clock.nowMilliseconds).lines[4] == "  Photo 1")
        #expect(ScreenNode(session.state).name(in: p) == "Trips › Lake walk › Photos")
    }

    @Test("B13: a page's row pushes its screen, whose back button names the strip's screen; back returns to that page, and back again to the root")
    func pushAndBack() throws {
        let session = pushed()
        session.send(.mouse(MouseEvent(.click, x: 4, y: 5)))
        #expect(session.state.currentScreen(in: p).title == "Cafe" && session.state.previousTitle(in: p) == "Lake walk")
        #expect(session.state.visibleStrip(in: p) == nil)
        session.send(.key(.escape))
        #expect(session.state.visibleStrip(in: p)?.pages.count == 3 && session.state.stripPage == 0)
        session.clock.advance(by: 1000)
        session.send(.mouse(MouseEvent(.click, x: 2, y: 0)))
        #expect(session.state.sections[0].stack.isEmpty && session.state.visibleStrip(in: p) == nil)
    }

    @Test("T7: the header's field is typed into on the pushed screen, kept while its pages change")
    func headerField() throws {
        let session = pushed()
        session.send(.mouse(MouseEvent(.click, x: 10, y: 1)))
        session.send(.paste("Sunny"))
        session.send(.key(.escape))
        session.send(.mouse(MouseEvent(.click, x: 32, y: 2)))
        #expect(session.state.text(of: .header(0)) == "Sunny" && session.state.stripPage == 2)
    }

    @Test("W1: a walk script names the pushed screen's pages: click and expect page")
    func walk() throws {
        let script = try WalkthroughScript.parse("click Lake walk\nclick Photos\nexpect page Photos\nexpect screen Lake walk\nexpect text Photo 3\n", file: "w.txt")
        #expect(script.problems(with: p).isEmpty)
        try WalkthroughRunner(prototype: p, theme: Theme(tint: .blue, mode: .color), size: phone).run(script)
    }

    @Test("export swiftui: the pushed screen's destination holds its strip's Picker and a switch of its pages, the page in its own state")
    func export() throws {
        var export = SwiftUIExport(prototype: p)
        let source = export.source()
        #expect(source.contains("@State private var lakeWalkPage = 0") && source.contains("Picker(\"Lake walk\", selection: $lakeWalkPage) {"))
        #expect(source.contains("switch lakeWalkPage {") && source.contains("NavigationLink(\"Cafe\", value: TripsRoute.cafe)"))
    }
}
