import ShapeCore
import ShapeModel
import ShapeOracle

/// `mirror-symmetry`: the mirrored spec gives the mirrored shape, left to right and top to bottom.
public struct MirrorSymmetryProperty: ShapeProperty {
    /// Sample points compared per mirror.
    public var samples: Int

    /// The property comparing `samples` points per mirror.
    public init(samples: Int = 32) {
        self.samples = samples
    }

    public var id: String { "mirror-symmetry" }
    public var needs: Set<ProducerMeasure> { [.outline, .bounds, .area, .resolved] }
    public var summary: String {
        "Mirroring the spec (corners swapped across the axis, offsets flipped, side edges swapped) mirrors the shape: same f and area, mirrored bounds, and contains(p) == contains'(mirror(p)) off the boundary."
    }
    /// Relative agreement of the overlap factors: the mirrored reaches are computed along other
    /// directions and agree to rounding only.
    public static let factorRelative: Double = 1e-9

    /// The largest relative change of `cot(theta/2)` per ulp of a corner point at which a quad with
    /// offsets is still compared: beyond it the mirrored input is a different shape.
    public static let sensitivityLimit: Double = 1e-10

    public var tolerance: String {
        "f within relative \(Tolerances.text(Self.factorRelative)); area within relative \(Tolerances.text(Tolerances.areaRelative)) plus \(Tolerances.text(Tolerances.areaAbsolute)) * max(1, w, h, |offsets|)^2 absolute; bounds within \(Tolerances.text(Tolerances.joinBand)) * max(1, w, h, |offsets|): the mirrored outline is computed along other directions, so it agrees to rounding only. Sample points within the oracle's boundary band (\(Tolerances.text(Tolerances.oracleBand)) * max(1, w, h, |bounds coordinates|)) of the original shape are skipped; their mirror images are then as far from the mirrored outline, to rounding a hundred times smaller than that band, so no second oracle is needed. With offsets, mirroring rounds the edge vectors anew ((h - y1) - (h - y2) is not exactly y2 - y1), so a quad so ill-conditioned that one ulp moves cot(theta/2) by more than \(Tolerances.text(Self.sensitivityLimit)) relative (ulp / (edge * sin theta)) is skipped: its mirrored input is a different shape, not a mirror image, by more than the tolerance. Without offsets every mirrored coordinate is exact and nothing is skipped."
    }

    public func check(_ subject: CaseSubject) -> PropertyOutcome {
        let shapeCase = subject.shapeCase
        let producer = subject.producer
        if shapeCase.size.isEmpty { return .discard("empty shape") }
        guard let (original, oracle) = subject.geometry else { return subject.invalidInput }
        let (w, h) = (shapeCase.size.width, shapeCase.size.height)
        let mirrors: [(String, ShapeSpec, (Point) -> Point)] = [
            ("left-right", SpecTransforms.mirroredHorizontally(shapeCase.spec), { Point(x: w - $0.x, y: $0.y) }),
            ("top-bottom", SpecTransforms.mirroredVertically(shapeCase.spec), { Point(x: $0.x, y: h - $0.y) }),
        ]
        var compared = 0
        let tolerance = subject.joinTolerance
        let points = subject.samplePoints(count: samples)
        // The original's answers at the points, asked once for both mirrors (in the order the
        // points come, as each mirror asked them before).
        var originalAnswers: [Bool]?
        for (name, spec, mirror) in mirrors {
            let mirrored: ProducedShape
            do { mirrored = try producer.produce(spec, size: shapeCase.size) } catch {
                return .fail("the \(name) mirror is rejected (\(error)) though the original is valid")
            }
            // With offsets the mirrored edges are rounded anew ((h - y1) - (h - y2) is not y2 - y1 in
            // floating point), so on an ill-conditioned quad the mirror is a different shape.
            if shapeCase.spec.hasOffsets && Self.roundingSensitivity(oracle.cornerPoints) > Self.sensitivityLimit { continue }
            compared += 1
            let (f1, f2) = (original.resolved.overlapFactor, mirrored.resolved.overlapFactor)
            if !(Swift.abs(f1 - f2) <= Self.factorRelative * f1) {
                return .fail("\(name) mirror: scale factor \(f1) becomes \(f2)", evidence: Self.evidence(name, original, mirrored, shapeCase.size, [], ["f: \(f1) vs \(f2) mirrored"]))
            }
            if !(Swift.abs(original.area - mirrored.area) <= Tolerances.areaRelative * Swift.abs(original.area)
                 + Tolerances.areaAbsolute * shapeCase.lengthScale * shapeCase.lengthScale) {
                return .fail("\(name) mirror: area \(original.area) becomes \(mirrored.area)",
                             evidence: Self.evidence(name, original, mirrored, shapeCase.size, [], ["area: \(original.area) vs \(mirrored.area) mirrored, off by \(mirrored.area - original.area)"]))
            }
            let (a, b) = (original.bounds, mirrored.bounds)
            let corners = [mirror(Point(x: a.minX, y: a.minY)), mirror(Point(x: a.maxX, y: a.maxY))]
            let expected = Rect(enclosing: corners) ?? a
            for (got, want) in [(b.minX, expected.minX), (b.minY, expected.minY), (b.maxX, expected.maxX), (b.maxY, expected.maxY)]
            where !(Swift.abs(got - want) <= tolerance) {
                return .fail("\(name) mirror: bounds \(b), expected the mirror of \(a)",
                             evidence: Self.evidence(name, original, mirrored, shapeCase.size, [], ["bounds of the mirrored spec's shape: \(b)", "mirror of the original's bounds: \(expected)"]))
            }
            // Points off the original's boundary band are off the mirror's too: the mirrored outline
            // is the original's mirror image to rounding (below the join band, where the
            // sensitivity limit skips ill-conditioned quads), a hundred times narrower than the band.
            let answers = originalAnswers ?? original.withHitTest { contains in points.map { contains($0, .nonZero) } }
            originalAnswers = answers
            // Boundary points are dropped from the disagreements, not from the samples: the
            // oracle classifies only the few points that disagree, and the same points remain.
            let wrong = subject.offBoundary(mirrored.withHitTest { mirroredContains in
                zip(points, answers).filter { mirroredContains(mirror($0), .nonZero) != $1 }.map(\.0)
            })
            if !wrong.isEmpty {
                return .fail("\(name) mirror: \(wrong.count) point(s) change insideness when mirrored", evidence: Self.evidence(name, original, mirrored, shapeCase.size, wrong.map(mirror), []))
            }
        }
        if compared == 0 { return .discard("ill-conditioned: mirroring rounds the edges of a near-degenerate quad with offsets") }
        return .pass
    }

    /// The picture of a failure: both shapes in the mirrored frame, the mirrored spec's shape and
    /// the original shape mirrored, with the failing points mirrored into that frame too.
    private static func evidence(_ name: String, _ original: ProducedShape, _ mirrored: ProducedShape, _ size: Size,
                                 _ points: [Point], _ facts: [String]) -> FailureEvidence {
        let reflection = name == "left-right"
            ? AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: size.width, ty: 0)
            : AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: size.height)
        return FailureEvidence(
            points: points, pointsLabel: "mirrored sample point(s) where the two shapes disagree",
            outlines: [FailureEvidence.Outline("the shape of the \(name) mirrored spec", path: mirrored.path),
                       FailureEvidence.Outline("the \(name) mirror of the original shape", path: original.path.transformed(by: reflection))],
            facts: facts, showsCaseShape: false)
    }

    /// How much one ulp of movement of a corner point changes `cot(theta/2)`, relatively, at the
    /// worst corner: `ulp(M) / (shorter adjacent edge * sin theta)`, M the largest coordinate.
    static func roundingSensitivity(_ points: Corners<Point>) -> Double {
        let p = points.inOrder
        let m = p.map { Swift.max(Swift.abs($0.x), Swift.abs($0.y)) }.max() ?? 0
        var worst = 0.0
        for i in 0 ..< 4 {
            let a = p[(i + 3) % 4] - p[i], b = p[(i + 1) % 4] - p[i]
            let (la, lb) = (a.length, b.length)
            let sine = Swift.abs(a.cross(b)) / (la * lb)
            worst = Swift.max(worst, m.ulp / (Swift.min(la, lb) * sine))
        }
        return worst.isNaN ? .infinity : worst
    }
}
