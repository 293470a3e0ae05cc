import Testing
@testable import TabsimCore

/// Digests checked against FIPS 180-4's examples and Python's hashlib.
@Suite("SHA-256 fingerprints")
struct SHA256Tests {
    @Test("SHA-256 of the standard test messages",
          arguments: [("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
                      ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
                      ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")])
    func standardMessages(text: String, digest: String) {
        #expect(SHA256.hex(of: Array(text.utf8)) == digest)
    }

    @Test("SHA-256 of one million times a")
    func millionA() {
        #expect(SHA256.hex(of: [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
            == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test("SHA-256 where the padding just fits, spills into a new block, or fills a whole one",
          arguments: [(55, "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
                      (56, "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"),
                      (63, "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34"),
                      (64, "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb")])
    func blockBoundaries(count: Int, digest: String) {
        #expect(SHA256.hex(of: String(repeating: "a", count: count).utf8) == digest)
    }

    @Test("SHA-256 of multi-byte UTF-8 text")
    func multiByteText() {
        #expect(SHA256.hex(of: Array("Grüße, 世界 🌍".utf8))
            == "56ce95b9b665df65c2dd54a7567323ed5c883db32c86d3931f5a3a25b7be6c45")
    }
}
