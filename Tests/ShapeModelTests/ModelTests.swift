import Testing
import ShapeModel

@Suite("Model values")
struct ModelTests {
    @Test func cornersAndEdgesFollowPathOrder() {
        #expect(Corner.topLeft.incomingEdge == .left)
        #expect(Corner.topLeft.outgoingEdge == .top)
        #expect(Corner.bottomRight.incomingEdge == .right)
        #expect(Edge.left.startCorner == .bottomLeft)
        #expect(Edge.left.endCorner == .topLeft)
        var c = Corners(all: 0)
        c[.bottomRight] = 3
        #expect(c.inOrder == [0, 0, 3, 0])
    }

    @Test func fractionsResolveAgainstTheShorterSide() {
        #expect(Length.fraction(0.5).resolved(for: Size(width: 40, height: 80)) == 20)
        #expect(Length.fraction(0.5).resolved(for: Size(width: 80, height: 40)) == 20)
        #expect(Length.points(7).resolved(for: Size(width: 1, height: 1)) == 7)
    }

    @Test(arguments: [
        (Size(width: .nan, height: 1), "size.width"),
        (Size(width: 1, height: -1), "size.height"),
        (Size(width: .infinity, height: 1), "size.width"),
        (Size(width: 1, height: 2e9), "size.height"),
        (Size(width: 1e-10, height: 1), "size.width"),
    ])
    func invalidSizesNameTheirField(_ size: Size, _ field: String) {
        do { try size.validate() } catch { #expect(error.field == field) }
    }

    @Test func specValidationNamesTheField() {
        var spec = ShapeSpec()
        spec.offsets.bottomLeft = Vector(dx: 0, dy: .nan)
        do { try spec.validate(); Issue.record("accepted NaN offset") } catch { #expect(error.field == "offsets.bottomLeft[1]") }
        spec = ShapeSpec()
        spec.edges.right = .triangle(size: .fraction(-.infinity), direction: .inward)
        do { try spec.validate(); Issue.record("accepted -inf") } catch { #expect(error.field == "edges.right.size") }
    }

    @Test func arcEndpointsFollowTheScreenConvention() {
        let arc = Arc(center: Point(x: 10, y: 10), radius: 5, startAngle: .pi, endAngle: 1.5 * .pi)
        #expect(arc.sweep > 0)
        #expect(abs(arc.startPoint.x - 5) < 1e-12 && abs(arc.startPoint.y - 10) < 1e-12)
        #expect(abs(arc.endPoint.x - 10) < 1e-12 && abs(arc.endPoint.y - 5) < 1e-12)
    }

    @Test func affineTransformsCompose() {
        let t = AffineTransform.scale(x: 2, y: 3).concatenating(.translation(dx: 1, dy: -1))
        #expect(t.apply(Point(x: 1, y: 1)) == Point(x: 3, y: 2))
        let r = AffineTransform.rotation(.pi / 2).apply(Vector(dx: 1, dy: 0))
        #expect(abs(r.dx) < 1e-15 && abs(r.dy - 1) < 1e-15)
    }
}
