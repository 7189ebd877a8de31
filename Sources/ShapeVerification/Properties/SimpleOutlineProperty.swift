import ShapeCore
import ShapeModel
import ShapeOracle

/// `simple-outline`: the outline never crosses or overlaps itself, seen through its winding
/// numbers. A simple clockwise outline winds exactly once around every point inside and zero
/// times around every point outside; a notch poking through the far side, a corner folding back
/// or two triangles meeting make a region wound twice or backwards.
public struct SimpleOutlineProperty: ShapeProperty {
    /// Random points checked per case, besides the oracle's adversarial probes.
    public var randomPoints: Int

    /// The property with `randomPoints` random samples per case.
    public init(randomPoints: Int = 64) {
        self.randomPoints = randomPoints
    }

    public var id: String { "simple-outline" }
    public var needs: Set<ProducerMeasure> { [.outline] }
    public var summary: String {
        "The path's winding number is 0 or 1 at random points over the bounds and at every adversarial probe nudged both ways (triangle apexes, tangent points, corner points): no self-crossing, no doubled region, nothing wound backwards."
    }
    public var tolerance: String {
        "Exact integers away from the outline: points within the oracle's boundary band (the contract's hit-test band lets answers flip there) are skipped. This checks the path itself, so it tests the inward-notch clamp directly where path-matches-spec only sees it through insideness."
    }

    public func check(_ subject: CaseSubject) -> PropertyOutcome {
        guard let (shape, oracle) = subject.geometry else { return subject.invalidInput }
        if subject.size.isEmpty { return .discard("empty shape") }
        // The core's tester of the producer's path (this checks the path, not the hit test).
        let tester = shape.pathTester
        // Random points of its own, then the adversarial ones, whose winding numbers
        // path-matches-spec shares (0 where both skip the probe).
        var wrong: [Point] = []
        var windings: [Int] = []
        for point in subject.randomPoints(count: randomPoints, seed: subject.samplingSeed ^ 0x5151) where point.isFinite {
            let w = tester.windingNumber(at: point)
            // The oracle's verdict matters only where the winding is wrong (a boundary point is
            // skipped), so it is asked there alone: classifying every point cost three times the
            // rest of the property, for the same list.
            if w != 0 && w != 1 && oracle.classify(point) != .boundary { wrong.append(point); windings.append(w) }
        }
        for (probe, w) in zip(subject.adversarialProbes, subject.adversarialWindings) where w != 0 && w != 1 {
            wrong.append(probe.point); windings.append(w)
        }
        if wrong.isEmpty { return .pass }
        let marks = zip(wrong, windings).prefix(8).map { FailureEvidence.Mark("probe with winding number \($1)", at: $0) }
        return .fail("the outline winds \(Set(windings).sorted().map(String.init).joined(separator: ", ")) times around \(wrong.count) point(s): it crosses or overlaps itself",
                     evidence: FailureEvidence(points: Array(wrong.prefix(16)), pointsLabel: "probe(s) wound other than 0 or 1 times", marks: marks))
    }
}
