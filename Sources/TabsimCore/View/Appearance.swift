/// Whether the terminal is light text on a dark background or dark text on a light one.
public enum Appearance: String, CaseIterable, Sendable {
    case dark
    case light

    /// The appearance of a terminal: from its background colour when it answered OSC 11,
    /// else from `COLORFGBG` ("15;0" is light text on black), else dark.
    /// - Parameters:
    ///   - background: the terminal's answer to OSC 11, nil when it gave none.
    ///   - colorFGBG: the `COLORFGBG` variable rxvt, Konsole and others set, nil when unset.
    public static func detected(background: ColorValue?, colorFGBG: String?) -> Appearance {
        if let background {
            // Above this luminance black text has more contrast than white (both 4.58:1 at it).
            return background.luminance > 0.179 ? .light : .dark
        }
        if let colorFGBG, let last = colorFGBG.split(separator: ";").last, let index = Int(last) {
            // The background's index among the 16 system colours: white, light grey and
            // the bright ones but grey are light.
            return index == 7 || (9...15).contains(index) ? .light : .dark
        }
        return .dark
    }
}
