import ShapeModel
import ShapeOracle

/// `margins-inside-shape`: the content rectangle lies inside the shape, margins are
/// non-negative, without offsets (and with offsets that leave an axis-aligned rectangle) they are
/// exactly the contract's content margins, and with any other offsets every side is blocked.
public struct MarginsInsideShapeProperty: ShapeProperty {
    /// Points sampled along each side of the content rectangle.
    public var samplesPerSide: Int

    /// How far, relative to ``ShapeCase/lengthScale``, a side moved outward must leave the shape
    /// or the bounds (Contract: blocked sides): a million times the rounding of the coordinates,
    /// ten times the oracle's band, and far below any real slack.
    public static let blockedStep: Double = 1e-6

    /// The property with `samplesPerSide` points per content-rectangle side. Eight by default:
    /// the corners and the oracle's probes are what make containment complete (the tolerance
    /// says why); the side points only add evenly spread witnesses, and 24 of them cost as much
    /// as the rest of the property while no faulty producer was caught by them any earlier.
    public init(samplesPerSide: Int = 8) {
        self.samplesPerSide = samplesPerSide
    }

    public var id: String { "margins-inside-shape" }
    public var needs: Set<ProducerMeasure> { [.outline, .margins] }
    public var summary: String {
        "The content rectangle (0, 0, w, h) inset by the margins lies inside the shape (its corners, points along its sides and the oracle's probes, judged by the analytic oracle); margins are finite and >= 0; without offsets, and with offsets that leave an axis-aligned rectangle, each equals the contract's content-margin demand (on that rectangle, clipped to the bounds); with any other offsets every side is blocked: moved outward by a step it leaves the shape or the bounds, and an empty rectangle only where the proven-inside region has no depth within the bounds."
    }
    public var tolerance: String {
        "Containment: a sample may be inside or on the oracle's boundary band (\(Tolerances.text(Tolerances.oracleBand)) * max(1, w, h, |bounds coordinates|)), never outside: the rounded demand makes the content corner touch the arc, so exact tightness puts it on the outline. The samples are the rectangle's corners and \(MarginsInsideShapeProperty().samplesPerSide) points along each side, and the oracle's adversarial probes (every joint of the outline, every curve's midpoint, triangle apexes included) nudged just outside: none may lie in the rectangle. A piece of outline that enters the rectangle either puts a corner of it outside (a straight piece, or a corner piece, whose cut-off region grows toward the corner) or brings one of those probes in (a notch's apex, a curve's bulge), however narrow it is. Tightness of the demands: each inset within \(Tolerances.text(Tolerances.joinBand)) * scale of the oracle's demand (closed forms on both sides, a few ulps apart). Blocked sides: the step is \(Tolerances.text(Self.blockedStep)) * scale; a side is blocked when the oracle's lower bound on how far it can move before its own outline enters the swept strip, or the distance to the bounds, is at most the step (the oracle errs toward blocked by at most \(Tolerances.text(AnalyticOracle.clearanceSlack)) of its band); an empty rectangle needs the oracle's proven-inside depth within the bounds at most the step."
    }

    public func check(_ subject: CaseSubject) -> PropertyOutcome {
        let shapeCase = subject.shapeCase
        guard let (shape, oracle) = subject.geometry else { return subject.invalidInput }
        let m = shape.margins
        for edge in Edge.allCases where !(m[edge].isFinite && m[edge] >= 0) {
            return .fail("the \(edge) margin is \(m[edge])")
        }
        if shapeCase.size.isEmpty {
            return m == .zero ? .pass : .fail("a zero-area size must have zero margins, got \(m)")
        }
        let (w, h) = (shapeCase.size.width, shapeCase.size.height)
        let p = oracle.cornerPoints
        let axisAligned = p.topLeft.y == p.topRight.y && p.topRight.x == p.bottomRight.x
            && p.bottomRight.y == p.bottomLeft.y && p.bottomLeft.x == p.topLeft.x
        if !shapeCase.spec.hasOffsets || axisAligned {
            if let failure = Self.checkDemands(shapeCase, margins: m, demand: oracle.marginDemands) { return failure }
        }
        let content = Rect(size: shapeCase.size).inset(by: m)
        let blocked = shapeCase.spec.hasOffsets && !axisAligned
        let step = Self.blockedStep * subject.lengthScale
        // An empty content rectangle (zero width or height) holds no content: nothing to contain.
        // With offsets it must be empty for a reason: no depth of the proven-inside region within the bounds.
        guard content.width > 0, content.height > 0 else {
            guard blocked else { return .pass }
            let depth = oracle.provenInsideDepth
            if depth <= step { return .pass }
            // One failure kind for every unblocked rectangle, so shrinking may pass between them.
            return .fail("the content rectangle is not blocked; it is empty with margins \(m), yet the proven-inside region reaches \(depth) deep within the bounds (allowed \(step))",
                         evidence: Self.evidence(shapeCase, margins: m, facts: ["proven-inside depth \(depth), step \(step)"]))
        }
        let corners = [Point(x: content.minX, y: content.minY), Point(x: content.maxX, y: content.minY),
                       Point(x: content.maxX, y: content.maxY), Point(x: content.minX, y: content.maxY)]
        var samples: [Point] = []
        samples.reserveCapacity(4 * samplesPerSide)   // one buffer, not regrown point by point
        for i in 0 ..< 4 {
            let a = corners[i], b = corners[(i + 1) % 4]
            for k in 0 ..< samplesPerSide {
                let t = Double(k) / Double(samplesPerSide)
                samples.append(Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
            }
        }
        // Where the outline could poke into the rectangle between samples (a triangle's apex, a
        // curve's bulge, any joint): the oracle's probes there, nudged outside, must not lie in it.
        let outside = subject.adversarialProbes.filter { $0.region == .outside && content.contains($0.point) }.map(\.point)
            + samples.filter { oracle.classify($0) == .outside }
        if !outside.isEmpty {
            return .fail("\(outside.count) point(s) of the content rectangle \(content) lie outside the shape with margins \(m)",
                         evidence: Self.evidence(shapeCase, margins: m, outside: Array(outside.prefix(16))))
        }
        guard blocked else { return .pass }
        // Contract: blocked sides. The sides as the margins place them (not via the width, which rounds).
        let (left, top, right, bottom) = (m.left, m.top, w - m.right, h - m.bottom)
        for edge in [Edge.top, .right, .bottom, .left] {
            let toBounds = switch edge {
            case .top: top
            case .right: w - right
            case .bottom: h - bottom
            case .left: left
            }
            let clearance = oracle.outwardClearance(of: edge, left: left, top: top, right: right, bottom: bottom)
            let room = Swift.min(toBounds, clearance)
            if room > step {
                var moved = EdgeInsets(top: top, left: left, bottom: h - bottom, right: w - right)
                moved[edge] -= room
                return .fail("the content rectangle is not blocked; its \(edge) side can move outward by \(room) and stay inside the shape and the bounds (blocked needs at most \(step)), margins \(m)",
                             evidence: Self.evidence(shapeCase, margins: m, moved: (edge, moved),
                                                     facts: ["\(edge) side: outline \(clearance) away, bounds \(toBounds) away, step \(step)"]))
            }
        }
        return .pass
    }

    /// Tightness where the contract fixes the margins: the oracle's demands (on the corner points'
    /// rectangle for axis-aligned offsets), with the content rectangle clipped to the bounds
    /// (Contract: margins never negative). A demand rectangle wholly outside the bounds must leave
    /// an empty content rectangle; where it lies is not fixed.
    private static func checkDemands(_ shapeCase: ShapeCase, margins m: EdgeInsets, demand d: EdgeInsets) -> PropertyOutcome? {
        let (w, h) = (shapeCase.size.width, shapeCase.size.height)
        let clipped = EdgeInsets(top: Swift.max(d.top, 0), left: Swift.max(d.left, 0), bottom: Swift.max(d.bottom, 0), right: Swift.max(d.right, 0))
        let tolerance = shapeCase.joinTolerance
        if clipped.left + clipped.right < w - tolerance && clipped.top + clipped.bottom < h - tolerance {
            for edge in Edge.allCases where !(Swift.abs(m[edge] - clipped[edge]) <= tolerance) {
                return .fail("the \(edge) margin is \(m[edge]); the contract asks \(clipped[edge])",
                             evidence: evidence(shapeCase, margins: m, demand: clipped))
            }
        } else if clipped.left + clipped.right > w + tolerance || clipped.top + clipped.bottom > h + tolerance {
            let content = Rect(size: shapeCase.size).inset(by: m)
            if content.width > tolerance && content.height > tolerance {
                return .fail("the content rectangle \(content) should be empty: the demands \(d) leave nothing within the bounds",
                             evidence: evidence(shapeCase, margins: m, demand: d))
            }
        }
        return nil
    }
}

extension MarginsInsideShapeProperty {
    /// The picture of a failure (failing path only): the content rectangle the producer's
    /// margins leave, the one the contract's demands leave (if known), the rectangle with an
    /// unblocked side moved as far as it can go, and the samples that fall outside.
    private static func evidence(_ shapeCase: ShapeCase, margins: EdgeInsets, demand: EdgeInsets? = nil,
                                 moved: (Edge, EdgeInsets)? = nil, outside: [Point] = [], facts: [String] = []) -> FailureEvidence {
        let nominal = Rect(size: shapeCase.size)
        var outlines = [FailureEvidence.Outline("content rectangle from the producer's margins \(margins)", rect: nominal.inset(by: margins))]
        if let demand { outlines.append(FailureEvidence.Outline("content rectangle the contract's demands leave (the oracle's \(demand))", rect: nominal.inset(by: demand))) }
        if let (edge, insets) = moved {
            outlines.append(FailureEvidence.Outline("the same with its \(edge) side moved out as far as the oracle allows", rect: nominal.inset(by: insets)))
        }
        return FailureEvidence(points: outside, pointsLabel: "sample(s) of the content rectangle outside the shape", outlines: outlines, facts: facts)
    }
}
