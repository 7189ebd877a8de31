import ShapeModel
import Testing
@testable import ShapeVerification

@Suite struct CaseSimplifierTests {
    @Test func reducesToOneRoundCornerOnARoundSize() {
        // Fails whenever some corner is rounded with a radius over 37 points: the simplest such
        // case has one rounded corner of a round radius on a round size.
        let fails = { (c: ShapeCase) in
            c.spec.corners.inOrder.contains { if case .rounded(let l) = $0 { l.resolved(for: c.size) > 37 } else { false } }
        }
        var spec = ShapeSpec(allCorners: .rounded(.fraction(0.4567)))
        spec.corners.topLeft = .cut(13.25)
        spec.edges.top = .triangle(size: 7.5, direction: .inward)
        spec.offsets.bottomLeft = Vector(dx: 3.3, dy: -1)
        let start = ShapeCase(spec: spec, size: Size(width: 173.9, height: 91.37))
        #expect(fails(start))
        let result = CaseSimplifier().simplify(start, fails: fails)
        let end = result.shapeCase
        #expect(fails(end))
        #expect(end.featureCount == 1)
        #expect(end.numbers.allSatisfy(Roundness.isSmallRound))
        #expect(!result.steps.isEmpty)
        print("simplified to \(end.spec.jsonString()) at \(end.size.width)x\(end.size.height) by: \(result.steps.joined(separator: "; "))")
    }

    @Test func roundnessOrder() {
        #expect(Roundness(0) < Roundness(1))
        #expect(Roundness(100) < Roundness(37))
        #expect(Roundness(37) < Roundness(36.5))
        #expect(Roundness(5) < Roundness(-5))
        #expect(Roundness.candidates(for: 37.1836).contains(40))
        #expect(Roundness.candidates(for: 0).isEmpty)
        #expect(Roundness.isSmallRound(12.5) && !Roundness.isSmallRound(12.25) && !Roundness.isSmallRound(2000))
    }
}
