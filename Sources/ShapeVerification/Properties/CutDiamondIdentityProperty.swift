import ShapeModel

/// `cut-diamond-identity`: all four corners cut at `min(w, h) / 2` give exactly the midpoint
/// diamond on a square and the matching hexagon otherwise (Contract: cut-diamond identity), both as points and as
/// fraction 0.5. Uses only the case's size: the corners are the property's own.
public struct CutDiamondIdentityProperty: ShapeProperty {
    public init() {}
    public var id: String { "cut-diamond-identity" }
    public var needs: Set<ProducerMeasure> { [.outline, .area, .resolved] }
    public var summary: String {
        "Cut min(w,h)/2 on every corner, as points and as fraction 0.5: scale exactly 1, only straight segments, exactly the diamond's vertices on a square and the hexagon's otherwise, and area w*h - 2c^2."
    }
    /// Relative slack of the area: the exact vertices' shoelace sum rounds, nothing else.
    public static let areaRelative: Double = 1e-12

    public var tolerance: String {
        "Diamond (square size): vertices exact (==), since c = w/2 and every point on an edge, measured from either end, is exact in binary floating point (Sterbenz); any difference is a real slip (a scale factor of 1 - ulp, a detour through trigonometry). Hexagon: each coordinate within one ulp of max(w, h), because a point measured from the far end of an edge, h - (h - c), rounds once at the shape's scale. Area within relative \(Tolerances.text(Self.areaRelative)): the shoelace sum rounds."
    }

    public func check(_ subject: CaseSubject) -> PropertyOutcome {
        let size = subject.size
        if size.isEmpty || (try? size.validate()) == nil { return .discard("needs a non-empty size") }
        let (w, h) = (size.width, size.height)
        let c = size.minDimension / 2
        // Clockwise from the topLeft corner's reach point on the left edge (Contract: path order),
        // dropping repeats where a straight span has zero length.
        let route = [Point(x: 0, y: c), Point(x: c, y: 0), Point(x: w - c, y: 0), Point(x: w, y: c),
                     Point(x: w, y: h - c), Point(x: w - c, y: h), Point(x: c, y: h), Point(x: 0, y: h - c), Point(x: 0, y: c)]
        // Buffers reserved once: appending point by point regrew them several times per case.
        var expected: [Point] = []
        expected.reserveCapacity(route.count)
        for point in route where expected.last != point { expected.append(point) }
        let expectedArea = w * h - 2 * c * c
        for (form, length) in [("points", Length.points(c)), ("fraction 0.5", Length.fraction(0.5))] {
            let spec = ShapeSpec(allCorners: .cut(length))
            let shape: ProducedShape
            do { shape = try subject.producer.produce(spec, size: size) } catch {
                return .fail("cut \(form) on \(w)x\(h) is rejected: \(error)", evidence: Self.evidence(nil, form: form, expected: expected))
            }
            if shape.resolved.overlapFactor != 1 {
                return .fail("cut \(form): reaches exactly fill the edges, yet the scale factor is \(shape.resolved.overlapFactor), not 1",
                             evidence: Self.evidence(shape, form: form, expected: expected))
            }
            var vertices: [Point] = []
            vertices.reserveCapacity(shape.path.elements.count)
            for element in shape.path.elements {
                switch element {
                case .move(let p), .line(let p): vertices.append(p)
                case .close: break
                default: return .fail("cut \(form): the outline has a curved segment \(element)", evidence: Self.evidence(shape, form: form, expected: expected))
                }
            }
            let slack = size.width == size.height ? 0 : Swift.max(w, h).ulp
            let matches = vertices.count == expected.count && zip(vertices, expected).allSatisfy { got, want in
                Swift.abs(got.x - want.x) <= slack && Swift.abs(got.y - want.y) <= slack
            }
            if !matches {
                let wrong = zip(vertices, expected).filter { Swift.abs($0.x - $1.x) > slack || Swift.abs($0.y - $1.y) > slack }.map(\.0)
                return .fail("cut \(form) on \(w)x\(h): vertices \(vertices.map { "(\($0.x), \($0.y))" }) differ from \(expected.map { "(\($0.x), \($0.y))" })",
                             evidence: Self.evidence(shape, form: form, expected: expected, points: wrong.isEmpty ? vertices : wrong))
            }
            if !(Swift.abs(shape.area - expectedArea) <= Self.areaRelative * expectedArea) {
                return .fail("cut \(form) on \(w)x\(h): area \(shape.area), expected \(expectedArea)",
                             evidence: Self.evidence(shape, form: form, expected: expected, facts: ["area \(shape.area), expected w h - 2 c^2 = \(expectedArea)"]))
            }
        }
        return .pass
    }
}

extension CutDiamondIdentityProperty {
    /// The picture of a failure (failing path only). The property judges a shape of its own
    /// (cut c on every corner), not the case's spec, so that shape replaces the case's: the
    /// producer's outline against the exact diamond or hexagon, with its vertices marked.
    private static func evidence(_ shape: ProducedShape?, form: String, expected: [Point], points: [Point] = [],
                                 facts: [String] = []) -> FailureEvidence {
        var outlines: [FailureEvidence.Outline] = []
        if let shape { outlines.append(FailureEvidence.Outline("the producer's outline for cut \(form) on every corner", path: shape.path)) }
        let polygon = Path([.move(to: expected[0])] + expected.dropFirst().map { .line(to: $0) } + [.close])
        outlines.append(FailureEvidence.Outline("the exact \(expected.count == 5 ? "diamond" : "hexagon") (cut min(w, h)/2)", path: polygon))
        return FailureEvidence(points: points, pointsLabel: "vertex/vertices off the exact polygon", outlines: outlines, facts: facts,
                               showsCaseShape: false)
    }
}
