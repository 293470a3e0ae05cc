import CZlib

/// PNG files (`shot --png`): 8-bit indexed colour when the picture has 256 colours or
/// fewer, as a screen of text almost always has, else truecolour; zlib at its best
/// compression.
public enum PNGEncoder {
    public static func encode(_ picture: Picture) -> [UInt8] {
        var colors: [RGB: UInt8] = [:]
        var palette: [RGB] = []
        for pixel in picture.pixels where colors[pixel] == nil {
            guard palette.count < 256 else { break }
            colors[pixel] = UInt8(palette.count)
            palette.append(pixel)
        }
        let indexed = picture.pixels.allSatisfy { colors[$0] != nil }
        var header = bigEndian(UInt32(picture.width)) + bigEndian(UInt32(picture.height))
        header += [8, indexed ? 3 : 2, 0, 0, 0]   // depth, colour type, compression, filter, interlace
        // Each row starts with its filter: 0 (none), which suits indexed rows and runs of one colour.
        var rows: [UInt8] = []
        rows.reserveCapacity(picture.height * (1 + picture.width * (indexed ? 1 : 3)))
        for y in 0..<picture.height {
            rows.append(0)
            for pixel in picture.pixels[y * picture.width..<(y + 1) * picture.width] {
                if indexed { rows.append(colors[pixel]!) } else { rows += [pixel.r, pixel.g, pixel.b] }
            }
        }
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        out += chunk("IHDR", header)
        if indexed { out += chunk("PLTE", palette.flatMap { [$0.r, $0.g, $0.b] }) }
        out += chunk("IDAT", deflated(rows))
        out += chunk("IEND", [])
        return out
    }

    /// A chunk: its length, type, data and the CRC-32 of type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        let crc = typed.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc)
    }

    /// A zlib stream of `data`.
    static func deflated(_ data: [UInt8]) -> [UInt8] {
        var size = compressBound(uLong(data.count))
        var out = [UInt8](repeating: 0, count: Int(size))
        let status = out.withUnsafeMutableBufferPointer { target in
            data.withUnsafeBufferPointer { source in
                compress2(target.baseAddress, &size, source.baseAddress, uLong(source.count), Z_BEST_COMPRESSION)
            }
        }
        precondition(status == Z_OK, "zlib's compress2 failed with a buffer of compressBound's size")
        return Array(out.prefix(Int(size)))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
