import Testing
@testable import ShapeCore

@Suite("Invalid input is a named error, never a trap")
struct InvalidInputTests {
    static let invalidSizes: [(Size, String)] = [
        (Size(width: .nan, height: 10), "size.width"),
        (Size(width: 10, height: .infinity), "size.height"),
        (Size(width: -1, height: 10), "size.width"),
        (Size(width: 10, height: 2e9), "size.height"),
    ]

    @Test(arguments: invalidSizes)
    func badSizes(_ s: Size, _ field: String) {
        let error = #expect(throws: ShapeInputError.self) { try ShapeSpec(allCorners: .rounded(4)).resolved(for: s) }
        #expect(error?.field == field)
    }

    static let badSpecs: [(ShapeSpec, String)] = {
        var cases: [(ShapeSpec, String)] = []
        var s = ShapeSpec()
        s.corners.topLeft = .rounded(.points(-3))
        cases.append((s, "corners.topLeft.size"))
        s = ShapeSpec()
        s.corners.topRight = .cut(.points(.nan))
        cases.append((s, "corners.topRight.size"))
        s = ShapeSpec()
        s.corners.bottomRight = .curved(width: 4, height: .points(.infinity))
        cases.append((s, "corners.bottomRight.height"))
        s = ShapeSpec()
        s.corners.bottomLeft = .continuous(.fraction(1.5e9))
        cases.append((s, "corners.bottomLeft.size"))
        s = ShapeSpec()
        s.edges.left = .triangle(size: .points(-.infinity), direction: .inward)
        cases.append((s, "edges.left.size"))
        s = ShapeSpec()
        s.offsets.bottomRight = Vector(dx: .nan, dy: 0)
        cases.append((s, "offsets.bottomRight[0]"))
        s = ShapeSpec()
        s.offsets.topLeft = Vector(dx: 0, dy: -1e10)
        cases.append((s, "offsets.topLeft[1]"))
        return cases
    }()

    @Test(arguments: badSpecs)
    func badNumbersNameTheirField(_ spec: ShapeSpec, _ field: String) {
        let error = #expect(throws: ShapeInputError.self) { try spec.path(for: size(100, 50)) }
        #expect(error?.field == field)
    }

    static let foldingOffsets: [Corners<Vector>] = [
        // topLeft pushed past topRight: the quadrilateral turns the wrong way.
        Corners(topLeft: Vector(dx: 150, dy: 0), topRight: .zero, bottomRight: .zero, bottomLeft: .zero),
        // Three collinear corner points: not strictly convex.
        Corners(topLeft: .zero, topRight: Vector(dx: -50, dy: 25), bottomRight: .zero, bottomLeft: .zero),
        // A dent: bottomRight pulled inside the triangle of the others.
        Corners(topLeft: .zero, topRight: .zero, bottomRight: Vector(dx: -80, dy: -40), bottomLeft: .zero),
        // Mirrored: counter-clockwise order.
        Corners(topLeft: Vector(dx: 0, dy: 50), topRight: Vector(dx: 0, dy: 50), bottomRight: Vector(dx: 0, dy: -50), bottomLeft: Vector(dx: 0, dy: -50)),
    ]

    @Test(arguments: foldingOffsets)
    func nonConvexOffsetsAreInvalid(_ offsets: Corners<Vector>) {
        let spec = ShapeSpec(corners: Corners(all: .rounded(5)), offsets: offsets)
        let error = #expect(throws: ShapeInputError.self) { try spec.path(for: size(100, 50)) }
        #expect(error?.field == "offsets")
        #expect(error?.problem.contains("strictly convex") == true)
    }

    @Test func zeroAreaSizesSkipTheConvexityCheck() throws {
        // Contract: empty size: a zero-area size is the empty path whatever the offsets.
        let spec = ShapeSpec(offsets: Self.foldingOffsets[0])
        #expect(try spec.path(for: size(0, 50)) == .empty)
    }

    @Test func hugeButValidNumbersDoNotTrap() throws {
        let spec = ShapeSpec(corners: Corners(topLeft: .rounded(1e9), topRight: .cut(.fraction(1e9)), bottomRight: .continuous(1e9),
                                              bottomLeft: .curved(width: 1e9, height: 0)),
                             edges: Edges(all: .triangle(size: 1e9, direction: .inward)))
        let shape = try spec.resolved(for: size(1e9, 1e-9))
        #expect(shape.overlapFactor > 0 && shape.overlapFactor < 1)
        #expect(shape.path.elements.allSatisfy { $0.isFinite })
        #expect(shape.path.area.isFinite && shape.contentMargins.top.isFinite)
        let tiny = try spec.resolved(for: size(ShapeLimits.minimumNonzeroSize, 1e9))
        #expect(tiny.path.elements.allSatisfy { $0.isFinite })
        #expect(tiny.path.area > 0)
        let belowLimit = #expect(throws: ShapeInputError.self) { try spec.resolved(for: size(.leastNonzeroMagnitude, 1e9)) }
        #expect(belowLimit?.field == "size.width")
    }
}
