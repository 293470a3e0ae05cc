
/// What a prototype file may be, so that a malformed or hostile one fails quickly with a
/// clear message instead of taking the machine's time and memory (P).
public enum PrototypeLimits {
    /// The largest prototype file read: 1 MiB, hundreds of times a large prototype.
    public static let maximumBytes = 1 << 20
    /// The most YAML nodes a prototype may expand to, every alias counted at full size:
    /// 100,000, dozens of times a large prototype. An "alias bomb" of a few hundred bytes
    /// would otherwise expand to hundreds of millions.
    public static let maximumNodes = 100_000

    /// The file's bytes as text.
    /// - Throws: when it is larger than `maximumBytes`, or not UTF-8, naming the line and
    ///   column of the first bad byte.
    public static func text(from bytes: [UInt8], file: String) throws(PrototypeError) -> String {
        if let problem = sizeProblem(bytes.count, file: file) { throw PrototypeError([problem]) }
        return try utf8Text(bytes, file: file)
    }

    /// Bytes as text, or the line and column of the first byte that is not UTF-8: for
    /// every file tabsim reads (prototypes, scripts, recordings, task files).
    public static func utf8Text(_ bytes: [UInt8], file: String) throws(PrototypeError) -> String {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        var line = 1, column = 1
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                offset += encoded.count
                if encoded.count == 1, encoded.first == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .error:
                let byte = String(bytes[offset], radix: 16, uppercase: true)
                throw PrototypeError([Diagnostic(file: file, line: line, column: column, path: "",
                                                 message: "byte 0x\(byte) is not UTF-8; save the file as UTF-8")])
            case .emptyInput:
                return String(decoding: bytes, as: UTF8.self)
            }
        }
    }

    /// The problem with a prototype of `count` bytes, when it is over `maximumBytes`.
    static func sizeProblem(_ count: Int, file: String) -> Diagnostic? {
        guard count > maximumBytes else { return nil }
        return Diagnostic(file: file, line: 0, column: 0, path: "",
                          message: "the file is larger than \(maximumBytes / 1024) KiB, the most a prototype may be")
    }
}
