import ShapeCore
import ShapeModel
import Testing
@testable import ShapeVerification

/// `coverage-matches-area` and `svg-round-trip` at the generator's extremes with the core, and
/// against their faults on plain cases.
@Suite("Export properties")
struct ExportPropertyTests {
    static let properties: [any ShapeProperty] = [CoverageMatchesAreaProperty(), SVGRoundTripProperty()]

    static var extremes: [ShapeCase] {
        var sliver = ShapeSpec()
        sliver.corners.topRight = .cut(100)
        sliver.corners.bottomLeft = .cut(100)
        var slanted = ShapeSpec(allCorners: .rounded(30))
        slanted.offsets.topLeft = Vector(dx: 40, dy: 0)
        slanted.offsets.bottomRight = Vector(dx: -40, dy: 0)
        var notched = ShapeSpec(allCorners: .continuous(8))
        notched.edges.top = .triangle(size: 20, direction: .inward)
        notched.edges.bottom = .triangle(size: 15, direction: .outward)
        // The topRight corner moved to just outside the diagonal: about 4e-9 rad short of straight.
        var nearlyStraight = ShapeSpec()
        nearlyStraight.corners.topRight = .rounded(5e8)
        nearlyStraight.offsets.topRight = Vector(dx: -50 + 1e-7, dy: 50 - 1e-7)
        var nearlyFlatArc = ShapeSpec()
        nearlyFlatArc.corners.topRight = .rounded(2e5)
        nearlyFlatArc.offsets.topRight = Vector(dx: -50 + 1e-3, dy: 50 - 1e-3)
        return [
            ShapeCase(spec: ShapeSpec(allCorners: .rounded(5e8)), size: Size(width: 1e9, height: 1e9)),
            ShapeCase(spec: ShapeSpec(allCorners: .rounded(.fraction(0.5))), size: Size(width: 1e-9, height: 1)),
            ShapeCase(spec: ShapeSpec(allCorners: .curved(width: 1e-9, height: 3)), size: Size(width: 1e-9, height: 1e-9)),
            ShapeCase(spec: sliver, size: Size(width: 1, height: 1)),
            ShapeCase(spec: slanted, size: Size(width: 200, height: 100)),
            ShapeCase(spec: notched, size: Size(width: 120, height: 60)),
            ShapeCase(spec: nearlyStraight, size: Size(width: 100, height: 100)),
            ShapeCase(spec: nearlyFlatArc, size: Size(width: 100, height: 100)),
            ShapeCase(spec: ShapeSpec(allCorners: .cut(3)), size: Size(width: 0, height: 100)),
            ShapeCase(spec: ShapeSpec(), size: Size(width: 0, height: 0)),
        ]
    }

    @Test(arguments: extremes)
    func theCorePassesAtTheExtremes(_ shapeCase: ShapeCase) {
        for property in Self.properties {
            let outcome = property.check(shapeCase, producer: CoreProducer())
            #expect(!outcome.isFailure, "\(property.id) on \(shapeCase.jsonString): \(outcome)")
        }
    }

    @Test func eachFaultFailsAPlainCase() {
        let plain = ShapeCase(spec: ShapeSpec(allCorners: .rounded(10)), size: Size(width: 100, height: 60))
        let coverage = CoverageMatchesAreaProperty(), svg = SVGRoundTripProperty()
        #expect(coverage.check(plain, producer: CoreProducer()) == .pass)
        #expect(svg.check(plain, producer: CoreProducer()) == .pass)
        let shifted = coverage.check(plain, producer: FaultyProducer(.halfPixelShift))
        #expect(shifted.isFailure && (shifted.evidence?.points.isEmpty == false))
        if case .fail(let message, _) = coverage.check(plain, producer: FaultyProducer(.imageSizeTruncated)) {
            #expect(message.hasPrefix("the image is") && message.contains("the contract says"))
        } else {
            Issue.record("a truncated image passed")
        }
        if case .fail(let message, let evidence) = svg.check(plain, producer: FaultyProducer(.wrongLargeArcFlag)) {
            #expect(message.contains("the A commands draw"))
            #expect(evidence.outlines.count == 1 && evidence.marks.count == 2)
        } else {
            Issue.record("a wrong large-arc flag passed")
        }
        // The export faults leave every other measure to the core.
        for fault in [Fault.halfPixelShift, .imageSizeTruncated] {
            #expect(svg.check(plain, producer: FaultyProducer(fault)) == .pass)
        }
        #expect(coverage.check(plain, producer: FaultyProducer(.wrongLargeArcFlag)) == .pass)
    }

    /// The view box frames the shape with padding, and its sides are rarely whole pixels.
    @Test func theRenderersFrameHoldsTheShape() {
        let bounds = Rect(x: 3, y: -2, width: 50, height: 20)
        let renderer = CoverageMatchesAreaProperty.renderer(framing: bounds, seed: 42)
        #expect(renderer.scale == CoverageMatchesAreaProperty.pixelsAcross / 50)
        #expect(renderer.viewBox.minX <= bounds.minX - 1.5 / renderer.scale && renderer.viewBox.maxX >= bounds.maxX + 1.5 / renderer.scale)
        #expect(renderer.viewBox.minY <= bounds.minY - 1.5 / renderer.scale && renderer.viewBox.maxY >= bounds.maxY + 1.5 / renderer.scale)
        #expect(CoverageMatchesAreaProperty.side(3.2, 1) == 4 && CoverageMatchesAreaProperty.side(0, 5) == 1 && CoverageMatchesAreaProperty.side(.nan, 1) == 1)
    }

    @Test func outlineTravelBoundsTheCard() throws {
        let path = try ShapeSpec(json: CardRenderingTests.json).path(for: Size(width: 200, height: 120))
        let travel = OutlineTravel(path)
        // The card is convex: its true travel is twice its width and height; arcs are bounded by
        // their length (20 π/2 for 20 of travel each way), the curve by its control polygon (exact here).
        #expect(travel.horizontal >= 400 && travel.vertical >= 240)
        #expect(travel.horizontal + travel.vertical <= 640 + 2 * 2 * (10 * Double.pi - 20) + 1e-9)
    }
}
