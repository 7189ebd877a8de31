import ShapeModel

/// The contract's continuous-curvature corner in template units, and exact questions about it.
///
/// Coordinates are `(a, b)` = (distance along the incoming edge, distance along the outgoing
/// edge) from the vertex, in units of r. The curve runs from `(reach, 0)` on the incoming edge
/// to `(0, reach)` on the outgoing one: cubic, line, cubic, line, cubic.
///
/// Two facts about the constants make the exact region test simple, and a test checks both:
/// - Symmetry: swapping `a` and `b` and reversing maps the curve onto itself (the third cubic
///   mirrors the first, the second line the first, the middle cubic itself).
/// - Monotonicity: along the curve `a` strictly decreases and `b` never decreases (every
///   control-point difference has that sign), so the curve is the graph of a decreasing function
///   `b = g(a)` and the removed region is `{0 <= a <= reach, 0 <= b < g(a)}`.
enum ContinuousTemplate {
    /// The reach along each edge, in units of r.
    static let reach = 1.52866483

    /// The first cubic, from `(reach, 0)`.
    static let cubic1 = (Point(x: 1.52866483, y: 0), Point(x: 1.08849323, y: 0),
                         Point(x: 0.86840689, y: 0), Point(x: 0.66993427, y: 0.065496))
    /// The middle cubic, after the first line.
    static let cubic2 = (Point(x: 0.63149399, y: 0.074911), Point(x: 0.37282392, y: 0.16905899),
                         Point(x: 0.16905899, y: 0.37282392), Point(x: 0.074911, y: 0.63149399))
    /// The last cubic, after the second line, ending at `(0, reach)`.
    static let cubic3 = (Point(x: 0.065496, y: 0.66993427), Point(x: 0, y: 0.86840689),
                         Point(x: 0, y: 1.08849323), Point(x: 0, y: 1.52866483))

    /// Where the middle cubic crosses the diagonal `a = b` (0.291506715): the content-margin demand.
    ///
    /// Found by bisection on the cubic itself (along it `a - b` strictly decreases, as the
    /// monotonicity test checks), not from the closed form `(p0 + 3 p1 + 3 p2 + p3) / 8` that the
    /// template's symmetry gives at t = 1/2 and the core uses: a symmetry slip cannot repeat here.
    static let diagonalCrossing: Double = {
        let t = Bisection.boundary(from: 0, to: 1) { t in
            let p = point(cubic2, at: t)
            return p.x >= p.y
        }
        return point(cubic2, at: t).x
    }()

    /// The area between the vertex and the curve, in units of r² (0.224702491...).
    ///
    /// Green's theorem on the loop vertex -> `(reach, 0)` -> curve -> `(0, reach)` -> vertex: the two
    /// straight legs run through the origin and contribute nothing, so the area is
    /// `|1/2 ∮ (a db - b da)|` over the curve, which is exact per piece (`OracleArea`).
    static let removedArea: Double = {
        let signed = OracleArea.cubicSignedArea(cubic1.0, cubic1.1, cubic1.2, cubic1.3)
            + OracleArea.segmentSignedArea(cubic1.3, cubic2.0)
            + OracleArea.cubicSignedArea(cubic2.0, cubic2.1, cubic2.2, cubic2.3)
            + OracleArea.segmentSignedArea(cubic2.3, cubic3.0)
            + OracleArea.cubicSignedArea(cubic3.0, cubic3.1, cubic3.2, cubic3.3)
        return abs(signed)
    }()

    /// Whether a template point lies strictly on the vertex side of the curve (removed).
    ///
    /// Folds the point into the half `a >= b` (symmetry), where the curve is the first cubic, the
    /// first line and the first half of the middle cubic; there `a` strictly decreases with
    /// non-vanishing speed, so solving `a(t) = a` by bisection is well conditioned.
    static func isRemoved(a a0: Double, b b0: Double) -> Bool {
        guard a0 >= 0, b0 >= 0 else { return false }
        let a = max(a0, b0), b = min(a0, b0)
        if a > reach { return false }
        if a < diagonalCrossing { return true }     // b <= a < g(a) there: the curve is above the diagonal
        return b < height(at: a, deciding: b)
    }

    /// How far a bisection bracket's b-range must be from the `b` it decides before it stops: far
    /// above the rounding of a Bernstein evaluation here (coordinates below 2, a few ulps of them).
    static let decidingMargin = 1e-12

    /// `g(a)` for `a` in `[diagonalCrossing, reach]`: the curve's b-coordinate over that a.
    ///
    /// With `deciding: b`, only `b < g(a)` is asked: the bisection may stop as soon as `b` is
    /// farther than ``decidingMargin`` from its bracket's b-range (b is nondecreasing along the
    /// curve, so `g(a)` lies in that range), and it returns the range's nearer end, which is on
    /// the same side of `b` as `g(a)` and as the fully bisected value (which lies in the range up
    /// to rounding): the answer is the full bisection's, in a few halvings for a point not
    /// within about 2^-k of the curve instead of about 55.
    static func height(at a: Double, deciding b: Double? = nil) -> Double {
        let (c1, c2) = (cubic1, cubic2)
        if a >= c1.3.x {
            return solve(c1, a: a, upTo: 1, deciding: b)
        }
        if a >= c2.0.x {
            let (p, q) = (c1.3, c2.0)
            return p.y + (a - p.x) * (q.y - p.y) / (q.x - p.x)
        }
        return solve(c2, a: a, upTo: 0.5, deciding: b)
    }

    /// The b-coordinate where a cubic with decreasing a-coordinate and nondecreasing b-coordinate
    /// on `[0, upTo]` has a-coordinate `a` (see ``height(at:deciding:)`` for `deciding`).
    private static func solve(_ c: (Point, Point, Point, Point), a: Double, upTo tMax: Double, deciding b: Double?) -> Double {
        var lo = 0.0, hi = tMax
        // The b-coordinates at the bracket's ends: the solution's lies between them.
        var (low, high) = (c.0.y, point(c, at: tMax).y)
        for _ in 0..<80 {
            if let b {
                if b < low - decidingMargin { return low }
                if b >= high + decidingMargin { return high }
            }
            let mid = 0.5 * (lo + hi)
            if mid <= lo || mid >= hi { break }
            let p = point(c, at: mid)
            if p.x > a { (lo, low) = (mid, p.y) } else { (hi, high) = (mid, p.y) }
        }
        return point(c, at: 0.5 * (lo + hi)).y
    }

    /// A cubic's point in Bernstein form.
    static func point(_ c: (Point, Point, Point, Point), at t: Double) -> Point {
        let s = 1 - t
        let (b0, b1, b2, b3) = (s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t)
        return Point(x: b0 * c.0.x + b1 * c.1.x + b2 * c.2.x + b3 * c.3.x,
                     y: b0 * c.0.y + b1 * c.1.y + b2 * c.2.y + b3 * c.3.y)
    }
}
