import Foundation
import Testing
import ShapeModel
import ShapeOracle

/// `AnalyticOracle.outwardClearance` and `provenInsideDepth` (Contract: blocked sides, empty
/// content rectangle) on shapes worked out by hand.
@Suite("Outward clearance and proven-inside depth")
struct OutwardClearanceTests {
    static func oracle(_ spec: ShapeSpec, _ w: Double, _ h: Double) throws -> AnalyticOracle {
        try HandComputedRegionTests.oracle(spec, w, h)
    }

    @Test("rectangle: each side's distance to its edge")
    func rectangle() throws {
        let o = try Self.oracle(ShapeSpec(), 100, 60)
        #expect(o.outwardClearance(of: .top, left: 10, top: 20, right: 90, bottom: 50) == 20)
        #expect(o.outwardClearance(of: .right, left: 10, top: 20, right: 90, bottom: 50) == 10)
        #expect(o.outwardClearance(of: .bottom, left: 10, top: 20, right: 90, bottom: 50) == 10)
        #expect(o.outwardClearance(of: .left, left: 10, top: 20, right: 90, bottom: 50) == 10)
    }

    @Test("an edge flush with a side's span end does not block it; one crossing into the span does")
    func flushEdgeDoesNotBlock() throws {
        let o = try Self.oracle(ShapeSpec(), 100, 60)
        // The right edge x = 100 lies on the top side's span end: the top can still rise 10.
        #expect(o.outwardClearance(of: .top, left: 30, top: 10, right: 100, bottom: 50) == 10)
        // A slanted right edge leaning in above the rectangle's corner blocks the top at once.
        var spec = ShapeSpec()
        spec.offsets.topRight = Vector(dx: -10, dy: 0)   // right edge from (90, 0) to (100, 60)
        let slanted = try Self.oracle(spec, 100, 60)
        // Corner (95, 30) is on the edge (x = 90 + y/6); above it the edge is left of x = 95.
        #expect(slanted.outwardClearance(of: .top, left: 30, top: 30, right: 95, bottom: 50) == 0)
        // The right side is blocked at its top end, where the edge is nearest.
        #expect(slanted.outwardClearance(of: .right, left: 30, top: 30, right: 95, bottom: 50) == 0)
        // With the corner 1 further left, the top rises until the edge reaches x = 94: y = 24. The
        // oracle counts the edge from where it comes within its band of x = 94, which lies 6 bands
        // lower along this edge (slope 6): never more room than the truth, at most 6 bands less.
        let c = slanted.outwardClearance(of: .top, left: 30, top: 30, right: 94, bottom: 50)
        #expect(c <= 6 + 1e-12 && c >= 6 - 6 * slanted.epsilon - 1e-12)
    }

    @Test("rounded corners: the arc crossing the span end stops the side where it crosses")
    func roundedCorner() throws {
        let o = try Self.oracle(ShapeSpec(allCorners: .rounded(20)), 100, 60)
        // Left side over y in (10, 50): the top-left arc reaches x = 20 - √300 at y = 10.
        // Counted from a band above y = 10, where the arc's slope dx/dy is 1/√3.
        let expected = 30 - (20 - 300.0.squareRoot())
        let c = o.outwardClearance(of: .left, left: 30, top: 10, right: 70, bottom: 50)
        #expect(c <= expected + 1e-12 && c >= expected - 1.001 * o.epsilon / 3.0.squareRoot())
        // The top side over x in (30, 70) meets only the straight top edge.
        #expect(o.outwardClearance(of: .top, left: 30, top: 10, right: 70, bottom: 50) == 10)
    }

    @Test("an inward notch's apex stops the side above it; the notch beside a side does not")
    func notch() throws {
        var spec = ShapeSpec()
        spec.edges.top = .triangle(size: 10, direction: .inward)   // apex at (50, 10)
        let o = try Self.oracle(spec, 100, 60)
        #expect(o.outwardClearance(of: .top, left: 30, top: 15, right: 70, bottom: 50) == 5)
        // The apex touches the top side at (50, 10); seen from the left side it lies inside the
        // rectangle, far from the left side, so it does not block it.
        #expect(o.outwardClearance(of: .left, left: 30, top: 10, right: 70, bottom: 50) == 30)
    }

    @Test("curved corner (a quadratic): never more room than the truth, within a few bands of it")
    func curvedCorner() throws {
        var spec = ShapeSpec()
        spec.corners.topLeft = .curved(width: 40, height: 40)
        let o = try Self.oracle(spec, 100, 100)
        // Over x in (5, 50) the curve x = 40 t², y = 40 (1 - t)² is lowest at x = 5: t = √(1/8).
        let t = (1.0 / 8).squareRoot()
        let truth = 30 - 40 * (1 - t) * (1 - t)
        // Counted from a band left of x = 5, where the curve's slope dy/dx is -(1 - t)/t = 1 - √8.
        let c = o.outwardClearance(of: .top, left: 5, top: 30, right: 50, bottom: 100)
        #expect(c <= truth + 1e-12)
        #expect(c >= truth - (8.0.squareRoot() - 1 + AnalyticOracle.clearanceSlack) * o.epsilon - 1e-12)
    }

    @Test("continuous corners (cubics) agree with a dense sampling of the oracle's own outline")
    func continuousCorner() throws {
        let o = try Self.oracle(ShapeSpec(allCorners: .continuous(20)), 120, 80)
        let outline = o.outline(tolerance: 1e-6)
        // The left side over y in (5, 75): the outline's largest x left of x = 40 there.
        // The polygon is within 1e-6 of the outline; where it crosses the span ends, interpolate.
        var highest = -Double.infinity
        for (i, p) in outline.enumerated() where p.x < 40 {
            if p.y > 5 && p.y < 75 { highest = max(highest, p.x) }
            let q = outline[(i + 1) % outline.count]
            for end in [5.0, 75.0] where (p.y - end) * (q.y - end) < 0 {
                highest = max(highest, p.x + (end - p.y) / (q.y - p.y) * (q.x - p.x))
            }
        }
        let c = o.outwardClearance(of: .left, left: 40, top: 5, right: 80, bottom: 75)
        #expect(c <= 40 - highest + 1e-5)
        #expect(c >= 40 - highest - 1e-5 - 10 * o.epsilon)
        // Nothing lies beyond a side that is already past the outline's span.
        #expect(o.outwardClearance(of: .top, left: 10, top: 5, right: 5, bottom: 75) == .infinity)
    }

    @Test("proven-inside depth: the inradius scale of K within the bounds, 0 off the bounds")
    func depth() throws {
        // A 100 x 60 rectangle: K is the rectangle, its centroid 30 from the nearest side.
        #expect(try Self.oracle(ShapeSpec(), 100, 60).provenInsideDepth == 30)
        // Moved wholly right of the bounds (not axis-aligned): nothing of K is left within them.
        var spec = ShapeSpec()
        spec.offsets = Corners(topLeft: Vector(dx: 200, dy: 0), topRight: Vector(dx: 200, dy: 0),
                               bottomRight: Vector(dx: 210, dy: 0), bottomLeft: Vector(dx: 200, dy: 0))
        #expect(try Self.oracle(spec, 100, 100).provenInsideDepth == 0)
        // An empty size has no depth.
        #expect(try Self.oracle(ShapeSpec(), 0, 10).provenInsideDepth == 0)
    }
}
