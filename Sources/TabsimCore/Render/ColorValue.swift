#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A colour's sRGB value as xterm shows it, with the WCAG relative luminance and
/// contrast ratio used to choose the palettes and to test them.
public struct ColorValue: Hashable, Sendable {
    public let red: Int, green: Int, blue: Int

    public init(red: Int, green: Int, blue: Int) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// The value of an xterm palette index: 16 system colours, a 6×6×6 cube, then 24 greys.
    public init(xterm index: Int) {
        switch index {
        case ..<16:
            let (r, g, b) = Self.system[max(0, index)]
            self.init(red: r, green: g, blue: b)
        case 16..<232:
            let cube = index - 16
            self.init(red: Self.levels[cube / 36], green: Self.levels[(cube / 6) % 6], blue: Self.levels[cube % 6])
        default:
            let grey = 8 + 10 * (min(index, 255) - 232)
            self.init(red: grey, green: grey, blue: grey)
        }
    }

    private static let system = [(0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
                                 (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
                                 (255, 0, 255), (0, 255, 255), (255, 255, 255)]
    private static let levels = [0, 95, 135, 175, 215, 255]

    /// WCAG 2 relative luminance, 0 for black to 1 for white.
    public var luminance: Double {
        func linear(_ channel: Int) -> Double {
            let v = Double(channel) / 255
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The WCAG contrast ratio with `other`, from 1 (none) to 21 (black on white).
    public func contrast(with other: ColorValue) -> Double {
        let (a, b) = (luminance, other.luminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// This colour moved `amount` (0…1) of the way toward `target`.
    func mixed(toward target: ColorValue, amount: Double) -> ColorValue {
        func mix(_ a: Int, _ b: Int) -> Int { Int((Double(a) + (Double(b) - Double(a)) * amount).rounded()) }
        return ColorValue(red: mix(red, target.red), green: mix(green, target.green), blue: mix(blue, target.blue))
    }

    /// The xterm index (16…255, leaving the system colours a terminal may redefine)
    /// nearest this colour.
    var nearestXterm: Int16 {
        func distance(_ other: ColorValue) -> Int {
            let (dr, dg, db) = (red - other.red, green - other.green, blue - other.blue)
            return dr * dr + dg * dg + db * db
        }
        return Int16((16...255).min { distance(ColorValue(xterm: $0)) < distance(ColorValue(xterm: $1)) } ?? 16)
    }
}
