import Testing
@testable import TabsimCore

/// The README's contrast promise checked on the bars as drawn, not role by role: every
/// shipped example on every platform, phone and tablet, dark and light, every tint, in 256
/// colours; each letter or digit in a bar, strip, accessory or sidebar keeps 4.5:1 with
/// its cell, and each icon 3:1 (WCAG 1.4.3 and 1.4.11; T4, B3, B4, issue 30).
@Suite("Contrast of every bar as drawn (T4, B3, B4, issue 30)")
struct BarContrastTests {
    static let sizes = [Size(width: 40, height: 20), Size(width: 100, height: 36)]

    /// Where navigation is drawn on a screen: the bar, the strip, the accessory, the sidebar and its toggle.
    static func navigationAreas(_ layout: ScreenLayout) -> [(name: String, area: Rect)] {
        var areas: [(String, Rect?)] = [("bar", layout.bar?.area), ("strip", layout.strip?.area), ("accessory", layout.accessory?.area),
                                        ("sidebar", layout.sidebar?.area), ("sidebar toggle", layout.sidebarToggle)]
        areas.removeAll { $0.1 == nil }
        return areas.map { ($0.0, $0.1!) }
    }

    /// What a cell must keep: 4.5:1 for letters and digits, 3:1 for an icon or a disabled
    /// page; nil for blanks, the edges and fills of shapes, and emoji, which draw in their
    /// own colours.
    static func minimum(for cell: Cell, theme: Theme) -> Double? {
        guard let scalar = cell.text.unicodeScalars.first, !cell.text.allSatisfy(\.isWhitespace) else { return nil }
        if (0x2500...0x259F).contains(scalar.value) || scalar.properties.isEmojiPresentation || cell.text.unicodeScalars.contains("\u{FE0F}") { return nil }
        let isText = scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        return isText && cell.style != theme.stripDisabled ? ContrastTests.labels : ContrastTests.secondaryText
    }

    @Test("T4, B3, B4, issue 30: every label on every bar keeps 4.5:1 and every icon 3:1, each example, platform, size, appearance and tint",
          arguments: Platform.allCases, Appearance.allCases)
    func everyBar(platform: Platform, appearance: Appearance) throws {
        var failures: Set<String> = []
        for example in BuiltInExamples.all {
            var prototype = try PrototypeLoader.load(example.source, file: example.name)
            prototype.platform = platform
            for size in Self.sizes {
                let state = AppState(prototype: prototype, size: size)
                let layout = ScreenLayout(prototype: prototype, state: state)
                for tint in ContrastTests.tints {
                    let theme = Theme(tint: tint, mode: .color, appearance: appearance)
                    let screen = Renderer(prototype: prototype, theme: theme).render(state)
                    for (name, area) in Self.navigationAreas(layout) {
                        for y in area.y..<area.maxY where y < size.height {
                            for x in area.x..<area.maxX where x < size.width {
                                let cell = screen[x, y]
                                guard let minimum = Self.minimum(for: cell, theme: theme) else { continue }
                                let ratio = ContrastTests.contrast(cell.style, in: theme.palette)
                                if ratio < minimum {
                                    failures.insert("\(example.name) \(size.width)x\(size.height) \(tint) \(name): \(cell.text) at "
                                        + "\(x),\(y) is \((ratio * 100).rounded() / 100):1, under \(minimum):1")
                                }
                            }
                        }
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(platform) \(appearance):\n\(failures.sorted().joined(separator: "\n"))")
    }
}
