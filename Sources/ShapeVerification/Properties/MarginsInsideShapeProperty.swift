import ShapeModel
import ShapeOracle

/// `margins-inside-shape`: the content rectangle lies inside the shape, margins are
/// non-negative, and without offsets they are exactly as tight as the contract's content margins ask.
public struct MarginsInsideShapeProperty: ShapeProperty {
    /// Points sampled along each side of the content rectangle.
    public var samplesPerSide: Int

    /// The property with `samplesPerSide` points per content-rectangle side.
    public init(samplesPerSide: Int = 48) {
        self.samplesPerSide = samplesPerSide
    }

    public var id: String { "margins-inside-shape" }
    public var summary: String {
        "The content rectangle (0, 0, w, h) inset by the margins lies inside the shape (corners and sides sampled densely, judged by the analytic oracle); margins are finite and >= 0; without offsets each equals the contract's content-margin demand."
    }
    public var tolerance: String {
        "Containment: a sample may be inside or on the oracle's boundary band (\(Tolerances.text(Tolerances.oracleBand)) * max(1, w, h, |bounds coordinates|)), never outside: the rounded demand makes the content corner touch the arc, so exact tightness puts it on the outline. Tightness without offsets: each inset within \(Tolerances.text(Tolerances.joinBand)) * max(1, w, h) of the oracle's demand (closed forms on both sides, a few ulps apart)."
    }

    public func check(_ shapeCase: ShapeCase, producer: any ShapeProducer) -> PropertyOutcome {
        let subject: CaseUnderTest
        do { subject = try CaseUnderTest(shapeCase, producer: producer) } catch { return .discard("invalid input: \(error)") }
        let (shape, oracle) = (subject.shape, subject.oracle)
        let m = shape.margins
        for edge in Edge.allCases where !(m[edge].isFinite && m[edge] >= 0) {
            return .fail("the \(edge) margin is \(m[edge])")
        }
        if shapeCase.size.isEmpty {
            return m == .zero ? .pass : .fail("a zero-area size must have zero margins, got \(m)")
        }
        if !shapeCase.spec.hasOffsets {
            let demand = oracle.marginDemands
            let tolerance = shapeCase.joinTolerance
            for edge in Edge.allCases where !(Swift.abs(m[edge] - demand[edge]) <= tolerance) {
                return .fail("the \(edge) margin is \(m[edge]); the contract asks \(demand[edge])",
                             evidence: Self.evidence(shapeCase, margins: m, demand: demand))
            }
        }
        let content = Rect(size: shapeCase.size).inset(by: m)
        // An empty content rectangle (zero width or height, as margins clipped to the bounds may
        // leave when offsets move the shape away) holds no content: nothing to contain.
        guard content.width > 0, content.height > 0 else { return .pass }
        let corners = [Point(x: content.minX, y: content.minY), Point(x: content.maxX, y: content.minY),
                       Point(x: content.maxX, y: content.maxY), Point(x: content.minX, y: content.maxY)]
        var samples: [Point] = []
        for i in 0 ..< 4 {
            let a = corners[i], b = corners[(i + 1) % 4]
            for k in 0 ..< samplesPerSide {
                let t = Double(k) / Double(samplesPerSide)
                samples.append(Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
            }
        }
        let outside = samples.filter { oracle.classify($0) == .outside }
        if outside.isEmpty { return .pass }
        return .fail("\(outside.count) point(s) of the content rectangle \(content) lie outside the shape with margins \(m)",
                     evidence: Self.evidence(shapeCase, margins: m, outside: Array(outside.prefix(16))))
    }
}

extension MarginsInsideShapeProperty {
    /// The picture of a failure (failing path only): the content rectangle the producer's
    /// margins leave, the one SPEC 6's demands leave (if known), and the samples that fall outside.
    private static func evidence(_ shapeCase: ShapeCase, margins: EdgeInsets, demand: EdgeInsets? = nil,
                                 outside: [Point] = []) -> FailureEvidence {
        let nominal = Rect(size: shapeCase.size)
        var outlines = [FailureEvidence.Outline("content rectangle from the producer's margins \(margins)", rect: nominal.inset(by: margins))]
        if let demand { outlines.append(FailureEvidence.Outline("content rectangle SPEC 6 asks for (the oracle's demands \(demand))", rect: nominal.inset(by: demand))) }
        return FailureEvidence(points: outside, pointsLabel: "sample(s) of the content rectangle outside the shape", outlines: outlines)
    }
}
