import ShapeModel
import ShapeOracle

extension ShapeCase {
    /// The length that tolerances scale with (the contract's bands, the properties' tolerances): `max(1, w, h, |offset components|)`.
    public var lengthScale: Double {
        var scale = Swift.max(1, size.width, size.height)
        for offset in spec.offsets.inOrder { scale = Swift.max(scale, Swift.abs(offset.dx), Swift.abs(offset.dy)) }
        return scale
    }

    /// The contract's join and hit-test band: `Tolerances.joinBand * lengthScale`.
    public var joinTolerance: Double { Tolerances.joinBand * lengthScale }

    /// A seed derived from every number of the case, so sample points are a function of the case.
    public var samplingSeed: UInt64 {
        var seed: UInt64 = 0x5EED
        forEachNumber { seed = SplitMix64.mix(seed ^ $0.bitPattern) }
        func mix(_ corner: CornerTreatment) { seed = SplitMix64.mix(seed ^ UInt64(corner.family.stableIndex)) }
        let corners = spec.corners
        mix(corners.topLeft); mix(corners.topRight); mix(corners.bottomRight); mix(corners.bottomLeft)
        return seed
    }
}

extension CornerFamily {
    /// A stable small number per family (`hashValue` changes between runs).
    /// Its place in `allCases`, spelled out (looking it up made the array each time).
    var stableIndex: Int {
        switch self {
        case .square: 0
        case .rounded: 1
        case .cut: 2
        case .curved: 3
        case .continuous: 4
        }
    }
}

/// Deterministic sample points for properties.
enum Sampling {
    /// `count` points uniformly in `rect`, from `seed`.
    static func points(in rect: Rect, count: Int, seed: UInt64) -> [Point] {
        var prng = SplitMix64(seed: seed)
        return (0 ..< count).map { _ in
            let u = Double(prng.next() >> 11) / Double(1 << 53)
            let v = Double(prng.next() >> 11) / Double(1 << 53)
            return Point(x: rect.x + u * rect.width, y: rect.y + v * rect.height)
        }
    }

    /// `rect` grown by `fraction` of its larger side on every side (and by at least `minimum`).
    static func expanded(_ rect: Rect, by fraction: Double, minimum: Double = 1) -> Rect {
        let pad = Swift.max(minimum, fraction * Swift.max(rect.width, rect.height))
        return Rect(x: rect.x - pad, y: rect.y - pad, width: rect.width + 2 * pad, height: rect.height + 2 * pad)
    }
}
