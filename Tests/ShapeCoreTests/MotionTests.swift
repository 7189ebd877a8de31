import Foundation
import ShapeCore
import Testing

/// Spinner frames and spec interpolation (Contract), against hand-computed values.
@Suite struct MotionTests {
    // MARK: Spinner

    @Test(arguments: [
        // (time, rotation / 2π, strokeStart, strokeEnd): the contract's timing worked by hand.
        (0.0, 0.0, 0.0, 0.0),
        (0.5, 0.125, 0.125, 0.5),
        (1.0, 0.25, 0.25, 1.0),
        (1.5, 0.375, 0.625, 1.0),
        (2.0, 0.5, 0.0, 0.0),      // both reset at the end of the cycle
        (3.0, 0.75, 0.25, 1.0),
        (4.0, 0.0, 0.0, 0.0),      // one whole turn
        (-0.5, 0.875, 0.625, 1.0), // the cycle repeats backwards too: -0.5 s is 1.5 s into a cycle
    ])
    func spinnerFrame(_ time: Double, _ turn: Double, _ start: Double, _ end: Double) throws {
        let frame = try SpinnerFrame(time: time)
        #expect(Swift.abs(frame.rotation - 2 * Double.pi * turn) < 1e-15)
        #expect(Swift.abs(frame.strokeStart - start) < 1e-15)
        #expect(Swift.abs(frame.strokeEnd - end) < 1e-15)
    }

    @Test func spinnerRejectsNonFiniteTimes() {
        for time in [Double.nan, .infinity, -.infinity] {
            #expect(throws: ShapeInputError.self) { try SpinnerFrame(time: time) }
        }
    }

    @Test func spinnerArcIsTheTrimmedCircleTurned() throws {
        // At 0.5 s the arc is [1/8, 1/2] of a circle of radius 50 that starts at its leftmost
        // point (0, 50) and runs clockwise on screen; turned by 45 degrees clockwise, it starts at
        // the top (50, 0) and ends at 45 + 180 = 225 degrees past the left point's angle: (50 + 50 cos 45°, 50 + 50 sin 45°).
        let arc = try SpinnerFrame(time: 0.5).visibleArc(for: Size(width: 100, height: 100))
        #expect(Swift.abs(arc.length - 0.375 * 100 * Double.pi) < 1e-9)
        guard case .move(let start)? = arc.elements.first, let end = arc.elements.last?.endPoint else { Issue.record("no arc"); return }
        #expect(start.distance(to: Point(x: 50, y: 0)) < 1e-12)
        let h = 50 * 0.5.squareRoot()
        #expect(end.distance(to: Point(x: 50 + h, y: 50 + h)) < 1e-12)
    }

    // MARK: Interpolation

    static let size = Size(width: 100, height: 80)

    @Test func endpointsAreExact() throws {
        var a = ShapeSpec(allCorners: .rounded(.fraction(0.3)))
        a.offsets.topLeft = Vector(dx: 0.1, dy: 0.7)
        var b = ShapeSpec(allCorners: .cut(13.7))
        b.edges.top = .triangle(size: 3, direction: .inward)
        #expect(try a.interpolated(to: b, at: 0, for: Self.size) == a)
        #expect(try b.interpolated(to: a, at: 0, for: Self.size) == b)
        #expect(try a.interpolated(to: b, at: 1, for: Self.size) == b)
    }

    @Test func squareIsTheZeroOfEveryFamily() throws {
        let square = ShapeSpec()
        #expect(try square.interpolated(to: ShapeSpec(allCorners: .rounded(20)), at: 0.25, for: Self.size) == ShapeSpec(allCorners: .rounded(5)))
        #expect(try ShapeSpec(allCorners: .cut(.fraction(0.5))).interpolated(to: square, at: 0.75, for: Self.size)
                == ShapeSpec(allCorners: .cut(.fraction(0.125))))
        #expect(try square.interpolated(to: ShapeSpec(allCorners: .curved(width: 8, height: 4)), at: 0.5, for: Self.size)
                == ShapeSpec(allCorners: .curved(width: 4, height: 2)))
    }

    @Test func lengthsOfOneKindStayInItAndMixedKindsMeetInPoints() throws {
        let points = ShapeSpec(allCorners: .continuous(10)), more = ShapeSpec(allCorners: .continuous(30))
        #expect(try points.interpolated(to: more, at: 0.5, for: Self.size) == ShapeSpec(allCorners: .continuous(20)))
        let fraction = ShapeSpec(allCorners: .continuous(.fraction(0.5)))   // 40 points at 100 x 80
        #expect(try points.interpolated(to: fraction, at: 0.5, for: Self.size) == ShapeSpec(allCorners: .continuous(25)))
        #expect(try fraction.interpolated(to: ShapeSpec(allCorners: .continuous(.fraction(0.25))), at: 0.5, for: Self.size)
                == ShapeSpec(allCorners: .continuous(.fraction(0.375))))
    }

    @Test func differentFamiliesMeetThroughSquare() throws {
        let a = ShapeSpec(allCorners: .rounded(20)), b = ShapeSpec(allCorners: .cut(10))
        #expect(try a.interpolated(to: b, at: 0.25, for: Self.size) == ShapeSpec(allCorners: .rounded(10)))
        #expect(try a.interpolated(to: b, at: 0.5, for: Self.size) == ShapeSpec())
        #expect(try a.interpolated(to: b, at: 0.75, for: Self.size) == ShapeSpec(allCorners: .cut(5)))
        // The area just either side of t = 1/2 is the rectangle's, less corners of about 4e-6 points.
        let before = try a.interpolated(to: b, at: 0.5 - 1e-7, for: Self.size).path(for: Self.size).area
        let after = try a.interpolated(to: b, at: 0.5 + 1e-7, for: Self.size).path(for: Self.size).area
        #expect(Swift.abs(before - 8000) < 1e-9 && Swift.abs(after - 8000) < 1e-9)
    }

    @Test func offsetsAndTrianglesInterpolate() throws {
        var a = ShapeSpec(), b = ShapeSpec()
        a.offsets.bottomRight = Vector(dx: -4, dy: 2)
        b.offsets.bottomRight = Vector(dx: 4, dy: -6)
        a.edges.left = .triangle(size: 2, direction: .outward)
        b.edges.left = .triangle(size: 6, direction: .outward)
        a.edges.top = .triangle(size: 8, direction: .outward)
        b.edges.top = .triangle(size: 4, direction: .inward)
        b.edges.right = .triangle(size: 10, direction: .inward)
        let mid = try a.interpolated(to: b, at: 0.5, for: Self.size)
        #expect(mid.offsets.bottomRight == Vector(dx: 0, dy: -2))
        #expect(mid.edges.left == .triangle(size: 4, direction: .outward))
        #expect(mid.edges.top == .straight, "opposite directions meet through straight")
        #expect(mid.edges.right == .triangle(size: 5, direction: .inward))
        let quarter = try a.interpolated(to: b, at: 0.25, for: Self.size)
        #expect(quarter.edges.top == .triangle(size: 4, direction: .outward))
    }

    @Test func badParametersAreTypedErrors() {
        for t in [-0.1, 1.1, .nan, .infinity] {
            #expect(throws: ShapeInputError(field: "t", problem: "must be a number in [0, 1], got \(t)")) {
                try ShapeSpec().interpolated(to: ShapeSpec(), at: t, for: Self.size)
            }
        }
    }
}
