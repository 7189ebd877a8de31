import ShapeCore
import ShapeModel
import ShapeOracle

/// `scale-covariance`: doubling the size and every length in points doubles the shape;
/// fractions stay as they are and still double with the size.
public struct ScaleCovarianceProperty: ShapeProperty {
    /// Sample points compared per case.
    public var samples: Int

    /// The property comparing `samples` points per case.
    public init(samples: Int = 32) {
        self.samples = samples
    }

    public var id: String { "scale-covariance" }
    public var needs: Set<ProducerMeasure> { [.outline, .bounds, .area, .resolved] }
    public var summary: String {
        "With size x2, points x2, offsets x2 and fractions unchanged: f is the same, area x4, bounds x2, and contains(p) == contains'(2p) at points off the boundary."
    }
    /// Relative band on the overlap factor.
    static let factorBand: Double = 1e-12
    /// Rounding units of `M = max(w, h, |offsets|)` that each outline point may move, for the
    /// area's absolute term: moving every point of an outline by `d` changes its area by at most
    /// `d` times its length, and the bounds' perimeter bounds the length of a simple convex-ish
    /// outline only loosely, so the term is generous yet far below any real slip.
    static let areaRoundingUnits: Double = 16

    public var tolerance: String {
        "Factor 2 is exact in binary floating point, so everything should match to rounding: f within relative \(Tolerances.text(Self.factorBand)), area within relative \(Tolerances.text(Tolerances.areaRelative)) plus \(Tolerances.text(Self.areaRoundingUnits)) times ulp(M) times the bounds' perimeter (M = max(w, h, |offsets|): a zero-area sliver's area is pure rounding of its points), bounds within \(Tolerances.text(Tolerances.joinBand)) * max(1, w, h, |offsets|) (doubled on the large side). Points within the oracle's boundary band of either outline are skipped."
    }

    /// The area's absolute term at the original size: `areaRoundingUnits * ulp(M) * perimeter`.
    static func areaSlack(_ shapeCase: ShapeCase, bounds: Rect) -> Double {
        var m = Swift.max(shapeCase.size.width, shapeCase.size.height)
        for offset in shapeCase.spec.offsets.inOrder { m = Swift.max(m, Swift.abs(offset.dx), Swift.abs(offset.dy)) }
        return areaRoundingUnits * m.ulp * 2 * (bounds.width + bounds.height)
    }

    public func check(_ subject: CaseSubject) -> PropertyOutcome {
        let shapeCase = subject.shapeCase
        let producer = subject.producer
        if shapeCase.size.isEmpty { return .discard("empty shape") }
        if shapeCase.numbers.contains(where: { Swift.abs($0) > 4e8 }) { return .discard("doubling would exceed the input limit") }
        let big = ShapeCase(spec: SpecTransforms.scaled(shapeCase.spec, by: 2),
                            size: Size(width: 2 * shapeCase.size.width, height: 2 * shapeCase.size.height))
        guard let (small, _) = subject.geometry else { return subject.invalidInput }
        let large: ProducedShape
        do { large = try producer.produce(big.spec, size: big.size) } catch {
            return .fail("the doubled case is rejected (\(error)) though the original is valid")
        }
        let (f1, f2) = (small.resolved.overlapFactor, large.resolved.overlapFactor)
        if !(Swift.abs(f1 - f2) <= Self.factorBand * f1) {
            return .fail("overlap factor \(f1) becomes \(f2) at double size", evidence: Self.evidence(large, facts: ["f at 1x: \(f1)", "f at 2x: \(f2)"]))
        }
        let areaBound = Tolerances.areaRelative * 4 * Swift.abs(small.area) + 4 * Self.areaSlack(shapeCase, bounds: small.bounds)
        if !(Swift.abs(large.area - 4 * small.area) <= areaBound) {
            return .fail("area \(small.area) becomes \(large.area) at double size, not 4x",
                         evidence: Self.evidence(large, facts: ["area at 1x: \(small.area), x4: \(4 * small.area)", "area at 2x: \(large.area), off by \(large.area - 4 * small.area) (bound \(areaBound))"]))
        }
        let tolerance = 2 * subject.joinTolerance
        let (a, b) = (small.bounds, large.bounds)
        for (got, want) in [(b.minX, 2 * a.minX), (b.minY, 2 * a.minY), (b.maxX, 2 * a.maxX), (b.maxY, 2 * a.maxY)]
        where !(Swift.abs(got - want) <= tolerance) {
            return .fail("bounds \(a) become \(b) at double size, not 2x",
                         evidence: Self.evidence(large, facts: ["bounds at 1x: \(a)", "bounds at 2x: \(b)"]))
        }
        // Compared at every sample, then the boundary points dropped from the disagreements:
        // the oracle classifies only those (the same points as skipping boundary points first).
        let points = subject.samplePoints(count: samples)
        let wrong = subject.offBoundary(small.withHitTest { smallContains in
            large.withHitTest { largeContains in
                points.filter { smallContains($0, .nonZero) != largeContains(Point(x: 2 * $0.x, y: 2 * $0.y), .nonZero) }
            }
        })
        if wrong.isEmpty { return .pass }
        return .fail("\(wrong.count) point(s) change insideness when shape and point are doubled", evidence: Self.evidence(large, points: wrong))
    }
}

extension ScaleCovarianceProperty {
    /// The picture of a failure (failing path only): the doubled case's shape scaled back by
    /// 1/2 over the original, so any difference between the two sizes shows as two outlines.
    private static func evidence(_ large: ProducedShape, points: [Point] = [], facts: [String] = []) -> FailureEvidence {
        FailureEvidence(points: points, pointsLabel: "point(s) p where contains(p) differs from contains'(2p) at double size",
                        outlines: [FailureEvidence.Outline("the 2x case's shape, scaled by 1/2", path: large.path.transformed(by: .scale(x: 0.5, y: 0.5)))],
                        facts: facts)
    }
}
