import ShapeCore
import ShapeModel

/// `interpolation-endpoints`: interpolating the case's spec into its ``ShapeCase/morphTarget``
/// gives exactly the endpoint shapes at t = 0 and t = 1, element for element and bit for bit
/// (Contract: interpolation endpoints).
public struct InterpolationEndpointsProperty: ShapeProperty {
    public init() {}
    public var id: String { "interpolation-endpoints" }
    public var summary: String {
        "Interpolating the case's spec into its morph target draws exactly the case's shape at t = 0 and exactly the target's at t = 1 (the same path elements, bit for bit)."
    }
    public var tolerance: String {
        "None: the endpoints are exact (an animation's first and last frames must not jump to the resting shape)."
    }

    public func check(_ subject: CaseSubject) -> PropertyOutcome {
        let shapeCase = subject.shapeCase
        let producer = subject.producer
        let target = subject.morphTarget
        let size = shapeCase.size
        for (t, endpoint, name) in [(0.0, shapeCase.spec, "the case's spec"), (1.0, target, "the morph target")] {
            let expected: ProducedShape
            do { expected = t == 0 ? try subject.produced.get() : try producer.produce(endpoint, size: size) } catch {
                return .discard("invalid endpoint: \(error)")
            }
            let drawn: ProducedShape
            do {
                drawn = try producer.produce(try producer.interpolate(shapeCase.spec, target, at: t, size: size), size: size)
            } catch {
                return .fail("interpolation at t = \(Tolerances.text(t)) is invalid although \(name) is valid: \(error)")
            }
            if drawn.path.elements != expected.path.elements {
                let index = zip(drawn.path.elements, expected.path.elements).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? Swift.min(drawn.path.elements.count, expected.path.elements.count)
                return .fail("at t = \(Tolerances.text(t)) the path differs from \(name)'s at element \(index) (target \(JSONWriter.string(target.jsonValue)))",
                             evidence: FailureEvidence(outlines: [FailureEvidence.Outline("interpolated at t = \(Tolerances.text(t))", path: drawn.path),
                                                                  FailureEvidence.Outline(name, path: expected.path)],
                                                       facts: ["first differing element \(index)", "area \(drawn.area), \(name)'s \(expected.area)"]))
            }
        }
        return .pass
    }
}
