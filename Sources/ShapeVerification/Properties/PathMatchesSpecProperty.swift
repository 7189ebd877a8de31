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
    public var needs: Set<ProducerMeasure> { [.outline] }
    public var summary: String {
        "contains(p) agrees with the analytic oracle on random points and on adversarial ones (tangent points, chamfer ends, triangle apexes, each nudged just inside and just outside); invalid specs are input errors for both."
    }
    public var tolerance: String {
        "Points the oracle classifies as boundary (within its band, \(Tolerances.text(Tolerances.oracleBand)) * max(1, w, h, |bounds coordinates|), far wider than the contract's hit-test band) are skipped; all others must agree exactly. Adversarial points are nudged along the outline's normal by \(Tolerances.text(Tolerances.probeNudgeBands)) times that band, so they are definite yet as close to the outline as a test may go."
    }

    public func check(_ subject: CaseSubject) -> PropertyOutcome {
        let shape: ProducedShape
        switch (subject.produced, subject.analyticOracle) {
        case (.failure, .failure): return .discard("invalid input for both")
        case (.failure(let error), .success):
            return .fail("the producer rejects the spec (\(error)) but the oracle accepts it")
        case (.success, .failure(let error)):
            return .fail("the producer accepts the spec but the oracle rejects it (\(error))")
        case (.success(let s), .success): shape = s
        }
        // Random points over the bounds, then the adversarial ones (shared with simple-outline).
        let random = subject.randomProbes(count: randomPoints, seed: subject.samplingSeed)
        let adversarial = subject.adversarialProbes
        // When the core's tester answers contains (nonzero winding at a finite point), the
        // winding numbers at the adversarial probes are simple-outline's, computed once per case.
        let windings = shape.hitTest == nil ? subject.adversarialWindings : nil
        func disagrees(_ probe: CaseSubject.Probe, inside: Bool) -> Bool {
            probe.region != .boundary && inside != (probe.region == .inside)
        }
        let wrong = shape.withHitTest { contains in
            random.filter { disagrees($0, inside: contains($0.point, .nonZero)) }
                + adversarial.indices.filter { i in disagrees(adversarial[i], inside: windings.map { $0[i] != 0 } ?? contains(adversarial[i].point, .nonZero)) }
                    .map { adversarial[$0] }
        }
        if wrong.isEmpty { return .pass }
        let first = wrong[0]
        let says = shape.contains(first.point) ? "inside" : "outside"
        let firstText = "\(subject.label(of: first)) (\(first.point.x), \(first.point.y)): contains says \(says), the oracle \(first.region)"
        return .fail("\(wrong.count) of \(random.count + adversarial.count) points disagree; first: \(firstText)",
                     evidence: FailureEvidence(points: Array(wrong.prefix(16).map(\.point)), pointsLabel: "point(s) where contains disagrees with the analytic oracle",
                                               marks: [FailureEvidence.Mark("first disagreement, \(subject.label(of: first))", at: first.point)]))
    }
}
