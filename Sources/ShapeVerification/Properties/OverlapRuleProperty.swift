import ShapeCore
import ShapeModel
import ShapeOracle

/// `overlap-rule`: after resolution the corner reaches fit every edge, the scale factor matches
/// the oracle's (exactly 1 when the reaches already fit), and resolving the resolved sizes
/// again changes nothing (Contract: overlap rule, overlap guard).
public struct OverlapRuleProperty: ShapeProperty {
    public init() {}
    public var id: String { "overlap-rule" }
    public var needs: Set<ProducerMeasure> { [.outline, .resolved] }
    /// Relative agreement of overlap factors and re-resolved sizes: the same lengths divided,
    /// with reach formulas that may round differently.
    public static let factorRelative: Double = 1e-12

    public var summary: String {
        "Reaches on every edge sum to at most its length (exactly, in floating point); 0 < f <= 1; f = 1 exactly when the oracle's f is 1, else within relative \(Tolerances.text(Self.factorRelative)); resolving the final sizes again gives f = 1 and the same corners."
    }
    public var tolerance: String {
        "Fit is exact (the contract's overlap guard promises it in floating point, by nudging f down). f against the oracle: relative \(Tolerances.text(Self.factorRelative)), since both divide the same lengths but may round the reach formulas differently; exactly 1 when the oracle's is 1 (the cut diamond is untouched). Re-resolution: f == 1 and corner sizes within relative \(Tolerances.text(Self.factorRelative)) of the first resolution's."
    }

    public func check(_ subject: CaseSubject) -> PropertyOutcome {
        let shapeCase = subject.shapeCase
        guard let (shape, oracle) = subject.geometry else { return subject.invalidInput }
        if shapeCase.size.isEmpty { return .discard("empty shape") }
        let resolved = shape.resolved
        for edge in Edge.allCases {
            let sum = resolved.corners[edge.startCorner].reachOutgoing + resolved.corners[edge.endCorner].reachIncoming
            let length = resolved.edges[edge].length
            if !(sum <= length) {
                return .fail("the \(edge) edge (length \(length)) carries reaches summing to \(sum) after the overlap rule (f = \(resolved.overlapFactor))",
                             evidence: Self.evidence(edge, of: resolved, sum: sum))
            }
        }
        let f = resolved.overlapFactor
        if !(f > 0 && f <= 1) { return .fail("scale factor \(f) is outside (0, 1]", evidence: Self.factors(f, oracle.scale)) }
        if oracle.scale == 1 && f != 1 { return .fail("the reaches already fit (oracle f = 1) but f = \(f)", evidence: Self.factors(f, oracle.scale)) }
        if !(Swift.abs(f - oracle.scale) <= Self.factorRelative * oracle.scale) {
            return .fail("scale factor \(f), the oracle says \(oracle.scale)", evidence: Self.factors(f, oracle.scale))
        }
        var again = shapeCase.spec
        for corner in Corner.allCases { again.corners[corner] = resolved.corners[corner].treatment }
        // Final sizes may legitimately exceed the input limit (fraction 2 of a 1e9 side scaled by
        // 0.5 is 1e9 + 1): such a spec cannot be given as input, so there is nothing to re-resolve.
        if Corner.allCases.contains(where: { Self.sizes(again.corners[$0]).contains { $0 > ShapeLimits.maximumMagnitude } }) {
            return .pass
        }
        let second: ProducedShape
        do { second = try subject.producer.produce(again, size: shapeCase.size) } catch {
            return .fail("re-resolving the final sizes is rejected: \(error)")
        }
        if second.resolved.overlapFactor != 1 {
            return .fail("re-resolving the final sizes scales again by \(second.resolved.overlapFactor)", evidence: Self.again(second))
        }
        for corner in Corner.allCases {
            let a = Self.sizes(resolved.corners[corner].treatment), b = Self.sizes(second.resolved.corners[corner].treatment)
            if a.count != b.count || zip(a, b).contains(where: { !(Swift.abs($0 - $1) <= Self.factorRelative * Swift.max(Swift.abs($0), 1e-300)) }) {
                return .fail("re-resolving changes the \(corner) corner from \(a) to \(b)", evidence: Self.again(second))
            }
        }
        return .pass
    }

    private static func sizes(_ treatment: CornerTreatment) -> [Double] {
        switch treatment {
        case .square: []
        case .rounded(let l), .cut(let l), .continuous(let l): [l.rawValue]
        case .curved(let w, let h): [w.rawValue, h.rawValue]
        }
    }
}

extension OverlapRuleProperty {
    // Pictures only: built on the failing path.

    /// The overfull edge, with the points where each corner's reach ends along it: past each
    /// other when the reaches overflow.
    private static func evidence(_ edge: Edge, of resolved: ResolvedShape, sum: Double) -> FailureEvidence {
        let (a, b) = (resolved.cornerPoints[edge.startCorner], resolved.cornerPoints[edge.endCorner])
        let (outgoing, incoming) = (resolved.corners[edge.startCorner].reachOutgoing, resolved.corners[edge.endCorner].reachIncoming)
        let length = a.distance(to: b)
        let along = length > 0 ? Vector(dx: (b.x - a.x) / length, dy: (b.y - a.y) / length) : Vector.zero
        return FailureEvidence(
            points: [a, b], pointsLabel: "corner points of the \(edge) edge",
            outlines: [FailureEvidence.Outline("the \(edge) edge, \(resolved.edges[edge].length) long", from: a, to: b)],
            marks: [FailureEvidence.Mark("where the \(edge.startCorner) corner's reach (\(outgoing)) ends", at: a + along * outgoing),
                    FailureEvidence.Mark("where the \(edge.endCorner) corner's reach (\(incoming)) ends", at: b - along * incoming)],
            facts: ["reaches \(outgoing) + \(incoming) = \(sum) > length \(resolved.edges[edge].length), f = \(resolved.overlapFactor)"])
    }

    /// The two scale factors, side by side.
    private static func factors(_ f: Double, _ oracle: Double) -> FailureEvidence {
        FailureEvidence(facts: ["the producer's f: \(f)", "the oracle's f: \(oracle)"])
    }

    /// The shape resolved again from the final sizes, over the first one.
    private static func again(_ second: ProducedShape) -> FailureEvidence {
        FailureEvidence(outlines: [FailureEvidence.Outline("re-resolved from the final corner sizes (f = \(second.resolved.overlapFactor))", path: second.path)])
    }
}
