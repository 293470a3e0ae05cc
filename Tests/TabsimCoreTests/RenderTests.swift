import Testing
@testable import TabsimCore

@Suite("Drawing into the cell buffer (T1, B1–B4, B5, B11, I3)")
struct RenderTests {
    @Test("The demo at 80x24, line by line")
    func demoSnapshot() throws {
        let lines = try screen(try demo()).lines
        #expect(lines == [
            " Explore",
            "  Search  Trails, parks, peaks",
            "  Nearby    Popular 2    Easy walks    Waterfalls    Lakes    Summits    Dog f ›",
            "━━━━━━━━━━──────────────────────────────────────────────────────────────────────",
        ] + (1...17).map { "  Nearby trail \($0)" } + [
            String(repeating: "─", count: 80),
            "   ◆ Explore        ○3 Trips        △ Record        ☆ Saved        □ Profile",
            "",
        ])
    }

    @Test("B1: the bar spans the full width with items equally distributed")
    func barDistribution() throws {
        let p = try demo()
        let layout = ScreenLayout(prototype: p, state: AppState(prototype: p, size: Size(width: 83, height: 24)))
        let widths = layout.bar!.slots.map(\.rect.width)
        #expect(widths.reduce(0, +) == 83)
        #expect(widths.max()! - widths.min()! <= 1)
        #expect(layout.bar!.area.maxY == 24)
    }

    @Test("B3: the active item shows its filled icon in the tint; the others unfilled in a secondary colour")
    func activeLook() throws {
        let buffer = try screen(try demo(), input: "right")
        #expect(buffer.lines[22].contains("◇") && buffer.lines[22].contains("●"))
        let tint = Theme(tint: .green, mode: .color)
        let trips = buffer.lines[22].firstIndex(of: "●").map { buffer.lines[22].distance(from: buffer.lines[22].startIndex, to: $0) }!
        #expect(buffer[trips, 22].style == tint.barActive)
        #expect(buffer[7, 22].style == tint.barInactive)
    }

    @Test("B4: a badge is white on red on the icon's corner, counts capped at 99+")
    func badge() throws {
        let p = try prototype(threeSections)
        let buffer = try screen(p)
        let row = buffer.lines[22]
        #expect(row.contains("□99+"))
        let column = DisplayWidth.of(String(row[..<row.firstIndex(of: "9")!]))
        #expect(buffer[column, 22].style == Style(foreground: .white, background: Color(xterm: 160, basic: 1), attributes: [.bold]))
        #expect(try screen(p, mode: .monochrome)[column, 22].style.attributes.contains(.reverse))
    }

    @Test("T1: the strip has labels and an indicator line under the selected page only")
    func stripAnatomy() throws {
        let buffer = try screen(try demo(), input: "tab,right")
        let indicator = buffer.lines[3]
        let label = buffer.lines[2]
        let popular = DisplayWidth.of(String(label[..<label.range(of: "Popular")!.lowerBound]))
        #expect(buffer[popular, 3].text == "━")
        #expect(buffer[2, 3].text == "─")
        #expect(indicator.filter { $0 == "━" }.count == 13)
    }

    @Test("T5: moving right across the strip keeps the selected page fully in view, with ‹ › cues")
    func stripScroll() throws {
        let p = try demo()
        for count in 1...8 {
            let input = "tab" + String(repeating: ",right", count: count)
            let s = try state(p, input: input)
            let layout = ScreenLayout(prototype: p, state: s)
            let selected = s.sections[0].selectedPage
            let span = layout.strip!.spans[selected]
            #expect(span.lowerBound >= layout.strip!.offset && span.upperBound <= layout.strip!.offset + 80, "page \(selected)")
        }
        let end = try screen(p, input: "tab,end").lines[2]
        #expect(end.hasPrefix("‹") && !end.hasSuffix("›"))
    }

    @Test("B5: with 8 sections in compact width the last slot is More, which lists the rest")
    func more() throws {
        let p = try PrototypeLoader.load(BuiltInExamples.named("bookshelf")!.source, file: "bookshelf")
        let bar = try screen(p).lines[22]
        #expect(bar.hasSuffix("More"))
        let list = try screen(p, input: "right,right,right,right").lines
        #expect(list[0] == " More")
        #expect(list.contains { $0.hasPrefix("  ♡ Audiobooks ") && $0.hasSuffix("›") })
        let chosen = try state(p, input: "right,right,right,right,down,enter")
        #expect(chosen.selection == .section(5))
        #expect(ScreenLayout(prototype: p, state: chosen).bar!.activeSlot == 4)
        #expect(try state(p, input: "right,right,right,right,down,enter,esc").selection == .moreList)
        // A digit reaches a section under More directly, with More active.
        #expect(try state(p, input: "7").selection == .section(6))
    }

    @Test("B11: a section with no rows stays and explains why")
    func emptyState() throws {
        let lines = try screen(try demo(), input: "4").lines
        #expect(lines[0] == " Saved")
        #expect(lines.contains { $0.contains("Nothing saved yet.") })
        #expect(lines[22].contains("★ Saved"))
    }

    @Test("I3: a terminal too small to draw shows how big it must be")
    func tooSmall() throws {
        let text = try screen(try demo(), size: Size(width: 20, height: 6)).text
        #expect(text.contains("Enlarge to 30x10"))
        let recovered = try screen(try demo(), size: Size(width: 20, height: 6), input: "resize:80x24")
        #expect(recovered.lines[22].contains("Explore"))
    }

    @Test("Korean labels and emoji icons lay out by display columns")
    func wideLabels() throws {
        let p = try PrototypeLoader.load(BuiltInExamples.named("dongne")!.source, file: "dongne")
        let buffer = try screen(p, size: Size(width: 60, height: 16))
        expectWholeGlyphs(buffer)
        // Landscape, but "동네생활" would not fit beside its icon: the bar stacks labels under icons.
        #expect(buffer.lines[14].contains("💬99+"))
        #expect(buffer.lines[15].contains("나의 당근") && buffer.lines[15].contains("동네생활"))
    }

    @Test("A switch repaints only the cells that changed")
    func minimalRepaint() throws {
        let p = try prototype(threeSections)
        let backend = MemoryBackend(size: Size(width: 80, height: 24))
        let program = TestSession(p, theme: Theme(tint: .blue, mode: .color), terminal: backend)
        program.loop.drawIfNeeded()
        let first = backend.paintedCells
        #expect(first == 80 * 24)
        program.send(.key(.character("j")))
        let second = backend.paintedCells
        #expect(second - first <= 80, "a key that moves nothing shows the cursor row, and only that")
        program.send(.key(.character("j")))
        #expect(backend.paintedCells == second)
        program.send(.key(.down))
        #expect(backend.paintedCells - second <= 2 * 80)
    }
}

@Suite("Stable set of pages and sections (T9)")
struct StableSetTests {
    @Test("T9: the strip shows its pages in the file's order whatever was selected, scrolled or resized")
    func stripOrder() throws {
        let p = try PrototypeLoader.load(try #require(BuiltInExamples.named("newsstand")).source, file: "newsstand")
        guard case .pages(let strip) = p.sections[0].content else { throw CancellationError() }
        let labels = strip.pages.map(\.label)
        for input in ["", "tab,right,right", "tab,end", "tab,end,home", "resize:200x30", "tab,right,resize:60x30"] {
            let row = try screen(p, size: Size(width: 80, height: 24), input: input).lines[2]
            // Whatever part of the strip is in view, its pages are in the file's order.
            let positions = labels.compactMap { row.range(of: $0)?.lowerBound }
            #expect(positions.count >= 3 && positions == positions.sorted(), "after \(input): \(row)")
        }
    }

    @Test("T9: the bar and the More list keep the file's order across size classes and launches")
    func sectionOrder() throws {
        let p = try PrototypeLoader.load(try #require(BuiltInExamples.named("bookshelf")).source, file: "bookshelf")
        let more = try screen(p, input: "right,right,right,right,resize:120x30,resize:80x24").lines
        let listed = more.compactMap { line in ["Audiobooks", "Collections", "Downloads", "Settings"].first { line.contains($0) } }
        #expect(listed == ["Audiobooks", "Collections", "Downloads", "Settings"])
        var memory = LaunchMemory()
        memory.recordExit(for: "k", section: 6, prototype: p)
        memory.recordExit(for: "k", section: 6, prototype: p)
        let relaunched = AppState(prototype: p, size: Size(width: 80, height: 24),
                                  initialSection: memory.initialSection(for: "k", prototype: p, policy: .habitual))
        let bar = ScreenLayout(prototype: p, state: relaunched).bar!
        #expect(bar.slots.compactMap(\.section) == [0, 1, 2, 3], "a remembered section does not move into the bar")
        #expect(relaunched.selection == .section(6))
    }
}
