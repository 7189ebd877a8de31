import ShapeModel
import ShapeOracle

/// `area-matches-oracle`: the producer's area equals the oracle's, which comes from formulas
/// (rectangle minus corner and triangle pieces), not from the path.
public struct AreaMatchesOracleProperty: ShapeProperty {
    public init() {}
    public var id: String { "area-matches-oracle" }
    public var needs: Set<ProducerMeasure> { [.outline, .area] }
    public var summary: String { "Area equals the analytic oracle's area; 0 for a zero-area size." }
    public var tolerance: String {
        "Relative \(Tolerances.text(Tolerances.areaRelative)) of the oracle's area, plus \(Tolerances.text(Tolerances.areaAbsolute)) * max(1, w, h, |offsets|)^2 absolute: both sides are closed forms (Green's theorem on exact arcs and Beziers vs area formulas), so they differ by rounding, which grows with the squared coordinates when a thin shape's area is tiny against them."
    }

    public func check(_ subject: CaseSubject) -> PropertyOutcome {
        guard let (shape, oracle) = subject.geometry else { return subject.invalidInput }
        let scale = subject.lengthScale
        let tolerance = Tolerances.areaRelative * Swift.abs(oracle.area) + Tolerances.areaAbsolute * scale * scale
        if Swift.abs(shape.area - oracle.area) <= tolerance { return .pass }
        return .fail("area \(shape.area), the oracle says \(oracle.area) (difference \(shape.area - oracle.area), tolerance \(tolerance))",
                     evidence: FailureEvidence(facts: ["the producer's area (filled): \(shape.area)", "the oracle's area (dashed): \(oracle.area)",
                                                       "difference \(shape.area - oracle.area), relative \((shape.area - oracle.area) / Swift.max(Swift.abs(oracle.area), .leastNormalMagnitude))"]))
    }
}
