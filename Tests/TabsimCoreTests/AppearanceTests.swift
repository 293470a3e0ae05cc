import Testing
@testable import TabsimCore

/// `appearance: light | dark | auto` and `--appearance`: which palette a terminal gets,
/// the prototype key, and the pictures drawn in it (T4, P, W5).
@Suite("Appearance: dark and light palettes (T4, P, W5)")
struct AppearanceTests {
    @Test("T4: auto follows the background the terminal answers to OSC 11, else COLORFGBG's background, else dark")
    func detection() {
        func answered(_ hex: Int) -> ColorValue { ColorValue(red: hex >> 16 & 0xFF, green: hex >> 8 & 0xFF, blue: hex & 0xFF) }
        #expect(Appearance.detected(background: answered(0xFFFFFF), colorFGBG: "15;0") == .light, "the answer wins")
        #expect(Appearance.detected(background: answered(0xFDF6E3), colorFGBG: nil) == .light, "Solarized light")
        #expect(Appearance.detected(background: answered(0xECECEC), colorFGBG: nil) == .light, "Terminal.app's light grey")
        #expect(Appearance.detected(background: answered(0x1C1C1C), colorFGBG: nil) == .dark)
        #expect(Appearance.detected(background: answered(0x002B36), colorFGBG: "0;15") == .dark, "Solarized dark")
        #expect(Appearance.detected(background: nil, colorFGBG: "0;15") == .light)
        #expect(Appearance.detected(background: nil, colorFGBG: "0;default;7") == .light, "rxvt's three fields")
        #expect(Appearance.detected(background: nil, colorFGBG: "15;0") == .dark)
        #expect(Appearance.detected(background: nil, colorFGBG: "15;8") == .dark, "bright black is dark")
        #expect(Appearance.detected(background: nil, colorFGBG: "garbage") == .dark)
        #expect(Appearance.detected(background: nil, colorFGBG: nil) == .dark)
    }

    @Test("P: `appearance:` is light, dark or auto (the default, nil); anything else is an error naming the key")
    func prototypeKey() throws {
        let body = "\nsections:\n  - label: One\n    screen: {rows: [A]}\n"
        #expect(try PrototypeLoader.load("appearance: light" + body, file: "p.yaml").appearance == .light)
        #expect(try PrototypeLoader.load("appearance: dark" + body, file: "p.yaml").appearance == .dark)
        #expect(try PrototypeLoader.load("appearance: auto" + body, file: "p.yaml").appearance == nil)
        #expect(try PrototypeLoader.load(String(body.dropFirst()), file: "p.yaml").appearance == nil)
        do {
            _ = try PrototypeLoader.load("appearance: sepia" + body, file: "p.yaml")
            Issue.record("sepia loaded")
        } catch {
            #expect(error.diagnostics.map(\.description).joined().contains("appearance"))
        }
    }

    @Test("T4: the light theme draws labels in the terminal's own colour, greys and tints darker than the dark theme's")
    func lightTheme() {
        let dark = Theme(tint: .orange, mode: .color), light = Theme(tint: .orange, mode: .color, appearance: .light)
        #expect(dark.palette.appearance == .dark && light.palette.appearance == .light)
        #expect(light.text == .plain && light.title == dark.title)
        #expect(light.back.foreground == Color(xterm: 166, basic: 3) && dark.back.foreground == .orange)
        // The selected tab's label is a label: the tint darkened to 4.5:1 on white.
        let white = ColorValue(xterm: 231), selected = light.palette.value(ofForeground: light.barActive.foreground)
        #expect(light.barActive.foreground != light.back.foreground && selected.contrast(with: white) >= 4.5)
        #expect(light.secondary.foreground.xterm < dark.secondary.foreground.xterm, "a darker grey on white")
        #expect(light.barPressed.background.xterm > dark.barPressed.background.xterm, "a light fill, not a dark slab")
    }

    @Test("W5: a picture drawn for a light terminal has a white background and black labels; dark stays as it was")
    func lightPicture() {
        var buffer = CellBuffer(size: Size(width: 6, height: 1))
        buffer.write("Trips", x: 0, y: 0, style: .plain)
        let light = SVGPalette.$appearance.withValue(.light) { AnimatedSVG.still(buffer) }
        #expect(light.contains("fill=\"#ffffff\"") && light.contains("fill=\"#000000\""))
        let dark = AnimatedSVG.still(buffer)
        #expect(dark.contains("fill=\"#1c1c1c\"") && dark.contains("fill=\"#e4e4e4\""))
    }
}
