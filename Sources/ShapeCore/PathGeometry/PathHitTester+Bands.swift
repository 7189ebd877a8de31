extension PathHitTester {
    /// Which monotone pieces can span a height, for a path of fewer than
    /// ``PathHitTester/slabMinimumPieces`` pieces (too few for the slab index): the pieces'
    /// height range cut into ``count`` equal bands, each with a bit set of the pieces whose
    /// closed range `[yLow, yHigh]` meets it. A query reads the set of its band and checks only
    /// those pieces (usually two to four) instead of every piece (measured at seed 1: about ten
    /// for each of the fuzzer's sixty queries per tester, a third of a query's instructions).
    ///
    /// The band of a height is one function of it, nondecreasing (a subtraction, a product with
    /// a positive factor, a clamp and a truncation, each monotone in floating point), used for
    /// the pieces' ends and for the query alike; so a piece with `yLow <= y < yHigh` is in the
    /// bands from `band(yLow)` to `band(yHigh)`, which hold `band(y)`: every piece that spans y
    /// is a candidate, whatever the rounding. Candidates are visited in ascending order, as the
    /// scan visits them.
    struct Bands: Sendable {
        /// Bands per path: enough that a band is a sliver of a corner, few enough that filling
        /// them costs less than the queries save.
        static let count = 32

        /// The lowest `yLow` and the highest `yHigh` of the pieces with numeric heights: no
        /// piece spans a height outside `[low, high)`.
        let low: Double, high: Double
        /// Bands per unit of height.
        let scale: Double
        /// `masks[b]`: bit k is set when piece k may span a height of band b. Empty when the
        /// bands were not built (the queries then check every piece).
        let masks: [UInt64]

        /// No bands: every query checks every piece.
        static let none = Bands(low: 0, high: 0, scale: 0, masks: [])

        private init(low: Double, high: Double, scale: Double, masks: [UInt64]) {
            (self.low, self.high, self.scale, self.masks) = (low, high, scale, masks)
        }

        /// The bands of `pieces`, or ``none`` when there are more than a bit set holds, or when
        /// their heights do not make finite bands (an infinite or an empty height range).
        init(_ pieces: [MonotonePiece.Extent]) {
            guard pieces.count <= UInt64.bitWidth else { self = .none; return }
            var low = Double.infinity, high = -Double.infinity
            for piece in pieces where !piece.yLow.isNaN && !piece.yHigh.isNaN {
                low = Swift.min(low, piece.yLow)
                high = Swift.max(high, piece.yHigh)
            }
            // A positive finite scale keeps (y - low) * scale finite and at least 0 for every y
            // in [low, high], so the band is a number (a range too wide for a double has none).
            let scale = Double(Self.count) / (high - low)
            guard low.isFinite && high.isFinite && scale.isFinite && scale > 0 else { self = .none; return }
            var masks = [UInt64](repeating: 0, count: Self.count)
            for (k, piece) in pieces.enumerated() where !piece.yLow.isNaN && !piece.yHigh.isNaN {
                let bit: UInt64 = 1 << UInt64(k)
                for b in Self.band(piece.yLow, low: low, scale: scale) ... Self.band(piece.yHigh, low: low, scale: scale) { masks[b] |= bit }
            }
            self.init(low: low, high: high, scale: scale, masks: masks)
        }

        /// The band of a height in `[low, high]`.
        @inline(__always)
        private static func band(_ y: Double, low: Double, scale: Double) -> Int {
            Int(Swift.min((y - low) * scale, Double(count - 1)))
        }

        /// The pieces that may span height `y`, as a bit set (none outside `[low, high)`, or
        /// at NaN); only asked when the bands were built.
        @inline(__always)
        func candidates(at y: Double) -> UInt64 {
            guard y >= low && y < high else { return 0 }
            return masks[Self.band(y, low: low, scale: scale)]
        }
    }
}
