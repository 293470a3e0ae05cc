/// Why a picture could not be drawn.
public enum RasterError: Error, CustomStringConvertible, Sendable {
    /// No font on this machine draws `grapheme`; `package` says what to install.
    case missingFont(grapheme: String, font: String, package: String)
    /// FreeType failed.
    case fontEngine(String)
    /// The picture would be wider or taller than 65535 pixels.
    case tooLarge(width: Int, height: Int)

    public var description: String {
        switch self {
        case .missingFont(let grapheme, let font, let package):
            let codes = grapheme.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
            return "no font to draw \(grapheme) (\(codes)): \(font) is missing; install \(package)"
        case .fontEngine(let message):
            return message
        case .tooLarge(let width, let height):
            return "a picture of \(width) × \(height) pixels is too large (65535 at most each way): use a smaller --scale or --size"
        }
    }
}
