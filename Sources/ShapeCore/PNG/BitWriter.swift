/// Bits packed into bytes least-significant bit first, the order DEFLATE stores everything in
/// (RFC 1951, section 3.1.1); Huffman codes are therefore written bit-reversed.
struct BitWriter {
    /// The finished bytes (a partial last byte is still in the buffer until ``finish()``).
    private(set) var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    /// Bits waiting in `buffer`: always fewer than 8 between calls.
    private var pending = 0

    /// A writer with room for about `capacity` bytes.
    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// How many bits have been written so far.
    var bitCount: Int { bytes.count * 8 + pending }

    /// Writes the low `count` bits of `value` (`count` in 0...32), lowest first.
    mutating func write(_ value: UInt32, bits count: Int) {
        buffer |= UInt64(value & UInt32(truncatingIfNeeded: (UInt64(1) << UInt64(count)) - 1)) << UInt64(pending)
        pending += count
        while pending >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            pending -= 8
        }
    }

    /// Pads with zero bits to the next byte boundary (stored blocks start there).
    mutating func alignToByte() {
        if pending > 0 { write(0, bits: 8 - pending) }
    }

    /// Appends whole bytes; the writer must be byte-aligned.
    mutating func append<C: Collection>(contentsOf raw: C) where C.Element == UInt8 {
        bytes.append(contentsOf: raw)
    }

    /// The bytes, the last one zero-padded.
    mutating func finish() -> [UInt8] {
        alignToByte()
        return bytes
    }
}
