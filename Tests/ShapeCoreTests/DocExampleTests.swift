@testable import ShapeCore
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
