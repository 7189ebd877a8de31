import ShapeModel

extension ShapeCase {
    /// The border width the surface properties draw the case with: derived from the case alone
    /// (its ``samplingSeed``), so the generator's draws and every saved corpus entry stay as
    /// they were, and a shrunk case carries its border with it.
    ///
    /// With `m` the shorter side and `M` the longer: 0 (a tenth of cases); tiny (`1e-9 m`,
    /// `1e-6 m` or `1e-9`); a round number of points (1, 2, 4, 8, 0.5, 12: thin on big shapes,
    /// wide on small ones); a round fraction of `m` (0.05, 0.1, 0.25); a uniform fraction of `m`
    /// up to 0.45; close to half the shorter side (`m / 2` less nothing, 1e-9, 1e-6, 1e-3 or 1e-2
    /// of it); or wider than the shape (`M` times 1 to 2). Never beyond ``ShapeLimits``.
    public var surfaceBorderWidth: Double {
        var prng = SplitMix64(seed: samplingSeed ^ 0x424F_5244_4552)
        func unit() -> Double { Double(prng.next() >> 11) / Double(1 << 53) }
        let m = size.minDimension, big = Swift.max(size.width, size.height)
        let choice = prng.next() % 20
        let pick = prng.next()
        let width: Double
        switch choice {
        case 0, 1: width = 0
        case 2, 3: width = [1e-9 * m, 1e-6 * m, 1e-9][Int(pick % 3)]
        case 4 ... 7: width = [1, 2, 4, 8, 0.5, 12][Int(pick % 6)]
        case 8, 9: width = [0.05, 0.1, 0.25][Int(pick % 3)] * m
        case 10 ... 13: width = 0.45 * unit() * m
        case 14 ... 16: width = m / 2 * (1 - [0, 1e-9, 1e-6, 1e-3, 1e-2][Int(pick % 5)])
        default: width = big * (1 + unit())
        }
        return Swift.min(width, ShapeLimits.maximumMagnitude)
    }

    /// The elevation the surface properties draw the case with, derived like
    /// ``surfaceBorderWidth``: 0 (a fifth), a Material elevation in points (1, 2, 3, 4, 6, 8,
    /// 12, 16, 24), uniform in `[0, 30)`, or just above 0 where the blur formulas cross 0
    /// (0.001, 0.0024, 0.0041606, 0.03).
    public var surfaceElevation: Double {
        var prng = SplitMix64(seed: samplingSeed ^ 0x454C_4556_4154)
        let choice = prng.next() % 10
        let pick = Int(prng.next() % 36)
        switch choice {
        case 0, 1: return 0
        case 2 ... 6: return [1, 2, 3, 4, 6, 8, 12, 16, 24][pick % 9]
        case 7, 8: return 30 * Double(prng.next() >> 11) / Double(1 << 53)
        default: return [0.001, 0.0024, 0.0041606, 0.03][pick % 4]
        }
    }
}
