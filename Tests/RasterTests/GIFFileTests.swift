import Testing
import TabsimCore
@testable import TabsimRaster

@Suite("GIF files")
struct GIFFileTests {
    private static func screen(_ rows: [String], style: Style = .plain) -> CellBuffer {
        var buffer = CellBuffer(size: Size(width: 12, height: rows.count))
        for (y, row) in rows.enumerated() { buffer.write(row, x: 0, y: y, style: style) }
        return buffer
    }

    @Test("bytes: GIF89a, the size, one global palette, NETSCAPE2.0 looping forever, control and image blocks, the trailer")
    func structure() throws {
        var writer = GIFWriter(width: 3, height: 2, palette: [RGB(1, 2, 3), RGB(4, 5, 6), RGB(7, 8, 9)])
        func lzw(_ indices: [UInt8]) -> [UInt8] { GIFWriter.compress(indices, tableBits: writer.tableBits) }
        writer.append(GIFWriter.Frame(x: 0, y: 0, width: 3, height: 2, compressed: lzw([0, 1, 2, 2, 1, 0]), delay: 150, transparent: nil))
        writer.append(GIFWriter.Frame(x: 1, y: 1, width: 2, height: 1, compressed: lzw([3, 1]), delay: 2, transparent: 3))
        let bytes = writer.finished()
        #expect(Array(bytes[0..<6]) == Array("GIF89a".utf8))
        #expect(Array(bytes[6..<13]) == [3, 0, 2, 0, 0xF1, 0, 0], "3 × 2, a global table of 4 colours (2 bits), 8-bit resolution")
        #expect(Array(bytes[13..<25]) == [1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0])
        #expect(Array(bytes[25..<44]) == [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0, 0])
        #expect(Array(bytes[44..<52]) == [0x21, 0xF9, 4, 0x04, 150, 0, 0, 0], "kept for the next frame, 1.5 s, no transparency")
        #expect(Array(bytes[52..<62]) == [0x2C, 0, 0, 0, 0, 3, 0, 2, 0, 0])
        #expect(bytes.last == 0x3B)
        let read = try GIFReader(bytes)
        #expect(read.loops == 0 && read.frames.count == 2)
        #expect(read.frames[1].transparent == 3 && read.frames[1].delay == 2 && read.frames[1].disposal == 1)
        let shown = read.pictures()
        #expect(shown[1][0, 1] == RGB(7, 8, 9), "transparent: the first frame's pixel stays")
        #expect(shown[1][2, 1] == RGB(4, 5, 6))
    }

    @Test("delays: pauses over the idle limit capped, the speed divides, a frame replaced within 2 hundredths not stored, the end held")
    func schedule() {
        let a = Self.screen(["a"]), b = Self.screen(["b"]), c = Self.screen(["c"]), d = Self.screen(["d"])
        let frames = [(0, a), (16, b), (32, c), (5032, d), (5100, d)].map { AnimationFrame(milliseconds: $0.0, buffer: $0.1) }
        let shown = AnimatedGIF.schedule(frames, timing: AnimationTiming(speed: 1, idleLimit: 1000, endHold: 1000))
        // At hundredths 0, 2 (1.6 rounded), 3, 103 (the pause capped at 1 s), 110: c comes 1 after b, so shows in b's
        // place; the repeat of d is no frame.
        #expect(shown.map(\.buffer) == [a, c, d])
        #expect(shown.map(\.delay) == [2, 101, 100])
        let fast = AnimatedGIF.schedule(frames, timing: AnimationTiming(speed: 2, idleLimit: 1000, endHold: 1000))
        // At 0, 1, 2, 52: b replaces a, then c follows it.
        #expect(fast.map(\.buffer) == [b, c, d])
        #expect(fast.map(\.delay) == [2, 50, 50])
    }

    @Test("frames decode to the screens drawn one by one, each stored as the rectangle that changed")
    func framesMatchStills() throws {
        let rasterizer = try ScreenRasterizer()
        let first = Self.screen(["Explore", "  Nearby 1", "━━━━────"], style: Style(foreground: .green))
        var second = first
        second.write("Trips", x: 0, y: 0, style: Style(foreground: .white, background: .red, attributes: [.bold]))
        var third = second
        third.write("한글 ok", x: 2, y: 1, style: Style(attributes: [.underline, .dim]))
        let screens = [first, second, third, third]
        let frames = screens.enumerated().map { AnimationFrame(milliseconds: $0.offset * 500, buffer: $0.element) }
        let read = try GIFReader(try AnimatedGIF.encode(frames, rasterizer: rasterizer))
        #expect(read.width == 108 && read.height == 54)
        #expect(read.frames.count == 3, "the repeated screen is no frame")
        #expect(read.frames.map(\.delay) == [50, 50, 200])
        #expect(read.frames[0].transparent == nil && read.frames[0].width == 108, "the first frame whole and opaque")
        #expect(read.frames[1].y == 0 && read.frames[1].height <= 18, "only the first row changed")
        for (shown, screen) in zip(read.pictures(), screens) {
            let still = try rasterizer.picture(of: screen)
            // Antialiasing gives more shades than a palette holds: each is drawn as the nearest chosen.
            let error = zip(shown.pixels, still.pixels).map { a, b in
                [Int(a.r) - Int(b.r), Int(a.g) - Int(b.g), Int(a.b) - Int(b.b)].map(abs).max()!
            }.max()!
            #expect(error <= 8, "every pixel near the still's")
            let solid = Set(still.pixels).intersection([RGB(0x1c, 0x1c, 0x1c), RGB(255, 0, 0)])
            #expect(still.pixels.indices.allSatisfy { !solid.contains(still.pixels[$0]) || shown.pixels[$0] == still.pixels[$0] },
                    "the cells' own colours exact")
        }
    }
}
