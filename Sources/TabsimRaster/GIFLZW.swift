/// GIF's variable-length LZW compression (GIF89a, appendix F): codes from
/// `minimumCodeSize + 1` bits growing to 12, packed least significant bit first, a
/// clear code at the start and whenever the table is full, an end code at the end.
enum GIFLZW {
    /// Compresses palette indices, each below `1 << minimumCodeSize` (2 to 8).
    static func encode(_ indices: UnsafeBufferPointer<UInt8>, minimumCodeSize: Int) -> [UInt8] {
        let clear = 1 << minimumCodeSize, end = clear + 1
        var writer = BitWriter()
        writer.bytes.reserveCapacity(indices.count / 4 + 16)
        var codeSize = minimumCodeSize + 1
        // The code of string + byte is at `table[code << 8 | byte]`; 0 means not yet known
        // (no string's code is 0: the single bytes need no entry).
        var table = [UInt16](repeating: 0, count: 4096 << 8)
        var filled: [Int] = []
        filled.reserveCapacity(4096)
        var next = end + 1
        writer.write(clear, bits: codeSize)
        guard var current = indices.first.map(Int.init) else {
            writer.write(end, bits: codeSize)
            return writer.finished()
        }
        for byte in indices.dropFirst() {
            let slot = current << 8 | Int(byte)
            let known = table[slot]
            if known != 0 {
                current = Int(known)
                continue
            }
            writer.write(current, bits: codeSize)
            table[slot] = UInt16(next)
            filled.append(slot)
            if next == 1 << codeSize, codeSize < 12 { codeSize += 1 }
            next += 1
            if next == 4096 {
                writer.write(clear, bits: codeSize)
                for slot in filled { table[slot] = 0 }
                filled.removeAll(keepingCapacity: true)
                codeSize = minimumCodeSize + 1
                next = end + 1
            }
            current = Int(byte)
        }
        writer.write(current, bits: codeSize)
        // A decoder adds an entry on reading that last code, and may widen before the end code.
        if next == 1 << codeSize, codeSize < 12 { codeSize += 1 }
        writer.write(end, bits: codeSize)
        return writer.finished()
    }
}

/// Packs codes of any width into bytes, least significant bit first.
private struct BitWriter {
    var bytes: [UInt8] = []
    private var pending: UInt64 = 0
    private var count = 0

    mutating func write(_ code: Int, bits: Int) {
        pending |= UInt64(code) << UInt64(count)
        count += bits
        while count >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: pending))
            pending >>= 8
            count -= 8
        }
    }

    mutating func finished() -> [UInt8] {
        if count > 0 { bytes.append(UInt8(truncatingIfNeeded: pending)) }
        pending = 0
        count = 0
        return bytes
    }
}
