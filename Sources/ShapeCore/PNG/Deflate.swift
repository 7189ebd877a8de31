/// DEFLATE compression (RFC 1951) and its zlib wrapper (RFC 1950), written for the PNG encoder.
///
/// The input is tokenised once by ``LZ77Matcher``. Tokens are cut into blocks of at most
/// ``blockTokens``; for each block the encoder computes the exact size of the three encodings
/// DEFLATE allows (dynamic Huffman codes built for the block by package-merge, the fixed codes,
/// and stored bytes) and writes the smallest, so incompressible data grows by at most 5 bytes per
/// block (a block of 16,384 tokens stands for at least 16,384 bytes, unless it is the last), plus
/// zlib's 6. Output is a pure function of the input.
///
/// ```swift
/// let data = Array(repeating: UInt8(7), count: 10_000)
/// let stream = Deflate.zlib(data)        // 0x78 0x9C, ... , Adler-32: a few dozen bytes
/// ```
enum Deflate {
    /// Tokens per block: small enough that codes adapt to changing statistics, large enough
    /// that a dynamic block's header (at most about 100 bytes) is paid rarely.
    static let blockTokens = 16_384

    /// The zlib stream of `data`: header `78 9C` (deflate, 32 KB window, default level), the
    /// DEFLATE blocks, then the Adler-32 of `data`, big-endian.
    ///
    /// - Complexity: O(n) for typical data (see ``LZ77Matcher/tokens(_:)``), plus O(blocks ·
    ///   286 · 15) for the codes.
    static func zlib(_ data: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x9C]
        stream += compress(data)
        let adler = PNGChecksums.adler32(data)
        stream += [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
        return stream
    }

    /// The raw DEFLATE blocks of `data` (no zlib header or checksum).
    static func compress(_ data: [UInt8]) -> [UInt8] {
        let tokens = LZ77Matcher.tokens(data)
        var writer = BitWriter(capacity: data.count / 4 + 64)
        if tokens.isEmpty {
            writer.write(1, bits: 1)       // BFINAL
            writer.write(1, bits: 2)       // fixed codes
            writer.write(0, bits: 7)       // end of block: symbol 256 is the 7-bit code 0000000
            return writer.finish()
        }
        var start = 0, byteStart = 0
        while start < tokens.count {
            let end = Swift.min(start + blockTokens, tokens.count)
            let block = tokens[start ..< end]
            let byteCount = block.reduce(0) { $0 + $1.byteCount }
            writeBlock(block, bytes: data[byteStart ..< byteStart + byteCount], isFinal: end == tokens.count, to: &writer)
            start = end
            byteStart += byteCount
        }
        return writer.finish()
    }

    // MARK: Blocks

    private static func writeBlock(_ tokens: ArraySlice<LZ77Token>, bytes: ArraySlice<UInt8>, isFinal: Bool, to writer: inout BitWriter) {
        var literalFrequencies = [Int](repeating: 0, count: 286)
        var distanceFrequencies = [Int](repeating: 0, count: 30)
        var extraBits = 0
        for token in tokens {
            if token.distance == 0 {
                literalFrequencies[Int(token.value)] += 1
            } else {
                let l = lengthSymbol[Int(token.value)]
                literalFrequencies[257 + l] += 1
                extraBits += lengthExtra[l]
                let d = distanceSymbol(Int(token.distance))
                distanceFrequencies[d] += 1
                extraBits += distanceExtra[d]
            }
        }
        literalFrequencies[256] = 1

        let literalCode = HuffmanCode(frequencies: literalFrequencies, limit: 15)
        let distanceCode = HuffmanCode(frequencies: distanceFrequencies, limit: 15)
        let header = DynamicHeader(literal: literalCode.lengths, distance: distanceCode.lengths)
        let dynamicBits = 3 + header.bitCount + literalCode.cost(literalFrequencies) + distanceCode.cost(distanceFrequencies) + extraBits
        let fixedBits = 3 + fixedLiteral.cost(literalFrequencies) + fixedDistance.cost(distanceFrequencies) + extraBits
        let storedBits = storedSize(bytes.count, startingAt: writer.bitCount)

        if storedBits < Swift.min(dynamicBits, fixedBits) {
            writeStored(bytes, isFinal: isFinal, to: &writer)
        } else if fixedBits <= dynamicBits {
            writer.write(isFinal ? 1 : 0, bits: 1)
            writer.write(1, bits: 2)
            writeTokens(tokens, literal: fixedLiteral, distance: fixedDistance, to: &writer)
        } else {
            writer.write(isFinal ? 1 : 0, bits: 1)
            writer.write(2, bits: 2)
            header.write(to: &writer)
            writeTokens(tokens, literal: literalCode, distance: distanceCode, to: &writer)
        }
    }

    private static func writeTokens(_ tokens: ArraySlice<LZ77Token>, literal: HuffmanCode, distance: HuffmanCode, to writer: inout BitWriter) {
        for token in tokens {
            if token.distance == 0 {
                let s = Int(token.value)
                writer.write(UInt32(literal.codes[s]), bits: Int(literal.lengths[s]))
            } else {
                let length = Int(token.value)
                let l = lengthSymbol[length]
                writer.write(UInt32(literal.codes[257 + l]), bits: Int(literal.lengths[257 + l]))
                writer.write(UInt32(length - lengthBase[l]), bits: lengthExtra[l])
                let d = distanceSymbol(Int(token.distance))
                writer.write(UInt32(distance.codes[d]), bits: Int(distance.lengths[d]))
                writer.write(UInt32(Int(token.distance) - distanceBase[d]), bits: distanceExtra[d])
            }
        }
        writer.write(UInt32(literal.codes[256]), bits: Int(literal.lengths[256]))
    }

    /// Bits that stored blocks for `count` bytes take when the writer is at bit `position`.
    private static func storedSize(_ count: Int, startingAt position: Int) -> Int {
        var bits = 0, remaining = count, at = position
        repeat {
            let chunk = Swift.min(remaining, 65_535)
            at += 3
            let padded = (at + 7) / 8 * 8
            bits += 3 + (padded - at) + 32 + 8 * chunk
            at = padded + 32 + 8 * chunk
            remaining -= chunk
        } while remaining > 0
        return bits
    }

    private static func writeStored(_ bytes: ArraySlice<UInt8>, isFinal: Bool, to writer: inout BitWriter) {
        var offset = bytes.startIndex
        repeat {
            let chunk = Swift.min(bytes.endIndex - offset, 65_535)
            let last = offset + chunk == bytes.endIndex
            writer.write(isFinal && last ? 1 : 0, bits: 1)
            writer.write(0, bits: 2)
            writer.alignToByte()
            writer.write(UInt32(chunk), bits: 16)
            writer.write(UInt32(~UInt16(chunk)), bits: 16)
            writer.append(contentsOf: bytes[offset ..< offset + chunk])
            offset += chunk
        } while offset < bytes.endIndex
    }

    // MARK: The dynamic block header (RFC 1951, section 3.2.7)

    /// The code lengths of a dynamic block, run-length coded with symbols 16 (repeat the
    /// previous length 3-6 times), 17 (3-10 zeros) and 18 (11-138 zeros), themselves coded by a
    /// third code of at most 7 bits.
    private struct DynamicHeader {
        static let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

        let literalCount: Int
        let distanceCount: Int
        let symbols: [(symbol: Int, extra: Int)]
        let lengthCode: HuffmanCode
        let lengthCodeCount: Int

        init(literal: [UInt8], distance: [UInt8]) {
            literalCount = Swift.max(257, (literal.lastIndex { $0 != 0 } ?? 0) + 1)
            distanceCount = Swift.max(1, (distance.lastIndex { $0 != 0 } ?? 0) + 1)
            // One sequence: repeats may run from the literal lengths into the distance lengths.
            let all = Array(literal[..<literalCount]) + Array(distance[..<distanceCount])
            var symbols: [(symbol: Int, extra: Int)] = []
            var i = 0
            while i < all.count {
                let value = all[i]
                var run = 1
                while i + run < all.count, all[i + run] == value { run += 1 }
                i += run
                if value == 0 {
                    while run >= 11 { let r = Swift.min(run, 138); symbols.append((18, r - 11)); run -= r }
                    if run >= 3 { symbols.append((17, run - 3)); run = 0 }
                } else {
                    symbols.append((Int(value), 0)); run -= 1
                    while run >= 3 { let r = Swift.min(run, 6); symbols.append((16, r - 3)); run -= r }
                }
                for _ in 0 ..< run { symbols.append((Int(value), 0)) }
            }
            self.symbols = symbols
            var frequencies = [Int](repeating: 0, count: 19)
            for s in symbols { frequencies[s.symbol] += 1 }
            let code = HuffmanCode(frequencies: frequencies, limit: 7)
            lengthCode = code
            lengthCodeCount = Swift.max(4, (Self.order.lastIndex { code.lengths[$0] != 0 } ?? 0) + 1)
        }

        /// The extra bits after a code-length symbol: 2, 3 and 7 for the repeats 16, 17, 18.
        static func extraBits(_ symbol: Int) -> Int {
            switch symbol {
            case 16: 2
            case 17: 3
            case 18: 7
            default: 0
            }
        }

        /// The header's size in bits (after the 3 block-type bits).
        var bitCount: Int {
            var bits = 5 + 5 + 4 + 3 * lengthCodeCount
            for s in symbols { bits += Int(lengthCode.lengths[s.symbol]) + Self.extraBits(s.symbol) }
            return bits
        }

        func write(to writer: inout BitWriter) {
            writer.write(UInt32(literalCount - 257), bits: 5)
            writer.write(UInt32(distanceCount - 1), bits: 5)
            writer.write(UInt32(lengthCodeCount - 4), bits: 4)
            for symbol in Self.order.prefix(lengthCodeCount) { writer.write(UInt32(lengthCode.lengths[symbol]), bits: 3) }
            for s in symbols {
                writer.write(UInt32(lengthCode.codes[s.symbol]), bits: Int(lengthCode.lengths[s.symbol]))
                let extra = Self.extraBits(s.symbol)
                if extra > 0 { writer.write(UInt32(s.extra), bits: extra) }
            }
        }
    }

    // MARK: Tables (RFC 1951, section 3.2.5)

    static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
                               1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// The length symbol (0...28, i.e. code 257...285) of each match length 0...258.
    static let lengthSymbol: [Int] = (0 ... 258).map { length in
        length < 3 ? 0 : (lengthBase.lastIndex { $0 <= length } ?? 0)
    }

    /// The distance symbol (0...29) of a distance 1...32768, by binary search over the bases.
    static func distanceSymbol(_ distance: Int) -> Int {
        var lo = 0, hi = distanceBase.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if distanceBase[mid] <= distance { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The fixed literal/length code: 8 bits for 0-143, 9 for 144-255, 7 for 256-279, 8 for 280-287.
    static let fixedLiteral = HuffmanCode(lengths: (0 ..< 288).map { s in s < 144 ? 8 : s < 256 ? 9 : s < 280 ? 7 : 8 })
    /// The fixed distance code: 5 bits for each of the 30 distance symbols (and the 2 unused).
    static let fixedDistance = HuffmanCode(lengths: [UInt8](repeating: 5, count: 32))
}
