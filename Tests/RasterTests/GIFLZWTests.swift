import Testing
@testable import TabsimRaster

@Suite("GIF LZW")
struct GIFLZWTests {
    private func roundTrip(_ indices: [UInt8], bits: Int) throws -> [UInt8] {
        let encoded = indices.withUnsafeBufferPointer { GIFLZW.encode($0, minimumCodeSize: bits) }
        return try LZWDecoder.decode(encoded, minimumCodeSize: bits)
    }

    @Test("decodes to the same indices: empty, one, runs, and noise long enough to fill the table many times")
    func roundTrips() throws {
        var generator = SystemRandomNumberGenerator()
        for bits in [2, 3, 5, 8] {
            let limit = UInt8((1 << bits) - 1)
            let noise = (0..<20_000).map { _ in UInt8.random(in: 0...limit, using: &generator) }
            let runs = (0..<40_000).map { (i: Int) -> UInt8 in UInt8((i / 37) % (Int(limit) + 1)) }
            for indices in [[], [limit], Array(repeating: 0, count: 100_000), noise, runs, noise + runs] {
                #expect(try roundTrip(indices, bits: bits) == indices, "\(indices.count) indices of \(bits) bits")
            }
        }
    }

    @Test("every length up to 600 of a growing pattern, so the end code falls on each code-size boundary")
    func everyLength() throws {
        let pattern = (0..<600).map { (i: Int) -> UInt8 in UInt8((i * 7 + i / 5) % 4) }
        for length in 0...pattern.count {
            #expect(try roundTrip(Array(pattern.prefix(length)), bits: 2) == Array(pattern.prefix(length)))
        }
    }

    @Test("a screen's runs compress well")
    func compresses() {
        let blank = [UInt8](repeating: 3, count: 900 * 540)
        let encoded = blank.withUnsafeBufferPointer { GIFLZW.encode($0, minimumCodeSize: 8) }
        #expect(encoded.count < blank.count / 100)
    }
}
