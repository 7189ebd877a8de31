import Foundation
import Testing
@testable import ShapeCore

/// Crossings of the content mask's raw parallel pieces (Contract: trimmed where it crosses itself).
@Suite struct SegmentIntersectionTests {
    /// Found by border-inside-shape (soak seed 4415130483333410264, case 392209): the fitted
    /// parallel of a curved corner, 2600 long, crosses at 45 degrees a fitted piece 5.5e-4 long
    /// just past a cusp of the next corner's parallel. Subdivided only to 1/64 of the long one,
    /// Newton's method started 20 away from the short piece, overshot its parameter range for
    /// three steps and gave up: the crossing was missed and the mask cut the corner by a line.
    @Test func aLongPieceCrossesAPieceTenThousandTimesShorter() {
        let long = PathSegment.cubic(Point(x: -2264.549398317956, y: 792.7591234967596),
                                     Point(x: -1700.1611881237384, y: 540.4694049470507),
                                     Point(x: -825.4785688123022, y: 168.26680105370195),
                                     Point(x: 359.4984703036609, y: -323.8486918521223))
        let short = PathSegment.cubic(Point(x: 359.4973023728886, y: -323.84862653407305),
                                      Point(x: 359.49741494474637, y: -323.84857843475993),
                                      Point(x: 359.4975836367263, y: -323.84850635653805),
                                      Point(x: 359.4978087338644, y: -323.8484101776182))
        for (a, b, swapped) in [(long, short, false), (short, long, true)] {
            let hits = SegmentIntersection.hits(a, b)
            #expect(hits.count == 1)
            guard let hit = hits.first else { continue }
            let (s, t) = swapped ? (hit.t, hit.s) : (hit.s, hit.t)
            #expect(abs(s - 0.99999981158796) <= 1e-12)
            #expect(abs(t - 0.98778716) <= 1e-6)
            #expect(long.point(at: s).distance(to: short.point(at: t)) <= 1e-9)
        }
    }

    /// Found by border-inside-shape (soak seed 12645949424809987942, case 535962): the parallel
    /// of a strip's side, a vertical line 258 long, crosses the parallel of a rounded corner, an
    /// arc of radius 4.8e-4 whose centre is `r - 1e-10` from the line, 3e-7 from the foot of
    /// the centre. The quadratic in the line's parameter (constant term `|a - c|^2 - r^2`, of
    /// order 6.7e4) kept no digit of `r - h` and found nothing.
    @Test func aLongLineCrossesASmallCircleNearlyTangent() {
        let center = Point(x: 2.1739132586823468e-05, y: 0.0009782609664070584)
        let radius = 0.00047826096640705843
        let arc = Arc(center: center, radius: radius, startAngle: -.pi / 2, endAngle: -1.0119374094230693e-07,
                      startPoint: Point(x: 2.1739132586823468e-05, y: 0.0005),
                      endPoint: Point(x: 0.0005000000989938793, y: 0.000978260918010042))
        let line = PathSegment.line(Point(x: 0.0005, y: 257.99978260867414), Point(x: 0.0005, y: 2.173913259184701e-05))
        for (a, b, swapped) in [(line, PathSegment.arc(arc), false), (.arc(arc), line, true)] {
            let hits = SegmentIntersection.hits(a, b)
            #expect(hits.count == 1)
            guard let hit = hits.first else { continue }
            // The crossing of x = 0.0005 with the circle above its centre (the arc ends at angle ~0).
            let y = center.y - ((radius - (0.0005 - center.x)) * (radius + (0.0005 - center.x))).squareRoot()
            #expect(abs(hit.point.y - y) <= 1e-12)
            #expect(hit.point.x == 0.0005)
            let (s, t) = swapped ? (hit.t, hit.s) : (hit.s, hit.t)
            #expect(line.point(at: s).distance(to: hit.point) <= 1e-12)
            #expect(abs(center.distance(to: hit.point) - radius) <= 1e-15)
            #expect(t > 0.999 && t < 1)
        }
    }

    /// A line touching a circle to rounding meets it once, at the foot of the centre; one that
    /// misses it by more than rounding does not meet it.
    @Test func aTangentLineTouchesOnce() {
        let arc = Arc(center: Point(x: 0, y: 0), radius: 1, startAngle: 0, endAngle: .pi,
                      startPoint: Point(x: 1, y: 0), endPoint: Point(x: -1, y: 0))
        let touching = SegmentIntersection.hits(.line(Point(x: -3, y: 1), Point(x: 5, y: 1)), .arc(arc))
        #expect(touching.count == 1)
        #expect(touching.first.map { abs($0.point.x) <= 1e-15 && $0.point.y == 1 } == true)
        #expect(SegmentIntersection.hits(.line(Point(x: -3, y: 1 + 1e-9), Point(x: 5, y: 1 + 1e-9)), .arc(arc)).isEmpty)
        let crossing = SegmentIntersection.hits(.line(Point(x: -3, y: 0.5), Point(x: 5, y: 0.5)), .arc(arc))
        #expect(crossing.count == 2)
        for hit in crossing { #expect(abs(hit.point.distance(to: arc.center) - 1) <= 1e-15) }
    }

    /// Pieces of similar size still give each crossing once (an arch over a rising sag crosses
    /// it going up and coming down), and boxes that never meet give none.
    @Test func similarPiecesCrossTwice() {
        let a = PathSegment.cubic(Point(x: 0, y: 0), Point(x: 30, y: 40), Point(x: 70, y: 40), Point(x: 100, y: 0))
        let b = PathSegment.cubic(Point(x: 0, y: 30), Point(x: 30, y: 20), Point(x: 70, y: 20), Point(x: 100, y: 50))
        let hits = SegmentIntersection.hits(a, b)
        #expect(hits.count == 2)
        for hit in hits { #expect(a.point(at: hit.s).distance(to: b.point(at: hit.t)) <= 1e-9) }
        #expect(Set(hits.map { ($0.s * 1e6).rounded() }).count == hits.count)
        let far = PathSegment.cubic(Point(x: 0, y: 100), Point(x: 30, y: 110), Point(x: 70, y: 110), Point(x: 100, y: 100))
        #expect(SegmentIntersection.hits(a, far).isEmpty)
    }
}
