import ShapeModel
import ShapeOracle

/// `path-matches-spec`: the producer's `contains` agrees with the analytic oracle, which
/// computes insideness from the spec by formulas, never from the producer's path. Also checks
/// that core and oracle agree on validity: an invalid spec is an input error for both.
public struct PathMatchesSpecProperty: ShapeProperty {
    /// How many uniformly random points are tested per case.
    public var randomPoints: Int

    /// The property with `randomPoints` random points per case.
    public init(randomPoints: Int = 48) {
        self.randomPoints = randomPoints
    }

    public var id: String { "path-matches-spec" }
    public var summary: String {
        "contains(p) agrees with the analytic oracle on random points and on adversarial ones (tangent points, chamfer ends, triangle apexes, each nudged just inside and just outside); invalid specs are input errors for both."
    }
    public var tolerance: String {
        "Points the oracle classifies as boundary (within its band, \(Tolerances.text(Tolerances.oracleBand)) * max(1, w, h, |bounds coordinates|), far wider than the contract's hit-test band) are skipped; all others must agree exactly. Adversarial points are nudged along the outline's normal by \(Tolerances.text(Tolerances.probeNudgeBands)) times that band, so they are definite yet as close to the outline as a test may go."
    }

    public func check(_ shapeCase: ShapeCase, producer: any ShapeProducer) -> PropertyOutcome {
        let produced: Result<ProducedShape, ShapeInputError>
        do { produced = .success(try producer.produce(shapeCase.spec, size: shapeCase.size)) } catch { produced = .failure(error) }
        let oracleResult: Result<AnalyticOracle, ShapeInputError>
        do { oracleResult = .success(try AnalyticOracle(spec: shapeCase.spec, size: shapeCase.size)) } catch { oracleResult = .failure(error) }
        let shape: ProducedShape, oracle: AnalyticOracle
        switch (produced, oracleResult) {
        case (.failure, .failure): return .discard("invalid input for both")
        case (.failure(let error), .success):
            return .fail("the producer rejects the spec (\(error)) but the oracle accepts it")
        case (.success, .failure(let error)):
            return .fail("the producer accepts the spec but the oracle rejects it (\(error))")
        case (.success(let s), .success(let o)): (shape, oracle) = (s, o)
        }
        let probes = Sampling.probes(around: oracle, randomCount: randomPoints, seed: shapeCase.samplingSeed)
        var wrong: [Point] = []
        var first = ""
        for (point, label) in probes {
            let expected = oracle.classify(point)
            if expected == .boundary { continue }
            let inside = shape.contains(point)
            if inside != (expected == .inside) {
                if wrong.isEmpty {
                    first = "\(label) (\(point.x), \(point.y)): contains says \(inside ? "inside" : "outside"), the oracle \(expected)"
                }
                wrong.append(point)
            }
        }
        if wrong.isEmpty { return .pass }
        return .fail("\(wrong.count) of \(probes.count) points disagree; first: \(first)",
                     evidence: FailureEvidence(points: Array(wrong.prefix(16)), pointsLabel: "point(s) where contains disagrees with the analytic oracle",
                                               marks: [FailureEvidence.Mark("first disagreement, \(first.prefix { $0 != "(" })", at: wrong[0])]))
    }
}
