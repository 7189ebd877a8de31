import ShapeModel
import Testing
@testable import ShapeVerification

/// The shrinker keeps its target: a shrunk case fails the same way as the original, and passes
/// move on after a kept step.
@Suite struct ShrinkTargetTests {
    /// Fails in two ways: "offset …" whenever a corner is offset (the original's failure), and
    /// "corner …" whenever some corner is not square (simpler cases have this one only).
    struct TwoWayProperty: ShapeProperty {
        var id: String { "two-way" }
        var summary: String { "test double" }
        var tolerance: String { "none" }
        func check(_ subject: CaseSubject) -> PropertyOutcome {
            let shapeCase = subject.shapeCase
            if let moved = shapeCase.spec.offsets.inOrder.first(where: { $0 != .zero }) {
                return .fail("offset \(moved.dx), \(moved.dy) moves a corner point")
            }
            if shapeCase.spec.corners.inOrder.contains(where: { !$0.isSquare }) {
                return .fail("corner count \(shapeCase.featureCount) is not zero")
            }
            return .pass
        }
    }

    @Test func signatureMasksNumbersOnly() {
        let a = FailureSignature(message: "area 0.5 becomes -2.1e-18 at double size, not 4x")
        let b = FailureSignature(message: "area 7e-19 becomes 3E+4 at double size, not 4x")
        #expect(a == b)
        #expect(a.text == "area # becomes # at double size, not #x")
        #expect(FailureSignature(message: "winding nan at inf, 3").text == "winding # at #")
        #expect(FailureSignature(message: "topLeft2 SHA256 information").text == "topLeft2 SHA256 information")
        // Details after ";", bracketed groups, number lists and side names are not the kind.
        #expect(FailureSignature(message: "2 of 70 points disagree; first: just inside right.triangle.base0").text == "# of # points disagree")
        #expect(FailureSignature(message: "the outline winds -1, 2 times around 3 point(s): it crosses")
            == FailureSignature(message: "the outline winds 2 times around 1 point(s): it crosses"))
        #expect(FailureSignature(message: "the top edge (length 1.5) carries reaches (f = 0.3)").text == "the * edge (…) carries reaches (…)")
        #expect(FailureSignature(message: "spec {\"a\":[1,{\"b\":2}]} came back").text == "spec {…} came back")
        #expect(FailureSignature(message: "bounds 1 become 2") != FailureSignature(message: "area 1 becomes 2"))
        #expect(FailureSignature(PropertyOutcome.pass) == nil)
    }

    @Test func shrinkingKeepsTheOriginalFailure() throws {
        // Find a generated case that fails the "offset" way; the simplest case failing *some*
        // way is one rounded corner with no offsets, which a shrinker without a target reaches.
        let generator = ShapeGenerator()
        let property = TwoWayProperty()
        var found: (ShapeCase, ChoiceSequence)?
        for seed in UInt64(1)...5_000 {
            let (shapeCase, sequence) = generator.generate(seed: seed)
            if case .fail(let message, _) = property.check(shapeCase, producer: CoreProducer()),
               message.hasPrefix("offset"), shapeCase.spec.corners.inOrder.contains(where: { !$0.isSquare }) {
                found = (shapeCase, sequence)
                break
            }
        }
        let (original, sequence) = try #require(found)
        let failure = FailureShrinker().shrink(sequence, original: original, property: property,
                                               producer: CoreProducer(), seed: 0, caseNumber: 0)
        #expect(failure.message.hasPrefix("offset"), "shrunk to a different failure: \(failure.message)")
        #expect(failure.shrunk.spec.offsets.inOrder.filter { $0 != .zero }.count == 1)
        #expect(failure.shrunk.spec.corners.inOrder.allSatisfy { $0.isSquare })
    }

    @Test func passesMoveOnAfterAKeptStep() {
        // Fails while topLeft is rounded. The corner pass rejects "topLeft -> square", then keeps
        // the other three; moving on, it tries topLeft again only in the next sweep (2 tries in
        // all), where restarting the list after each kept step would retry it after each (4).
        let spec = ShapeSpec(allCorners: .rounded(10))
        var topLeftTries = 0
        let result = CaseSimplifier().simplify(ShapeCase(spec: spec, size: Size(width: 100, height: 100))) { c in
            if c.spec.corners.topLeft.isSquare { topLeftTries += 1 }
            return !c.spec.corners.topLeft.isSquare
        }
        #expect(result.shapeCase.spec.corners.inOrder.filter(\.isSquare).count == 3)
        #expect(topLeftTries <= 2)
    }
}
