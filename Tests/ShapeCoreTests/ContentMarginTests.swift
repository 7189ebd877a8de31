import Foundation
import Testing
@testable import ShapeCore

@Suite("Content margins (Contract: content margins, margins with offsets)")
struct ContentMarginTests {
    @Test(arguments: [4.0, 10, 25])
    func roundedCornerTouchesTheArcAt45Degrees(_ r: Double) throws {
        let shape = try ShapeSpec(allCorners: .rounded(.points(r))).resolved(for: size(100, 60))
        let m = shape.contentMargins
        #expect(m.top == m.left)
        // The content rectangle's corner lies on the arc around (r, r).
        let corner = pt(m.left, m.top)
        #expect(close(corner.distance(to: pt(r, r)), r, 1e-14))
        #expect(close(m.top, r * (1 - 1 / 2.0.squareRoot()), 1e-15))
    }

    @Test func circleGivesTheInscribedSquare() throws {
        let shape = try CircleShape().spec(for: size(80, 80)).resolved(for: size(80, 80))
        let content = Rect(size: shape.size).inset(by: shape.contentMargins)
        let side = 80 / 2.0.squareRoot()
        #expect(close(content.width, side, 1e-14) && close(content.height, side, 1e-14))
        #expect(close(content.midX, 40, 1e-14) && close(content.midY, 40, 1e-14))
    }

    @Test func offCentreCircleGivesItsInscribedSquare() throws {
        // Offsets that keep an axis-aligned rectangle: the content-margin demands on that rectangle, not conservative.
        let shape = try CircleShape().spec(for: size(100, 60)).resolved(for: size(100, 60))
        #expect(shape.hasOffsets)
        let content = Rect(size: shape.size).inset(by: shape.contentMargins)
        let side = 60 / 2.0.squareRoot()
        #expect(close(content.width, side, 1e-13) && close(content.height, side, 1e-13))
        #expect(close(content.midX, 50, 1e-14) && close(content.midY, 30, 1e-14))
    }

    @Test func curvedCornerUsesTheCurveAtHalf() throws {
        var spec = ShapeSpec()
        spec.corners.bottomRight = .curved(width: 20, height: 60)
        let m = try spec.resolved(for: size(200, 120)).contentMargins
        #expect(m == EdgeInsets(top: 0, left: 0, bottom: 15, right: 5))
    }

    @Test func continuousCornerUsesTheDiagonalCrossing() throws {
        let m = try ShapeSpec(allCorners: .continuous(12)).resolved(for: size(120, 80)).contentMargins
        #expect(close(m.top, 3.49808058, 1e-12))
        // The middle cubic of the template at t = 1/2 is on the diagonal.
        let crossing = ContinuousCornerTemplate.diagonalCrossing
        #expect(close(crossing, 3.49808058 / 12, 1e-12))
    }

    @Test func inwardTriangleDepthCounts() throws {
        var spec = ShapeSpec(allCorners: .cut(6))
        spec.edges.left = .triangle(size: 9, direction: .inward)
        spec.edges.right = .triangle(size: 9, direction: .outward)
        let m = try spec.resolved(for: size(100, 50)).contentMargins
        #expect(m == EdgeInsets(top: 3, left: 9, bottom: 3, right: 3))
    }

    @Test func zeroAreaHasZeroMargins() throws {
        #expect(try ShapeSpec(allCorners: .rounded(10)).resolved(for: size(0, 50)).contentMargins == .zero)
    }

    static let offsetSpecs: [ShapeSpec] = {
        var specs: [ShapeSpec] = []
        specs.append(SlantedRectShape(slant: 20).spec)
        specs.append(SlantedRectShape(slant: 30, corner: .rounded(12)).spec)
        specs.append(SlantedRectShape(slant: -25, corner: .cut(.fraction(0.3))).spec)
        var kite = ShapeSpec(allCorners: .continuous(8))
        kite.offsets = Corners(topLeft: Vector(dx: 30, dy: 10), topRight: Vector(dx: -5, dy: 25),
                               bottomRight: Vector(dx: 10, dy: -3), bottomLeft: Vector(dx: 15, dy: -20))
        kite.edges = Edges(all: .triangle(size: 12, direction: .inward))
        specs.append(kite)
        var wide = ShapeSpec(corners: Corners(topLeft: .curved(width: 40, height: 10), topRight: .rounded(30),
                                              bottomRight: .cut(20), bottomLeft: .square))
        wide.offsets.topLeft = Vector(dx: -20, dy: -20)
        wide.offsets.bottomRight = Vector(dx: 15, dy: 25)
        wide.edges.bottom = .triangle(size: 15, direction: .inward)
        specs.append(wide)
        return specs
    }()

    @Test(arguments: offsetSpecs)
    func withOffsetsTheContentStaysInside(_ spec: ShapeSpec) throws {
        let s = size(160, 90)
        let shape = try spec.resolved(for: s)
        let content = Rect(size: s).inset(by: shape.contentMargins)
        #expect(content.width >= 0 && content.height >= 0)
        #expect(content.width * content.height > 0.05 * shape.path.area, "not absurdly conservative")
        let tester = PathHitTester(shape.path)
        let e = 1e-6
        for i in 0...30 {
            for j in 0...30 {
                let p = pt(content.minX + e + (content.width - 2 * e) * Double(i) / 30,
                           content.minY + e + (content.height - 2 * e) * Double(j) / 30)
                #expect(tester.contains(p), "\(p) is outside the shape")
            }
        }
    }
}

extension Rect {
    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }
}
