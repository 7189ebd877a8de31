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
        var weights: [Int] = [], lefts: [Int32] = [], rights: [Int32] = []
        // n leaves plus at most n packages per level: allocate once.
        let capacity = used.count * (2 * limit - 1)
        weights.reserveCapacity(capacity); lefts.reserveCapacity(capacity); rights.reserveCapacity(capacity)
        func node(_ weight: Int, _ left: Int32, _ right: Int32) -> Int32 {
            weights.append(weight); lefts.append(left); rights.append(right)
            return Int32(weights.count - 1)
        }
        let leaves = used.map { node(frequencies[$0], -1, Int32($0)) }
        var list = leaves
        for _ in 1 ..< limit {
            var packages: [Int32] = []
            packages.reserveCapacity(list.count / 2)
            var k = 0
            while k + 1 < list.count {
                packages.append(node(weights[Int(list[k])] + weights[Int(list[k + 1])], list[k], list[k + 1]))
                k += 2
            }
            // Merge by weight; on a tie the leaf comes first (any fixed rule keeps output deterministic).
            var merged: [Int32] = []
            merged.reserveCapacity(leaves.count + packages.count)
            var (i, j) = (0, 0)
            while i < leaves.count || j < packages.count {
                if j == packages.count || (i < leaves.count && weights[Int(leaves[i])] <= weights[Int(packages[j])]) {
                    merged.append(leaves[i]); i += 1
                } else {
                    merged.append(packages[j]); j += 1
                }
            }
            list = merged
        }
        // The first 2n - 2 items; a symbol's length is how many of them contain its leaf.
        var stack = Array(list.prefix(2 * used.count - 2))
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
