import Foundation
import Testing
@testable import ShapeCore

@Suite("PathBuilder (MDCPathGenerator)")
struct PathBuilderTests {
    @Test func arcByCentreAddsTheJoiningLine() {
        var b = PathBuilder(startingAt: pt(0, 50))
        b.arc(center: pt(10, 10), radius: 10, startAngle: .pi, endAngle: 1.5 * .pi, clockwise: true)
        guard b.elements.count == 3, case .line(let join) = b.elements[1], case .arc(let arc) = b.elements[2] else {
            Issue.record("expected move, line, arc: \(b.elements)"); return
        }
        #expect(b.elements[0] == .move(to: pt(0, 50)))
        #expect(join == arc.startPoint, "the line ends exactly where the arc starts")
        #expect(close(join, pt(0, 10), 1e-14))
        #expect(arc == Arc(center: pt(10, 10), radius: 10, startAngle: .pi, endAngle: 1.5 * .pi))
        #expect(close(b.currentPoint!, pt(10, 0), 1e-14))
    }

    @Test func clockwiseFlagPicksTheSweepDirection() {
        var cw = PathBuilder()
        cw.arc(center: .zero, radius: 1, startAngle: 0, endAngle: -.pi / 2, clockwise: true)
        var ccw = PathBuilder()
        ccw.arc(center: .zero, radius: 1, startAngle: 0, endAngle: -.pi / 2, clockwise: false)
        func sweep(_ p: PathBuilder) -> Double? {
            for case .arc(let a) in p.elements { return a.sweep }
            return nil
        }
        #expect(close(sweep(cw)!, 1.5 * .pi, 1e-15))
        #expect(close(sweep(ccw)!, -.pi / 2, 1e-15))
        #expect(cw.elements.first == .move(to: pt(1, 0)), "no current point: the arc starts the subpath")
    }

    @Test func arcToTangentPointRoundsACorner() {
        var b = PathBuilder(startingAt: pt(0, 50))
        b.arc(tangentPoint: pt(0, 0), to: pt(50, 0), radius: 10)
        guard b.elements.count == 3, case .line(let t1) = b.elements[1], case .arc(let arc) = b.elements[2] else {
            Issue.record("expected move, line, arc: \(b.elements)"); return
        }
        #expect(close(t1, pt(0, 10), 1e-14))
        #expect(close(arc.center, pt(10, 10), 1e-14))
        #expect(close(arc.sweep, .pi / 2, 1e-14))
        #expect(close(arc.endPoint, pt(10, 0), 1e-14))
        b.line(to: pt(50, 0))
        b.line(to: pt(50, 50))
        b.close()
        #expect(close(b.path.area, 2500 - (100 - 25 * .pi), 1e-13))
    }

    @Test func arcToTangentPointTurningCounterClockwise() {
        var b = PathBuilder(startingAt: pt(50, 0))
        b.arc(tangentPoint: pt(0, 0), to: pt(0, 50), radius: 10)
        guard case .arc(let arc)? = b.elements.last else { Issue.record("no arc"); return }
        #expect(close(arc.center, pt(10, 10), 1e-14))
        #expect(close(arc.sweep, -.pi / 2, 1e-14))
        #expect(close(arc.endPoint, pt(0, 10), 1e-14))
    }

    @Test func wholeTurnsDrawTheWholeCircle() {
        // UIKit's idiom: 0 to 2π draws a circle, even where rounding leaves the difference a few
        // ulps past a whole turn; equal angles draw nothing.
        for (start, clockwise) in [(0.0, true), (-1.5 * Double.pi, false), (0.3, true), (2.5, false)] {
            var b = PathBuilder()
            b.arc(center: pt(5, 5), radius: 2, startAngle: start, endAngle: start + (clockwise ? 2 : -2) * .pi, clockwise: clockwise)
            guard case .arc(let arc)? = b.elements.last else { Issue.record("no arc for \(start)"); continue }
            #expect(arc.sweep == (clockwise ? 2 : -2) * .pi, "start \(start)")
            #expect(close(b.path.area, 4 * .pi, 1e-12))
        }
        var none = PathBuilder(startingAt: pt(0, 0))
        none.arc(center: pt(5, 5), radius: 2, startAngle: 1, endAngle: 1, clockwise: true)
        #expect(none.elements == [.move(to: pt(0, 0)), .line(to: pt(5 + 2 * cos(1.0), 5 + 2 * sin(1.0)))])
    }

    @Test func drawingAfterCloseStartsASubpathWithAMove() {
        var b = PathBuilder(startingAt: pt(1, 1))
        b.line(to: pt(5, 1))
        b.line(to: pt(5, 5))
        b.close()
        b.close()
        b.line(to: pt(9, 9))
        #expect(b.elements == [.move(to: pt(1, 1)), .line(to: pt(5, 1)), .line(to: pt(5, 5)), .close, .move(to: pt(1, 1)), .line(to: pt(9, 9))])
    }

    @Test func nearlyStraightTangentArcStaysOnBothLines() {
        // A turn of 1e-7 rad: acos(cos θ) loses half the digits there; the half-angle cotangent
        // from the exact cross and dot products does not.
        let turn = 1e-7
        let p0 = pt(0, 0), p1 = pt(1000, 0), p2 = pt(1000 + 1000 * cos(turn), 1000 * sin(turn))
        var b = PathBuilder(startingAt: p0)
        b.arc(tangentPoint: p1, to: p2, radius: 100)
        guard case .arc(let arc)? = b.elements.last, case .line(let t1) = b.elements[1] else { Issue.record("\(b.elements)"); return }
        let u2 = Vector(dx: cos(turn), dy: sin(turn))
        #expect(abs(arc.center.y - 100) < 1e-12, "one radius from the first line")
        #expect(abs(abs(u2.cross(arc.center - p1)) - 100) < 1e-10, "one radius from the second line")
        #expect(t1 == arc.startPoint && abs(t1.y) == 0)
        #expect(abs(u2.cross(arc.endPoint - p1)) < 1e-10, "ends on the second line")
        #expect(close(arc.sweep, turn, 1e-12))
    }

    @Test func appendKeepsArcsAsTheyAre() throws {
        let pill = try PillShape().path(for: size(80, 40))
        var b = PathBuilder()
        b.append(pill, transform: .translation(dx: 10, dy: 20))
        #expect(b.elements == pill.transformed(by: .translation(dx: 10, dy: 20)).elements, "no joining lines: the arcs start where the lines end")
        var mirrored = PathBuilder()
        mirrored.append(pill, transform: .scale(x: 1, y: -1))
        #expect(close(mirrored.path.signedArea, -pill.signedArea, 1e-12), "a mirror reverses the orientation")
    }

    @Test func degenerateArcToIsALine() {
        var b = PathBuilder(startingAt: pt(0, 0))
        b.arc(tangentPoint: pt(10, 0), to: pt(20, 0), radius: 5)
        #expect(b.elements.last == .line(to: pt(10, 0)))
    }

    @Test func appendUnderATransform() throws {
        let shape = try ShapeSpec(allCorners: .rounded(10)).path(for: size(40, 40))
        var b = PathBuilder(startingAt: pt(0, 0))
        b.line(to: pt(1, 0))
        b.append(shape, transform: .translation(dx: 100, dy: 0))
        #expect(close(b.path.area, shape.area + 0, 1e-12), "the open first subpath has no area")
        #expect(b.path.bounds.maxX == 140)
        #expect(b.path.contains(pt(120, 20)))
        let moves = b.elements.filter { if case .move = $0 { true } else { false } }
        #expect(moves.count == 2)
    }

    @Test func buildsQuadsAndCubics() {
        var b = PathBuilder(startingAt: pt(0, 0))
        b.quad(control: pt(5, 10), to: pt(10, 0))
        b.cubic(control1: pt(12, -5), control2: pt(18, 5), to: pt(20, 0))
        b.close()
        #expect(b.elements.count == 4)
        #expect(b.currentPoint == pt(0, 0))
    }
}
