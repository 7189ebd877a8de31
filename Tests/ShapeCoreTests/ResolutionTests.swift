import Foundation
import Testing
@testable import ShapeCore

@Suite("Resolution details: triangles, offsets, tampering (Contract: affine corner templates, triangles, path order)")
struct ResolutionTests {
    @Test func outwardTriangleIsCentredOnTheSpan() throws {
        var spec = ShapeSpec(corners: Corners(topLeft: .rounded(10), topRight: .cut(30), bottomRight: .square, bottomLeft: .square))
        spec.edges.top = .triangle(size: 15, direction: .outward)
        let shape = try spec.resolved(for: size(200, 100))
        let t = try #require(shape.edges.top.triangle)
        #expect(t.size == 15)
        #expect(t.center == 10 + (200 - 10 - 30) / 2.0)
        #expect(shape.path.elements.contains(.line(to: pt(t.center, -15))), "apex")
    }

    @Test func triangleClampsToHalfTheSpan() throws {
        var spec = ShapeSpec(allCorners: .cut(20))
        spec.edges.top = .triangle(size: 100, direction: .outward)
        let shape = try spec.resolved(for: size(100, 50))
        #expect(shape.edges.top.triangle?.size == 30)
        // The base fills the span: no zero-length straight pieces around it.
        expectWellFormed(shape.path, scale: 100)
        #expect(vertices(shape.path).prefix(4) == [pt(0, 20), pt(20, 0), pt(50, -30), pt(80, 0)])
    }

    @Test func trianglesBelowTheVanishingFloorAreOmitted() throws {
        // Contract: vanishing triangle: below 2^-40 M, M the largest of w, h and the corner points'
        // coordinates. Moving the bottom-right corner to (400, 100) makes M 400, not 100.
        for direction in [TriangleDirection.outward, .inward] {
            for (offset, m) in [(0.0, 100.0), (300, 400)] {
                let floor = 0x1p-40 * m
                var spec = ShapeSpec()
                spec.offsets.bottomRight = Vector(dx: offset, dy: 0)
                spec.edges.top = .triangle(size: .points(floor), direction: direction)
                #expect(try spec.resolved(for: size(100, 100)).edges.top.triangle?.size == floor)
                spec.edges.top = .triangle(size: .points(floor.nextDown), direction: direction)
                #expect(try spec.resolved(for: size(100, 100)).edges.top.triangle == nil)
            }
        }
    }

    @Test func inwardTrianglesClampToAThirdOfTheClearance() throws {
        var spec = ShapeSpec()
        spec.edges.top = .triangle(size: 50, direction: .inward)
        spec.edges.bottom = .triangle(size: 50, direction: .inward)
        let shape = try spec.resolved(for: size(100, 30))
        #expect(shape.edges.top.triangle?.size == 10)
        #expect(shape.edges.bottom.triangle?.size == 10)
        // The two notches' apexes stay 10 apart.
        let tester = PathHitTester(shape.path)
        #expect(tester.contains(pt(50, 15)))
        #expect(!tester.contains(pt(50, 9)) && !tester.contains(pt(50, 21)))
    }

    @Test func clearanceCountsFarCornerReaches() throws {
        var spec = ShapeSpec(corners: Corners(topLeft: .square, topRight: .square, bottomRight: .cut(12), bottomLeft: .square))
        spec.edges.top = .triangle(size: 50, direction: .inward)
        let shape = try spec.resolved(for: size(100, 30))
        #expect(shape.edges.top.triangle?.size == 6, "(30 - 12) / 3")
    }

    @Test func bisectorBoundLimitsInwardTriangles() throws {
        // A square: span 100, a third of the clearance 33.3; at each right-angled corner the apex
        // must stay above half the bisector's depth, 50 * tan(45°) / 2 = 25, which binds.
        var square = ShapeSpec()
        square.edges.top = .triangle(size: 50, direction: .inward)
        #expect(try square.resolved(for: size(100, 100)).edges.top.triangle?.size == 25)

        // Corner points (0,0), (100,0), (100,50), (40,30): tan θ = 0.75 at topLeft, so
        // tan(θ/2) = 0.6 / 1.8 = 1/3. Cut 4: span 96, centre 52 from topLeft, bisector bound
        // 52 / 3 / 2 = 26/3; clearance 30 / 3 = 10; topRight 48 / 2 = 24; the chord bound imposes
        // nothing (4 cos θ < 4). So 26/3.
        var spec = ShapeSpec(corners: Corners(topLeft: .cut(4), topRight: .square, bottomRight: .square, bottomLeft: .square))
        spec.offsets.bottomLeft = Vector(dx: 40, dy: -20)
        spec.edges.top = .triangle(size: 40, direction: .inward)
        let t = try #require(try spec.resolved(for: size(100, 50)).edges.top.triangle)
        #expect(close(t.size, 26.0 / 3, 1e-13))
        // A square acute corner keeps its notch (the old acute-angle rule removed it): centre 50, 50/3/2.
        spec.corners.topLeft = .square
        let u = try #require(try spec.resolved(for: size(100, 50)).edges.top.triangle)
        #expect(close(u.size, 25.0 / 3, 1e-13))
    }

    @Test func chordBoundBindsWhereTheSideReachPassesTheReachPoint() throws {
        // Corner points (0,0), (100,0), (100,50), (40,30): at topLeft cos θ = 0.8, sin θ = 0.6.
        // A curved topLeft reaches 15 along the top and 45 along the left edge; 45 * 0.8 = 36 > 15,
        // so the chord, continued past the top reach point, runs into the shape and bounds the
        // notch at half of 45 * 0.6 * (20 - 15) / (36 - 15) = 135 / 42 (centre 20 on the 10-long
        // span; span/2 = 5, clearance 30 / 3 = 10, bisector 20 / 3 / 2 and topRight's 80 / 2 are
        // all larger).
        var spec = ShapeSpec(corners: Corners(topLeft: .curved(width: 15, height: 45), topRight: .curved(width: 75, height: 10),
                                              bottomRight: .square, bottomLeft: .square))
        spec.offsets.bottomLeft = Vector(dx: 40, dy: -20)
        spec.edges.top = .triangle(size: 10, direction: .inward)
        let t = try #require(try spec.resolved(for: size(100, 50)).edges.top.triangle)
        #expect(t.center == 20)
        #expect(close(t.size, 135.0 / 42, 1e-13))
    }

    @Test(arguments: [1e-15, 1e-12, 1e-9, 1e-6, 1e-3, 1.0])
    func chordBoundIgnoresATinySideReachAtAWideCorner(sideReach: Double) throws {
        // The open find of fuzz seed 14141663668956933598 (case 2134401): the bottomLeft corner
        // is nearly flat (176°) and its curved treatment reaches 5000 along the bottom edge and
        // only `sideReach` up the left edge. In real numbers the chord, continued past the reach
        // point, leaves the edge outward and bounds nothing; the first chord bound crossed the
        // chord with the edge's own direction, whose rounding (a few ulps against a chord term
        // of 2e-16) decided the far side and clamped the notch of size 1 to nothing.
        var spec = ShapeSpec(corners: Corners(topLeft: .square, topRight: .square, bottomRight: .square,
                                              bottomLeft: .curved(width: 5000, height: .points(sideReach))))
        spec.offsets.bottomLeft = Vector(dx: 15606.716499816894, dy: 7997.938082029472)
        spec.offsets.bottomRight = Vector(dx: 16234.081672980223, dy: 18807.49360219054)
        spec.edges.bottom = .triangle(size: 1, direction: .inward)
        let shape = try spec.resolved(for: size(10000, 10000))
        let t = try #require(shape.edges.bottom.triangle, "the notch is kept")
        #expect(t.size == 1)
    }

    @Test func adjacentInwardNotchesStayInTheirHalfWedges() throws {
        // The simple-outline find of seed 259: inward notches on the bottom and left edges meet
        // at the bottomLeft corner (interior angle under 90°). Each apex must lie strictly on its
        // own edge's side of that corner's bisector.
        var spec = ShapeSpec()
        spec.edges.bottom = .triangle(size: 20, direction: .inward)
        spec.edges.left = .triangle(size: 20, direction: .inward)
        spec.offsets.bottomLeft = Vector(dx: -30, dy: 0)
        spec.offsets.bottomRight = Vector(dx: -5, dy: 0)
        spec.offsets.topRight = Vector(dx: 50, dy: 0)
        let shape = try spec.resolved(for: size(40, 40))
        let frame = CornerFrame(shape.cornerPoints)
        let corner = Corner.bottomLeft.rawValue
        let vertex = shape.cornerPoints.bottomLeft
        let bisector = frame.incoming(corner) + frame.outgoing(corner)
        func apex(_ edge: Edge) throws -> Point {
            let t = try #require(shape.edges[edge].triangle)
            return frame.point(onEdge: edge.rawValue, at: t.center, length: shape.edges[edge].length) + t.size * frame.innerNormal(edge.rawValue)
        }
        // The bottom edge leaves bottomLeft backwards (incoming), the left edge forwards (outgoing).
        let bottomSide = bisector.cross(frame.incoming(corner)), leftSide = bisector.cross(frame.outgoing(corner))
        #expect(bottomSide * bisector.cross(try apex(.bottom) - vertex) > 0)
        #expect(leftSide * bisector.cross(try apex(.left) - vertex) > 0)
        #expect(bottomSide * leftSide < 0)
    }

    @Test func roundedCornerAtAnAngleIsATrueTangentArc() throws {
        let spec = SlantedRectShape(slant: 25, corner: .rounded(12)).spec
        let shape = try spec.resolved(for: size(150, 80))
        let frame = CornerFrame(shape.cornerPoints)
        for case .arc(let arc) in shape.path.elements {
            #expect(arc.radius == 12)
            #expect(arc.sweep > 0)
            // The centre is one radius inside two consecutive edge lines.
            let depths = (0..<4).map { frame.depth(of: arc.center, fromEdge: $0) }
            #expect(depths.filter { close($0, 12, 1e-12) }.count == 2, "\(depths)")
        }
        expectWellFormed(shape.path, scale: 150)
    }

    @Test func affineCornersFollowTheEdgeDirections() throws {
        var spec = SlantedRectShape(slant: 20, corner: .cut(10)).spec
        spec.corners.topRight = .curved(width: 10, height: 30)
        let shape = try spec.resolved(for: size(100, 60))
        let frame = CornerFrame(shape.cornerPoints)
        // Every non-vertex point of the outline on an edge line lies within the quad: cut ends
        // are 10 along each edge from the vertex.
        let p0 = shape.cornerPoints.topLeft
        #expect(close(frame.point(onEdge: 0, at: 10, length: frame.lengths[0]).distance(to: p0), 10, 1e-12))
        #expect(shape.corners.topRight.reachIncoming == 10 && shape.corners.topRight.reachOutgoing == 30)
        #expect(shape.path.elements.contains { if case .quad(let c, _) = $0 { c == shape.cornerPoints.topRight } else { false } })
    }

    @Test func pathIsComputedFromTheStoredValues() throws {
        var spec = ShapeSpec()
        spec.edges.top = .triangle(size: 10, direction: .outward)
        var shape = try spec.resolved(for: size(100, 50))
        #expect(shape.path.elements.contains(.line(to: pt(50, -10))))
        shape.edges.top.triangle?.center = 30
        #expect(shape.path.elements.contains(.line(to: pt(30, -10))), "tampered centre moves the apex")
        shape.corners.topLeft.treatment = .cut(5)
        shape.corners.topLeft.reachIncoming = 5
        shape.edges.top.spanStart = 5
        shape.edges.left.spanEnd = 45
        #expect(shape.path.elements.first == .move(to: pt(0, 5)))
        #expect(shape.path.elements[1] == .line(to: pt(5, 0)))
    }

    @Test func continuousCornerIsTheTemplate() throws {
        let shape = try ShapeSpec(allCorners: .continuous(10)).resolved(for: size(100, 100))
        #expect(close(shape.corners.topLeft.reachOutgoing, 15.2866483, 1e-15))
        let e = shape.path.elements
        // move, then per corner cubic line cubic line cubic, then an edge line: 6 per corner.
        #expect(e.count == 1 + 4 * 6 + 1)
        // topLeft: from (0, 15.29) with the template's (a, b) = (along left, along top).
        let expected: [[Point]] = [
            [pt(0, 15.2866483)],
            [pt(0, 10.8849323), pt(0, 8.6840689), pt(0.65496, 6.6993427)],
            [pt(0.74911, 6.3149399)],
            [pt(1.6905899, 3.7282392), pt(3.7282392, 1.6905899), pt(6.3149399, 0.74911)],
            [pt(6.6993427, 0.65496)],
            [pt(8.6840689, 0), pt(10.8849323, 0), pt(15.2866483, 0)],
        ]
        for (element, points) in zip(e, expected) {
            let actual: [Point] = switch element {
            case .move(let p), .line(let p): [p]
            case .cubic(let c1, let c2, let p): [c1, c2, p]
            default: []
            }
            #expect(actual.count == points.count && zip(actual, points).allSatisfy { close($0, $1, 1e-14) }, "\(element)")
        }
    }

    /// A sweep over families, sizes, triangles and offsets: every path is well formed (Contract: path order).
    @Test(arguments: [size(100, 60), size(30, 200), size(7.5, 7.5), size(1e-3, 2e-3)])
    func outlinesAreWellFormed(_ s: Size) throws {
        let treatments: [CornerTreatment] = [.square, .rounded(.fraction(0.3)), .cut(.fraction(0.45)),
                                             .curved(width: .fraction(0.7), height: .fraction(0.2)), .continuous(.fraction(0.4)),
                                             .rounded(.fraction(2))]
        let triangles: [EdgeTreatment] = [.straight, .triangle(size: .fraction(0.2), direction: .outward),
                                          .triangle(size: .fraction(0.5), direction: .inward)]
        for (i, a) in treatments.enumerated() {
            for b in treatments {
                for (j, t) in triangles.enumerated() {
                    var spec = ShapeSpec(corners: Corners(topLeft: a, topRight: b, bottomRight: a, bottomLeft: b),
                                         edges: Edges(top: t, right: triangles[(j + 1) % 3], bottom: t, left: triangles[(j + 2) % 3]))
                    if i % 2 == 1 {
                        spec.offsets = Corners(topLeft: Vector(dx: s.width * 0.1, dy: 0), topRight: Vector(dx: 0, dy: s.height * 0.05),
                                               bottomRight: .zero, bottomLeft: Vector(dx: s.width * 0.2, dy: -s.height * 0.1))
                    }
                    let shape = try spec.resolved(for: s)
                    expectWellFormed(shape.path, scale: max(s.width, s.height))
                    #expect(shape.path.signedArea > 0)
                }
            }
        }
    }
}
