import Testing
@testable import TabsimCore

/// Bounded loading (P): a hostile prototype fails at once with its place, never by
/// taking the machine's time and memory.
@Suite("Prototype limits (P)")
struct PrototypeLimitsTests {
    /// Eight levels of ten aliases each: 10⁸ rows from 400 bytes.
    private let bomb = """
    name: Bomb
    a: &a [x, x, x, x, x, x, x, x, x, x]
    b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
    c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]
    d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]
    e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]
    f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]
    g: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f, *f]
    h: &h [*g, *g, *g, *g, *g, *g, *g, *g, *g, *g]
    sections:
      - label: A
        screen:
          rows:
            - *h
    """

    @Test("P: an alias bomb is refused at the alias where the document outgrows 100,000 nodes", .timeLimit(.minutes(1)))
    func aliasBomb() {
        #expect { try PrototypeLoader.load(bomb, file: "bomb.yaml") } throws: { error in
            (error as? PrototypeError)?.description
                == "bomb.yaml:6:36: error: the document is larger than 100000 nodes with this alias expanded; an alias may repeat a part, not multiply it"
        }
    }

    @Test("P: aliases that repeat a part still load")
    func modestAliases() throws {
        let prototype = try PrototypeLoader.load("""
        name: Reuse
        sections:
          - label: One
            screen: {rows: &rows [Alpha, Beta, Gamma]}
          - label: Two
            screen: {rows: *rows}
        """, file: "reuse.yaml")
        #expect(prototype.sections.count == 2)
    }

    @Test("P: a file that is not UTF-8 is reported at the line and column of its first bad byte")
    func notUTF8() throws {
        let bytes = Array("name: Café\nsections:\n  - label: ".utf8) + [0x43, 0x61, 0x66, 0xE9, 0x0A]
        #expect { try PrototypeLimits.text(from: bytes, file: "latin1.yaml") } throws: { error in
            (error as? PrototypeError)?.description == "latin1.yaml:3:15: error: byte 0xE9 is not UTF-8; save the file as UTF-8"
        }
        #expect(try PrototypeLimits.text(from: Array("name: Café\n".utf8), file: "ok.yaml") == "name: Café\n")
    }

    @Test("P: a file larger than 1 MiB is refused before it is parsed")
    func tooLarge() {
        let bytes = [UInt8](repeating: UInt8(ascii: "#"), count: PrototypeLimits.maximumBytes + 1)
        #expect(throws: PrototypeError.self) { try PrototypeLimits.text(from: bytes, file: "big.yaml") }
    }
}
