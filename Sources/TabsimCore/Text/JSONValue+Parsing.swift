/// Reading one JSON text (RFC 8259) into a `JSONValue`: a recording's lines, of which a
/// replay reads up to millions, at a small part of `JSONDecoder`'s cost. Strict: a
/// trailing comma, a leading zero, a number beyond a `Double`'s range, a raw control
/// character or a lone surrogate in a text, or more than `maximumDepth` nested arrays and
/// objects make the text not JSON; a byte order mark before it is skipped. An object's
/// members are kept in order, a key given twice twice.
extension JSONValue {
    /// Why a text is not JSON, at which byte.
    struct SyntaxError: Error, Equatable {
        let offset: Int
        let reason: String
    }

    /// Arrays and objects nested deeper than this are refused, so a hostile line cannot
    /// exhaust the stack.
    static let maximumDepth = 64

    /// The value `text` holds, with nothing but white space around it.
    static func parse(_ text: Substring) throws(SyntaxError) -> JSONValue {
        let parse = { (bytes: UnsafeBufferPointer<UInt8>) in Result { () throws(SyntaxError) in try Self.parse(bytes) } }
        let parsed = text.utf8.withContiguousStorageIfAvailable(parse) ?? Array(text.utf8).withUnsafeBufferPointer(parse)
        return try parsed.get()
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(SyntaxError) -> JSONValue {
        var reader = JSONReader(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.offset = 3 }
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.offset == bytes.count else { throw reader.error("text after the value") }
        return value
    }
}

/// A cursor over a JSON text's bytes.
private struct JSONReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    func error(_ reason: String) -> JSONValue.SyntaxError { JSONValue.SyntaxError(offset: offset, reason: reason) }

    mutating func skipSpace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0A, 0x0D: offset += 1
            default: return
            }
        }
    }

    /// The next byte after white space, not taken.
    private mutating func peek() throws(JSONValue.SyntaxError) -> UInt8 {
        skipSpace()
        guard offset < bytes.count else { throw error("the text ends mid-value") }
        return bytes[offset]
    }

    /// Takes `literal` ("true", "null") at the cursor.
    private mutating func take(_ literal: StaticString) throws(JSONValue.SyntaxError) {
        let count = literal.utf8CodeUnitCount
        guard offset + count <= bytes.count,
              (0..<count).allSatisfy({ bytes[offset + $0] == literal.utf8Start[$0] }) else { throw error("not a JSON value") }
        offset += count
    }

    mutating func value(depth: Int) throws(JSONValue.SyntaxError) -> JSONValue {
        switch try peek() {
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "t"): try take("true"); return .boolean(true)
        case UInt8(ascii: "f"): try take("false"); return .boolean(false)
        case UInt8(ascii: "n"): try take("null"); return .null
        default: return try number()
        }
    }

    private mutating func object(depth: Int) throws(JSONValue.SyntaxError) -> JSONValue {
        guard depth <= JSONValue.maximumDepth else { throw error("nested too deep") }
        offset += 1
        var members: [JSONMember] = []
        if try peek() == UInt8(ascii: "}") {
            offset += 1
            return .object(members)
        }
        while true {
            guard try peek() == UInt8(ascii: "\"") else { throw error("a key must be text") }
            let key = try string()
            guard try peek() == UInt8(ascii: ":") else { throw error("a key must be followed by ':'") }
            offset += 1
            members.append((key, try value(depth: depth)))
            let next = try peek()
            offset += 1
            if next == UInt8(ascii: "}") { return .object(members) }
            guard next == UInt8(ascii: ",") else { throw error("members must be separated by ','") }
        }
    }

    private mutating func array(depth: Int) throws(JSONValue.SyntaxError) -> JSONValue {
        guard depth <= JSONValue.maximumDepth else { throw error("nested too deep") }
        offset += 1
        var items: [JSONValue] = []
        if try peek() == UInt8(ascii: "]") {
            offset += 1
            return .array(items)
        }
        while true {
            items.append(try value(depth: depth))
            let next = try peek()
            offset += 1
            if next == UInt8(ascii: "]") { return .array(items) }
            guard next == UInt8(ascii: ",") else { throw error("items must be separated by ','") }
        }
    }

    /// A number: an integer within `Int` as `.integer`, any other as `.number`.
    private mutating func number() throws(JSONValue.SyntaxError) -> JSONValue {
        let start = offset
        func digits(_ reader: inout JSONReader) -> Int {
            let first = reader.offset
            while reader.offset < reader.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(reader.bytes[reader.offset]) {
                reader.offset += 1
            }
            return reader.offset - first
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        let integerStart = offset
        let integerDigits = digits(&self)
        guard integerDigits > 0 else { throw error("not a JSON value") }
        guard integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else { throw error("a number with a leading zero") }
        var isInteger = true
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            isInteger = false
            guard digits(&self) > 0 else { throw error("a number's fraction has no digits") }
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            offset += 1
            isInteger = false
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { offset += 1 }
            guard digits(&self) > 0 else { throw error("a number's exponent has no digits") }
        }
        let token = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        if isInteger, let integer = Int(token) { return .integer(integer) }
        guard let number = Double(token), number.isFinite else { throw error("a number beyond a Double's range") }
        return .number(number)
    }

    /// A text, its escapes read; the cursor on its opening quote.
    private mutating func string() throws(JSONValue.SyntaxError) -> String {
        offset += 1
        let start = offset
        // Most texts have no escape: taken whole.
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "\""), bytes[offset] != UInt8(ascii: "\\"), bytes[offset] >= 0x20 {
            offset += 1
        }
        guard offset < bytes.count else { throw error("a text is not closed") }
        var text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        var run = offset
        while true {
            guard offset < bytes.count else { throw error("a text is not closed") }
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 {
                text += String(decoding: UnsafeBufferPointer(rebasing: bytes[run..<offset]), as: UTF8.self)
            }
            if byte == UInt8(ascii: "\"") {
                offset += 1
                return text
            }
            guard byte >= 0x20 else { throw error("a control character inside a text must be escaped") }
            if byte == UInt8(ascii: "\\") {
                offset += 1
                text.unicodeScalars.append(try escape())
                run = offset
            } else {
                offset += 1
            }
        }
    }

    /// The character an escape stands for; the cursor past the backslash.
    private mutating func escape() throws(JSONValue.SyntaxError) -> Unicode.Scalar {
        guard offset < bytes.count else { throw error("a text is not closed") }
        let letter = bytes[offset]
        offset += 1
        switch letter {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hexUnit()
            if (0xD800...0xDBFF).contains(unit) {
                guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
                    throw error("a lone surrogate")
                }
                offset += 2
                let low = try hexUnit()
                guard (0xDC00...0xDFFF).contains(low) else { throw error("a lone surrogate") }
                return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(unit) else { throw error("a lone surrogate") }
            return scalar
        default: throw error("an unknown escape")
        }
    }

    /// Four hex digits.
    private mutating func hexUnit() throws(JSONValue.SyntaxError) -> UInt32 {
        guard offset + 4 <= bytes.count else { throw error("a \\u escape needs four hex digits") }
        var unit: UInt32 = 0
        for byte in bytes[offset..<offset + 4] {
            guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { throw error("a \\u escape needs four hex digits") }
            unit = unit << 4 + UInt32(digit)
        }
        offset += 4
        return unit
    }
}
