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

    /// Pieces of similar size still give each crossing once (an arch over a rising sag crosses
    /// it going up and coming down), and boxes that never meet give none.
    @Test func similarPiecesCrossTwice() {
        let a = PathSegment.cubic(Point(x: 0, y: 0), Point(x: 30, y: 40), Point(x: 70, y: 40), Point(x: 100, y: 0))
        let b = PathSegment.cubic(Point(x: 0, y: 30), Point(x: 30, y: 20), Point(x: 70, y: 20), Point(x: 100, y: 50))
        let hits = SegmentIntersection.bySubdivision(a, b)
        #expect(hits.count == 2)
        for hit in hits { #expect(a.point(at: hit.s).distance(to: b.point(at: hit.t)) <= 1e-9) }
        #expect(Set(hits.map { ($0.s * 1e6).rounded() }).count == hits.count)
        let far = PathSegment.cubic(Point(x: 0, y: 100), Point(x: 30, y: 110), Point(x: 70, y: 110), Point(x: 100, y: 100))
        #expect(SegmentIntersection.bySubdivision(a, far).isEmpty)
    }
}
