import ShapeModel
import ShapeOracle
import Testing

/// The oracle's contract variants (Contract: variants), on shapes worked out by hand.
@Suite("Oracle: contract variants")
struct ContractVariantTests {
    /// Per-corner clamping: rounded 30 on 100 x 40 is clamped to 20 on its own (the contract
    /// keeps 30: the reaches fit); on every corner, clamping leaves nothing for the overlap rule.
    @Test func perCornerClampingClampsEachCornerToHalfTheShorterSide() throws {
        let size = Size(width: 100, height: 40)
        let one = ShapeSpec(corners: Corners(topLeft: .rounded(30), topRight: .square, bottomRight: .square, bottomLeft: .square))
        let contract = try AnalyticOracle(spec: one, size: size)
        let clamped = try AnalyticOracle(spec: one, size: size, variants: [.perCornerClamping])
        #expect(contract.cornerSizes.topLeft == .rounded(.points(30)))
        #expect(clamped.cornerSizes.topLeft == .rounded(.points(20)))
        #expect(contract.scale == 1 && clamped.scale == 1)
        #expect(Swift.abs(clamped.area - (4000 - 400 * (1 - Double.pi / 4))) < 1e-9)
        // Left edge 40 with two corners of 30: the contract scales by 2/3, clamping does not scale.
        let two = ShapeSpec(corners: Corners(topLeft: .rounded(30), topRight: .square, bottomRight: .square, bottomLeft: .rounded(30)))
        #expect(Swift.abs(try AnalyticOracle(spec: two, size: size).scale - 2.0 / 3) < 1e-15)
        let both = try AnalyticOracle(spec: two, size: size, variants: [.perCornerClamping])
        #expect(both.scale == 1)
        #expect(both.cornerSizes.bottomLeft == .rounded(.points(20)))
        #expect(both.classify(Point(x: 1, y: 20)) == .inside)   // the two quarter circles meet at (0, 20)
        #expect(both.classify(Point(x: 1, y: 2)) == .outside)
    }

    /// Clamping, then the overlap rule: continuous corners reach 1.52866483 r, so two clamped
    /// to 20 on a 40-high side still overflow it and are scaled.
    @Test func perCornerClampingStillAppliesTheOverlapRuleToWhatOverflows() throws {
        let spec = ShapeSpec(allCorners: .continuous(100))
        let oracle = try AnalyticOracle(spec: spec, size: Size(width: 100, height: 40), variants: [.perCornerClamping])
        #expect(Swift.abs(oracle.scale - 40 / (2 * 20 * 1.52866483)) < 1e-12)
    }

    /// Fractions of the height: 0.5 on 40 x 80 is 40 points, not 20; the overlap rule then halves
    /// it on the 40-wide top and bottom edges (f = 1/2), which is how MDC-iOS still ends up with a pill.
    @Test func fractionsOfTheHeightResolveAgainstTheHeight() throws {
        let spec = ShapeSpec(allCorners: .rounded(.fraction(0.5)))
        let size = Size(width: 40, height: 80)
        let contract = try AnalyticOracle(spec: spec, size: size)
        let ios = try AnalyticOracle(spec: spec, size: size, variants: [.fractionsOfHeight])
        #expect(contract.scale == 1 && contract.cornerSizes.topLeft == .rounded(.points(20)))
        #expect(ios.scale == 0.5 && ios.cornerSizes.topLeft == .rounded(.points(20)))
        // 0.25 on 40 x 80: 10 under the contract, 20 under the variant; on 80 x 40 both say 10.
        let quarter = ShapeSpec(allCorners: .cut(.fraction(0.25)))
        #expect(try AnalyticOracle(spec: quarter, size: size).cornerSizes.topLeft == .cut(.points(10)))
        #expect(try AnalyticOracle(spec: quarter, size: size, variants: [.fractionsOfHeight]).cornerSizes.topLeft == .cut(.points(20)))
        #expect(try AnalyticOracle(spec: quarter, size: Size(width: 80, height: 40), variants: [.fractionsOfHeight]).cornerSizes.topLeft == .cut(.points(10)))
    }

    /// Triangle sizes are fractions too under the variant, and never clamped.
    @Test func variantsApplyToTrianglesAsDocumented() throws {
        var spec = ShapeSpec()
        spec.edges.top = .triangle(size: .fraction(0.25), direction: .outward)
        let size = Size(width: 100, height: 200)
        #expect(try AnalyticOracle(spec: spec, size: size).triangleSizes.top == 25)
        #expect(try AnalyticOracle(spec: spec, size: size, variants: [.fractionsOfHeight]).triangleSizes.top == 50)
        // 40 is more than half the shorter side of 100 x 60, but clamping is for corners only.
        spec.edges.top = .triangle(size: 40, direction: .outward)
        #expect(try AnalyticOracle(spec: spec, size: Size(width: 100, height: 60), variants: [.perCornerClamping]).triangleSizes.top == 40)
    }
}
