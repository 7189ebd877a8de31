/// Which boxes of a list meet, no more than a band apart along both axes: the pairs of raw
/// pieces whose crossings the content mask's split (``Erosion``) looks for.
///
/// Each box's partners after it come in increasing order. For a few boxes every pair is
/// tested; for more, the boxes are swept along x (sorted by their left sides, each tested only
/// against those that start within its reach): a box meets a few others, and testing every
/// pair grows with the square of the pieces (it was a sixth of the split's instructions).
/// Either way the pairs found are exactly those that pass ``meet(_:_:)``, the same test for
/// every pair.
struct BoxMeetings {
    /// A box's near sides and its far sides widened by the band (summed once per box).
    struct Sides {
        var minX: Double
        var minY: Double
        var reachX: Double
        var reachY: Double
    }

    /// Below this many boxes every pair is tested: sorting would cost more than it spares.
    static let sweepThreshold = 16

    /// Row `i` (``wordsPerRow`` words) has bit `j` set where box `j > i` meets box `i`: set in
    /// any order, read in increasing order.
    private var rows: [UInt64]
    private let wordsPerRow: Int

    /// The meetings of `boxes`, each widened by `band` on its far sides.
    init(_ boxes: [Rect], band: Double) {
        let sides = boxes.map { Sides(minX: $0.minX, minY: $0.minY, reachX: $0.maxX + band, reachY: $0.maxY + band) }
        let n = sides.count
        wordsPerRow = (n + 63) / 64
        rows = [UInt64](repeating: 0, count: n * wordsPerRow)
        guard n >= Self.sweepThreshold else {
            for i in 0 ..< n {
                for j in i + 1 ..< n where Self.meet(sides[i], sides[j]) { setMeeting(i, j) }
            }
            return
        }
        // A box with a side that is NaN meets nothing (no comparison with NaN holds), so only
        // the others are sorted; ties in any order (a pair is set in its first box's row).
        var order: [(minX: Double, index: Int)] = []
        order.reserveCapacity(n)
        for (i, s) in sides.enumerated() where !(s.minX.isNaN || s.minY.isNaN || s.reachX.isNaN || s.reachY.isNaN) {
            order.append((s.minX, i))
        }
        order.sort { $0.minX < $1.minX }
        // A box meets a later one in this order only if that one starts within its reach (the
        // starts between are no larger), so each scan stops at the first start beyond it.
        for p in order.indices {
            let a = order[p].index, reach = sides[a].reachX
            var q = p + 1
            while q < order.count, order[q].minX <= reach {
                let b = order[q].index
                if Self.meet(sides[a], sides[b]) { setMeeting(Swift.min(a, b), Swift.max(a, b)) }
                q += 1
            }
        }
    }

    private mutating func setMeeting(_ i: Int, _ j: Int) {
        rows[i * wordsPerRow + j / 64] |= 1 << UInt64(j % 64)
    }

    /// Whether two boxes meet: neither lies beyond the other's reach along either axis.
    static func meet(_ a: Sides, _ b: Sides) -> Bool {
        a.minX <= b.reachX && b.minX <= a.reachX && a.minY <= b.reachY && b.minY <= a.reachY
    }

    /// The boxes after box `i` that meet it, in increasing order.
    func partners(after i: Int) -> Partners {
        Partners(rows: rows, word: i * wordsPerRow, end: (i + 1) * wordsPerRow)
    }

    /// The set bits of one row, lowest first.
    struct Partners: Sequence, IteratorProtocol {
        private let rows: [UInt64]
        private var word: Int
        private let end: Int
        private let base: Int
        /// The bits of `rows[word]` not yet read.
        private var bits: UInt64

        fileprivate init(rows: [UInt64], word: Int, end: Int) {
            (self.rows, self.word, self.end, base) = (rows, word, end, word)
            bits = word < end ? rows[word] : 0
        }

        mutating func next() -> Int? {
            while bits == 0 {
                word += 1
                guard word < end else { return nil }
                bits = rows[word]
            }
            let bit = bits.trailingZeroBitCount
            bits &= bits - 1
            return (word - base) * 64 + bit
        }
    }
}
