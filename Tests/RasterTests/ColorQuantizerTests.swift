import Testing
@testable import TabsimRaster

@Suite("Choosing a GIF's palette")
struct ColorQuantizerTests {
    @Test("few colours kept as they are; many reduced to the limit with the exact ones kept and each mapped near")
    func quantizes() {
        let few: [RGB: Int] = [RGB(1, 1, 1): 5, RGB(200, 0, 0): 3]
        let small = ColorQuantizer(histogram: few, exact: [RGB(28, 28, 28)], limit: 255)
        #expect(small.palette == [RGB(28, 28, 28), RGB(1, 1, 1), RGB(200, 0, 0)])
        #expect(small.palette[Int(small.index(of: RGB(200, 0, 0)))] == RGB(200, 0, 0))

        var many: [RGB: Int] = [:]
        for r in stride(from: 0, through: 255, by: 15) {
            for g in stride(from: 0, through: 255, by: 15) {
                for b in stride(from: 0, through: 255, by: 51) { many[RGB(UInt8(r), UInt8(g), UInt8(b)), default: 0] += 1 + r }
            }
        }
        let exact = [RGB(28, 28, 28), RGB(228, 228, 228), RGB(255, 0, 0)]
        let reduced = ColorQuantizer(histogram: many, exact: exact, limit: 255)
        #expect(many.count > 1000 && reduced.palette.count == 255)
        #expect(Array(reduced.palette.prefix(3)) == exact)
        for (color, _) in many {
            let chosen = reduced.palette[Int(reduced.index(of: color))]
            let distance = [Int(color.r) - Int(chosen.r), Int(color.g) - Int(chosen.g), Int(color.b) - Int(chosen.b)].map(abs).max()!
            #expect(distance <= 64, "\(color) drawn as \(chosen)")
        }
    }
}
