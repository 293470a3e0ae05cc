import Testing
@testable import TabsimCore

/// A small deterministic generator, so a failure can be replayed from its seed (also the
/// input decoder's random byte streams, and the replay tests' generated sessions).
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("Random input never breaks the program (T2, I3)")
struct RandomInputTests {
    private static let keys: [Key] = [
        .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .tab, .backTab, .enter, .escape,
        .backspace, .character("a"), .character("설"), .character("1"), .character("3"), .character("7"), .character("?"),
    ]

    private func randomEvent(_ rng: inout SplitMix, size: Size) -> Event {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0..<6: return .key(Self.keys.randomElement(using: &rng)!)
        case 6..<9:
            let kinds: [MouseEvent.Kind] = [.press, .drag, .drag, .release, .click, .wheelUp, .wheelDown]
            return .mouse(MouseEvent(kinds.randomElement(using: &rng)!, x: Int.random(in: 0..<size.width, using: &rng),
                                     y: Int.random(in: 0..<size.height, using: &rng)))
        default:
            return .resized(Size(width: Int.random(in: 1...160, using: &rng), height: Int.random(in: 1...50, using: &rng)))
        }
    }

    @Test("T2, I3: 3,000 random events on every example (and the row kinds' search tab's and Material 3's prototypes), each drawn by every platform over the seeds, keep the state valid and every frame whole, and the title a goal reads is the one laid out", arguments: [1, 2, 3])
    func randomWalk(seed: UInt64) throws {
        var rng = SplitMix(state: seed)
        let samples = BuiltInExamples.all.map { (name: $0.name, source: $0.source) } + RowKindsTests.samples
            + [(name: "search tab", source: SearchTabTests.source), (name: "material 3", source: MaterialNavigationTests.source)]
        for (index, example) in samples.enumerated() {
            var p = try PrototypeLoader.load(example.source, file: example.name)
            p.platform = Platform.allCases[(index + Int(seed)) % Platform.allCases.count]
            p.minimize = MinimizeBehavior.allCases[(index + 2 * Int(seed)) % MinimizeBehavior.allCases.count]
            var state = AppState(prototype: p, size: Size(width: 80, height: 24))
            let reducer = Reducer(prototype: p)
            let renderer = Renderer(prototype: p, theme: Theme(tint: p.tint, mode: .color))
            var now = 0
            for step in 0..<1000 {
                let event = randomEvent(&rng, size: state.size)
                now += Int.random(in: 0...40, using: &rng)
                _ = reducer.reduce(&state, event, now: now)
                _ = reducer.reduce(&state, .frameTick(generation: state.animationGeneration), now: now)
                let context = "\(example.name) seed \(seed) step \(step) after \(event)"
                // Exactly one section (or the More list) and one enabled page are selected.
                if let index = state.selectedSection {
                    #expect(p.sections.indices.contains(index), "\(context)")
                    if case .pages(let strip) = p.sections[index].content {
                        let page = state.sections[index].selectedPage
                        #expect(strip.pages.indices.contains(page) && !strip.pages[page].disabled, "\(context)")
                    }
                } else {
                    #expect(state.barModel(for: p).hasMore, "\(context)")
                }
                // `expect screen` reads the title without a layout: the one the layout shows.
                #expect(ScreenLayout.title(prototype: p, state: state) == ScreenLayout(prototype: p, state: state).title, "\(context)")
                let screen = state.currentScreen(in: p)
                let cursor = state.currentScreenState.cursor
                #expect(cursor >= 0 && (cursor < screen.itemCount || screen.itemCount == 0), "\(context)")
                if step % 10 == 0 {
                    let frame = renderer.render(state, now: now)
                    #expect(frame.size == state.size)
                    expectWholeGlyphs(frame, context)
                }
            }
        }
    }

    @Test("Live reload: a random session carried over to every other example (and back) keeps the state valid", arguments: [4])
    func randomReloads(seed: UInt64) throws {
        var rng = SplitMix(state: seed)
        let examples = try BuiltInExamples.all.map { try PrototypeLoader.load($0.source, file: $0.name) }
        for (from, old) in examples.enumerated() {
            for (to, new) in examples.enumerated() {
                var state = AppState(prototype: old, size: Size(width: 80, height: 24))
                for _ in 0..<150 { _ = Reducer(prototype: old).reduce(&state, randomEvent(&rng, size: state.size)) }
                let reducer = Reducer(prototype: new)
                state = reducer.carryOver(state, from: old)
                for step in 0..<30 {
                    let context = "seed \(seed) \(from)→\(to) step \(step)"
                    let screen = state.currentScreen(in: new), cursor = state.currentScreenState.cursor
                    #expect(cursor >= 0 && (cursor < screen.itemCount || screen.itemCount == 0), "\(context)")
                    if let index = state.selectedSection, case .pages(let strip) = new.sections[index].content {
                        #expect(!strip.pages[state.sections[index].selectedPage].disabled, "\(context)")
                    }
                    expectWholeGlyphs(Renderer(prototype: new, theme: Theme(tint: new.tint, mode: .color)).render(state), context)
                    _ = reducer.reduce(&state, randomEvent(&rng, size: state.size))
                }
            }
        }
    }

    @Test("Arbitrary bytes as a prototype give diagnostics, never a crash", arguments: [7, 8, 9])
    func garbagePrototypes(seed: UInt64) {
        var rng = SplitMix(state: seed)
        let alphabet = Array("sections:label-  {}[],:\"'\n\t#&*!|>%@`設📷\u{1B}\u{0}0123")
        for _ in 0..<300 {
            let length = Int.random(in: 0..<200, using: &rng)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &rng)! })
            do {
                let prototype = try PrototypeLoader.load(text, file: "fuzz.yaml")
                #expect(!prototype.sections.isEmpty)
            } catch {
                #expect(!error.diagnostics.isEmpty)
                #expect(error.diagnostics.allSatisfy { $0.file == "fuzz.yaml" })
            }
        }
    }
}
