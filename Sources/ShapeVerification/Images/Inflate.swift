/// DEFLATE decompression (RFC 1951) and the zlib wrapper (RFC 1950), written for the suite from
/// the RFCs and independent of the core's encoder: stored, fixed-code and dynamic-code blocks,
/// the header check and the Adler-32 of the output.
///
/// Every malformed input is a ``FormatError`` naming the byte offset (in the stream given) where
/// decoding failed; nothing traps, and output is capped so a tiny stream cannot exhaust memory.
///
/// ```swift
/// let stream: [UInt8] = [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]  // zlib.compress(b"")
/// let bytes = try Inflate.zlib(stream)                                     // []
/// ```
public enum Inflate {
    /// The bytes a zlib stream decompresses to. The stream must be exactly one zlib stream:
    /// bytes after its Adler-32 are an error.
    ///
    /// - Complexity: O(input bits + output bytes).
    public static func zlib(_ stream: [UInt8], maximumOutput: Int = 1 << 28) throws(FormatError) -> [UInt8] {
        guard stream.count >= 2 else { throw FormatError("zlib", offset: stream.count, "unexpected end of data in the 2-byte header") }
        let cmf = Int(stream[0]), flg = Int(stream[1])
        guard cmf & 0x0F == 8 else { throw FormatError("zlib", offset: 0, "compression method \(cmf & 0x0F), only 8 (deflate) exists") }
        guard cmf >> 4 <= 7 else { throw FormatError("zlib", offset: 0, "window size 2^\((cmf >> 4) + 8) is larger than deflate's 32 KB") }
        guard (cmf << 8 | flg) % 31 == 0 else { throw FormatError("zlib", offset: 1, "header check bits wrong: 0x\(String(cmf << 8 | flg, radix: 16)) is not a multiple of 31") }
        guard flg & 0x20 == 0 else { throw FormatError("zlib", offset: 1, "a preset dictionary is required, which PNG never uses") }
        let (output, end) = try raw(stream, from: 2, maximumOutput: maximumOutput, format: "zlib")
        guard end + 4 <= stream.count else { throw FormatError("zlib", offset: stream.count, "unexpected end of data in the Adler-32 checksum") }
        let stored = UInt32(stream[end]) << 24 | UInt32(stream[end + 1]) << 16 | UInt32(stream[end + 2]) << 8 | UInt32(stream[end + 3])
        let computed = Adler32.checksum(output)
        guard stored == computed else {
            throw FormatError("zlib", offset: end, "Adler-32 mismatch: the stream says 0x\(String(stored, radix: 16)), the data gives 0x\(String(computed, radix: 16))")
        }
        guard end + 4 == stream.count else { throw FormatError("zlib", offset: end + 4, "\(stream.count - end - 4) byte(s) after the end of the stream") }
        return output
    }

    /// Raw DEFLATE blocks from byte `start` until the final block; returns the output and the
    /// byte offset just after the last block (its last byte's unused bits are padding).
    static func raw(_ bytes: [UInt8], from start: Int, maximumOutput: Int, format: String) throws(FormatError) -> (output: [UInt8], end: Int) {
        var reader = BitReader(bytes, startingAt: start, format: format)
        var output: [UInt8] = []
        var isFinal = false
        while !isFinal {
            let blockStart = reader.byteOffset
            isFinal = try reader.bits(1) == 1
            switch try reader.bits(2) {
            case 0:
                reader.alignToByte()
                let at = reader.byteOffset
                let length = try reader.bits(16), complement = try reader.bits(16)
                guard length == ~complement & 0xFFFF else {
                    throw FormatError(format, offset: at, "stored block length \(length) does not match its complement \(complement)")
                }
                guard output.count + length <= maximumOutput else { throw tooLong(format, at, maximumOutput) }
                let dataStart = reader.byteOffset
                guard dataStart + length <= bytes.count else {
                    throw FormatError(format, offset: bytes.count, "unexpected end of data in a stored block of \(length) bytes")
                }
                output.append(contentsOf: bytes[dataStart ..< dataStart + length])
                reader = BitReader(bytes, startingAt: dataStart + length, format: format)
            case 1:
                try inflateBlock(&reader, literal: fixedLiteral, distance: fixedDistance, into: &output, maximumOutput: maximumOutput)
            case 2:
                let (literal, distance) = try dynamicCodes(&reader)
                try inflateBlock(&reader, literal: literal, distance: distance, into: &output, maximumOutput: maximumOutput)
            default:
                throw FormatError(format, offset: blockStart, "block type 3 is reserved")
            }
        }
        reader.alignToByte()
        return (output, reader.byteOffset)
    }

    private static func tooLong(_ format: String, _ offset: Int, _ maximum: Int) -> FormatError {
        FormatError(format, offset: offset, "the data inflates to more than \(maximum) bytes")
    }

    /// The symbols of one Huffman-coded block, until end-of-block (symbol 256).
    private static func inflateBlock(_ reader: inout BitReader, literal: HuffmanDecoder, distance: HuffmanDecoder,
                                     into output: inout [UInt8], maximumOutput: Int) throws(FormatError) {
        let format = reader.format
        while true {
            let at = reader.byteOffset
            guard let symbol = try literal.decode(&reader) else { throw FormatError(format, offset: at, "bits that are no literal/length code") }
            if symbol < 256 {
                guard output.count < maximumOutput else { throw tooLong(format, at, maximumOutput) }
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let l = symbol - 257
            guard l < 29 else { throw FormatError(format, offset: at, "length symbol \(symbol) does not exist (257...285)") }
            let length = lengthBase[l] + (try reader.bits(lengthExtra[l]))
            let distanceAt = reader.byteOffset
            guard let d = try distance.decode(&reader) else { throw FormatError(format, offset: distanceAt, "bits that are no distance code") }
            guard d < 30 else { throw FormatError(format, offset: distanceAt, "distance symbol \(d) does not exist (0...29)") }
            let back = distanceBase[d] + (try reader.bits(distanceExtra[d]))
            guard back <= output.count else {
                throw FormatError(format, offset: distanceAt, "distance \(back) reaches before the start of the data (\(output.count) bytes so far)")
            }
            guard output.count + length <= maximumOutput else { throw tooLong(format, at, maximumOutput) }
            // Byte by byte: a copy may overlap what it writes (distance < length repeats a run).
            let from = output.count - back
            for k in 0 ..< length { output.append(output[from + k]) }
        }
    }

    /// Reads a dynamic block's code lengths (RFC 1951, section 3.2.7) and builds its two codes.
    private static func dynamicCodes(_ reader: inout BitReader) throws(FormatError) -> (HuffmanDecoder, HuffmanDecoder) {
        let format = reader.format
        let at = reader.byteOffset
        let literalCount = try reader.bits(5) + 257
        let distanceCount = try reader.bits(5) + 1
        let lengthCodeCount = try reader.bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else {
            throw FormatError(format, offset: at, "\(literalCount) literal/length and \(distanceCount) distance codes: at most 286 and 30 exist")
        }
        var lengthCodeLengths = [Int](repeating: 0, count: 19)
        for symbol in codeLengthOrder.prefix(lengthCodeCount) { lengthCodeLengths[symbol] = try reader.bits(3) }
        let lengthCode = HuffmanDecoder(lengths: lengthCodeLengths)
        guard lengthCode.completeness == .complete else {
            throw FormatError(format, offset: at, "the code-length code is \(lengthCode.completeness), it must be complete")
        }
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbolAt = reader.byteOffset
            guard let symbol = try lengthCode.decode(&reader) else { throw FormatError(format, offset: symbolAt, "bits that are no code-length code") }
            var value = 0, repeats = 1
            switch symbol {
            case 0 ... 15: value = symbol
            case 16:
                guard let last = lengths.last else { throw FormatError(format, offset: symbolAt, "repeat code 16 with no previous length") }
                value = last; repeats = 3 + (try reader.bits(2))
            case 17: repeats = 3 + (try reader.bits(3))
            default: repeats = 11 + (try reader.bits(7))
            }
            guard lengths.count + repeats <= literalCount + distanceCount else {
                throw FormatError(format, offset: symbolAt, "code lengths run past the \(literalCount + distanceCount) declared")
            }
            lengths += repeatElement(value, count: repeats)
        }
        guard lengths[256] != 0 else { throw FormatError(format, offset: at, "the literal/length code has no end-of-block code") }
        let literal = HuffmanDecoder(lengths: Array(lengths[..<literalCount]))
        let distance = HuffmanDecoder(lengths: Array(lengths[literalCount...]))
        for (name, code) in [("literal/length", literal), ("distance", distance)] {
            switch code.completeness {
            case .oversubscribed:
                throw FormatError(format, offset: at, "the \(name) code is over-subscribed: no prefix code has these lengths")
            case .incomplete where code.codeCount != 1:
                // zlib's rule: an incomplete code is only allowed as a single code of one bit.
                throw FormatError(format, offset: at, "the \(name) code is incomplete")
            default: break
            }
        }
        return (literal, distance)
    }

    // MARK: Tables (RFC 1951, section 3.2.5 and 3.2.6)

    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
    static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
                               1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// The fixed codes: literal/length 0-143 in 8 bits, 144-255 in 9, 256-279 in 7, 280-287 in 8;
    /// distances in 5 bits (30 and 31 have codes but are invalid).
    static let fixedLiteral = HuffmanDecoder(lengths: (0 ..< 288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 })
    static let fixedDistance = HuffmanDecoder(lengths: [Int](repeating: 5, count: 32))
}
