import ShapeCore
import Testing

/// The usage examples in the doc comments of `resolved(for:)`, `Path.contains` and
/// `PathHitTester`, run as written, so the documentation cannot drift from the API.
@Suite("Doc comment examples (core)")
struct DocExampleTests {
    @Test func resolvedForSize() throws {
        let shape = try ShapeSpec(allCorners: .rounded(60)).resolved(for: Size(width: 100, height: 100))
        #expect(abs(shape.overlapFactor - 5.0 / 6.0) < 1e-15)
        #expect(abs(shape.path.area - 7853.981633974483) < 1e-9)
    }

    @Test func trimmedWraps() throws {
        let circle = try CircleShape().path(for: Size(width: 100, height: 100))
        #expect(abs(circle.trimmed(from: 0.75, to: 0.25).length - 50 * Double.pi) < 1e-12)
    }

    @Test func spinnerFrame() throws {
        let frame = try SpinnerFrame(time: 0.5)
        #expect(abs(frame.rotation - Double.pi / 4) < 1e-15 && frame.strokeStart == 0.125 && frame.strokeEnd == 0.5)
        let arc = try SpinnerFrame(time: 0.5).visibleArc(for: Size(width: 48, height: 48))
        #expect(abs(arc.length - 0.375 * 48 * Double.pi) < 1e-12)
    }

    @Test func interpolated() throws {
        let a = ShapeSpec(allCorners: .square), b = ShapeSpec(allCorners: .rounded(20))
        let mid = try a.interpolated(to: b, at: 0.5, for: Size(width: 100, height: 100))
        #expect(mid == ShapeSpec(allCorners: .rounded(10)))
    }

    @Test func circleShapePath() throws {
        let circle = try CircleShape().path(for: Size(width: 120, height: 80))   // radius 40 around (60, 40)
        #expect(circle.bounds == Rect(x: 20, y: 0, width: 80, height: 80))
    }

    @Test func tangentArc() {
        var builder = PathBuilder(startingAt: Point(x: 0, y: 50))
        builder.arc(tangentPoint: Point(x: 0, y: 0), to: Point(x: 50, y: 0), radius: 10)   // line to (0, 10), arc to (10, 0)
        #expect(builder.elements[1] == .line(to: Point(x: 0, y: 10)) && builder.currentPoint == Point(x: 10, y: 0))
    }

    @Test func pathContains() throws {
        let path = try ShapeSpec(allCorners: .cut(20)).path(for: Size(width: 100, height: 100))
        #expect(path.contains(Point(x: 50, y: 50)))
        #expect(!path.contains(Point(x: 2, y: 2)))
    }

    @Test func pathHitTester() throws {
        let path = try ShapeSpec(allCorners: .rounded(20)).path(for: Size(width: 100, height: 100))
        let tester = PathHitTester(path)
        let points = [Point(x: 50, y: 50), Point(x: 1, y: 1), Point(x: 99, y: 50)]
        let inside = points.filter { tester.contains($0) }
        #expect(inside == [Point(x: 50, y: 50), Point(x: 99, y: 50)])

        let cut = PathHitTester(try ShapeSpec(allCorners: .cut(20)).path(for: Size(width: 100, height: 100)))
        #expect(cut.contains(Point(x: 50, y: 50)))
        #expect(!cut.contains(Point(x: 2, y: 2)))
        #expect(cut.contains(Point(x: 50, y: 50), rule: .evenOdd))
    }
}
