import Testing
@testable import ShapeCore

@Suite("Shape metrics and schemes")
struct ThemeTests {
    @Test func metricsFollowTheMaterial3Scale() {
        #expect([ShapeMetric.square, .extraSmall, .small, .medium, .large, .extraLarge].map(\.cornerRadius) == [0, 4, 8, 12, 16, 28])
    }

    @Test func applyingAMetricSetsChosenCorners() {
        let spec = ShapeMetric.small.apply(to: ShapeSpec(allCorners: .cut(3)), corners: [.topLeft, .bottomRight])
        #expect(spec.corners == Corners(topLeft: .rounded(8), topRight: .cut(3), bottomRight: .rounded(8), bottomLeft: .cut(3)))
        let continuous = ShapeMetric(cornerRadius: 10, cornerCurve: .continuous).apply(to: ShapeSpec())
        #expect(continuous.corners == Corners(all: .continuous(10)))
    }

    @Test func applyingSquareRemovesTheTreatment() {
        let spec = ShapeMetric.square.apply(to: ShapeSpec(allCorners: .rounded(9)), corners: [.topRight])
        #expect(spec.corners.topRight == .square)
        #expect(spec.corners.topLeft == .rounded(9))
    }

    @Test func schemeDefaultsToMaterial2018() throws {
        let scheme = ShapeScheme()
        #expect(scheme.small.corners == Corners(all: .rounded(4)))
        #expect(scheme.medium.corners == Corners(all: .rounded(4)))
        #expect(scheme.large.corners == Corners(all: .rounded(0)))
        // A rounded corner of 0 draws square: a plain rectangle.
        let large = try scheme.large.apply().path(for: size(10, 20))
        #expect(vertices(large) == [pt(0, 0), pt(10, 0), pt(10, 20), pt(0, 20), pt(0, 0)])
    }

    @Test func categoryFromFamilyAndSize() {
        #expect(ShapeCategory(family: .curved, size: 6).corners == Corners(all: .curved(width: 6, height: 6)))
        #expect(ShapeCategory(family: .square, size: 6).corners == Corners(all: .square))
        var spec = ShapeSpec()
        spec.edges.top = .triangle(size: 3, direction: .outward)
        #expect(ShapeCategory(family: .cut, size: 2).apply(to: spec).edges.top == .triangle(size: 3, direction: .outward))
    }
}
