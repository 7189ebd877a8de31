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
        let used = frequencies.indices.filter { frequencies[$0] > 0 }
            .sorted { (frequencies[$0], $0) < (frequencies[$1], $1) }
        if used.count < 2 {
            // One or no symbol in use: two codes of one bit, the used one and its neighbour.
            let first = used.first ?? 0
            lengths[first] = 1
            lengths[first == 0 ? 1 : 0] = 1
            return lengths
        }
        // Nodes: a leaf has `left == -1` and its symbol in `right`; a package points at two nodes.
        // Leaves are nodes 0 ..< n in order of weight; each level adds fewer than n packages, so
        // n · limit nodes always suffice. Raw buffers allocated once: this runs for every block.
        let n = used.count, capacity = n * limit
        let weights = UnsafeMutableBufferPointer<Int>.allocate(capacity: capacity)
        let lefts = UnsafeMutableBufferPointer<Int32>.allocate(capacity: capacity)
        let rights = UnsafeMutableBufferPointer<Int32>.allocate(capacity: capacity)
        // The current list and the one being merged, swapped level by level.
        var list = UnsafeMutableBufferPointer<Int32>.allocate(capacity: 2 * n)
        var merged = UnsafeMutableBufferPointer<Int32>.allocate(capacity: 2 * n)
        defer { weights.deallocate(); lefts.deallocate(); rights.deallocate(); list.deallocate(); merged.deallocate() }
        for (k, symbol) in used.enumerated() {
            (weights[k], lefts[k], rights[k]) = (frequencies[symbol], -1, Int32(symbol))
            list[k] = Int32(k)
        }
        var nodeCount = n, listCount = n
        for _ in 1 ..< limit {
            // Package the list in pairs (an odd last item is dropped).
            let firstPackage = nodeCount
            var k = 0
            while k + 1 < listCount {
                let (a, b) = (list[k], list[k + 1])
                (weights[nodeCount], lefts[nodeCount], rights[nodeCount]) = (weights[Int(a)] + weights[Int(b)], a, b)
                nodeCount += 1
                k += 2
            }
            // Merge the leaves with the packages by weight; on a tie the leaf comes first (any
            // fixed rule keeps output deterministic).
            var (i, j, m) = (0, firstPackage, 0)
            while i < n || j < nodeCount {
                if j == nodeCount || (i < n && weights[i] <= weights[j]) {
                    merged[m] = Int32(i); i += 1
                } else {
                    merged[m] = Int32(j); j += 1
                }
                m += 1
            }
            swap(&list, &merged)
            listCount = m
        }
        // The first 2n - 2 items; a symbol's length is how many of them contain its leaf.
        var stack = Array(list.prefix(2 * n - 2))
        stack.reserveCapacity(2 * n + 2 * limit)
        while let top = stack.popLast() {
            if lefts[Int(top)] < 0 {
                lengths[Int(rights[Int(top)])] += 1
            } else {
                stack.append(lefts[Int(top)]); stack.append(rights[Int(top)])
            }
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
