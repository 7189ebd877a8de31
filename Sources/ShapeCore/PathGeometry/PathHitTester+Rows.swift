extension PathHitTester {
    /// Where the fill outline crosses the horizontal line at `y`, sorted by x, so that a whole
    /// row of points is answered in one pass with exactly the answers of ``windingNumber(at:)``.
    ///
    /// `windingNumber(at:)` counts a monotone piece at `(px, y)` when `px < xMin`, or when
    /// `px < xMax` and the piece's crossing is right of `px`; that is exactly when
    /// `px < max(xMin, min(crossing, xMax))`. Each piece is recorded at that clamped x, so the
    /// winding number at `px` is the sum of the directions of the crossings with `x > px`.
    ///
    /// - Complexity: O(log n + k log k) for the k monotone pieces that span `y`.
    func crossings(atY y: Double, into crossings: inout [(x: Double, direction: Int)]) {
        // The previous row's entries are overwritten in place and only the surplus removed:
        // consecutive rows mostly cross the outline equally often, and emptying the array for
        // every row cost more than the row's lines and arcs.
        var count = 0
        forEachPiece(spanning: y) { k, e in
            let x = y.isFinite && e.xMin < e.xMax
                ? Swift.max(e.xMin, Swift.min(crossingX(piece: k, atY: y, increasing: e.direction > 0), e.xMax)) : e.xMin
            if count < crossings.count { crossings[count] = (x, e.direction) } else { crossings.append((x, e.direction)) }
            count += 1
        }
        if count < crossings.count { crossings.removeLast(crossings.count - count) }
        Self.sortByX(&crossings)
    }

    /// Sorts `crossings` as `crossings.sort { $0.x < $1.x }` does, with the same result: below 64
    /// elements the standard library's stable sort makes one run of the whole array (reversing a
    /// strictly descending prefix, then inserting the rest one by one), which ends where this
    /// insertion sort ends, NaN x's included (checked on 300k arrays with NaN, ±0, ±∞ and ties);
    /// a row's two to eight crossings get there without the library's dispatch. Longer rows go
    /// to the library.
    ///
    /// - Complexity: O(k²) for k < 64 crossings, O(k log k) beyond.
    @inline(__always)
    static func sortByX(_ crossings: inout [(x: Double, direction: Int)]) {
        guard crossings.count < 64 else { crossings.sort { $0.x < $1.x }; return }
        crossings.withUnsafeMutableBufferPointer { c in
            guard c.count > 1 else { return }
            for sortedEnd in 1 ..< c.count {
                var i = sortedEnd
                while i > 0 && c[i].x < c[i - 1].x {
                    c.swapAt(i, i - 1)
                    i -= 1
                }
            }
        }
    }
}

extension PathHitTester {
    /// A hit tester for queries that come in rows (pixel centres, row by row): from the second
    /// query at one height on, it answers from that row's sorted ``crossings(atY:into:)``,
    /// walking them left to right, instead of visiting and solving the row's pieces per point.
    ///
    /// Answers are ``PathHitTester/windingNumber(at:)``'s, bit for bit, for any sequence of
    /// points: the winding number at `px` is the sum of the directions of the row's crossings
    /// with `x > px` (see ``crossings(atY:into:)``), exact for any `px` that is not NaN. A first
    /// query at a height (by bit pattern), a non-finite height, a NaN `px` and a row where a
    /// crossing is NaN are answered by ``PathHitTester/windingNumber(at:)`` itself, so points
    /// that never share a height cost only a comparison more.
    ///
    /// ```swift
    /// let tester = PathHitTester(try ShapeSpec(allCorners: .rounded(20)).path(for: Size(width: 100, height: 100)))
    /// var rows = PathHitTester.RowCache(tester)
    /// let row = (0..<10).map { rows.contains(Point(x: Double($0) * 10 + 5, y: 2)) }   // the top row
    /// ```
    ///
    /// - Complexity: a first query at a height costs what ``PathHitTester/windingNumber(at:)``
    ///   costs; the second O(log n + k log k) for the k pieces spanning it; each further one O(1)
    ///   amortized while x does not decrease (O(k) when it does).
    public struct RowCache {
        let tester: PathHitTester
        /// The bit pattern of the last query's height.
        private var rowBits: UInt64?
        /// Whether `crossings` hold that height's crossings (built at its second query), and
        /// whether they can answer (the height is finite and no crossing is NaN).
        private var built = false, usable = false
        private var crossings: [(x: Double, direction: Int)] = []
        /// The walk: `crossings[..<passed]` are at or left of `walkX`, and `winding` is the sum of
        /// the directions of the others; `total` is the sum of them all.
        private var passed = 0, winding = 0, total = 0, walkX = -Double.infinity

        /// A cache over `tester`; nothing is computed yet.
        public init(_ tester: PathHitTester) {
            self.tester = tester
        }

        /// ``PathHitTester/windingNumber(at:)`` at `point`.
        public mutating func windingNumber(at point: Point) -> Int {
            let bits = point.y.bitPattern
            guard bits == rowBits else {
                rowBits = bits
                built = false
                return tester.windingNumber(at: point)
            }
            if !built { buildRow(atY: point.y) }
            guard usable && !point.x.isNaN else { return tester.windingNumber(at: point) }
            if point.x < walkX { (passed, winding) = (0, total) }
            walkX = point.x
            while passed < crossings.count && crossings[passed].x <= point.x {
                winding -= crossings[passed].direction
                passed += 1
            }
            return winding
        }

        private mutating func buildRow(atY y: Double) {
            built = true
            usable = y.isFinite
            guard usable else { return }
            tester.crossings(atY: y, into: &crossings)
            total = 0
            for crossing in crossings {
                if crossing.x.isNaN { usable = false; return }
                total += crossing.direction
            }
            (passed, winding, walkX) = (0, total, -.infinity)
        }

        /// ``PathHitTester/contains(_:rule:)`` at `point`.
        public mutating func contains(_ point: Point, rule: FillRule = .nonZero) -> Bool {
            guard point.isFinite else { return false }
            return rule.fills(windingNumber(at: point))
        }

        /// ``PathHitTester/contains(_:rule:)`` at every point `(x(c), y)` of a row, `c` in
        /// `0 ..< count`, given as runs: `body(range, inside)` for consecutive ranges, left to
        /// right, that together cover `0 ..< count`, every point of a range answering `inside`
        /// (bit for bit the answer of `contains`). `x` must be nondecreasing in `c` (a row of
        /// pixel centres, say); it is called O(k log count) times, not once per point (about
        /// twice per crossing when the points are evenly spaced), so a reader comparing the
        /// answers with runs of its own visits no point where they agree.
        ///
        /// From the row's crossings (``PathHitTester/crossings(atY:into:)``): a point at `px`
        /// has passed a crossing at `x` when `x <= px`, as in ``windingNumber(at:)``, and the
        /// points of one run have passed the same crossings. A non-finite height or end of the
        /// row, or a row with a NaN crossing, is answered point by point by `contains` itself.
        ///
        /// ```swift
        /// let tester = PathHitTester(try ShapeSpec(allCorners: .rounded(20)).path(for: Size(width: 100, height: 100)))
        /// var rows = PathHitTester.RowCache(tester)
        /// var runs: [(Range<Int>, Bool)] = []
        /// rows.forEachRun(atY: 50, count: 12, x: { Double($0) * 10 - 5 }) { runs.append(($0, $1)) }
        /// // runs: 0..<1 false (x = -5), 1..<11 true, 11..<12 false (x = 105)
        /// ```
        ///
        /// - Complexity: O(log n + k log k) for the k monotone pieces spanning `y`, and
        ///   O(k log count) calls of `x`.
        public mutating func forEachRun(atY y: Double, count: Int, rule: FillRule = .nonZero,
                                        x: (Int) -> Double, _ body: (Range<Int>, Bool) -> Void) {
            guard count > 0 else { return }
            // The row becomes the cache's current one, so that later point queries on it reuse it.
            rowBits = y.bitPattern
            buildRow(atY: y)
            let (first, last) = (x(0), x(count - 1))
            guard usable && first.isFinite && last.isFinite else {
                for c in 0 ..< count { body(c ..< c + 1, tester.contains(Point(x: x(c), y: y), rule: rule)) }
                return
            }
            var start = 0, winding = total
            for crossing in crossings {
                // The first point at or right of the crossing (x being nondecreasing, the first
                // index from `start` on with x >= the crossing's, or `count`) lies in lo ... hi.
                // Evenly spaced points (a row of pixel centres) put it where the row's ends say:
                // that guess, checked with x, almost always settles it in two calls; otherwise it
                // narrows the binary search, which finds the same index as from the whole range.
                var lo = start, hi = count
                let estimate = ((crossing.x - first) / (last - first) * Double(count - 1)).rounded(.up)
                let guess = estimate.isNaN ? start : Int(Swift.min(Swift.max(estimate, Double(start)), Double(count)))
                if guess < count && x(guess) >= crossing.x {
                    hi = guess
                    if guess > lo && x(guess - 1) < crossing.x { lo = guess }
                } else if guess < count {
                    lo = guess + 1
                }
                while lo < hi {
                    let mid = (lo &+ hi) >> 1
                    if x(mid) >= crossing.x { hi = mid } else { lo = mid + 1 }
                }
                if lo > start { body(start ..< lo, rule.fills(winding)); start = lo }
                winding -= crossing.direction
            }
            if start < count { body(start ..< count, rule.fills(winding)) }
        }
    }
}
