import Testing
@testable import TabsimCore

/// `segmented:` on a screen (issue 22): the seeds' alternative to tabs for views of the
/// same data (000: "Segmented Control modifies the current view"). 2 to 5 segments,
/// each its own rows; selecting one switches the rows beneath, never navigates.
@Suite("Segmented control (000, issue 22)")
struct SegmentedControlTests {
    static let source = """
        sections:
          - label: Calendar
            screen:
              title: Calendar
              segmented:
                - label: Day
                  rows: [Breakfast, {text: Standup, detail: {title: Standup notes, rows: [Notes]}}]
                - label: Week
                  rows: {count: 3, text: "Day {n}"}
                - {label: Month, empty: Nothing this month}
          - {label: Other, screen: {rows: [A]}}
        """
    private let p = try! prototype(source)

    @Test("P: segments keep their rows one run after another in the screen's rows; 2 to 5 segments, not beside `rows`, each error with file, line and key")
    func loads() throws {
        guard case .screen(let screen) = p.sections[0].content else { Issue.record("no screen"); return }
        #expect(screen.segments.map(\.label) == ["Day", "Week", "Month"])
        #expect(screen.segments.map(\.rows) == [0..<2, 2..<5, 5..<5] && screen.rows.count == 5)
        #expect(screen.showing(segment: 1).rows[0].text == "Day 1" && screen.showing(segment: 2).empty == "Nothing this month")
        func problems(_ yaml: String) -> [String] {
            do { _ = try prototype(yaml); return [] } catch let error as PrototypeError { return error.diagnostics.map(\.description) } catch { return [] }
        }
        #expect(problems("sections:\n  - label: A\n    screen:\n      segmented: [One]\n")
                == ["test.yaml:4:18: error: sections[0].screen.segmented: a segmented control has 2 to 5 segments; this has 1"])
        #expect(problems("sections:\n  - label: A\n    screen:\n      segmented: [a, b, c, d, e, f]\n").first?
            .hasSuffix("a segmented control has 2 to 5 segments; this has 6 (use a strip of pages for more)") == true)
        #expect(problems("sections:\n  - label: A\n    screen:\n      rows: [x]\n      segmented: [a, b]\n")
                == ["test.yaml:4:13: error: sections[0].screen.rows: a screen with `segmented` shows its segments' rows; move these rows into a segment"])
        #expect(problems("sections:\n  - label: A\n    screen:\n      segmented: [a, {rows: [x]}]\n").first?.contains("a segment needs a `label`") == true)
    }

    @Test("issue 22: at phone size iOS draws one row, a grey track with rounded ends, the selected segment raised and bold, thin lines between unselected ones; segments share the width equally (UISegmentedControl): 11 or 12 of 34 columns, a third each")
    func iosPhone() throws {
        let buffer = try screen(p, size: Size(width: 40, height: 12))
        #expect(Array(buffer.lines[0...3]) == [" Calendar", "  ▐    Day        Week    │  Month   ▌", "  Breakfast", "  Standup                            ›"])
        let theme = Theme(tint: .blue, mode: .color)
        #expect(buffer[7, 1].style == theme.segmentedStyles(material: false).selected)
        #expect(buffer[17, 1].style == theme.segmentedStyles(material: false).track)
        #expect(buffer[2, 1].style.foreground == theme.palette.fill, "the track's rounded end")
    }

    @Test("issue 22: at tablet size Material 3 draws outlined segmented buttons beside the rail, three rows, the selected one filled with a check")
    func materialTablet() throws {
        var material = p
        material.platform = .material3
        let buffer = try screen(material, size: Size(width: 100, height: 20), input: "click:50:2")
        // The navigation rail takes the leading 10 columns (M3's 80 dp at medium width).
        let control = Array(buffer.lines[1...3]).map { String($0.dropFirst(10).drop(while: { $0 == " " })) }
        #expect(control[0].hasPrefix("╭" + String(repeating: "─", count: 20)) && control[0].contains("┬") && control[0].hasSuffix("╮"))
        #expect(control[1].contains("│") && control[1].contains("✓ Week") && !control[1].contains("✓ Day"))
        #expect(buffer.lines[4].hasSuffix("     Day 1"))
    }

    @Test("issue 22: a tap on a segment switches the rows beneath at once: no transition, no stack change, selection feedback; the segment is the screen's memory, kept across sections")
    func selecting() throws {
        let reducer = Reducer(prototype: p)
        var state = AppState(prototype: p, size: Size(width: 40, height: 12))
        _ = reducer.reduce(&state, .mouse(MouseEvent(.press, x: 18, y: 1)))
        #expect(state.pressed == .segment(1))
        #expect(reducer.reduce(&state, .mouse(MouseEvent(.release, x: 18, y: 1))) == [.selectionFeedback])
        #expect(state.transition == nil && state.sections[0].stack.isEmpty)
        #expect(state.currentScreen(in: p).rows[0].text == "Day 1")
        let session = TestSession(p, size: Size(width: 40, height: 12))
        session.launch()
        session.send(.mouse(MouseEvent(.click, x: 18, y: 1)))
        session.send(.key(.character("2")))
        session.send(.key(.character("1")))
        #expect(session.state.currentScreenState.segment == 1 && session.renderer.render(session.state, now: 10_000).lines[2] == "  Day 1")
        session.send(.mouse(MouseEvent(.click, x: 30, y: 1)))
        #expect(session.renderer.render(session.state, now: 10_000).text.contains("Nothing this month"))
    }

    @Test("B13: a row of a segment pushes its screen, and back returns to the segment it was chosen in")
    func pushFromSegment() throws {
        let session = TestSession(p, size: Size(width: 40, height: 12))
        session.launch()
        session.send(.mouse(MouseEvent(.click, x: 4, y: 3)))
        #expect(session.state.currentScreen(in: p).title == "Standup notes")
        #expect(ScreenNode(session.state).name(in: p) == "Calendar › Standup notes")
        session.send(.key(.escape))
        #expect(session.state.sections[0].stack.isEmpty && session.state.currentScreenState.segment == 0)
    }

    @Test("W1, W6: a walk script clicks a segment by its name; a study counts the tap as a hit on a control, and a row in another segment is one tap away on the shortest path")
    func scriptsAndStudies() throws {
        let script = try WalkthroughScript.parse("click Month\nexpect text Nothing this month\nclick Week\nexpect text Day 3\n", file: "w.txt")
        #expect(script.problems(with: p).isEmpty)
        let runner = WalkthroughRunner(prototype: p, theme: Theme(tint: .blue, mode: .color), size: Size(width: 40, height: 12))
        try runner.run(script)
        #expect(Measure.responds(at: 18, 1, in: AppState(prototype: p, size: Size(width: 40, height: 12)), prototype: p))
        var state = AppState(prototype: p, size: Size(width: 40, height: 12))
        _ = Reducer(prototype: p).selectSegment(1, &state)
        let moves = NavigationGraph(prototype: p).moves(from: state)
        #expect(moves.contains { $0.sections[0].stack.map(\.rowIndex) == [1] }, "Standup, in Day, is a tap away from Week")
    }

    @Test("export swiftui: a Picker with .pickerStyle(.segmented) over a switch of each segment's rows")
    func export() throws {
        var export = SwiftUIExport(prototype: p)
        let source = export.source()
        #expect(source.contains("Picker(\"Calendar\", selection: $calendarSegment) {"))
        #expect(source.contains("Text(\"Week\").tag(1)") && source.contains(".pickerStyle(.segmented)"))
        #expect(source.contains("switch calendarSegment {") && source.contains("ContentUnavailableView(\"Nothing this month\""))
    }
}

/// Lint of segmented controls (L2, L4, L6, seed 000).
@Suite("Segmented control lint (L2, L4, L6)")
struct SegmentedLintTests {
    @Test("L4: a label cut at 30 columns; L6: a segment showing nothing; L2: two segments sharing a label")
    func findings() throws {
        let p = try prototype("""
            sections:
              - label: Calendar
                screen:
                  segmented: [Day, Day, {label: Upcoming events, rows: [A]}]
              - {label: Two, screen: {rows: [A]}}
              - {label: Three, screen: {rows: [A]}}
            """)
        let messages = Linter(file: "p.yaml").findings(for: p).map(\.description)
        #expect(messages.contains { $0.contains("L4 (seed 000): 'Upcoming events' is cut with … at 30 columns (8 per segment)") })
        #expect(messages.contains { $0.hasPrefix("p.yaml:4:19:") && $0.contains("L6") && $0.contains("the segment 'Day' shows nothing") })
        #expect(messages.contains { $0.contains("L2") && $0.contains("'Day'") })
        #expect(Linter(file: "p.yaml").findings(for: try prototype(SegmentedControlTests.source)).filter { $0.message.contains("segment") }.isEmpty)
    }
}
