import Testing
@testable import ShapeCore

/// The core's DEFLATE pieces on their own; decoding is checked in ShapeVerificationTests
/// (`ImageCodecTests`), by the suite's independent inflater and a reference zlib's streams.
@Suite("DEFLATE compression")
struct DeflateTests {
    /// The sum of 2^-length over the coded symbols, as a fraction of 2^limit: 1 means complete.
    static func kraft(_ lengths: [UInt8], limit: Int) -> Int {
        lengths.filter { $0 > 0 }.reduce(0) { $0 + 1 << (limit - Int($1)) }
    }

    /// Optimal unlimited Huffman cost, by repeatedly merging the two lightest weights.
    static func huffmanCost(_ frequencies: [Int]) -> Int {
        var weights = frequencies.filter { $0 > 0 }
        guard weights.count > 1 else { return weights.first ?? 0 }
        var cost = 0
        while weights.count > 1 {
            weights.sort(by: >)
            let merged = weights.removeLast() + weights.removeLast()
            cost += merged
            weights.append(merged)
        }
        return cost
    }

    @Test func packageMergeGivesCompleteCodesWithinTheLimit() {
        var mix = SplitMix64(state: 5)
        for trial in 0 ..< 200 {
            let count = 2 + Int(mix.next() % 285)
            let limit = trial % 3 == 0 ? 7 : 15
            guard count <= 1 << limit else { continue }
            let frequencies = (0 ..< count).map { _ in mix.next() % 4 == 0 ? 0 : Int(mix.next() % 1000) }
            let code = HuffmanCode(frequencies: frequencies, limit: limit)
            #expect(code.lengths.allSatisfy { Int($0) <= limit })
            #expect(Self.kraft(code.lengths, limit: limit) == 1 << limit, "trial \(trial): not a complete code")
            for (symbol, f) in frequencies.enumerated() where f > 0 { #expect(code.lengths[symbol] > 0) }
            // Where the limit does not bind, package-merge is as good as Huffman.
            if limit == 15 { #expect(code.cost(frequencies) == Self.huffmanCost(frequencies) || frequencies.filter { $0 > 0 }.count < 2) }
        }
    }

    @Test func packageMergeCutsFibonacciCodesToTheLimit() {
        // Fibonacci weights make Huffman's deepest code as long as the alphabet: 25 symbols want 24 bits.
        var fib = [1, 1]
        while fib.count < 25 { fib.append(fib[fib.count - 1] + fib[fib.count - 2]) }
        let code = HuffmanCode(frequencies: fib, limit: 15)
        #expect(code.lengths.max() == 15)
        #expect(Self.kraft(code.lengths, limit: 15) == 1 << 15)
        #expect(code.cost(fib) >= Self.huffmanCost(fib))
        // One or no symbol in use still gives a valid two-code tree.
        #expect(HuffmanCode(frequencies: [0, 0, 5], limit: 15).lengths == [1, 0, 1])
        #expect(HuffmanCode(frequencies: [0, 0, 0], limit: 15).lengths == [1, 1, 0])
    }

    @Test func canonicalCodesFollowRFC1951() {
        // RFC 1951 section 3.2.2's example: lengths (3, 3, 3, 3, 3, 2, 4, 4) give
        // F = 00, A-E = 010-110, G = 1110, H = 1111 (stored here bit-reversed).
        let code = HuffmanCode(lengths: [3, 3, 3, 3, 3, 2, 4, 4])
        let expected: [UInt16] = [0b010, 0b011, 0b100, 0b101, 0b110, 0b00, 0b1110, 0b1111]
        for (symbol, value) in expected.enumerated() {
            #expect(code.codes[symbol] == HuffmanCode.reversed(value, bits: Int(code.lengths[symbol])))
        }
    }

    /// Replays tokens into bytes.
    static func expand(_ tokens: [LZ77Token]) -> [UInt8] {
        var out: [UInt8] = []
        for token in tokens {
            if token.distance == 0 { out.append(UInt8(token.value)); continue }
            let from = out.count - Int(token.distance)
            for k in 0 ..< Int(token.value) { out.append(out[from + k]) }
        }
        return out
    }

    @Test func lz77TokensReproduceTheirInput() {
        var mix = SplitMix64(state: 11)
        for trial in 0 ..< 30 {
            let size = Int(mix.next() % 50_000)
            var data: [UInt8] = []
            while data.count < size {
                let r = mix.next()
                if trial % 3 != 0, r % 4 == 0, data.count > 4 {
                    let back = 1 + Int(r >> 8) % Swift.min(data.count, 40_000)
                    for _ in 0 ..< 3 + Int(r >> 30) % 400 where data.count < size { data.append(data[data.count - back]) }
                } else {
                    data.append(UInt8(truncatingIfNeeded: r >> 40) % (trial % 2 == 0 ? 255 : 4))
                }
            }
            let tokens = LZ77Matcher.tokens(data)
            #expect(Self.expand(tokens) == data, "trial \(trial)")
            for token in tokens where token.distance > 0 {
                #expect((3 ... 258).contains(token.value) && token.distance <= 32_768)
            }
        }
    }

    @Test func blocksAreStoredFixedOrDynamicWhicheverIsSmallest() {
        // BTYPE is bits 1-2 of the first byte of the deflate data.
        var mix = SplitMix64(state: 2)
        let noise = (0 ..< 3000).map { _ in UInt8(truncatingIfNeeded: mix.next()) }
        #expect(Deflate.compress(noise)[0] & 0b110 == 0b000, "random bytes are stored")
        #expect(Deflate.compress(Array("abcabcabc".utf8))[0] & 0b110 == 0b010, "a short string uses the fixed codes")
        let text = (0 ..< 300).flatMap { Array("row \($0 % 17) of a long, repetitive text\n".utf8) }
        #expect(Deflate.compress(text)[0] & 0b110 == 0b100, "a long text gets its own codes")
        #expect(Deflate.compress([]) == [0b011, 0x00], "empty input: one final fixed block with only end-of-block")
    }

    @Test func compressionIsDeterministicAndSmallForImages() {
        let zeros = [UInt8](repeating: 0, count: 100_000)
        #expect(Deflate.zlib(zeros).count < 300)
        #expect(Deflate.zlib(zeros) == Deflate.zlib(zeros))
        // The zlib header is 78 9C and checks (a multiple of 31).
        let stream = Deflate.zlib(Array("x".utf8))
        #expect(Array(stream.prefix(2)) == [0x78, 0x9C] && (0x789C % 31) == 0)
    }

    @Test func rowFiltersPickTheSmallestResiduals() throws {
        // Row 0 rises along x (Sub wins: constant steps), row 1 repeats row 0 (Up wins: all zero).
        var row: [UInt8] = []
        for x in 0 ..< 8 { row += [UInt8(x * 10), UInt8(x * 10), UInt8(x * 10), 255] }
        let filtered = PNGRowFilter.filterRows(row + row, rowBytes: row.count, bytesPerPixel: 4)
        #expect(filtered[0] == PNGRowFilter.sub.rawValue)
        #expect(filtered[row.count + 1] == PNGRowFilter.up.rawValue)
        #expect(filtered[(row.count + 2)...].allSatisfy { $0 == 0 })
        #expect(PNGRowFilter.paeth(10, 20, 15) == 15 && PNGRowFilter.paeth(10, 20, 10) == 20 && PNGRowFilter.paeth(5, 5, 5) == 5)
    }
}
