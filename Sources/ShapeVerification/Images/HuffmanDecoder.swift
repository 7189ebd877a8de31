/// A canonical Huffman code read back from its code lengths (RFC 1951, section 3.2.2), decoded
/// one bit at a time by counting codes per length, as Mark Adler's `puff` does: small, obviously
/// correct, and sharing nothing with the encoder's tables.
struct HuffmanDecoder {
    /// How many codes have each length 0...15.
    private var counts = [Int](repeating: 0, count: 16)
    /// The symbols in canonical order (by length, then by symbol).
    private var symbols: [Int] = []

    /// How the lengths fill the code space.
    enum Completeness { case complete, incomplete, oversubscribed }

    /// The code of `lengths` (each 0...15), and whether it fills the code space.
    init(lengths: [Int]) {
        for length in lengths { counts[length] += 1 }
        var offsets = [Int](repeating: 0, count: 16)
        for length in 1 ..< 15 { offsets[length + 1] = offsets[length] + counts[length] }
        symbols = [Int](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length != 0 {
            symbols[offsets[length]] = symbol
            offsets[length] += 1
        }
    }

    /// Whether the code is complete, incomplete (unused codes left) or over-subscribed (no
    /// prefix code has these lengths).
    var completeness: Completeness {
        var left = 1
        for length in 1 ..< 16 {
            left = left * 2 - counts[length]
            if left < 0 { return .oversubscribed }
        }
        return left == 0 ? .complete : .incomplete
    }

    /// How many symbols have a code.
    var codeCount: Int { counts[1...].reduce(0, +) }

    /// The next symbol from `reader`; `nil` if the bits match no code (an incomplete code's gap).
    func decode(_ reader: inout BitReader) throws(FormatError) -> Int? {
        var code = 0, first = 0, index = 0
        for length in 1 ..< 16 {
            code |= try reader.bit()
            let count = counts[length]
            if code - first < count { return symbols[index + code - first] }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        return nil
    }
}

/// Reads DEFLATE's least-significant-bit-first bit stream from a byte array.
struct BitReader {
    let bytes: [UInt8]
    /// The next bit to read, counted from the start of `bytes`.
    private(set) var bitPosition: Int
    /// What errors call the data.
    let format: String

    init(_ bytes: [UInt8], startingAt byte: Int, format: String) {
        self.bytes = bytes
        self.bitPosition = byte * 8
        self.format = format
    }

    /// The byte the next bit is in.
    var byteOffset: Int { bitPosition / 8 }

    /// The next `count` bits (0...16), the first one lowest.
    mutating func bits(_ count: Int) throws(FormatError) -> Int {
        guard bitPosition + count <= bytes.count * 8 else {
            throw FormatError(format, offset: bytes.count, "unexpected end of data (needed \(count) more bit(s) at byte \(byteOffset))")
        }
        var value = 0
        for k in 0 ..< count {
            let bit = Int(bytes[bitPosition >> 3] >> UInt8(bitPosition & 7)) & 1
            value |= bit << k
            bitPosition += 1
        }
        return value
    }

    /// The next bit: ``bits(_:)`` of 1 without its loop (a Huffman code is read bit by bit).
    @inline(__always)
    mutating func bit() throws(FormatError) -> Int {
        guard bitPosition < bytes.count * 8 else {
            throw FormatError(format, offset: bytes.count, "unexpected end of data (needed 1 more bit(s) at byte \(byteOffset))")
        }
        let bit = Int(bytes[bitPosition >> 3] >> UInt8(bitPosition & 7)) & 1
        bitPosition += 1
        return bit
    }

    /// Skips to the next byte boundary.
    mutating func alignToByte() {
        bitPosition = (bitPosition + 7) / 8 * 8
    }
}
