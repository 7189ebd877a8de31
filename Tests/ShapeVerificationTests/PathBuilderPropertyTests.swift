import Foundation
import ShapeCore
import ShapeModel
import ShapeOracle
import Testing
@testable import ShapeVerification

/// `path-builder`'s fillet check on hand-made builder output, independent of what the core draws.
@Suite struct PathBuilderPropertyTests {
    /// The operations of seed 15099074011102563847, case 80896: exactly collinear sixteenths of a
    /// 1 x 1097.79... box whose first leg rounds, so the legs as rounded turn by 6e-20 rad.
    static let h = 1097.7975740197724
    static let p0 = Point(x: 0.5, y: h / 4), p1 = Point(x: 0.6875, y: h / 16), p2 = Point(x: 0.75, y: 0)

    /// The outcome of the fillet check for an arc around `centre` drawn from p1 to p1 after a
    /// line from the pen, sweeping one ulp of its start angle the way `clockwise` says.
    static func outcome(centre: Point, clockwise: Bool) -> PropertyOutcome? {
        let start = atan2(p1.y - centre.y, p1.x - centre.x)
        let arc = Arc(center: centre, radius: 4, startAngle: start, endAngle: clockwise ? start.nextUp : start.nextDown,
                      startPoint: p1, endPoint: p1)
        let added: [PathElement] = [.line(to: p1), .arc(arc)]
        let step = PathBuilderProperty.Step(index: 2, operation: .tangentArc(p1, to: p2, radius: 4), pen: p0, added: added,
                                            builtSoFar: Path([.move(to: p0)] + added))
        return PathBuilderProperty.checkTangentArc(step, p1, p2, radius: 4)
    }

    @Test func aFilletBelowRoundingIsJudgedByTheExactSideOfItsLegs() throws {
        // The legs as rounded turn counter-clockwise on screen: a × b > 0 exactly, though the
        // rounded cross product of the first line's direction and the second leg is 0.
        let a = Self.p0 - Self.p1, b = Self.p2 - Self.p1
        #expect(ExactArithmetic.cross(a, b) > 0)
        let d1 = Self.p1 - Self.p0
        let u1 = Vector(dx: d1.dx / d1.length, dy: d1.dy / d1.length)
        #expect(u1.cross(b) == 0, "the rounded side test this replaces could not tell the side")

        // The centre on toPoint's side (the left of the first line), sweeping counter-clockwise: the fillet.
        let ua = Vector(dx: a.dx / a.length, dy: a.dy / a.length)
        let inside = Self.p1 + 4 * Vector(dx: -ua.dy, dy: ua.dx)
        #expect(Self.outcome(centre: inside, clockwise: false) == nil)

        // Mirrored across the line: outside the angle, however small the turn.
        let outside = Self.p1 + 4 * Vector(dx: ua.dy, dy: -ua.dx)
        guard case .fail(let message, _)? = Self.outcome(centre: outside, clockwise: true) else {
            Issue.record("the mirrored centre passed"); return
        }
        #expect(message.hasSuffix("has its centre outside the angle between the lines"), "\(message)")
    }

    @Test func aFarOutFilletIsMeasuredAtItsOwnSize() throws {
        // Seed 1338396522225003058, case 3374044: sixteenths of a 1e9 x 80.97... box, exactly
        // collinear and reversed; the legs as rounded are 3e-24 rad apart, so the fillet of radius
        // 8e-8 lies 5e16 out, where its end points are 8 (an ulp) from its centre. The rounded
        // cross product is 0 there, so the turn came out as π and the reach as 1.3e9: the band
        // was 2, not the fillet's own 5e7.
        let p0 = Point(x: 812500000, y: 70.85404400459505), p1 = Point(x: 62500000, y: 50.610031431853606)
        let p2 = Point(x: 625000000, y: 65.7930408614097), r = 8.097605029096578e-08
        #expect((p1 - p0).cross(p2 - p1) == 0 && ExactArithmetic.cross(p0 - p1, p2 - p1) != 0)
        var builder = PathBuilder(startingAt: p0)
        builder.arc(tangentPoint: p1, to: p2, radius: r)
        let added = Array(builder.elements.dropFirst())
        guard case .arc(let arc)? = added.last else { Issue.record("no arc: \(added)"); return }
        #expect(arc.startPoint.x > 5e16 && arc.endPoint.distance(to: arc.center) > 1)
        let step = PathBuilderProperty.Step(index: 1, operation: .tangentArc(p1, to: p2, radius: r), pen: p0, added: added,
                                            builtSoFar: builder.path)
        #expect(PathBuilderProperty.checkTangentArc(step, p1, p2, radius: r) == nil)

        // A fillet of the right size and sides but its centre moved by 1e-6 of its reach fails.
        var moved = arc
        moved.center = Point(x: arc.center.x, y: arc.center.y + 5e10)
        let bad = PathBuilderProperty.Step(index: 1, operation: .tangentArc(p1, to: p2, radius: r), pen: p0,
                                           added: [added[0], .arc(moved)], builtSoFar: builder.path)
        #expect(PathBuilderProperty.checkTangentArc(bad, p1, p2, radius: r) != nil)
    }

    @Test func theAccurateCrossProductHasTheExactSign() {
        // Products that round alike but differ exactly: (1 + 2^-52)(1 - 2^-52) = 1 - 2^-104 against 1.
        let e = 0x1p-52
        #expect(ExactArithmetic.cross(Vector(dx: 1 + e, dy: 1), Vector(dx: 1, dy: 1 - e)) < 0)
        #expect(ExactArithmetic.cross(Vector(dx: 1, dy: 1 - e), Vector(dx: 1 + e, dy: 1)) > 0)
        #expect(ExactArithmetic.cross(Vector(dx: 3, dy: 6), Vector(dx: 1, dy: 2)) == 0)
        #expect(ExactArithmetic.cross(Vector(dx: 1, dy: 0), Vector(dx: 0, dy: 1)) == 1)
    }
}
