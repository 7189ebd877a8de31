import Foundation
import Testing
@testable import ShapeCore

@Suite("Hit testing (Contract: hit-test band)")
struct HitTestingTests {
    let d = 1e-6

    func expectAcross(_ path: Path, at p: Point, outward n: Vector, sourceLocation: SourceLocation = #_sourceLocation) {
        let l = n.length
        let u = Vector(dx: n.dx / l, dy: n.dy / l)
        for rule in FillRule.allCases {
            #expect(path.contains(p - d * u, rule: rule), "just inside \(p)", sourceLocation: sourceLocation)
            #expect(!path.contains(p + d * u, rule: rule), "just outside \(p)", sourceLocation: sourceLocation)
        }
    }

    @Test func roundedCorner() throws {
        let path = try ShapeSpec(allCorners: .rounded(20)).path(for: size(100, 100))
        let s = 1 / 2.0.squareRoot()
        expectAcross(path, at: pt(20 - 20 * s, 20 - 20 * s), outward: Vector(dx: -1, dy: -1))
        // Every quarter of every corner, not only 45 degrees.
        for angle in stride(from: Double.pi + 0.1, to: 1.5 * .pi, by: 0.2) {
            expectAcross(path, at: pt(20 + 20 * cos(angle), 20 + 20 * sin(angle)), outward: Vector(dx: cos(angle), dy: sin(angle)))
            expectAcross(path, at: pt(80 - 20 * cos(angle), 80 - 20 * sin(angle)), outward: Vector(dx: -cos(angle), dy: -sin(angle)))
        }
        #expect(!path.contains(pt(1, 1)))
        #expect(path.contains(pt(50, 50)))
        #expect(path.contains(pt(20, 0.5)))
        #expect(!path.contains(pt(-0.5, 50)))
        #expect(!path.contains(pt(.nan, 50)))
    }

    @Test func cutCorner() throws {
        let path = try ShapeSpec(allCorners: .cut(20)).path(for: size(100, 100))
        expectAcross(path, at: pt(10, 10), outward: Vector(dx: -1, dy: -1))
        expectAcross(path, at: pt(90, 90), outward: Vector(dx: 1, dy: 1))
        expectAcross(path, at: pt(95, 85), outward: Vector(dx: 1, dy: 1))
    }

    @Test func curvedCorner() throws {
        var spec = ShapeSpec()
        spec.corners.topLeft = .curved(width: 20, height: 60)
        let path = try spec.path(for: size(200, 120))
        // B(t) = (20 t², 60 (1 - t)²); tangent (40 t, -120 (1 - t)); outward normal towards the vertex.
        for t in [0.1, 0.3, 0.5, 0.7, 0.9] {
            let p = pt(20 * t * t, 60 * (1 - t) * (1 - t))
            expectAcross(path, at: p, outward: Vector(dx: -120 * (1 - t), dy: -40 * t))
        }
    }

    @Test func continuousCorner() throws {
        let path = try ShapeSpec(allCorners: .continuous(12)).path(for: size(120, 80))
        let k = ContinuousCornerTemplate.diagonalCrossing * 12
        expectAcross(path, at: pt(k, k), outward: Vector(dx: -1, dy: -1))
        expectAcross(path, at: pt(120 - k, 80 - k), outward: Vector(dx: 1, dy: 1))
    }

    @Test func outwardTriangle() throws {
        var spec = ShapeSpec(allCorners: .rounded(8))
        spec.edges.top = .triangle(size: 10, direction: .outward)
        let path = try spec.path(for: size(100, 50))
        expectAcross(path, at: pt(50, -10), outward: Vector(dx: 0, dy: -1))
        expectAcross(path, at: pt(45, -5), outward: Vector(dx: -1, dy: -1))
        expectAcross(path, at: pt(55, -5), outward: Vector(dx: 1, dy: -1))
        #expect(!path.contains(pt(30, -1)))
    }

    @Test func inwardTriangle() throws {
        var spec = ShapeSpec(allCorners: .cut(6))
        spec.edges.bottom = .triangle(size: 8, direction: .inward)
        let path = try spec.path(for: size(100, 50))
        expectAcross(path, at: pt(50, 42), outward: Vector(dx: 0, dy: 1))
        expectAcross(path, at: pt(46, 46), outward: Vector(dx: 1, dy: 1))
        #expect(!path.contains(pt(50, 49)))
        #expect(path.contains(pt(30, 49)))
    }

    @Test func nonZeroAndEvenOddDifferOnOverlap() {
        // Two overlapping squares, same direction: winding 2 in the overlap.
        var b = PathBuilder(startingAt: pt(0, 0))
        b.line(to: pt(10, 0)); b.line(to: pt(10, 10)); b.line(to: pt(0, 10)); b.close()
        b.move(to: pt(5, 5))
        b.line(to: pt(15, 5)); b.line(to: pt(15, 15)); b.line(to: pt(5, 15)); b.close()
        let path = b.path
        #expect(PathHitTester(path).windingNumber(at: pt(7, 7)) == 2)
        #expect(path.contains(pt(7, 7), rule: .nonZero))
        #expect(!path.contains(pt(7, 7), rule: .evenOdd))
        #expect(path.contains(pt(2, 2), rule: .evenOdd))
        // One winding number answers both rules as contains does.
        let tester = PathHitTester(path)
        for p in [pt(7, 7), pt(2, 2), pt(12, 12), pt(20, 20)] {
            for rule in FillRule.allCases {
                #expect(rule.fills(tester.windingNumber(at: p)) == tester.contains(p, rule: rule))
            }
        }
        // fillWinding is that number at finite points, and 0 (outside) at the rest.
        for p in [pt(7, 7), pt(2, 2), pt(12, 12), pt(.nan, 7), pt(7, .infinity), pt(-.infinity, 7)] {
            #expect(tester.fillWinding(at: p) == (p.isFinite ? tester.windingNumber(at: p) : 0))
            for rule in FillRule.allCases { #expect(rule.fills(tester.fillWinding(at: p)) == tester.contains(p, rule: rule)) }
        }
        #expect(tester.fillWinding(at: pt(7, 7)) == 2)
    }

    @Test func openSubpathsAreFilledAsIfClosed() {
        var b = PathBuilder(startingAt: pt(0, 0))
        b.line(to: pt(10, 0)); b.line(to: pt(10, 10))
        #expect(b.path.contains(pt(8, 2)))
        #expect(!b.path.contains(pt(2, 8)))
    }

    @Test func arcsWithNegativeSweepAndFullCircles() {
        var b = PathBuilder()
        b.arc(center: pt(0, 0), radius: 10, startAngle: 0.3, sweep: -2 * .pi)
        b.close()
        #expect(b.path.contains(pt(9.99, 0)))
        #expect(!b.path.contains(pt(10.01, 0)))
        #expect(b.path.contains(pt(0, -9.99)))
        #expect(PathHitTester(b.path).windingNumber(at: pt(1, 1)) == -1)
    }

    /// The hit test and the area must describe the same region: a grid count approximates the area.
    @Test(arguments: [
        ShapeSpec(allCorners: .continuous(.fraction(0.3))),
        ShapeSpec(corners: Corners(topLeft: .curved(width: 40, height: 15), topRight: .rounded(25), bottomRight: .cut(30), bottomLeft: .continuous(10)),
                  edges: Edges(top: .triangle(size: 12, direction: .outward), right: .straight,
                               bottom: .triangle(size: 10, direction: .inward), left: .straight)),
    ])
    func gridCountAgreesWithArea(_ spec: ShapeSpec) throws {
        let path = try spec.path(for: size(120, 80))
        let tester = PathHitTester(path)
        let b = path.bounds
        let n = 400
        var inside = 0
        for i in 0..<n {
            for j in 0..<n {
                let p = pt(b.minX + (Double(i) + 0.5) * b.width / Double(n), b.minY + (Double(j) + 0.5) * b.height / Double(n))
                if tester.contains(p) { inside += 1 }
            }
        }
        let estimate = Double(inside) * b.width * b.height / Double(n * n)
        #expect(abs(estimate - path.area) / path.area < 0.005, "grid \(estimate) vs area \(path.area)")
    }
}
