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

    @Test func trapezoidIsShrunkThenPushed() throws {
        // Square corners, top edge from (0, 0) to (100, 20). The nominal rectangle shrinks about the
        // centre (50, 55) by t = 9/13 until its top-right corner meets the top edge (55 - 55t = 10 + 10t):
        // [200/13, 1100/13] x [220/13, 1210/13]. Top and right are blocked there (the top edge runs
        // through that corner); the bottom goes to the bounds (100) and the left to the left edge (0).
        var spec = ShapeSpec()
        spec.offsets.topRight = Vector(dx: 0, dy: 20)
        let m = try spec.resolved(for: size(100, 100)).contentMargins
        #expect(close(m.top, 220.0 / 13, 1e-12) && close(m.right, 200.0 / 13, 1e-12))
        #expect(m.bottom == 0 && m.left == 0)
    }

    @Test func parallelogramCornersAlreadyTouchTheSlantedEdges() throws {
        // Slant 20 on 160 x 90: the shrunk rectangle [16, 144] x [9, 81] has its top-left and
        // bottom-right corners on the slanted edges, which then block every side.
        let m = try SlantedRectShape(slant: 20).spec.resolved(for: size(160, 90)).contentMargins
        #expect(close(m.top, 9, 1e-12) && close(m.left, 16, 1e-12) && close(m.bottom, 9, 1e-12) && close(m.right, 16, 1e-12))
    }

    @Test func shapeOffTheBoundsHasAnEmptyContentRectangle() throws {
        // Moved wholly right of (0, 0, 100, 100) and not an axis-aligned rectangle.
        var spec = ShapeSpec(allCorners: .rounded(10))
        spec.offsets = Corners(topLeft: Vector(dx: 200, dy: 0), topRight: Vector(dx: 200, dy: 0),
                               bottomRight: Vector(dx: 210, dy: 0), bottomLeft: Vector(dx: 200, dy: 0))
        let m = try spec.resolved(for: size(100, 100)).contentMargins
        let content = Rect(size: size(100, 100)).inset(by: m)
        #expect(content.width == 0 || content.height == 0)
        #expect(content.width >= 0 && content.height >= 0)
        #expect([m.top, m.left, m.bottom, m.right].allSatisfy { $0 >= 0 })
    }

    @Test func subnormalCornerDoesNotFlipTheProvenRegion() throws {
        // Found by margins-inside-shape: a 5e-324 continuous corner rounds its joints onto the
        // vertex so that the chord between them points backwards; the region G must still be the
        // shape's (the content rectangle is not empty).
        var spec = ShapeSpec()
        spec.corners.bottomLeft = .continuous(.points(Double.leastNonzeroMagnitude))
        spec.offsets.topLeft = Vector(dx: 30, dy: 0)
        let m = try spec.resolved(for: size(50, 50)).contentMargins
        let content = Rect(size: size(50, 50)).inset(by: m)
        #expect(content.width > 10 && content.height > 10)
    }

    @Test(arguments: offsetSpecs)
    func withOffsetsEverySideIsBlocked(_ spec: ShapeSpec) throws {
        let s = size(160, 90)
        let shape = try spec.resolved(for: s)
        let m = shape.contentMargins
        let tester = PathHitTester(shape.path)
        let (x0, y0, x1, y1) = (m.left, m.top, s.width - m.right, s.height - m.bottom)
        #expect(x0 < x1 && y0 < y1)
        // Moved out by 0.5, each side's strip holds a point outside the shape (sampled 0.4 out), or
        // the side reaches past the bounds.
        let d = 0.5
        let strips: [(Edge, Bool, (Double) -> Point)] = [
            (.top, y0 - d < 0, { Point(x: x0 + (x1 - x0) * $0, y: y0 - 0.8 * d) }),
            (.right, x1 + d > s.width, { Point(x: x1 + 0.8 * d, y: y0 + (y1 - y0) * $0) }),
            (.bottom, y1 + d > s.height, { Point(x: x0 + (x1 - x0) * $0, y: y1 + 0.8 * d) }),
            (.left, x0 - d < 0, { Point(x: x0 - 0.8 * d, y: y0 + (y1 - y0) * $0) }),
        ]
        for (edge, atBounds, point) in strips where !atBounds {
            let leaves = (0...4000).contains { !tester.contains(point(Double($0) / 4000)) }
            #expect(leaves, "the \(edge) side could move outward by \(d)")
        }
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
