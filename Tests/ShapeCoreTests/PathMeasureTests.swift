import Foundation
import Testing
@testable import ShapeCore

@Suite("Bounds, area, length, point at length, trimming (Contract: tight bounds, exact area, length, trimming)")
struct PathMeasureTests {
    @Test func outwardTrianglesLeaveTheRectangle() throws {
        var spec = ShapeSpec()
        spec.edges = Edges(top: .triangle(size: 10, direction: .outward), right: .triangle(size: 5, direction: .outward),
                           bottom: .straight, left: .triangle(size: 7, direction: .outward))
        let b = try spec.path(for: size(100, 50)).bounds
        #expect(b == Rect(x: -7, y: -10, width: 112, height: 60))
    }

    @Test func offsetsMoveTheBounds() throws {
        let b = try SlantedRectShape(slant: 10).path(for: size(100, 50)).bounds
        #expect(b == Rect(x: -10, y: 0, width: 120, height: 50))
    }

    @Test func boundsUseCurveExtremaNotControlPoints() {
        var b = PathBuilder(startingAt: pt(0, 0))
        b.cubic(control1: pt(0, 100), control2: pt(100, 100), to: pt(100, 0))
        #expect(b.path.bounds == Rect(x: 0, y: 0, width: 100, height: 75))
        var q = PathBuilder(startingAt: pt(0, 0))
        q.quad(control: pt(50, 100), to: pt(100, 0))
        #expect(q.path.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
        var a = PathBuilder()
        a.arc(center: pt(0, 0), radius: 2, startAngle: -.pi / 4, sweep: .pi / 2)
        let ab = a.path.bounds
        #expect(ab.maxX == 2)
        #expect(close(ab.minY, -2.0.squareRoot(), 1e-15) && close(ab.maxY, 2.0.squareRoot(), 1e-15))
        #expect(Path.empty.bounds == .zero)
    }

    @Test func circleLengthIsTwoPiR() throws {
        let path = try CircleShape().path(for: size(100, 100))
        #expect(close(path.length, 100 * .pi, 1e-14))
        #expect(close(path.area, 2500 * .pi, 1e-14))
    }

    @Test func bezierLengthsMatchClosedForms() {
        var q = PathBuilder(startingAt: pt(0, 0))
        q.quad(control: pt(1, 2), to: pt(2, 0))
        // ∫ 2 sqrt(1 + (2 - 4t)²) dt = sqrt(5) + asinh(2) / 2.
        #expect(close(q.path.length, 5.0.squareRoot() + asinh(2.0) / 2, 1e-13))
        var c = PathBuilder(startingAt: pt(0, 0))
        c.cubic(control1: pt(1, 0), control2: pt(2, 0), to: pt(3, 0))
        #expect(close(c.path.length, 3, 1e-14))
        // A cusp: (0,0) (1,1) (0,1) (1,0) has a cusp at t = 1/2; the rule still converges.
        var cusp = PathBuilder(startingAt: pt(0, 0))
        cusp.cubic(control1: pt(1, 1), control2: pt(0, 1), to: pt(1, 0))
        let l = cusp.path.length
        #expect(l > 1.5 && l < 2.0)
    }

    @Test func areaClosedFormsMatchKnownValues() {
        // A parabolic segment is 2/3 of its control triangle (area 2): 4/3.
        var q = PathBuilder(startingAt: pt(0, 0))
        q.quad(control: pt(1, 2), to: pt(2, 0))
        q.close()
        #expect(close(q.path.area, 4.0 / 3.0, 1e-15))
        #expect(q.path.signedArea < 0, "counter-clockwise on screen is negative")
        var c = PathBuilder(startingAt: pt(0, 0))
        c.cubic(control1: pt(0, 1), control2: pt(1, 1), to: pt(1, 0))
        c.close()
        // x = 3t² − 2t³, y = 3t(1 − t): area = ∫ y x' dt = ∫ 18 t² (1 − t)² dt = 18/30 = 0.6.
        #expect(close(c.path.area, 0.6, 1e-15))
    }

    @Test func pointAtLengthWalksTheStroke() throws {
        let square = try ShapeSpec().path(for: size(100, 100))
        #expect(square.point(atLength: 0) == pt(0, 0))
        #expect(square.point(atLength: 150) == pt(100, 50))
        #expect(square.point(atLength: 400) == pt(0, 0))
        #expect(square.point(atLength: 401) == nil)
        #expect(square.point(atLength: -1) == nil)
        #expect(Path.empty.point(atLength: 0) == nil)

        let circle = try CircleShape().path(for: size(100, 100))
        let quarter = try #require(circle.point(atLength: 25 * .pi))
        #expect(close(quarter, pt(50, 0), 1e-12))
        var bezier = PathBuilder(startingAt: pt(0, 0))
        bezier.cubic(control1: pt(30, 80), control2: pt(70, -40), to: pt(100, 20))
        let total = bezier.path.length
        let middle = try #require(bezier.path.point(atLength: total / 2))
        // Both halves of the trimmed curve have the same length.
        let first = bezier.path.trimmed(from: 0, to: 0.5)
        #expect(close(first.length, total / 2, 1e-11))
        #expect(close(vertices(first).last!, middle, 1e-9))
    }

    @Test func trimmingIsStrokeStartAndEnd() throws {
        let circle = try CircleShape().path(for: size(100, 100))
        let part = circle.trimmed(from: 0.25, to: 0.5)
        #expect(close(part.length, 25 * .pi, 1e-13))
        guard case .move(let start)? = part.elements.first else { Issue.record("no move"); return }
        #expect(close(start, pt(50, 0), 1e-12))
        #expect(close(try #require(part.elements.last?.endPoint), pt(100, 50), 1e-12))
        #expect(part.elements.dropFirst().allSatisfy { if case .arc = $0 { true } else { false } }, "arcs stay arcs")
        #expect(circle.trimmed(from: 0, to: 1) == circle)
        #expect(circle.trimmed(from: 0.4, to: 0.4) == .empty)
        #expect(circle.trimmed(from: -3, to: 9) == circle)
        // The spinner's strokeEnd sweep: lengths are proportional.
        for f in [0.1, 0.37, 0.9] {
            #expect(close(circle.trimmed(from: 0, to: f).length, f * 100 * .pi, 1e-12))
        }
    }

    @Test func aCuspedQuadMeasuresItsTwoLegs() throws {
        // (0,0) -> control (0,10) -> (0,1): y = 20(1-t)t + t^2 rises to 100/19 at t = 10/19 and
        // comes back to 1, so the length is 100/19 + (100/19 - 1) = 181/19 exactly.
        let quad = Path([.move(to: pt(0, 0)), .quad(control: pt(0, 10), to: pt(0, 1))])
        #expect(close(quad.length, 181.0 / 19, 1e-12))
        // Half the length is 181/38 < 100/19 up the first leg: the point (0, 181/38).
        #expect(close(try #require(quad.point(atLength: 181.0 / 38)), pt(0, 181.0 / 38), 1e-12))
        #expect(close(quad.trimmed(from: 0.5, to: 1).length, 181.0 / 38, 1e-12))
    }

    @Test func trimmingWrapsAcrossTheStart() throws {
        // The circle of diameter 100 starts at its leftmost point (0, 50) and runs clockwise on
        // screen: 0.75 of its length is the bottom (50, 100), 0.25 the top (50, 0).
        let circle = try CircleShape().path(for: size(100, 100))
        let wrapped = circle.trimmed(from: 0.75, to: 0.25)
        #expect(close(wrapped.length, 50 * .pi, 1e-12), "half the circumference")
        #expect(wrapped.elements.filter { if case .move = $0 { true } else { false } }.count == 1, "one piece, joined at the start point")
        guard case .move(let start)? = wrapped.elements.first else { Issue.record("no move"); return }
        #expect(close(start, pt(50, 100), 1e-12))
        #expect(close(try #require(wrapped.elements.last?.endPoint), pt(50, 0), 1e-12))
        // It passes through the outline's start point, (0, 50), a quarter circumference in.
        #expect(close(try #require(wrapped.point(atLength: 25 * .pi)), pt(0, 50), 1e-12))
        // Clamping still applies: from 2 clamps to 1, so (1, 0.25) is the head piece only.
        #expect(close(circle.trimmed(from: 2, to: 0.25).length, 25 * .pi, 1e-12))
        // An open path wraps as two pieces: the end of the stroke, then its beginning.
        let open = Path([.move(to: pt(0, 0)), .line(to: pt(10, 0)), .line(to: pt(10, 10))])
        #expect(open.trimmed(from: 0.75, to: 0.25) == Path([.move(to: pt(10, 5)), .line(to: pt(10, 10)), .move(to: pt(0, 0)), .line(to: pt(5, 0))]))
    }

    /// Measuring once for several distances answers exactly as one distance at a time, nil
    /// cases (negative, past the end, not a number, an empty path) included.
    @Test func pointsAtLengthsAreThePointsOneByOne() throws {
        var spec = ShapeSpec(allCorners: .continuous(12))
        spec.corners.topLeft = .curved(width: 30, height: 10)
        spec.edges.bottom = .triangle(size: 6, direction: .inward)
        for path in [try spec.path(for: size(100, 60)), try CircleShape().path(for: size(40, 40)), Path.empty,
                     Path([.move(to: pt(0, 0)), .line(to: pt(10, 0)), .move(to: pt(0, 5)), .line(to: pt(0, 9))])] {
            let total = path.length
            let distances = [0, total / 3, total / 2, 0.999 * total, total, total * (1 + 1e-16), 2 * total + 1, -1, .nan, .infinity]
            #expect(path.points(atLengths: distances) == distances.map { path.point(atLength: $0) })
        }
    }

    /// A path measured once answers exactly as the path itself, bit for bit: its length (the
    /// per-subpath order of `Path.length` on a path of several subpaths), its points at lengths
    /// and its trims, nil and empty answers included.
    @Test func aMeasuredPathAnswersAsThePathItself() throws {
        var spec = ShapeSpec(allCorners: .continuous(12))
        spec.corners.topLeft = .curved(width: 30, height: 10)
        spec.edges.bottom = .triangle(size: 6, direction: .inward)
        let outline = try spec.path(for: size(100, 60))
        // Several subpaths of different lengths, Beziers among them, so the order of the sums shows.
        let several = Path(outline.elements + [.move(to: pt(0.1, 0.3)), .quad(control: pt(7.7, 0.01), to: pt(3.3, 9.1)),
                                               .cubic(control1: pt(1e-3, 5), control2: pt(9, 9.7), to: pt(0.2, 0.7)), .close,
                                               .move(to: pt(1e5, 3)), .line(to: pt(1e5 + 0.1, 3.3))])
        for path in [outline, several, try CircleShape().path(for: size(40, 40)), Path.empty] {
            let measured = MeasuredPath(path)
            #expect(measured.length.bitPattern == path.length.bitPattern)
            let total = path.length
            let distances = [0, total / 3, total / 2, 0.999 * total, total, 2 * total + 1, -1, .nan]
            #expect(measured.points(atLengths: distances) == path.points(atLengths: distances))
            #expect(distances.map(measured.point(atLength:)) == distances.map(path.point(atLength:)))
            let ranges: [(from: Double, to: Double)] = [(0, 1), (0.2, 0.7), (0.7, 0.2), (0.5, 0.5), (-1, 2), (.nan, 0.4)]
            #expect(measured.trimmed(ranges) == path.trimmed(ranges))
            #expect(measured.trimmed(ranges) == ranges.map { path.trimmed(from: $0.from, to: $0.to) })
        }
    }

    @Test func zeroAreaSizeIsTheEmptyPath() throws {
        let shape = try ShapeSpec(allCorners: .rounded(10)).resolved(for: size(0, 30))
        #expect(shape.isEmpty)
        #expect(shape.path == .empty)
        #expect(shape.bounds == Rect(x: 0, y: 0, width: 0, height: 30))
        #expect(shape.path.area == 0 && shape.path.length == 0)
        #expect(!shape.path.contains(pt(0, 10)))
    }
}

/// The quadrature's work is bounded whatever the integrand (a broken rule must give a wrong
/// length that a property catches, never a hang).
@Suite("Gauss-Legendre work budget")
struct GaussLegendreBudgetTests {
    @Test func anIntegrandThatNeverSettlesStopsAtTheBudget() {
        // A sawtooth with a billion teeth: no interval wider than 1e-9 ever agrees with its halves,
        // so unbounded halving would need about 2^30 intervals.
        var evaluations = 0
        let value = GaussLegendre.integrate({ x in
            evaluations += 1
            return (x * 1e9).truncatingRemainder(dividingBy: 1)
        }, from: 0, to: 1)
        #expect(value.isFinite && value >= 0 && value <= 1)
        #expect(evaluations <= GaussLegendre.rule.count * (2 * GaussLegendre.intervalBudget + 1))
        #expect(evaluations > GaussLegendre.rule.count * GaussLegendre.intervalBudget, "the budget was spent, not skipped")
    }

    @Test func aSmoothIntegrandIsExactFarBelowTheBudget() {
        var evaluations = 0
        let value = GaussLegendre.integrate({ x in
            evaluations += 1
            return (1 + 9 * x * x).squareRoot()
        }, from: 0, to: 1)
        // ∫ sqrt(1 + 9x²) dx on [0, 1] = (3 sqrt(10) + asinh(3)) / 6.
        let exact = (3 * 10.0.squareRoot() + asinh(3.0)) / 6
        #expect(abs(value - exact) <= 1e-13 * exact)
        #expect(evaluations < 100 * GaussLegendre.rule.count)
    }
}
