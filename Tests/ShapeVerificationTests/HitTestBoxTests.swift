import ShapeCore
import ShapeModel
import Testing
@testable import ShapeVerification

/// `HitTestBox`: whether the outline passes through the box a producer's hit test answers for,
/// decided exactly, where sampling the box's corners and edge midpoints missed sharp corners.
@Suite("Hit-test boxes")
struct HitTestBoxTests {
    /// The web producer's first false failure: a 2 x 200 shape whose top-right cut of 2 leaves a
    /// wedge at the top-left vertex. The box around a point just outside that vertex holds part
    /// of the wedge, yet its corners and edge midpoints are all outside the shape.
    @Test func aSharpCornerInsideTheBoxCrossesIt() throws {
        let shape = try ShapeSpec(corners: Corners(topLeft: .square, topRight: .cut(160), bottomRight: .rounded(30), bottomLeft: .square))
            .resolved(for: Size(width: 2, height: 200)).path
        let point = Point(x: -6.122934917841437e-05, y: -0.00014782072520180584)
        let tester = PathHitTester(shape)
        let samples = [(-0.5, -0.5), (0, -0.5), (0.5, -0.5), (-0.5, 0), (0.5, 0), (-0.5, 0.5), (0, 0.5), (0.5, 0.5), (0, 0)]
        #expect(samples.allSatisfy { !tester.contains(Point(x: point.x + $0.0, y: point.y + $0.1)) }, "the nine samples all say outside")
        #expect(tester.contains(Point(x: 0.2, y: 0.4)), "yet the box holds a point of the shape")
        #expect(HitTestBox(centre: point, side: 1).isCrossed(by: shape))
        #expect(!HitTestBox(centre: Point(x: -0.6, y: -0.6), side: 1).isCrossed(by: shape))
    }

    /// Arcs: a box beside a rounded corner is crossed exactly when its nearest point is within the
    /// radius; the box is measured, not the disc around it.
    @Test func arcsCrossBoxesExactly() throws {
        let circle = try ShapeSpec(allCorners: .rounded(.fraction(0.5))).resolved(for: Size(width: 100, height: 100)).path   // centre (50, 50), radius 50
        let diagonal = 1 / 2.0.squareRoot()
        for (distance, crossed) in [(50.0, true), (50.4, true), (50.7, true), (50.72, false), (51.0, false), (49.3, true), (49.29, false)] {
            // Along the diagonal a unit box reaches ~0.707 nearer (its corner) and ~0.707 farther.
            let centre = Point(x: 50 + distance * diagonal, y: 50 + distance * diagonal)
            #expect(HitTestBox(centre: centre, side: 1).isCrossed(by: circle) == crossed, "distance \(distance)")
        }
        // Straight along an axis the box reaches exactly half its side.
        #expect(HitTestBox(centre: Point(x: 100.49, y: 50), side: 1).isCrossed(by: circle))
        #expect(!HitTestBox(centre: Point(x: 100.51, y: 50), side: 1).isCrossed(by: circle))
        // Inside, far from the outline: not crossed.
        #expect(!HitTestBox(centre: Point(x: 50, y: 50), side: 1).isCrossed(by: circle))
    }

    /// Lines, closing segments and Beziers (continuous corners are cubics).
    @Test func linesClosesAndBeziers() throws {
        let square = Path([.move(to: Point(x: 0, y: 0)), .line(to: Point(x: 10, y: 0)), .line(to: Point(x: 10, y: 10)), .line(to: Point(x: 0, y: 10)), .close])
        #expect(HitTestBox(centre: Point(x: -0.4, y: 5), side: 1).isCrossed(by: square), "the closing segment, x = 0")
        #expect(!HitTestBox(centre: Point(x: -0.6, y: 5), side: 1).isCrossed(by: square))
        #expect(!HitTestBox(centre: Point(x: 5, y: 5), side: 1).isCrossed(by: square))
        let continuous = try ShapeSpec(allCorners: .continuous(30)).resolved(for: Size(width: 100, height: 100)).path
        let tester = PathHitTester(continuous)
        var crossings = 0
        for step in 0 ..< 200 {
            let centre = Point(x: Double(step) * 0.1, y: Double(step) * 0.1)
            let crossed = HitTestBox(centre: centre, side: 0.5).isCrossed(by: continuous)
            // Not crossed: the box's corners agree with its centre (a box wholly on one side).
            if !crossed {
                let inside = tester.contains(centre)
                #expect([(-0.25, -0.25), (0.25, -0.25), (-0.25, 0.25), (0.25, 0.25)].allSatisfy { tester.contains(Point(x: centre.x + $0.0, y: centre.y + $0.1)) == inside }, "\(centre)")
            } else {
                crossings += 1
            }
        }
        #expect(crossings > 0 && crossings < 20, "the diagonal crosses the outline once: \(crossings) boxes on it")
    }
}
