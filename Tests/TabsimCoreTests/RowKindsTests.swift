import Testing
@testable import TabsimCore

/// Richer rows and fields: switches, trailing values, links to other sections, alerts
/// and action sheets, filtering fields and large titles (B13, T8).
@Suite("Row kinds")
struct RowKindsTests {
    static let settings = """
    name: Settings
    sections:
      - label: General
        screen:
          title: General
          rows:
            - {text: Wi-Fi, toggle: true}
            - {text: Bluetooth, toggle: false}
            - text: More
              detail: {title: More, rows: [{text: Airplane mode, toggle: false}]}
      - label: Inbox
        screen: {rows: [Message]}
    """

    /// Every prototype here, for the random walks of `RandomInputTests`.
    static let samples: [(name: String, source: String)] = [("settings", settings), ("linked", linked), ("dialogs", dialogs), ("filtering", filtering), ("large", large)]

    private func problems(_ yaml: String) -> [String] {
        do {
            _ = try PrototypeLoader.load(yaml, file: "p.yaml")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    /// A prototype of one screen with `rows` (YAML flow items, one a line).
    private func oneScreen(_ rows: String) -> String {
        "sections:\n  - label: A\n    screen:\n      rows:\n" + rows.split(separator: "\n").map { "        - " + $0 }.joined(separator: "\n") + "\n"
    }

    // MARK: toggle

    @Test("P: `toggle:` loads as a switch row; a non-boolean or a second action is an error with file:line and field")
    func toggleLoads() throws {
        let p = try prototype(Self.settings)
        guard case .screen(let screen) = p.sections[0].content else { Issue.record("no screen"); return }
        #expect(screen.rows[0].kind == .toggle(true) && screen.rows[1].kind == .toggle(false) && !screen.rows[2].kind.isSwitch)
        #expect(problems(oneScreen("{text: Wi-Fi, toggle: maybe}"))
            == ["p.yaml:5:33: error: sections[0].screen.rows[0].toggle: expected true or false, found 'maybe'"])
        #expect(problems(oneScreen("{text: Wi-Fi, toggle: true, detail: {rows: [a]}}"))
            == ["p.yaml:5:33: error: sections[0].screen.rows[0].toggle: a row does one thing: give one of `detail`, `toggle`, not 2"])
    }

    @Test("B13, T8: Enter or a click flips a switch, drawn at the trailing edge; each screen keeps its switches across switches and pushes")
    func toggleFlipsAndIsKept() throws {
        let p = try prototype(Self.settings)
        let start = try screen(p, size: Size(width: 40, height: 12))
        #expect(start.lines[1] == "  Wi-Fi                            ━━●")
        #expect(start.lines[2] == "  Bluetooth                        ○━━")
        // Enter on the cursor's row (Wi-Fi), a click on Bluetooth, then away and back.
        let flipped = try screen(p, size: Size(width: 40, height: 12), input: "tab,enter,click:5:2,right,2,1")
        #expect(flipped.lines[1] == "  Wi-Fi                            ○━━")
        #expect(flipped.lines[2] == "  Bluetooth                        ━━●")
        // A pushed screen keeps its own switches; popping and pushing again starts fresh, as iOS does.
        var s = try state(p, size: Size(width: 40, height: 12), input: "tab,enter,down,down,enter,enter")
        #expect(s.isOn(row: 0, in: p) == true)
        apply("esc", to: &s, prototype: p, startingAt: 1000)
        #expect(s.isOn(row: 0, in: p) == false && s.isOn(row: 1, in: p) == false)
        apply("right", to: &s, prototype: p, startingAt: 2000)
        #expect(s.isOn(row: 0, in: p) == false, "→ opens a row; it never flips a switch")
    }

    @Test("B13: the switch is tinted when on and grey when off; the cursor row draws it in the cursor's style")
    func toggleStyles() throws {
        let p = try prototype(Self.settings)
        let theme = Theme(tint: .blue, mode: .color)
        let buffer = try screen(p, size: Size(width: 40, height: 12), input: "left")
        #expect(buffer[37, 1].style == theme.cursorUnfocused && buffer[35, 2].style == theme.barInactive)
        let flipped = try screen(p, size: Size(width: 40, height: 12), input: "tab,down,enter,up,tab")
        #expect(flipped[37, 2].style == theme.barActive && flipped[35, 1].style == theme.cursorUnfocused)
    }

    @Test("W1: `expect toggle ROW on|off` checks a switch of the screen shown, and says what it found")
    func toggleCheck() throws {
        let p = try prototype(Self.settings)
        let script = try WalkthroughScript.parse("expect toggle Wi-Fi on\nclick Bluetooth\nexpect toggle Bluetooth on\nexpect toggle Wi-Fi off\n", file: "w.txt")
        let runner = WalkthroughRunner(prototype: p, theme: Theme(tint: .blue, mode: .color), size: Size(width: 40, height: 12))
        do throws(WalkthroughRunner.Failure) {
            try runner.run(script)
            Issue.record("a wrong check passed")
        } catch {
            #expect(error.description == "w.txt:4: expected 'Wi-Fi' off, but it is on")
        }
        #expect(runner.checksPassed == 2)
        #expect(throws: PrototypeError.self) { try WalkthroughScript.parse("expect toggle Wi-Fi maybe\n", file: "w.txt") }
    }

    // MARK: value

    @Test("P: `value:` loads as text; on a switch row, or as a list, it is an error with file:line and field")
    func valueLoads() throws {
        let p = try prototype(oneScreen("{text: Units, value: Metric}"))
        guard case .screen(let screen) = p.sections[0].content else { Issue.record("no screen"); return }
        #expect(screen.rows[0].value == "Metric")
        #expect(problems(oneScreen("{text: Wi-Fi, toggle: true, value: On}"))
            == ["p.yaml:5:46: error: sections[0].screen.rows[0].value: a switch row shows its switch at the end, so it has no `value`"])
        #expect(problems(oneScreen("{text: Units, value: [a]}"))
            == ["p.yaml:5:32: error: sections[0].screen.rows[0].value: expected text, found a list"])
    }

    @Test("B13: a value is dimmed and right-aligned, before the `›` of a row that opens something; a long value gives way to the text")
    func valueDrawn() throws {
        let p = try prototype(oneScreen("""
        {text: Units, value: Metric, detail: {rows: [a]}}
        {text: Language, value: English}
        {text: Account, value: ana.long.name@example.com}
        """))
        let buffer = try screen(p, size: Size(width: 40, height: 12), input: "left")
        #expect(buffer.lines[1] == "  Units                       Metric ›")
        #expect(buffer.lines[2] == "  Language                      English")
        #expect(buffer.lines[3] == "  Account            ana.long.name@exa…")
        #expect(buffer[33, 1].style == Theme(tint: .blue, mode: .color).cursorUnfocused, "the cursor row keeps its own style")
        #expect(buffer[33, 2].style == Theme(tint: .blue, mode: .color).secondary)
    }

    // MARK: link

    static let linked = """
    name: Linked
    sections:
      - label: Home
        screen:
          rows:
            - {text: Open inbox, link: Inbox}
            - {text: See lakes, link: Explore/Lakes}
            - {text: Archive, link: Extra}
            - text: Compose
              modal: {title: New, rows: [{text: Back to inbox, link: Inbox}]}
      - label: Inbox
        screen:
          rows:
            - text: Thread
              detail: {title: Thread, rows: [{text: To peaks, link: Explore/Peaks}]}
      - label: Explore
        pages:
          items:
            - {label: Trails, rows: [a]}
            - {label: Lakes, rows: [b]}
            - {label: Peaks, rows: [c]}
            - {label: Old, disabled: true}
      - {label: Four, screen: {rows: [d]}}
      - {label: Five, screen: {rows: [e]}}
      - {label: Extra, screen: {rows: [Extra row]}}
    """

    @Test("P: `link:` names a section or Section/Page; an unknown target is an error naming file:line, the field and the closest name")
    func linkLoads() throws {
        let p = try prototype(Self.linked)
        #expect(p.destination(of: "Inbox")! == (1, nil) && p.destination(of: "Explore/Lakes")! == (2, 1))
        let bad = Self.linked.replacingOccurrences(of: "Open inbox, link: Inbox", with: "Open inbox, link: Inbx")
            .replacingOccurrences(of: "link: Explore/Lakes", with: "link: Explore/Lake")
            .replacingOccurrences(of: "link: Extra}", with: "link: Explore/Old}")
            .replacingOccurrences(of: "link: Explore/Peaks}", with: "link: Inbox/Peaks}")
        #expect(problems(bad) == [
            "p.yaml:6:36: error: sections[0].screen.rows[0].link: no section is called 'Inbx'; did you mean 'Inbox'? (sections: Home, Inbox, Explore, Four, Five, Extra); a link names a section, or a page as Section/Page",
            "p.yaml:7:35: error: sections[0].screen.rows[1].link: the section 'Explore' has no page 'Lake'; did you mean 'Explore/Lakes'? (pages: Trails, Lakes, Peaks, Old)",
            "p.yaml:8:33: error: sections[0].screen.rows[2].link: 'Explore/Old' is a disabled page, which cannot be selected (T11)",
            "p.yaml:15:65: error: sections[1].screen.rows[0].detail.rows[0].link: the section 'Inbox' has no pages; link to it as 'Inbox'",
        ])
    }

    @Test("P: a link to a missing page of a section whose label holds a / names that section")
    func linkSlashInLabel() {
        let source = """
        sections:
          - label: A/B
            pages:
              items:
                - {label: C, rows: [c]}
          - {label: Home, screen: {rows: [{text: Go, link: A/B/D}]}}
        """
        #expect(problems(source) == [
            "p.yaml:6:52: error: sections[1].screen.rows[0].link: the section 'A/B' has no page 'D'; did you mean 'A/B/C'? (pages: C)",
        ])
    }

    @Test("B13, S1: a link row ends in ›, and switches section with the slide a tap on that tab gives; a page link shows the page under the strip")
    func linkFollows() throws {
        var p = try prototype(Self.linked)
        p.transition = .slide
        let home = try screen(p, size: Size(width: 40, height: 12))
        #expect(home.lines[1] == "  Open inbox                         ›")
        var s = try state(p, size: Size(width: 40, height: 12), input: "tab,enter")
        #expect(s.selection == .section(1) && s.transition?.direction == 1 && s.transition?.area == .aboveBar)
        // From a pushed screen of Inbox to a page of Explore: the page, not the section's root page.
        apply("wait:1000,enter,wait:1000,enter", to: &s, prototype: p, startingAt: 1000)
        #expect(s.selection == .section(2) && s.sections[2].selectedPage == 2 && s.sections[1].stack.count == 1)
        var linkHome = try state(p, size: Size(width: 40, height: 12), input: "tab,down,enter,wait:1000")
        #expect(linkHome.selection == .section(2) && linkHome.sections[2].selectedPage == 1)
        apply("3", to: &linkHome, prototype: p, startingAt: 5000)
        #expect(linkHome.sections[2].selectedPage == 1, "re-selecting the tab keeps the linked page")
    }

    @Test("B5, B1: a link to a section under More opens it with More active; a link on a modal screen closes it first")
    func linkThroughMoreAndModal() throws {
        let p = try prototype(Self.linked)
        let extra = try state(p, size: Size(width: 40, height: 12), input: "tab,down,down,enter")
        #expect(extra.selection == .section(5) && extra.more.chosen == 5)
        let rendered = try screen(p, size: Size(width: 40, height: 12), input: "tab,down,down,enter")
        #expect(rendered.lines[0] == " ‹ More          Extra")
        let fromModal = try state(p, size: Size(width: 40, height: 12), input: "tab,down,down,down,enter,enter")
        #expect(fromModal.selection == .section(1) && fromModal.sections[0].stack.isEmpty && !fromModal.isModalShown)
    }

    @Test("B13: a link to the section it is in acts as a tap on the active tab: from a pushed screen it pops to the root")
    func linkToOwnSectionPopsToRoot() throws {
        let p = try prototype("""
        sections:
          - label: Home
            screen: {rows: [{text: Deep, detail: {title: Deep, rows: [{text: Jump home, link: Home}]}}]}
          - label: Other
            screen: {rows: [o]}
        """)
        let s = try state(p, size: Size(width: 40, height: 12), input: "tab,enter,wait:1000,enter,wait:1000")
        #expect(s.selection == .section(0) && s.sections[0].stack.isEmpty, "\(s.sections[0].stack)")
        #expect(try screen(p, size: Size(width: 40, height: 12), input: "tab,enter,wait:1000,enter,wait:1000").lines[0].trimmingCharacters(in: .whitespaces) == "Home")
    }

    @Test("B13: a link to the page already shown, from a screen pushed on it, pops to the page's root")
    func linkToOwnPagePopsToRoot() throws {
        let p = try prototype("""
        sections:
          - label: Tabs
            pages:
              items:
                - {label: A, rows: [{text: Deep, detail: {title: Deep, rows: [{text: Back to A, link: Tabs/A}]}}]}
                - {label: B, rows: [b]}
          - label: Other
            screen: {rows: [o]}
        """)
        let s = try state(p, size: Size(width: 40, height: 12), input: "tab,enter,wait:1000,enter,wait:1000")
        #expect(s.selection == .section(0) && s.sections[0].selectedPage == 0 && s.sections[0].stack.isEmpty, "\(s.sections[0].stack)")
    }

    @Test("Study: a link is one step in the navigation graph, to the page it names")
    func linkInGraph() throws {
        let p = try prototype(Self.linked)
        let paths = NavigationGraph(prototype: p).paths(from: AppState(prototype: p, size: Size(width: 40, height: 12)), to: [.page("Lakes")])
        #expect(paths.shortest == 1)
    }

    // MARK: alert and action sheet

    static let dialogs = """
    name: Dialogs
    sections:
      - label: Settings
        icon: "○ ●"
        screen:
          rows:
            - text: Reset
              alert: {title: "Reset all settings?", message: "Wi-Fi and display go back to how they came.", buttons: [Cancel, Reset]}
            - text: Share
              action_sheet: {title: Share, buttons: [Copy link, Mail, Cancel]}
            - text: Erase
              alert: {title: "Erase?", buttons: [Erase, Keep, Cancel]}
      - label: Mail
        icon: "□ ■"
        screen: {rows: [a]}
    """

    @Test("P: `alert:` and `action_sheet:` load; a missing title or buttons, or a button that is not text, is an error with file:line and field")
    func dialogLoads() throws {
        let p = try prototype(Self.dialogs)
        guard case .screen(let screen) = p.sections[0].content else { Issue.record("no screen"); return }
        #expect(screen.rows[0].kind == .dialog(Dialog(style: .alert, title: "Reset all settings?", message: "Wi-Fi and display go back to how they came.",
                                                      buttons: ["Cancel", "Reset"])))
        guard case .dialog(let sheet) = screen.rows[1].kind else { Issue.record("no action sheet"); return }
        #expect(sheet.style == .actionSheet && sheet.drawnOrder(on: .ios17) == [0, 1, 2])
        #expect(problems(oneScreen("{text: Reset, alert: {buttons: [OK]}}"))
            == ["p.yaml:5:32: error: sections[0].screen.rows[0].alert: an alert needs a `title`, the question it asks"])
        #expect(problems(oneScreen("{text: Share, action_sheet: {title: Share}}"))
            == ["p.yaml:5:39: error: sections[0].screen.rows[0].action_sheet: needs `buttons:`, a list of button labels such as [Cancel, OK]"])
        #expect(problems(oneScreen("{text: Share, action_sheet: {buttons: [Copy, [x]]}}"))
            == ["p.yaml:5:56: error: sections[0].screen.rows[0].action_sheet.buttons[1]: expected text, found a list"])
        #expect(problems(oneScreen("{text: Share, action_sheet: {buttons: []}}"))
            == ["p.yaml:5:49: error: sections[0].screen.rows[0].action_sheet.buttons: `buttons` is empty; list at least one button"])
        let both = problems(oneScreen("{text: Share, alert: {title: A, buttons: [OK]}, link: Mail}"))
        #expect(both.count == 1 && both[0].contains("a row does one thing: give one of `link`, `alert`, not 2"), "\(both)")
    }

    @Test("B13: an alert shows centred over the dimmed screen and bar, two buttons side by side, more stacked; an action sheet sits at the bottom over the bar with Cancel apart")
    func dialogDrawn() throws {
        let p = try prototype(Self.dialogs)
        let size = Size(width: 50, height: 16)
        let alert = try screen(p, size: size, input: "tab,enter")
        #expect(Array(alert.lines[3...9]) == [
            "  E╭──────────────────────────────────────────╮",
            "   │           Reset all settings?            │",
            "   │  Wi-Fi and display go back to how they   │",
            "   │                  came.                   │",
            "   ├─────────────────────┬────────────────────┤",
            "   │       Cancel        │       Reset        │",
            "   ╰─────────────────────┴────────────────────╯",
        ])
        let theme = Theme(tint: .blue, mode: .color)
        let under = try screen(p, size: size, input: "tab")
        for (x, y) in [(2, 1), (8, 15)] {
            #expect(alert[x, y].style == theme.dimmed(under[x, y].style) && alert[x, y].style != under[x, y].style,
                    "the screen and the bar are dimmed toward the background at \(x),\(y)")
        }
        #expect(alert[10, 8].style == Style(background: theme.palette.fill), "the cursor is on the first button, raised on the card")
        let sheet = try screen(p, size: size, input: "tab,down,enter")
        #expect(Array(sheet.lines[6...15]) == [
            "  ╭────────────────────────────────────────────╮",
            "  │                   Share                    │",
            "  ├────────────────────────────────────────────┤",
            "  │                 Copy link                  │",
            "  ├────────────────────────────────────────────┤",
            "  │                    Mail                    │",
            "  ╰────────────────────────────────────────────╯",
            "  ╭────────────────────────────────────────────╮",
            "  │                   Cancel                   │",
            "  ╰────────────────────────────────────────────╯",
        ])
        #expect(!sheet.lines[12...].joined().contains("Settings"), "the sheet rises from the bottom edge over the bar:\n\(sheet.text)")
        let stacked = try screen(p, size: size, input: "tab,down,down,enter")
        #expect(stacked.lines[5...10].map { $0.trimmingSpaces } == [
            "│                  Erase                   │", "├──────────────────────────────────────────┤",
            "│                   Keep                   │", "├──────────────────────────────────────────┤",
            "│                  Cancel                  │", "╰──────────────────────────────────────────╯",
        ])
    }

    @Test("B13, I3: an action sheet taller than a small terminal scrolls its buttons: the one under the cursor always shows, and Enter chooses what is shown")
    func dialogButtonsScroll() throws {
        let p = try prototype(oneScreen("{text: Share, action_sheet: {title: Share, buttons: [One, Two, Three, Four, Five, Cancel]}}"))
        let size = Size(width: 40, height: 10)
        let labels = ["One", "Two", "Three", "Four", "Five", "Cancel"]
        for (steps, label) in labels.enumerated() {
            let keys = ["tab", "enter"] + Array(repeating: "down", count: steps)
            let shown = try screen(p, size: size, input: keys.joined(separator: ","))
            let theme = Theme(tint: .blue, mode: .color)
            let row = shown.lines.firstIndex { $0.contains(" \(label) ") }
            #expect(row != nil, "'\(label)' under the cursor is shown:\n\(shown.lines.joined(separator: "\n"))")
            if let row, let column = shown.lines[row].firstIndex(of: label.first!) {
                #expect(shown[shown.lines[row].distance(from: shown.lines[row].startIndex, to: column), row].style == Style(background: theme.palette.fill))
            }
            let chosen = try state(p, size: size, input: (keys + ["enter"]).joined(separator: ","))
            #expect(chosen.lastDialogChoice?.button == label)
        }
        // Arrows say that more buttons are scrolled away, above or below.
        let top = try screen(p, size: size, input: "tab,enter")
        // Over the bar, the sheet's ten rows keep its title and show three buttons.
        #expect(Array(top.lines[3...6]) == ["  │               One                │", "  │               Two                │",
                                            "  │              Three             ↓ │", "  ╰──────────────────────────────────╯"])
        let bottom = try screen(p, size: size, input: "tab,enter,down,down,down,down")
        #expect(Array(bottom.lines[3...5]) == ["  │              Three             ↑ │", "  │               Four               │",
                                               "  │               Five               │"])
    }

    @Test("B13, B1: arrows and Enter choose a button, Esc chooses Cancel, a click chooses the button under it (around an action sheet: Cancel); the screen and the bar are inert meanwhile")
    func dialogChoices() throws {
        let p = try prototype(Self.dialogs)
        let size = Size(width: 50, height: 16)
        var s = try state(p, size: size, input: "tab,enter,right,enter")
        #expect(s.dialog == nil && s.lastDialogChoice == DialogChoice(title: "Reset all settings?", button: "Reset"))
        s = try state(p, size: size, input: "tab,down,enter,esc")
        #expect(s.dialog == nil && s.lastDialogChoice == DialogChoice(title: "Share", button: "Cancel"))
        // A tap on the dimmed screen around an action sheet cancels it, as on iOS; around an alert it does nothing.
        s = try state(p, size: size, input: "tab,down,enter,click:5:1")
        #expect(s.dialog == nil && s.lastDialogChoice == DialogChoice(title: "Share", button: "Cancel"))
        s = try state(p, size: size, input: "tab,enter,click:5:1")
        #expect(s.dialog != nil && s.lastDialogChoice == nil)
        s = try state(p, size: size, input: "tab,down,down,enter,2,click:30:15,wheeldown:10:2,down,down")
        #expect(s.dialog?.cursor == 2 && s.selection == .section(0), "digits and the bar do nothing while a dialog shows")
        apply("click:22:7", to: &s, prototype: p, startingAt: 1000)
        #expect(s.dialog == nil && s.lastDialogChoice?.button == "Keep")
        // Touch: press and release on the button (touch-up-inside); keys do nothing.
        var touch = p
        touch.input = .touch
        var t = try state(touch, size: size, input: "click:5:1,enter,press:10:8")
        #expect(t.dialog != nil && t.pressed == .dialogButton(0))
        apply("release:30:7", to: &t, prototype: touch, startingAt: 1000)
        #expect(t.dialog != nil && t.lastDialogChoice == nil, "released elsewhere: cancelled")
        apply("press:30:8,release:30:8", to: &t, prototype: touch, startingAt: 2000)
        #expect(t.lastDialogChoice?.button == "Reset")
    }

    @Test("W4, W1: the chosen button is recorded, and `expect choice BUTTON` checks it; a click in a walkthrough finds the dialog's button, not the row behind it")
    func dialogRecordedAndChecked() throws {
        let p = try prototype(Self.dialogs)
        let log = MemoryEventLog()
        try TestSession(p, theme: Theme(tint: .blue, mode: .color), size: Size(width: 50, height: 16), log: log).run("tab,enter,right,enter")
        #expect(log.text.contains(#""feedback":"dialog","dialog":"Reset all settings?","button":"Reset""#), "\(log.text)")
        let script = try WalkthroughScript.parse("click Reset\nclick Reset\nexpect choice Reset\nclick Share\nclick Mail\nexpect choice Copy link\n", file: "w.txt")
        let runner = WalkthroughRunner(prototype: p, theme: Theme(tint: .blue, mode: .color), size: Size(width: 50, height: 16))
        do throws(WalkthroughRunner.Failure) {
            try runner.run(script)
            Issue.record("a wrong check passed")
        } catch {
            #expect(error.description == "w.txt:6: expected 'Copy link' chosen, but 'Mail' was chosen in 'Share'")
        }
        #expect(runner.checksPassed == 1)
    }

    // MARK: filter

    static let filtering = """
    name: Filter
    sections:
      - label: Music
        screen:
          fields: [{label: Search, placeholder: Songs, filter: true, capitalize: none}]
          rows:
            - Yellow Submarine
            - Blue Monday
            - {text: Yellowknife, detail: {title: Yk, rows: [a]}}
            - {text: Mellow yellow, toggle: false}
      - label: Pages
        pages:
          header: {title: Pages, fields: [{label: Find, filter: true}]}
          items:
            - {label: One, rows: {count: 30, text: "One {n}"}}
            - {label: Two, rows: [x, y]}
    """

    @Test("P: `filter:` on a field loads as a boolean; anything else is an error with file:line and field")
    func filterLoads() throws {
        let p = try prototype(Self.filtering)
        guard case .screen(let screen) = p.sections[0].content else { Issue.record("no screen"); return }
        #expect(screen.fields[0].filter)
        #expect(problems("sections:\n  - label: A\n    screen: {fields: [{label: S, filter: often}]}\n")
            == ["p.yaml:3:42: error: sections[0].screen.fields[0].filter: expected true or false, found 'often'"])
    }

    @Test("P: a screen has one search bar: a second `filter: true` field on a screen, or on a page under a strip header that filters, is an error naming file:line:col and both fields")
    func oneFilterPerScreen() {
        #expect(problems("""
        sections:
          - label: Chats
            screen: {fields: [{label: An, filter: true}, {label: Ch, filter: true}], rows: [a]}
        """) == [
            "p.yaml:3:70: error: sections[0].screen.fields[1].filter: a screen has one search bar, and sections[0].screen.fields[0] already filters it; remove `filter: true` from one of them",
        ])
        #expect(problems("""
        sections:
          - label: Tabs
            pages:
              header: {fields: [{label: Find, filter: true}]}
              items:
                - {label: A, fields: [{label: Also, filter: true}], rows: [a]}
                - {label: B, fields: [{label: Plain}], rows: [b]}
        """) == [
            "p.yaml:6:53: error: sections[0].pages.items[0].fields[0].filter: a screen has one search bar, and sections[0].pages.header.fields[0] already filters it; remove `filter: true` from one of them",
        ])
        #expect(problems(Self.filtering).isEmpty)
    }

    @Test("B11, T8: typing in a filter field narrows its screen's rows (case-insensitive, anywhere in the text), with an empty state naming the text")
    func filterNarrows() throws {
        let p = try prototype(Self.filtering)
        let size = Size(width: 40, height: 12)
        let narrowed = try screen(p, size: size, input: "tab,enter,type:YEL,enter")
        #expect(Array(narrowed.lines[1...4]) == ["  Search  YEL", "  Yellow Submarine", "  Yellowknife                        ›",
                                                 "  Mellow yellow                    ○━━"])
        let none = try screen(p, size: size, input: "tab,enter,type:zz,enter")
        #expect(none.lines[3] == "          No results for “zz”")
        // Switches and pushes act on the row shown, which keeps its place among all rows.
        var s = try state(p, size: size, input: "tab,enter,type:yel,enter,down,down,down,enter")
        #expect(s.isOn(row: 2, in: p) == true && s.currentScreenState.toggles == [3: true])
        #expect(s.currentScreenState.filterMatches?.indices == [0, 2, 3], "the matches are found once and kept with the screen")
        apply("ctrl-u,up,up,up,enter,ctrl-u,enter", to: &s, prototype: p, startingAt: 1000)
        #expect(s.currentScreen(in: p).rows.count == 4 && s.isOn(row: 3, in: p) == true)
        s = try state(p, size: size, input: "tab,enter,type:knife,enter,down,enter")
        #expect(s.currentScreen(in: p).title == "Yk" && s.sections[0].stack.map(\.rowIndex) == [2])
        apply("esc", to: &s, prototype: p, startingAt: 1000)
        #expect(s.currentScreen(in: p).rows.count == 1, "the typed text is kept, and with it the filter (T8)")
        // The text and the filter stay with their section across switches.
        apply("2,1", to: &s, prototype: p, startingAt: 2000)
        #expect(s.currentScreen(in: p).rows.count == 1)
    }

    @Test("B11: a filter over 100,000 generated rows keeps only its matches' indices, and the screen shown picks those rows")
    func filterManyRows() throws {
        let p = try prototype("sections:\n  - label: A\n    screen:\n      fields: [{label: Find, filter: true}]\n      rows: {count: 100000, text: \"Row {n}\"}\n")
        let s = try state(p, size: Size(width: 40, height: 12), input: "tab,enter,type:9999,enter")
        let expected = (1...100_000).filter { String($0).contains("9999") }.map { $0 - 1 }
        #expect(s.currentScreenState.filterMatches?.indices == expected)
        let shown = s.currentScreen(in: p)
        #expect(shown.rows.count == expected.count && shown.rows[1].text == "Row 19999" && shown.sourceRow(1) == 19_998)
    }

    @Test("T8: a state carried over by a live reload keeps its filter's matches, found for the new rows, so drawing does not search again")
    func filterMatchesCarriedOver() throws {
        let p = try prototype(Self.filtering)
        let s = try state(p, size: Size(width: 40, height: 12), input: "tab,enter,type:yel,enter")
        var changed = p
        guard case .screen(var screen) = changed.sections[0].content else { Issue.record("no screen"); return }
        screen.rows = .listed([Row(text: "Yellow"), Row(text: "Blue"), Row(text: "yellowish")])
        changed.sections[0].content = .screen(screen)
        let carried = Reducer(prototype: changed).carryOver(s, from: p)
        #expect(carried.currentScreenState.filterMatches?.indices == [0, 2])
        #expect(carried.currentScreen(in: changed).rows.count == 2 && carried.currentScreen(in: changed).sourceRow(1) == 2)
    }

    @Test("T7: a strip header's filter field narrows the page shown, each page by the same text")
    func filterPages() throws {
        let p = try prototype(Self.filtering)
        let size = Size(width: 40, height: 12)
        let one = try screen(p, size: size, input: "2,tab,up,enter,type:3,enter")
        #expect(Array(one.lines[4...8]) == ["  One 3", "  One 13", "  One 23", "  One 30", ""])
        let two = try screen(p, size: size, input: "2,tab,up,enter,type:3,enter,down,right,wait:1000")
        #expect(two.lines[5] == "           No results for “3”")
    }

    // MARK: large title

    static let large = """
    name: Large
    sections:
      - label: Settings
        screen:
          title: Settings
          large_title: true
          rows:
            - {text: General, detail: {title: General, large_title: true, rows: {count: 20, text: "Item {n}"}}}
            - {text: Plain, detail: {title: Plain, rows: [a]}}
      - label: Pages
        pages:
          header: {title: Library}
          items:
            - {label: One, large_title: true, rows: {count: 30, text: "One {n}"}}
            - {label: Two, rows: [x, y]}
    """

    @Test("P: `large_title:` on a screen or a page loads as a boolean; anything else is an error with file:line and field")
    func largeTitleLoads() throws {
        let p = try prototype(Self.large)
        guard case .screen(let screen) = p.sections[0].content, case .pages(let strip) = p.sections[1].content else {
            Issue.record("unexpected content")
            return
        }
        #expect(screen.largeTitle && screen.rows[0].kind.screen?.largeTitle == true && screen.rows[1].kind.screen?.largeTitle == false)
        #expect(strip.pages[0].screen.largeTitle && !strip.pages[1].screen.largeTitle)
        #expect(problems("sections:\n  - label: A\n    screen: {large_title: big}\n")
            == ["p.yaml:3:27: error: sections[0].screen.large_title: expected true or false, found 'big'"])
    }

    @Test("B13: a large title sits bold under the navigation bar while the list is at its top, and collapses into the bar, centred, once it scrolls")
    func largeTitleCollapses() throws {
        let p = try prototype(Self.large)
        let size = Size(width: 40, height: 12)
        let root = try screen(p, size: size)
        #expect(Array(root.lines[0...2]) == ["", " Settings", "  General                            ›"])
        #expect(root[1, 1].style == Theme(tint: .blue, mode: .color).title)
        let pushed = try screen(p, size: size, input: "tab,enter,wait:500")
        #expect(Array(pushed.lines[0...2]) == [" ‹ Settings", " General", "  Item 1"])
        let scrolled = try screen(p, size: size, input: "tab,enter,wait:500,pgdn,pgdn")
        #expect(Array(scrolled.lines[0...1]) == [" ‹ Settings     General", "  Item 6"])
        // The wheel scrolls it away and back; the title follows the list.
        var s = try state(p, size: size, input: "tab,enter,wait:500,wheeldown:5:5")
        #expect(ScreenLayout(prototype: p, state: s).largeTitleRow == nil)
        apply("wheelup:5:5", to: &s, prototype: p, startingAt: 1000)
        #expect(ScreenLayout(prototype: p, state: s).largeTitleRow == Rect(x: 0, y: 1, width: 40, height: 1))
        #expect(ScreenLayout(prototype: p, state: s).target(x: 3, y: 1) == nil, "the large title is not a button")
        // A page's large title is the strip's title, over the strip.
        let page = try screen(p, size: size, input: "2")
        #expect(Array(page.lines[0...2]) == ["", " Library", "  One    Two"])
        let pageScrolled = try screen(p, size: size, input: "2,wheeldown:5:6")
        #expect(Array(pageScrolled.lines[0...1]) == ["                Library", "  One    Two"])
    }

    @Test("W1: `expect screen` finds a large title, shown large or collapsed")
    func largeTitleChecked() throws {
        let p = try prototype(Self.large)
        let script = try WalkthroughScript.parse("expect screen Settings\nclick General\nexpect screen General\nkey pgdn pgdn\nexpect screen General\n", file: "w.txt")
        let runner = WalkthroughRunner(prototype: p, theme: Theme(tint: .blue, mode: .color), size: Size(width: 40, height: 12))
        try runner.run(script)
        #expect(runner.checksPassed == 3)
    }

    @Test("W6: a study task naming a switch row or a dialog button the prototype lacks is an error with its line and a suggestion")
    func studyNames() throws {
        let p = try prototype(Self.settings + "\n" + """
          - label: Share
            screen: {rows: [{text: Send, action_sheet: {buttons: [Mail, Message, Cancel]}}]}
        """)
        let study = try Study.parse("task A\nexpect toggle Wi-Fi on\nexpect toggle WiFi on\ntask B\nexpect choice Mail\nexpect choice Mial\n", file: "t.txt")
        let lines = study.problems(with: p).map(\.description)
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("t.txt:3:1: error: task 'A': Settings has no switch row 'WiFi'; did you mean 'Wi-Fi'?") == true, "\(lines)")
        #expect(lines.last?.hasPrefix("t.txt:6:1: error: task 'B': Settings has no dialog button 'Mial'; did you mean 'Mail'?") == true, "\(lines)")
    }

    @Test("T8: a live reload keeps flipped switches on rows that are still switches, and the last dialog choice; an open dialog closes")
    func reloadKeepsSwitches() throws {
        let old = try prototype(Self.settings)
        var s = try state(old, size: Size(width: 40, height: 12), input: "tab,down,enter")
        s.lastDialogChoice = DialogChoice(title: "Reset all settings?", button: "Reset")
        s.dialog = PresentedDialog(Dialog(style: .alert, title: "T", buttons: ["OK"]))
        let new = try prototype(Self.settings.replacingOccurrences(of: "        - {text: Wi-Fi, toggle: true}",
                                                                   with: "        - {text: Cellular, toggle: true}\n        - {text: Wi-Fi, toggle: true}"))
        let next = Reducer(prototype: new).carryOver(s, from: old)
        #expect(next.isOn(row: 2, in: new) == true && next.isOn(row: 0, in: new) == true && next.isOn(row: 1, in: new) == true)
        #expect(next.currentScreenState.toggles == [2: true], "Bluetooth, flipped on, moved down one row")
        #expect(next.lastDialogChoice?.button == "Reset" && next.dialog == nil)
    }

    @Test("I2, B13: a drag under an open dialog neither changes page nor goes back")
    func dragUnderDialog() throws {
        let p = try prototype("""
        sections:
          - label: Pages
            pages:
              items:
                - {label: One, rows: [{text: Ask, alert: {title: Sure?, buttons: [No, Yes]}}, a, b]}
                - {label: Two, rows: [c]}
          - {label: Other, screen: {rows: [d]}}
        """)
        let size = Size(width: 40, height: 12)
        let s = try state(p, size: size, input: "click:4:2,press:30:7,release:5:7")
        #expect(s.dialog != nil && s.sections[0].selectedPage == 0)
    }
}
