import ShapeModel
import ShapeOracle

/// `length-matches-oracle`: the producer's perimeter equals the analytic oracle's own length of
/// its own outline (exact lines and arcs, Beziers by subdivision with a proven bracket, no
/// quadrature), and `point(atLength:)` walks the outline from the contract's start point
/// (Contract: stroked length, point at length, path order).
public struct LengthMatchesOracleProperty: ShapeProperty {
    /// Relative agreement of the two lengths. The core integrates each Bezier to about 1e-13 of
    /// its control polygon, the oracle's subdivision converges to about 1e-13 of it as well
    /// (Docs/Oracle.md), lines and arcs are exact on both sides: 1e-10 leaves three orders of
    /// magnitude for both, and still catches a quadrature whose nodes are off in the eighth
    /// digit (a Newton iteration for the Gauss-Legendre nodes stopped after 3 steps measures
    /// Beziers 3.5e-8 short).
    public static let lengthRelative: Double = 1e-10
    /// Rounding, relative to the largest coordinate the outline is computed from (arc centres
    /// plus radii included): a sweep computed from a far-away centre is off by a few ulps of
    /// that coordinate divided by the radius, which times the radius is a few ulps of it; a few
    /// dozen pieces, each within a few ulps, stay far below 1e-13 of it.
    public static let roundingRelative: Double = 1e-13
    /// How many lengths drawn from the case `point(atLength:)` is checked at, besides 0 and the full length.
    public static let sampleCount = 4

    public init() {}
    public var id: String { "length-matches-oracle" }
    public var summary: String {
        "The perimeter equals the analytic oracle's own length of its outline (lines and arcs exact, Beziers by chord-and-polygon subdivision, inside its proven bracket); point(atLength:) at lengths drawn from the case lies on the outline at the oracle's own point at that length; the point at 0 and at the full length is the outline's start (Contract: path order); a zero-area size has length 0."
    }
    public var tolerance: String {
        "Lengths within \(Tolerances.text(Self.lengthRelative)) of the oracle's length plus \(Tolerances.text(Self.roundingRelative)) of the largest coordinate the outline is computed from (corner points, arc centres plus radii): lines and arcs are exact on both sides and Beziers converged three orders of magnitude below the relative part (the core's Gauss-Legendre quadrature, the oracle's chord-and-polygon subdivision), while reach points and sweeps carry a few ulps of those coordinates. The length must also lie in the oracle's proven bracket (Σ chord <= length <= Σ polygon) with the same slack. Points: on the outline within the oracle's band (\(Tolerances.text(Tolerances.oracleBand)) * max(1, w, h, |bounds coordinates|)), and within the length tolerance plus the join band (\(Tolerances.text(Tolerances.joinBand)) * max(1, w, h, |offsets|)) of the oracle's point at the same length: a point moves no farther than the length it is measured along."
    }

    public func check(_ subject: CaseSubject) -> PropertyOutcome {
        guard let (shape, oracle) = subject.geometry else { return subject.invalidInput }
        let producer = subject.producer
        // Asked of the shape: the core measures its outline once for both questions (and for trim-length).
        let length = producer.length(of: shape)
        if oracle.isEmpty {
            return length == 0 ? .pass : .fail("a zero-area size must have length 0, got \(length)")
        }
        let perimeter = oracle.perimeter()
        let slack = Self.lengthRelative * perimeter.length + Self.roundingRelative * perimeter.coordinateScale
        if !(Swift.abs(length - perimeter.length) <= slack) {
            return .fail("length \(length), the oracle says \(perimeter.length) (difference \(length - perimeter.length), tolerance \(slack))",
                         evidence: Self.lengthEvidence(length, perimeter, slack: slack))
        }
        if !(length >= perimeter.lowerBound - slack && length <= perimeter.upperBound + slack) {
            return .fail("length \(length) is outside the oracle's proven bracket [\(perimeter.lowerBound), \(perimeter.upperBound)]",
                         evidence: Self.lengthEvidence(length, perimeter, slack: slack))
        }

        // Points at lengths: the ends, then lengths drawn from the case.
        guard let start = perimeter.start else { return .fail("the oracle's outline has no start") }
        let pointBand = slack + subject.joinTolerance
        let common = Swift.min(length, perimeter.length)
        var prng = SplitMix64(seed: subject.samplingSeed ^ 0x4C45_4E47)
        // Each length with the fraction it was drawn as (nil for the ends), its label built only
        // on a failing path (formatting every label cost more than the check).
        var distances: [(Double, fraction: Double?)] = [(0, nil), (length, nil)]
        distances.reserveCapacity(2 + Self.sampleCount)
        for _ in 0 ..< Self.sampleCount {
            let fraction = Double(prng.next() >> 11) / Double(1 << 53)
            distances.append((fraction * common, fraction))
        }
        // Asked for all at once: the core measures the path once, not once per point.
        let points = producer.points(on: shape, atLengths: distances.map(\.0))
        for ((d, fraction), point) in zip(distances, points) {
            var what: String { fraction.map { "\($0) of the length" } ?? (d == 0 ? "0" : "the full length") }
            guard let p = point else {
                return .fail("point(atLength: \(d)) is nil at \(what), within [0, \(length)]")
            }
            // `.boundary` is exactly "within the band of the outline" (by a proven distance bound).
            if oracle.classify(p) != .boundary {
                let onOutline = oracle.distanceToOutline(p)
                return .fail("point(atLength: \(d)) at \(what) is \(onOutline) off the outline (band \(oracle.epsilon))",
                             evidence: FailureEvidence(points: [p], pointsLabel: "the producer's point at \(what)",
                                                       facts: ["distance to the oracle's outline \(onOutline), band \(oracle.epsilon)"]))
            }
            // The ends are the outline's start; elsewhere the oracle's own point at that length.
            let expected = d == 0 || d == length ? start : perimeter.point(atLength: Swift.min(d, perimeter.length)) ?? start
            let gap = p.distance(to: expected)
            if !(gap <= pointBand) {
                return .fail("point(atLength: \(d)) at \(what) is \(gap) from the oracle's point there (tolerance \(pointBand))",
                             evidence: FailureEvidence(outlines: [FailureEvidence.Outline("gap between the two points", from: p, to: expected)],
                                                       marks: [FailureEvidence.Mark("the producer's point at \(what)", at: p),
                                                               FailureEvidence.Mark("the oracle's point at \(what)", at: expected)],
                                                       facts: ["length along the outline \(d)", "gap \(gap), tolerance \(pointBand)"]))
            }
        }
        return .pass
    }

    /// The lengths compared and where both are measured from.
    private static func lengthEvidence(_ length: Double, _ perimeter: OraclePerimeter, slack: Double) -> FailureEvidence {
        var marks: [FailureEvidence.Mark] = []
        if let start = perimeter.start { marks.append(FailureEvidence.Mark("where both lengths start (Contract: path order)", at: start)) }
        return FailureEvidence(marks: marks,
                               facts: ["the producer's length \(length)",
                                       "the oracle's length \(perimeter.length), proven within [\(perimeter.lowerBound), \(perimeter.upperBound)]",
                                       "difference \(length - perimeter.length), tolerance \(slack)"])
    }
}
