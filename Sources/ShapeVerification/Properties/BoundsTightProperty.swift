import ShapeModel
import ShapeOracle

/// `bounds-tight`: the producer's bounds equal the oracle's tight bounds (from curve extrema,
/// outward triangles and offsets included).
public struct BoundsTightProperty: ShapeProperty {
    public init() {}
    public var id: String { "bounds-tight" }
    public var needs: Set<ProducerMeasure> { [.outline, .bounds] }
    public var summary: String {
        "Bounds equal the analytic oracle's tight bounds, side by side; (0, 0, w, h) for a zero-area size."
    }
    public var tolerance: String {
        "Each side within \(Tolerances.text(Tolerances.joinBand)) * max(1, w, h, |offsets|): both compute extrema in closed form, so they differ by rounding only; a loose box (control points, nominal rect) misses by far more."
    }

    public func check(_ subject: CaseSubject) -> PropertyOutcome {
        guard let (shape, oracle) = subject.geometry else { return subject.invalidInput }
        let (a, b) = (shape.bounds, oracle.bounds)
        let tolerance = subject.joinTolerance
        let sides: [(String, Double, Double)] = [("minX", a.minX, b.minX), ("minY", a.minY, b.minY),
                                                 ("maxX", a.maxX, b.maxX), ("maxY", a.maxY, b.maxY)]
        for (name, got, want) in sides where !(Swift.abs(got - want) <= tolerance) {
            return .fail("bounds \(name) is \(got), the oracle says \(want) (bounds \(a) vs \(b))",
                         evidence: FailureEvidence(outlines: [FailureEvidence.Outline("the producer's bounds", rect: a),
                                                              FailureEvidence.Outline("the oracle's tight bounds", rect: b)],
                                                   facts: ["\(name): \(got) vs \(want), off by \(got - want) (tolerance \(tolerance))"]))
        }
        return .pass
    }
}
