import Testing
import ShapeCore

/// The README's API tour, verbatim where it can be, so the front page cannot drift from the API.
@Suite("README tour")
struct ReadmeTourTests {
    @Test func theCardWithDifferentCorners() throws {
        var card = ShapeSpec()
        card.corners.topLeft = .cut(20)
        card.corners.topRight = .rounded(20)
        card.corners.bottomLeft = .rounded(20)
        card.corners.bottomRight = .curved(width: 20, height: 60)

        let shape = try card.resolved(for: Size(width: 200, height: 120))
        #expect(shape.overlapFactor == 1)
        let path = shape.path
        #expect(abs(path.area - 23428.318530718) < 1e-6)
        #expect(!path.contains(Point(x: 3, y: 3)))
        #expect(path.contains(Point(x: 30, y: 30)))
        let m = shape.contentMargins
        #expect(m.top == 10 && m.left == 10 && m.bottom == 15)
        #expect(abs(m.right - 5.857864376269) < 1e-9)
        #expect(path.svgPathData.hasPrefix("M 0 20 L 20 0 L 180 0 A 20 20 0 0 1 200 20"))
        let png = try PNGRenderer(viewBox: path.bounds, scale: 2).render([(path, RGBA(hex: "#6200ee")!)])
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func pillsCirclesAndThemes() throws {
        let pill = try ShapeSpec(allCorners: .rounded(.fraction(0.5))).path(for: Size(width: 40, height: 80))
        #expect(abs(pill.area - 2856.637061436) < 1e-6)
        #expect(abs(try ShapeSpec(allCorners: .rounded(60)).resolved(for: Size(width: 100, height: 100)).overlapFactor - 5.0 / 6.0) < 1e-15)

        var tooltip = ShapeSpec(allCorners: .rounded(8))
        tooltip.edges.bottom = .triangle(size: 10, direction: .outward)
        #expect(try ShapeSpec(json: tooltip.jsonString()) == tooltip)
        #expect(try ShapeSpec(json: #"{"corners":{"all":{"family":"cut","size":8}}}"#) == ShapeSpec(allCorners: .cut(8)))

        let circle = try CircleShape().path(for: Size(width: 120, height: 80))
        #expect(circle.bounds == Rect(x: 20, y: 0, width: 80, height: 80))
        let scheme = ShapeScheme()
        #expect(scheme == .material2018)
        let themed = ShapeMetric.medium.apply(to: .rectangle, corners: [.topLeft, .topRight])
        #expect(themed.corners.topLeft == ShapeMetric.medium.treatment && themed.corners.bottomLeft == .square)

        var builder = PathBuilder(startingAt: Point(x: 0, y: 0))
        builder.line(to: Point(x: 100, y: 0))
        builder.arc(tangentPoint: Point(x: 100, y: 100), to: Point(x: 0, y: 100), radius: 20)  // rounds the corner at (100,100)
        builder.line(to: Point(x: 0, y: 100))
        builder.close()
        let custom = builder.path
        #expect(custom.elements.contains { if case .arc = $0 { true } else { false } })
        #expect(custom.contains(Point(x: 50, y: 10)) && custom.contains(Point(x: 99.5, y: 0.5)) && !custom.contains(Point(x: 99.5, y: 99.5)))
    }

    /// "Beyond the outline: Surfaces".
    @Test func surfaces() throws {
        let pill = try ShapedSurface(spec: PillShape(), size: Size(width: 200, height: 80), borderWidth: 10, elevation: 6)
        #expect(pill.contentMask.svgPathData.hasPrefix("M 10 40 A 30 30 0 0 1 40 10 L 160 10 A 30 30"))
        let maskArea: Double = 180 * 60 - (4 - Double.pi) * 900
        #expect(abs(pill.maskArea - maskArea) < 1e-9)
        #expect(abs((pill.shadow?.keyOffset.dy ?? 0) - 7.34775) < 1e-12)
        let radius: Double = (200.0 * 200 + 80 * 80).squareRoot() / 2 + 10
        #expect(pill.ripple.maximumRadius == radius)
    }
}
