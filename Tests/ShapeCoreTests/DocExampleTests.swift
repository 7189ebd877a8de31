import Foundation
@testable import ShapeCore
import Testing

/// The usage examples in the doc comments of `resolved(for:)`, `contentMargins`, `Path.contains`,
/// `PathHitTester`, the motion API and the surfaces API, run as written, so the documentation
/// cannot drift from the API.
@Suite("Doc comment examples (core)")
struct DocExampleTests {
    @Test func resolvedForSize() throws {
        let shape = try ShapeSpec(allCorners: .rounded(60)).resolved(for: Size(width: 100, height: 100))
        #expect(abs(shape.overlapFactor - 5.0 / 6.0) < 1e-15)
        #expect(abs(shape.path.area - 7853.981633974483) < 1e-9)
    }

    @Test func contentMarginsWithOffsets() throws {
        var trapezoid = ShapeSpec()
        trapezoid.offsets.topRight = Vector(dx: 0, dy: 20)   // the top edge runs from (0, 0) to (100, 20)
        let m = try trapezoid.resolved(for: Size(width: 100, height: 100)).contentMargins
        #expect(abs(m.top - 220.0 / 13) < 1e-12 && abs(m.right - 200.0 / 13) < 1e-12)
        #expect(m.left == 0 && m.bottom == 0)
    }

    @Test func trimmedWraps() throws {
        let circle = try CircleShape().path(for: Size(width: 100, height: 100))
        #expect(abs(circle.trimmed(from: 0.75, to: 0.25).length - 50 * Double.pi) < 1e-12)
    }

    @Test func resolvedWithPath() throws {
        let (shape, path) = try ShapeSpec(allCorners: .rounded(60)).resolvedWithPath(for: Size(width: 100, height: 100))
        #expect(path == shape.path)
        #expect(abs(shape.overlapFactor - 50.0 / 60) < 1e-15)
    }

    @Test func severalTrims() throws {
        let circle = try CircleShape().path(for: Size(width: 100, height: 100))
        let halves = circle.trimmed([(0, 0.5), (0.75, 0.25)]).map(\.length)   // two halves of the circumference
        #expect(halves.count == 2 && halves.allSatisfy { abs($0 - 50 * Double.pi) < 1e-12 })
    }

    @Test func measuredPath() throws {
        let circle = try CircleShape().path(for: Size(width: 100, height: 100))
        let measured = MeasuredPath(circle)
        #expect(measured.length == circle.length)                                                  // circle.length, bit for bit
        #expect(measured.trimmed([(0, 0.5), (0.75, 0.25)]) == circle.trimmed([(0, 0.5), (0.75, 0.25)]))
    }

    @Test func pointsAtLengths() throws {
        let circle = try CircleShape().path(for: Size(width: 100, height: 100))
        let points = circle.points(atLengths: [0, circle.length / 2])
        #expect(points.count == 2 && points[0] == circle.point(atLength: 0) && points[1] == circle.point(atLength: circle.length / 2))
        #expect(abs(points[0]!.distance(to: points[1]!) - 100) < 1e-9)   // the start point and the opposite point
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

    /// `ShapedSurface`'s doc comment and Docs/Core.md's surfaces example.
    @Test func shapedSurface() throws {
        let pill = try ShapedSurface(spec: PillShape(), size: Size(width: 200, height: 80), borderWidth: 10, elevation: 6)
        #expect(pill.contentMask.svgPathData == "M 10 40 A 30 30 0 0 1 40 10 L 160 10 A 30 30 0 0 1 190 40 A 30 30 0 0 1 160 70 L 40 70 A 30 30 0 0 1 10 40 Z")
        #expect(abs(pill.maskArea - (180 * 60 - (4 - Double.pi) * 30 * 30)) < 1e-9)
        #expect(abs(pill.borderArea - (pill.outline.area - pill.maskArea)) < 1e-9)
        #expect(pill.fillPath == pill.outline && pill.shadowPath == pill.outline && pill.hitArea == pill.outline)
        #expect(pill.shadow?.ambientBlur == 0.889544 * 6 - 0.003701 && abs(5.333563 - 0.889544 * 6 + 0.003701) < 1e-12)
        #expect(pill.ripple.maximumRadius == hypot(200, 80) / 2 + 10 && !pill.ripple.overflowsBounds)
        #expect(abs((pill.shadow?.keyOffset.dy ?? 0) - 7.34775) < 1e-12)
    }

    /// `ShadowParameters`' doc comment.
    @Test func shadowParameters() throws {
        let shadow = try #require(ShadowParameters(elevation: 6))
        #expect(abs(shadow.ambientBlur - 5.333563) < 1e-12)
        #expect(abs(shadow.keyOffset.dy - 7.34775) < 1e-12)
        #expect(ShadowParameters(elevation: 0) == nil)
    }

    /// `Ripple`'s doc comment.
    @Test func ripple() {
        let ripple = Ripple(bounds: Rect(x: 0, y: 0, width: 30, height: 40), size: Size(width: 30, height: 40))
        #expect(ripple.maximumRadius == 35)
        #expect(!ripple.overflowsBounds)
    }

    /// `Path.reversed()`'s doc comment.
    @Test func pathReversed() throws {
        let square = try ShapeSpec().path(for: Size(width: 10, height: 10))
        #expect(square.reversed().signedArea == -100)
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
        let winding = cut.fillWinding(at: Point(x: 50, y: 50))
        #expect(winding == 1)
        #expect(FillRule.evenOdd.fills(winding))
    }

    @Test func rowCacheRuns() throws {
        let tester = PathHitTester(try ShapeSpec(allCorners: .rounded(20)).path(for: Size(width: 100, height: 100)))
        var rows = PathHitTester.RowCache(tester)
        var runs: [(Range<Int>, Bool)] = []
        rows.forEachRun(atY: 50, count: 12, x: { Double($0) * 10 - 5 }) { runs.append(($0, $1)) }
        #expect(runs.map(\.0) == [0..<1, 1..<11, 11..<12] && runs.map(\.1) == [false, true, false])
    }

    @Test func pngRendererImage() throws {
        let card = try ShapeSpec(allCorners: .rounded(8)).path(for: Size(width: 40, height: 20))
        let renderer = PNGRenderer(viewBox: Rect(x: 0, y: 0, width: 40, height: 20), scale: 2)
        let image = try renderer.image([(card, RGBA(hex: "#6200ee")!)])
        let png = PNGEncoder.encode(image)
        #expect(image.width == 80 && image.height == 40)
        #expect(png == (try renderer.render([(card, RGBA(hex: "#6200ee")!)])))
    }

    @Test func pngEncoderEncode() {
        let image = RGBAImage(width: 2, height: 1, bytes: [255, 0, 0, 255, 0, 0, 255, 255])!
        let png = PNGEncoder.encode(image)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(String(decoding: png[12 ..< 16], as: UTF8.self) == "IHDR" && String(decoding: png.suffix(8).prefix(4), as: UTF8.self) == "IEND")
    }

    @Test func deflateZlib() {
        let data = Array(repeating: UInt8(7), count: 10_000)
        let stream = Deflate.zlib(data)
        #expect(Array(stream.prefix(2)) == [0x78, 0x9C] && stream.count < 60)
    }
}

/// The examples in the doc comments of `PathSink`, `RecordingPathSink`, `Path.replay(into:)`
/// and `ShapeSpec.withCornerCurve(_:)`.
@Suite("Doc comment examples (path replay, corner curve)")
struct ReplayDocExampleTests {
    @Test func pathSink() throws {
        var recorder = RecordingPathSink()
        try ShapeSpec(allCorners: .rounded(10)).path(for: Size(width: 40, height: 20)).replay(into: &recorder)
        #expect(recorder.calls.first == .move(to: Point(x: 0, y: 10)))
    }

    @Test func recordingPathSink() {
        var recorder = RecordingPathSink()
        Path([.move(to: Point(x: 0, y: 0)), .line(to: Point(x: 1, y: 0)), .close]).replay(into: &recorder)
        #expect(recorder.calls == [.move(to: Point(x: 0, y: 0)), .line(to: Point(x: 1, y: 0)), .close])
    }

    @Test func replay() throws {
        var recorder = RecordingPathSink()
        try CircleShape().path(for: Size(width: 20, height: 20)).replay(into: &recorder)
        #expect(recorder.calls.count == 6)
    }

    @Test func withCornerCurve() {
        #expect(ShapeSpec(allCorners: .rounded(8)).withCornerCurve(.continuous).corners.topLeft == .continuous(8))
        #expect(CornerCurve.circular.family == .rounded && CornerCurve.continuous.family == .continuous)
        #expect(CornerCurve.continuous.applied(to: .cut(3)) == .cut(3))
        #expect(CornerCurve.continuous.applied(to: .curved(width: 2, height: 3)) == .curved(width: 2, height: 3))
        #expect(CornerCurve.circular.applied(to: .continuous(.fraction(0.5))) == .rounded(.fraction(0.5)))
        #expect(CornerCurve.continuous.applied(to: .square) == .square)
    }
}
