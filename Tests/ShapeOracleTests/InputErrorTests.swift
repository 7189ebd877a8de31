import Testing
import ShapeModel
import ShapeOracle

/// Invalid input is a typed error naming the field, never a trap (Contract: input limits, order of checks).
@Suite("Invalid input")
struct InputErrorTests {
    static func field(_ spec: ShapeSpec, _ size: Size) -> String? {
        do {
            _ = try AnalyticOracle(spec: spec, size: size)
            return nil
        } catch {
            return error.field
        }
    }

    static let ok = Size(width: 100, height: 60)

    @Test("sizes: NaN, infinite, negative, beyond 1e9")
    func sizes() {
        #expect(Self.field(.rectangle, Size(width: .nan, height: 10)) == "size.width")
        #expect(Self.field(.rectangle, Size(width: 10, height: -1)) == "size.height")
        #expect(Self.field(.rectangle, Size(width: .infinity, height: 10)) == "size.width")
        #expect(Self.field(.rectangle, Size(width: 10, height: 2e9)) == "size.height")
    }

    @Test("corner sizes name the corner and the dimension")
    func corners() {
        var spec = ShapeSpec.rectangle
        spec.corners.topLeft = .rounded(.points(-1))
        #expect(Self.field(spec, Self.ok) == "corners.topLeft.size")
        spec.corners.topLeft = .square
        spec.corners.bottomRight = .curved(width: 4, height: .points(.nan))
        #expect(Self.field(spec, Self.ok) == "corners.bottomRight.height")
        spec.corners.bottomRight = .curved(width: .fraction(-0.1), height: 4)
        #expect(Self.field(spec, Self.ok) == "corners.bottomRight.width")
        spec.corners.bottomRight = .continuous(.points(.infinity))
        #expect(Self.field(spec, Self.ok) == "corners.bottomRight.size")
    }

    @Test("offsets and triangles")
    func offsetsAndEdges() {
        var spec = ShapeSpec.rectangle
        spec.offsets.topRight = Vector(dx: .nan, dy: 0)
        #expect(Self.field(spec, Self.ok) == "offsets.topRight[0]")
        spec.offsets.topRight = Vector(dx: 0, dy: -.infinity)
        #expect(Self.field(spec, Self.ok) == "offsets.topRight[1]")
        spec.offsets.topRight = .zero
        spec.edges.left = .triangle(size: .points(-3), direction: .inward)
        #expect(Self.field(spec, Self.ok) == "edges.left.size")
    }

    @Test("offsets that leave the corner points non-convex, collinear or counter-clockwise")
    func nonConvex() {
        var spec = ShapeSpec.rectangle
        spec.offsets.topLeft = Vector(dx: 60, dy: 40)          // past the diagonal: reflex
        #expect(Self.field(spec, Self.ok) == "offsets")
        spec.offsets.topLeft = Vector(dx: 50, dy: 30)          // on the diagonal (0,0)-(100,60)... through (50, 30): collinear
        #expect(Self.field(spec, Self.ok) == "offsets")
        spec.offsets = Corners(topLeft: Vector(dx: 100, dy: 0), topRight: Vector(dx: -100, dy: 0), bottomRight: .zero, bottomLeft: .zero)
        #expect(Self.field(spec, Self.ok) == "offsets")       // swapped top corners: crossed
        spec.offsets = Corners(topLeft: Vector(dx: 49, dy: 30), topRight: .zero, bottomRight: .zero, bottomLeft: .zero)
        #expect(Self.field(spec, Self.ok) == nil)              // just convex
        // An empty size ignores offsets (Contract: order of checks).
        #expect(Self.field(spec, Size(width: 0, height: 0)) == nil)
        // Contract: minimum size: sizes below 1e-9 are rejected before offset convexity's products could underflow.
        #expect(Self.field(.rectangle, Size(width: 1e-300, height: 1e-300)) == "size.width")
    }

    @Test("extreme but valid input resolves without trapping", arguments: [2e-9, 1.0, 1e9])
    func extremes(_ s: Double) throws {
        var spec = ShapeSpec(corners: Corners(topLeft: .rounded(.points(1e9)), topRight: .cut(.fraction(1e9)),
                                              bottomRight: .curved(width: .points(1e9), height: .points(1e-300)), bottomLeft: .continuous(.fraction(0.3))),
                             edges: Edges(all: .triangle(size: .points(1e9), direction: .inward)))
        spec.offsets.topLeft = Vector(dx: 1e-300, dy: 0)
        let o = try AnalyticOracle(spec: spec, size: Size(width: s, height: s * 0.5))
        #expect(o.area.isFinite && o.area >= -1e-9 * s * s)
        #expect(o.scale >= 0 && o.scale <= 1)
        _ = o.classify(Point(x: s / 3, y: s / 5))
        _ = o.distanceToOutline(Point(x: s, y: s))
        #expect(o.outline(tolerance: s / 100).allSatisfy { $0.isFinite })
    }
}
