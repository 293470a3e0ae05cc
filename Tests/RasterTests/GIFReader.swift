@testable import TabsimRaster

/// Reads a GIF89a file as a viewer does, to check what tabsim writes: its palette, loop
/// count and frames, each decoded and laid over the last.
struct GIFReader {
    struct Frame {
        var x: Int, y: Int, width: Int, height: Int
        var delay: Int
        var disposal: Int
        var transparent: UInt8?
        var indices: [UInt8]
    }

    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    var width = 0, height = 0
    var palette: [RGB] = []
    var loops: Int?
    var frames: [Frame] = []

    init(_ bytes: [UInt8]) throws {
        var at = 0
        func take(_ count: Int) throws -> ArraySlice<UInt8> {
            guard at + count <= bytes.count else { throw Malformed(description: "cut short at byte \(at)") }
            defer { at += count }
            return bytes[at..<at + count]
        }
        func word() throws -> Int { let pair = try take(2); return Int(pair.first!) | Int(pair.last!) << 8 }
        func subBlocks() throws -> [UInt8] {
            var data: [UInt8] = []
            while true {
                let length = Int(try take(1).first!)
                if length == 0 { return data }
                data += try take(length)
            }
        }
        guard Array(try take(6)) == Array("GIF89a".utf8) else { throw Malformed(description: "no GIF89a header") }
        width = try word()
        height = try word()
        let packed = try take(3).first!
        if packed & 0x80 != 0 {
            let table = try take(3 << (Int(packed & 7) + 1))
            palette = stride(from: table.startIndex, to: table.endIndex, by: 3).map { RGB(table[$0], table[$0 + 1], table[$0 + 2]) }
        }
        var control: (delay: Int, disposal: Int, transparent: UInt8?) = (0, 0, nil)
        while true {
            switch try take(1).first! {
            case 0x21:
                let label = try take(1).first!
                let data = try subBlocks()
                if label == 0xF9, data.count == 4 {
                    control = (Int(data[1]) | Int(data[2]) << 8, Int(data[0] >> 2 & 7), data[0] & 1 != 0 ? data[3] : nil)
                } else if label == 0xFF, data.count == 14, Array(data[0..<11]) == Array("NETSCAPE2.0".utf8) {
                    loops = Int(data[12]) | Int(data[13]) << 8
                }
            case 0x2C:
                let x = try word(), y = try word(), w = try word(), h = try word()
                guard try take(1).first! & 0x80 == 0 else { throw Malformed(description: "a local palette") }
                let minimum = Int(try take(1).first!)
                let indices = try LZWDecoder.decode(try subBlocks(), minimumCodeSize: minimum)
                guard indices.count == w * h else { throw Malformed(description: "frame \(frames.count): \(indices.count) pixels for \(w)×\(h)") }
                frames.append(Frame(x: x, y: y, width: w, height: h, delay: control.delay, disposal: control.disposal,
                                    transparent: control.transparent, indices: indices))
                control = (0, 0, nil)
            case 0x3B:
                guard at == bytes.count else { throw Malformed(description: "bytes after the trailer") }
                return
            case let other:
                throw Malformed(description: "unknown block 0x\(String(other, radix: 16)) at byte \(at - 1)")
            }
        }
    }

    /// Every frame as shown: each laid over the previous picture, its transparent pixels
    /// leaving what was there.
    func pictures() -> [Picture] {
        var shown = Picture(width: width, height: height, fill: RGB(0, 0, 0))
        return frames.map { frame in
            for y in 0..<frame.height {
                for x in 0..<frame.width {
                    let index = frame.indices[y * frame.width + x]
                    if index != frame.transparent { shown[frame.x + x, frame.y + y] = palette[Int(index)] }
                }
            }
            return shown
        }
    }
}

/// GIF's LZW decoding, written from the specification apart from the encoder.
enum LZWDecoder {
    static func decode(_ data: [UInt8], minimumCodeSize: Int) throws -> [UInt8] {
        let clear = 1 << minimumCodeSize, end = clear + 1
        var codeSize = minimumCodeSize + 1
        var table: [[UInt8]] = []
        func reset() {
            table = (0..<clear).map { [UInt8($0)] } + [[], []]
            codeSize = minimumCodeSize + 1
        }
        reset()
        var out: [UInt8] = []
        var previous: [UInt8]?
        var bit = 0
        while bit + codeSize <= data.count * 8 {
            var code = 0
            for offset in 0..<codeSize where data[(bit + offset) / 8] >> UInt8((bit + offset) % 8) & 1 != 0 { code |= 1 << offset }
            bit += codeSize
            if code == clear { reset(); previous = nil; continue }
            if code == end { return out }
            let entry: [UInt8]
            if code < table.count {
                entry = table[code]
            } else if code == table.count, let previous {
                entry = previous + [previous[0]]
            } else {
                throw GIFReader.Malformed(description: "code \(code) with \(table.count) known")
            }
            out += entry
            if let previous, table.count < 4096 { table.append(previous + [entry[0]]) }
            previous = entry
            if table.count == 1 << codeSize, codeSize < 12 { codeSize += 1 }
        }
        throw GIFReader.Malformed(description: "no end code")
    }
}
