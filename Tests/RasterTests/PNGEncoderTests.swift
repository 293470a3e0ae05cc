import CZlib
import Testing
@testable import TabsimRaster

@Suite("PNG files")
struct PNGEncoderTests {
    /// Each chunk's type and data, its CRC checked.
    private func chunks(_ bytes: [UInt8]) -> [(type: String, data: [UInt8])] {
        var out: [(String, [UInt8])] = []
        var at = 8
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        while at + 12 <= bytes.count {
            let length = word(at)
            let typed = Array(bytes[at + 4..<at + 8 + length])
            let crc = typed.withUnsafeBufferPointer { Int(crc32(0, $0.baseAddress, uInt($0.count))) }
            #expect(crc == word(at + 8 + length), "CRC of \(String(decoding: typed.prefix(4), as: UTF8.self))")
            out.append((String(decoding: typed.prefix(4), as: UTF8.self), Array(typed.dropFirst(4))))
            at += 12 + length
        }
        #expect(at == bytes.count)
        return out
    }

    private func inflated(_ data: [UInt8], size: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: size)
        var length = uLong(size)
        let status = out.withUnsafeMutableBufferPointer { target in
            data.withUnsafeBufferPointer { uncompress(target.baseAddress, &length, $0.baseAddress, uLong($0.count)) }
        }
        #expect(status == Z_OK && Int(length) == size)
        return out
    }

    @Test("few colours: signature, IHDR 8-bit indexed, PLTE, IDAT rows with filter 0, IEND")
    func indexed() {
        var picture = Picture(width: 3, height: 2, fill: RGB(28, 28, 28))
        picture[1, 0] = RGB(255, 0, 0)
        let bytes = PNGEncoder.encode(picture)
        #expect(Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let parts = chunks(bytes)
        #expect(parts.map(\.type) == ["IHDR", "PLTE", "IDAT", "IEND"])
        #expect(parts[0].data == [0, 0, 0, 3, 0, 0, 0, 2, 8, 3, 0, 0, 0])
        #expect(parts[1].data == [28, 28, 28, 255, 0, 0])
        #expect(inflated(parts[2].data, size: 8) == [0, 0, 1, 0, 0, 0, 0, 0])
    }

    @Test("more than 256 colours: 8-bit truecolour")
    func truecolour() {
        var picture = Picture(width: 300, height: 1, fill: RGB(0, 0, 0))
        for x in 0..<300 { picture[x, 0] = RGB(UInt8(x % 256), UInt8(x / 256), 7) }
        let parts = chunks(PNGEncoder.encode(picture))
        #expect(parts.map(\.type) == ["IHDR", "IDAT", "IEND"])
        #expect(parts[0].data[8...9] == [8, 2])
        let rows = inflated(parts[1].data, size: 1 + 900)
        #expect(rows[0] == 0 && Array(rows[1...6]) == [0, 0, 7, 1, 0, 7] && Array(rows[898...900]) == [43, 1, 7])
    }
}
