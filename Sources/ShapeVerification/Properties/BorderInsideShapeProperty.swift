import ShapeCore
import ShapeModel
import ShapeOracle

/// `border-inside-shape`: a surface's content mask is the erosion of the shape by its border
/// width, judged by the analytic oracle's own distance (Contract: content mask as erosion,
/// inner parallel curve, empty interior, border region).
///
/// The border width of a case is ``ShapeCase/surfaceBorderWidth`` (derived from the case, so
/// corpus entries replay unchanged): 0, tiny, round, close to half the shorter side and wider
/// than the shape all occur.
public struct BorderInsideShapeProperty: ShapeProperty {
    /// Random points over the oracle's bounds whose distance decides where they must be.
    public var randomPoints: Int
    /// The most points of the mask's outline whose distance is measured.
    public var outlinePoints: Int

    /// How far (relative to `max(1, w, h, |bounds coordinates|)`) a sample's distance from the
    /// outline must be from `w` before its place (mask or border) is definite: the contract's
    /// parallel-curve bound plus the oracle's band, with room for the hit-test band of the mask.
    public static var decisionBand: Double { 2 * (ShapedSurface.parallelCurveBound + Tolerances.oracleBand) }

    /// The property with its default sampling.
    public init(randomPoints: Int = 16, outlinePoints: Int = 24) {
        self.randomPoints = randomPoints
        self.outlinePoints = outlinePoints
    }

    public var id: String { "border-inside-shape" }
    public var summary: String {
        "The content mask is the erosion of the shape by the border width w: every point of its outline is at distance w from the shape's outline and inside the shape; sampled points clearly farther than w from the outside are in the mask, points clearly nearer are not; the mask is never inverted and is empty when w is at least half the bounds' shorter side; the border region fills the shape minus the mask (nonzero and even-odd alike) and its area is the shape's minus the mask's."
    }
    public var tolerance: String {
        "Distances within \(Tolerances.text(ShapedSurface.parallelCurveBound)) * S (S = max(1, w, h, |bounds coordinates|)): the contract's parallel-curve bound (lines and arcs exact; Bezier parallels fitted within a quarter of it, measured along the normals); the oracle's Bezier distances are proven lower bounds far tighter than that (Docs/Oracle.md). A sample's place is judged only when its distance is more than \(Tolerances.text(Self.decisionBand)) * S from w (bound plus the oracle's band, doubled). Areas within \(Tolerances.text(Tolerances.areaRelative)) relative plus \(Tolerances.text(Tolerances.areaAbsolute)) * S^2 (closed forms on both sides)."
    }

    public func check(_ subject: CaseSubject) -> PropertyOutcome {
        let size = subject.size
        let w = subject.shapeCase.surfaceBorderWidth
        let oracle: AnalyticOracle, surface: ShapedSurface
        do { (oracle, surface) = try subject.surfaceUnderTest(borderWidth: w, elevation: subject.shapeCase.surfaceElevation) } catch {
            return error.outcome
        }
        let mask = surface.contentMask
        // Measured once: every check below and its message read it.
        let maskArea = mask.area
        let s = oracle.epsilon / AnalyticOracle.relativeBand
        let areaSlack = Tolerances.areaRelative * Swift.abs(oracle.area) + Tolerances.areaAbsolute * s * s
        func fail(_ message: String, _ evidence: FailureEvidence) -> PropertyOutcome {
            var evidence = evidence
            evidence.outlines.insert(FailureEvidence.Outline("the content mask (border \(w))", path: mask), at: 0)
            evidence.facts.insert("border width \(w), mask area \(maskArea), shape area \(oracle.area)", at: 0)
            return .fail(message + " [border \(w)]", evidence: evidence)
        }

        // The surface follows the shape: its outline has the shape's area.
        if !(Swift.abs(surface.outline.area - oracle.area) <= areaSlack) {
            return fail("the surface's outline has area \(surface.outline.area), the shape \(oracle.area)", FailureEvidence())
        }
        if size.isEmpty || w == 0 {
            // Nothing to erode: the mask is the shape itself (empty for an empty shape).
            if !(Swift.abs(maskArea - oracle.area) <= areaSlack) || !(Swift.abs(surface.borderArea) <= areaSlack) {
                return fail("with no border (w = \(w)) the mask must be the shape: mask area \(maskArea), border area \(surface.borderArea)", FailureEvidence())
            }
            return .pass
        }

        // Never inverted; empty once w reaches half the bounds' shorter side.
        for (k, loop) in PathPiece.loops(of: mask).enumerated() where !(loop.signedArea >= -areaSlack) {
            return fail("loop \(k) of the mask runs inside out (signed area \(loop.signedArea))",
                        FailureEvidence(outlines: [FailureEvidence.Outline("the inverted loop", path: loop)]))
        }
        if w >= Swift.min(oracle.bounds.width, oracle.bounds.height) / 2, !(maskArea <= areaSlack) {
            return fail("a border of \(w) leaves no interior in bounds \(oracle.bounds), yet the mask has area \(maskArea)", FailureEvidence())
        }
        if !(maskArea <= oracle.area + areaSlack) {
            return fail("the mask's area \(maskArea) exceeds the shape's \(oracle.area)", FailureEvidence())
        }

        // The mask's outline: at distance w from the shape's outline, inside the shape.
        let bound = ShapedSurface.parallelCurveBound * s
        var prng = SplitMix64(seed: subject.samplingSeed ^ 0x424F_5244)
        func unit() -> Double { Double(prng.next() >> 11) / Double(1 << 53) }
        let segments = PathPiece.pieces(of: mask)
        let stride = Swift.max(1, (2 * segments.count + outlinePoints - 1) / outlinePoints)
        var outlineSamples: [(point: Point, outward: Vector)] = []
        outlineSamples.reserveCapacity(2 * segments.count / stride + 2)
        for (k, segment) in segments.enumerated() {
            // Each segment's start and a drawn point (drawn for every segment, used or not),
            // without an array of the two per segment.
            let drawn = unit()
            for pick in 0 ..< 2 {
                let t = pick == 0 ? 0 : drawn
                guard (2 * k + (t == 0 ? 0 : 1)) % stride == 0 else { continue }
                outlineSamples.append((segment.point(t), segment.outwardNormal(t)))
            }
        }
        for (p, _) in outlineSamples {
            // Only whether the distance is within `bound` of w matters until it fails: the
            // oracle decides `|distanceToOutline(p, cutoff: w + bound) - w| <= bound` without
            // measuring the distance where that is certain; the message measures it in full.
            if !oracle.isDistance(p, within: bound, of: w) {
                let d = oracle.distanceToOutline(p)
                return fail("a point of the mask's outline is \(d) from the shape's outline, not w = \(w) (off by \(d - w), bound \(bound))",
                            FailureEvidence(points: [p], pointsLabel: "point of the mask's outline at the wrong distance",
                                            facts: ["distance \(d), w \(w), bound \(bound)"]))
            }
            if w > 2 * oracle.epsilon, oracle.classify(p) != .inside {
                return fail("a point of the mask's outline is \(oracle.classify(p)) the shape",
                            FailureEvidence(points: [p], pointsLabel: "point of the mask's outline not inside the shape"))
            }
        }

        // Where sampled points must be: random points, and the outline samples nudged across it.
        let band = Self.decisionBand * s
        let nudge = Swift.max(4 * band, 0.05 * w)
        var probes: [Point] = []
        probes.reserveCapacity(randomPoints + 16)
        for _ in 0 ..< randomPoints {
            probes.append(Point(x: oracle.bounds.minX + unit() * oracle.bounds.width, y: oracle.bounds.minY + unit() * oracle.bounds.height))
        }
        for (p, n) in outlineSamples.prefix(8) {
            probes.append(p + nudge * n)
            probes.append(p - nudge * n)
        }
        let maskTester = PathHitTester(mask)
        let border = PathHitTester(surface.borderRegion)
        for p in probes {
            let region = oracle.classify(p)
            guard region != .boundary else { continue }
            // Exact up to w + band, beyond it only known to be beyond: all the checks below ask.
            // An inside point the oracle finds certainly nearer than w - band (most of the border)
            // is not measured: -infinity stands in for its distance, which answers every check
            // below as any distance under w - band does (in the border, not in the mask). Its
            // distance is measured only for a message.
            let nearer = region == .inside && oracle.isCertainlyNearer(p, than: w - band)
            let d = nearer ? -Double.infinity : region == .inside ? oracle.distanceToOutline(p, cutoff: w + band) : 0
            func measured() -> Double { nearer ? oracle.distanceToOutline(p, cutoff: w + band) : d }
            let inMask = maskTester.contains(p)
            if d > w + band, !inMask {
                let d = measured()
                return fail("a point \(d) from the outside (more than w = \(w)) is not in the mask",
                            FailureEvidence(points: [p], pointsLabel: "point farther than w from the outside, missing from the mask",
                                            facts: ["distance \(d), w \(w), band \(band)"]))
            }
            if d < w - band, inMask {
                let d = measured()
                return fail("a point \(region == .inside ? "\(d) from the outside (less than w = \(w))" : "outside the shape") is in the mask",
                            FailureEvidence(points: [p], pointsLabel: "point nearer than w to the outside, inside the mask",
                                            facts: ["distance \(d), w \(w), band \(band)"]))
            }
            guard Swift.abs(d - w) > band else { continue }
            let expected = region == .inside && d < w
            // One winding number answers both rules (contains is `fills` of it).
            let winding = border.fillWinding(at: p)
            let (nonzero, evenOdd) = (FillRule.nonZero.fills(winding), FillRule.evenOdd.fills(winding))
            if nonzero != expected || evenOdd != expected {
                return fail("the border region \(nonzero ? "contains" : "misses") a point \(measured()) from the outside (nonzero), \(evenOdd ? "contains" : "misses") it (even-odd); w = \(w)",
                            FailureEvidence(points: [p], pointsLabel: "point the border region gets wrong",
                                            outlines: [FailureEvidence.Outline("the border region", path: surface.borderRegion)]))
            }
        }

        // The border region's area is the shape's minus the mask's.
        let expectedBorder = oracle.area - maskArea
        if !(Swift.abs(surface.borderArea - expectedBorder) <= areaSlack) {
            return fail("the border region's area is \(surface.borderArea), the shape's minus the mask's is \(expectedBorder)",
                        FailureEvidence(outlines: [FailureEvidence.Outline("the border region", path: surface.borderRegion)],
                                        facts: ["border area \(surface.borderArea), expected \(expectedBorder)"]))
        }
        return .pass
    }
}
