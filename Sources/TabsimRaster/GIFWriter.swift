/// The bytes of a GIF89a file: a header with one global palette, a looping extension,
/// then frames, each a rectangle of palette indices with its delay.
struct GIFWriter {
    /// One frame as stored: where its rectangle sits, its indices row by row (LZW
    /// compressed by `compress`), and how long it shows.
    struct Frame {
        var x: Int, y: Int, width: Int, height: Int
        var compressed: [UInt8]
        /// Hundredths of a second.
        var delay: Int
        /// The index that leaves the pixel below as it was, if any.
        var transparent: UInt8?
    }

    private(set) var bytes: [UInt8] = []
    /// Bits an index takes in the palette's table (its size is `1 << tableBits`).
    let tableBits: Int

    /// Starts a file of `width` × `height` pixels with `palette` (1 to 256 colours), looping forever.
    init(width: Int, height: Int, palette: [RGB]) {
        tableBits = Self.tableBits(colors: palette.count)
        bytes += Array("GIF89a".utf8)
        bytes += Self.word(width) + Self.word(height)
        bytes += [0x80 | 0x70 | UInt8(tableBits - 1), 0, 0]   // global table, 8-bit colour resolution, its size
        for index in 0..<(1 << tableBits) {
            let color = index < palette.count ? palette[index] : RGB(0, 0, 0)
            bytes += [color.r, color.g, color.b]
        }
        // NETSCAPE2.0: loop forever.
        bytes += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01, 0x00, 0x00, 0x00]
    }

    /// Appends a frame: its graphic control (delay; kept when the next is drawn; transparent
    /// index), its image descriptor and its LZW data in blocks of at most 255 bytes.
    mutating func append(_ frame: Frame) {
        let packed: UInt8 = 1 << 2 | (frame.transparent == nil ? 0 : 1)
        bytes += [0x21, 0xF9, 0x04, packed] + Self.word(min(frame.delay, 0xFFFF)) + [frame.transparent ?? 0, 0x00]
        bytes += [0x2C] + Self.word(frame.x) + Self.word(frame.y) + Self.word(frame.width) + Self.word(frame.height) + [0x00]
        bytes.append(UInt8(Self.codeSize(tableBits: tableBits)))
        var start = 0
        while start < frame.compressed.count {
            let length = min(255, frame.compressed.count - start)
            bytes.append(UInt8(length))
            bytes += frame.compressed[start..<start + length]
            start += length
        }
        bytes.append(0x00)
    }

    /// Bits an index takes in a table for `colors` colours (1 to 256).
    static func tableBits(colors: Int) -> Int { max(1, Int.bitWidth - (colors - 1).leadingZeroBitCount) }

    /// A frame's indices, each below `1 << tableBits`, as its LZW data.
    static func compress(_ indices: [UInt8], tableBits: Int) -> [UInt8] {
        indices.withUnsafeBufferPointer { GIFLZW.encode($0, minimumCodeSize: codeSize(tableBits: tableBits)) }
    }

    /// LZW starts from codes one bit wider than this, which is at least 2.
    private static func codeSize(tableBits: Int) -> Int { max(2, tableBits) }

    /// The file, ended.
    func finished() -> [UInt8] { bytes + [0x3B] }

    private static func word(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
}
