import Testing
@testable import TabsimCore

@Suite("Prototype files (P)")
struct PrototypeLoaderTests {
    private func problems(_ yaml: String) -> [String] {
        do {
            _ = try PrototypeLoader.load(yaml, file: "p.yaml")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test("Every shipped example loads")
    func examplesLoad() throws {
        for example in BuiltInExamples.all {
            let loaded = try PrototypeLoader.load(example.source, file: example.name)
            #expect(!loaded.sections.isEmpty, "\(example.name)")
        }
    }

    @Test("The demo has what the issue asks for: 5 sections, a badge, strips of 8+ and 3, a field, details, an empty state")
    func demoContents() throws {
        let demo = try demo()
        #expect(demo.sections.count == 5)
        #expect(demo.sections.contains { $0.badge != nil })
        let strips = demo.sections.compactMap { section -> PageStrip? in
            if case .pages(let strip) = section.content { return strip }
            return nil
        }
        #expect(strips.contains { $0.style == .scroll && $0.pages.count >= 8 })
        #expect(strips.contains { $0.style == .fixed && $0.pages.count == 3 })
    }

    @Test("An unknown key names file, line and key, with a did-you-mean")
    func unknownKey() {
        #expect(problems("name: X\nsectons: []\n").first
            == "p.yaml:2:1: error: sectons: unknown key 'sectons'; did you mean 'sections'? (allowed here: name, tint, appearance, transition, duration, remember, size_class, orientation, layout, input, strip_align, strip_style, platform, minimize, labels, accessory, sidebar, text_size, lint, sections)")
    }

    @Test("Wrong types and values are each reported with their line")
    func wrongValues() {
        let found = problems("""
        tint: blu
        duration: soon
        sections:
          - label: A
            badge: lots
            screen: {rows: 3}
        """)
        #expect(found.contains("p.yaml:1:7: error: tint: 'blu' is not one of blue | green | orange | red | purple | pink | teal | indigo | mono; did you mean 'blue'?"))
        #expect(found.contains { $0.hasPrefix("p.yaml:2:11: error: duration: expected a whole number") })
        #expect(found.contains("p.yaml:5:12: error: sections[0].badge: a badge is a count (0 or more) or \"!\", found 'lots'"))
        #expect(found.contains { $0.hasPrefix("p.yaml:6:20: error: sections[0].screen.rows: expected a list") })
    }

    @Test("Empty sections is an error")
    func emptySections() {
        #expect(problems("sections: []").first == "p.yaml:1:11: error: sections: `sections` is empty; list at least one section")
    }

    @Test("A control character in a label is an error naming the field")
    func controlCharacter() {
        #expect(problems("sections:\n  - label: \"A\\e[2J\"\n    screen: {}\n").first
            == "p.yaml:2:12: error: sections[0].label: contains the control character U+001B; remove it")
    }

    @Test("Badges: a count, 99+ above 99, ! for alerts, 0 for none (B4)")
    func badges() throws {
        let loaded = try prototype("""
        sections:
          - {label: A, badge: 5, screen: {}}
          - {label: B, badge: 250, screen: {}}
          - {label: C, badge: "!", screen: {}}
          - {label: D, badge: 0, screen: {}}
        """)
        #expect(loaded.sections.map { $0.badge?.text } == ["5", "99+", "!", nil])
    }

    @Test("Broken YAML gives its line")
    func syntax() {
        #expect(problems("name: [x\n").first?.hasPrefix("p.yaml:2:1: error: not valid YAML") == true)
    }

    @Test("Generated rows are numbered from 1 and cost nothing until read")
    func generatedRows() throws {
        let rows = Rows.generated(count: 1_000_000, pattern: "Row {n}")
        #expect(rows.count == 1_000_000)
        #expect(rows[0].text == "Row 1")
        #expect(rows[999_999].text == "Row 1000000")
    }

    @Test("Every {n} of a generated row's text is its number, and nothing else changes")
    func generatedRowPatterns() {
        let cases: [(pattern: String, text: String)] = [
            ("{n}", "12"), ("{n}{n}", "1212"), ("{{n}}", "{12}"), ("{n", "{n"), ("n}", "n}"), ("{N}", "{N}"),
            ("", ""), ("Row {n} of 20 {", "Row 12 of 20 {"), ("Café {n}", "Café 12"),
            // A mark combining with `}` makes another character: no `{n}` there.
            ("Row {n}\u{301}", "Row {n}\u{301}"), ("横 {n} 行", "横 12 行"),
        ]
        for (pattern, text) in cases {
            #expect(Rows.generated(count: 20, pattern: pattern)[11].text == text, "\(pattern)")
        }
    }
}
