/// A canonical prefix code as DEFLATE uses it (RFC 1951, section 3.2.2): code lengths per symbol,
/// and the codes those lengths determine, stored bit-reversed for least-significant-first writing.
///
/// Lengths come from package-merge (Larmore and Hirschberg), which gives an optimal code under a
/// length limit (15 bits for literal/length and distance codes, 7 for the code-length code),
/// so no heuristic repair of an over-long Huffman tree is needed.
struct HuffmanCode {
    /// The code length of each symbol; 0 for a symbol that has no code.
    let lengths: [UInt8]
    /// Each symbol's code, bit-reversed (ready for ``BitWriter``).
    let codes: [UInt16]

    /// The canonical code for `lengths`.
    init(lengths: [UInt8]) {
        self.lengths = lengths
        var countPerLength = [Int](repeating: 0, count: 16)
        for length in lengths where length > 0 { countPerLength[Int(length)] += 1 }
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for bits in 1 ..< 16 {
            code = (code + countPerLength[bits - 1]) << 1
            next[bits] = code
        }
        var codes = [UInt16](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            codes[symbol] = Self.reversed(UInt16(next[Int(length)]), bits: Int(length))
            next[Int(length)] += 1
        }
        self.codes = codes
    }

    /// An optimal code for `frequencies` with no code longer than `limit` bits. At least two
    /// symbols get a code (zlib's rule: an inflater may reject a one-code tree), so the code is
    /// always complete. `frequencies.count` must be at least 2 and at most `2^limit`.
    ///
    /// - Complexity: O(n · limit) for n used symbols, plus O(n log n) to sort them.
    init(frequencies: [Int], limit: Int) {
        self.init(lengths: Self.lengths(frequencies: frequencies, limit: limit))
    }

    /// The bits `frequencies` take in this code (without extra bits).
    func cost(_ frequencies: [Int]) -> Int {
        var bits = 0
        for (symbol, count) in frequencies.enumerated() where count > 0 { bits += count * Int(lengths[symbol]) }
        return bits
    }

    /// The package-merge code lengths.
    static func lengths(frequencies: [Int], limit: Int) -> [UInt8] {
        var lengths = [UInt8](repeating: 0, count: frequencies.count)
        // The used symbols by (frequency, symbol), sorted as one integer each: the symbol in the
        // low bits (fewer than 2^16 symbols), so plain integer order is that pair order, without
        // a comparison closure.
        var used: [Int] = []
        used.reserveCapacity(frequencies.count)
        for (symbol, frequency) in frequencies.enumerated() where frequency > 0 { used.append(frequency << 16 | symbol) }
        used.sort()
        if used.count < 2 {
            // One or no symbol in use: two codes of one bit, the used one and its neighbour.
            let first = used.first.map { $0 & 0xFFFF } ?? 0
            lengths[first] = 1
            lengths[first == 0 ? 1 : 0] = 1
            return lengths
        }
        // Leaves are 0 ..< n in order of weight. Level by level, the list is packaged in pairs
        // (an odd last item dropped) and the packages merged with the leaves by weight. Of each
        // level's list only which of its items are leaves is kept (and the last list's weights,
        // to package): leaves enter a list in their order and packages in theirs, so the first
        // m items of a level hold its first c leaves and its first m - c packages, and those
        // packages are made of the first 2 (m - c) items of the level below. A symbol's length
        // is how many of the first 2n - 2 items of the last list contain its leaf, counted down
        // the levels from those counts: the lengths the package tree would give, without
        // building the tree.
        // Raw buffers allocated once: this runs for every block.
        let n = used.count, width = 2 * n
        let weights = UnsafeMutableBufferPointer<Int>.allocate(capacity: n)
        let packages = UnsafeMutableBufferPointer<Int>.allocate(capacity: n)
        // The current list's weights and the one being merged, swapped level by level.
        var list = UnsafeMutableBufferPointer<Int>.allocate(capacity: width)
        var merged = UnsafeMutableBufferPointer<Int>.allocate(capacity: width)
        // Row `level` (1 ..< limit), entry m: how many of that level's first m items are leaves.
        let leavesBefore = UnsafeMutableBufferPointer<Int32>.allocate(capacity: limit * (width + 1))
        defer { weights.deallocate(); packages.deallocate(); list.deallocate(); merged.deallocate(); leavesBefore.deallocate() }
        for k in 0 ..< n { (weights[k], list[k]) = (used[k] >> 16, used[k] >> 16) }
        var listCount = n
        for level in 1 ..< limit {
            // Package the list in pairs (an odd last item is dropped).
            var packageCount = 0
            while 2 * packageCount + 1 < listCount {
                packages[packageCount] = list[2 * packageCount] + list[2 * packageCount + 1]
                packageCount += 1
            }
            // Merge the leaves with the packages by weight; on a tie the leaf comes first (any
            // fixed rule keeps output deterministic).
            let row = level * (width + 1)
            var (i, j, m) = (0, 0, 0)
            leavesBefore[row] = 0
            while i < n || j < packageCount {
                if j == packageCount || (i < n && weights[i] <= packages[j]) {
                    merged[m] = weights[i]; i += 1
                } else {
                    merged[m] = packages[j]; j += 1
                }
                m += 1
                leavesBefore[row + m] = Int32(i)
            }
            swap(&list, &merged)
            listCount = m
        }
        // Down the levels: the first `take` items of a level hold its first `leaves` leaves,
        // and their packages take twice as many items from the level below (level 0, the
        // leaves alone, gives all its items).
        var take = Swift.min(2 * n - 2, listCount)
        var level = limit - 1
        while level >= 0 && take > 0 {
            let leaves = level == 0 ? take : Int(leavesBefore[level * (width + 1) + take])
            for k in 0 ..< leaves { lengths[used[k] & 0xFFFF] += 1 }
            take = 2 * (take - leaves)
            level -= 1
        }
        return lengths
    }

    /// The low `bits` bits of `code` in reverse order.
    static func reversed(_ code: UInt16, bits: Int) -> UInt16 {
        var result: UInt16 = 0, value = code
        for _ in 0 ..< bits {
            result = result << 1 | value & 1
            value >>= 1
        }
        return result
    }
}
