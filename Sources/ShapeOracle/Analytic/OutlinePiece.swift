import Foundation
import ShapeModel

/// One piece of the oracle's own outline, in path order: what distances, bounds, probes and
/// drawings are computed from. Membership never uses pieces (see `AnalyticOracle.classify`).
struct OutlinePiece: Sendable {
    enum Kind: Sendable {
        case segment(Point, Point)
        /// A circular arc swept clockwise on screen by less than π, from `start` to `end`.
        case arc(center: Point, radius: Double, start: Point, end: Point)
        case quad(Point, Point, Point)
        case cubic(Point, Point, Point, Point)
    }

    let kind: Kind
    /// What the piece is, e.g. `topLeft.rounded`, `top.span1`, `top.triangle.side2`.
    let label: PieceLabel
    /// A box holding every control point (and the arc's chord and apex): a cheap distance prefilter.
    let hullBox: Rect

    init(_ kind: Kind, label: PieceLabel) {
        self.kind = kind
        self.label = label
        switch kind {
        case .segment(let a, let b): hullBox = OutlinePiece.box(a, b)
        case .arc(let c, let r, let s, let e):
            let mid = OutlinePiece.arcPoint(center: c, radius: r, start: s, end: e, fraction: 0.5)
            // The arc lies in the triangle (start, end, the tangents' intersection); its exact box is
            // simpler: the three points plus the axis extremes the sweep passes.
            var box = PointBox(s)
            box.add(e)
            box.add(mid)
            OutlinePiece.forEachArcExtreme(center: c, radius: r, start: s, end: e) { box.add($0) }
            hullBox = box.rect
        case .quad(let a, let b, let c): hullBox = OutlinePiece.box(a, b, c)
        case .cubic(let a, let b, let c, let d): hullBox = OutlinePiece.box(a, b, c, d)
        }
    }

    // MARK: Ends and tangents

    /// Where the piece starts.
    var start: Point {
        switch kind {
        case .segment(let a, _), .quad(let a, _, _), .cubic(let a, _, _, _): a
        case .arc(_, _, let s, _): s
        }
    }

    /// Where the piece ends.
    var end: Point {
        switch kind {
        case .segment(_, let b), .quad(_, _, let b), .cubic(_, _, _, let b): b
        case .arc(_, _, _, let e): e
        }
    }

    /// Whether the piece has no extent (a zero-length straight span, a vanished corner).
    var isDegenerate: Bool {
        switch kind {
        case .segment(let a, let b): a == b
        case .arc(_, let r, let s, let e): r <= 0 || s == e
        case .quad(let a, let b, let c): a == b && b == c
        case .cubic(let a, let b, let c, let d): a == b && b == c && c == d
        }
    }

    /// The direction of travel at the start.
    var startTangent: Vector {
        switch kind {
        case .segment(let a, let b): b - a
        case .arc(let c, _, let s, _): Vector(dx: -(s.y - c.y), dy: s.x - c.x)
        case .quad(let a, let b, let c): a != b ? b - a : c - a
        case .cubic(let a, let b, let c, let d): a != b ? b - a : (a != c ? c - a : d - a)
        }
    }

    /// The direction of travel at the end.
    var endTangent: Vector {
        switch kind {
        case .segment(let a, let b): b - a
        case .arc(let c, _, _, let e): Vector(dx: -(e.y - c.y), dy: e.x - c.x)
        case .quad(let a, let b, let c): b != c ? c - b : c - a
        case .cubic(let a, let b, let c, let d): c != d ? d - c : (b != d ? d - b : d - a)
        }
    }

    /// The point halfway along the parameter (the arc's angular midpoint), with its outward normal,
    /// or `nil` for a straight segment.
    var midpoint: (point: Point, normal: Vector)? {
        switch kind {
        case .segment: return nil
        case .arc(let c, let r, let s, let e):
            let m = OutlinePiece.arcPoint(center: c, radius: r, start: s, end: e, fraction: 0.5)
            return (m, Geometry.unit(m - c))
        case .quad(let a, let b, let c):
            let m = Point(x: 0.25 * a.x + 0.5 * b.x + 0.25 * c.x, y: 0.25 * a.y + 0.5 * b.y + 0.25 * c.y)
            return (m, Geometry.outwardNormal(of: c - a))
        case .cubic(let a, let b, let c, let d):
            let m = ContinuousTemplate.point((a, b, c, d), at: 0.5)
            return (m, Geometry.outwardNormal(of: (c - a) + (d - b)))
        }
    }

    // MARK: Distance

    /// A lower bound on the distance from `q` to the piece, exact (to rounding) for segments and
    /// arcs, within `2 tolerance` for Beziers whenever the distance is at most `cutoff`; also an
    /// upper bound from points known to be on the piece. With `decidesOnly`, a Bezier's lower
    /// bound is only decided against the cutoff (``BezierDistanceSearch``, "Deciding only").
    func distance(from q: Point, cutoff: Double, tolerance: Double, decidesOnly: Bool = false) -> (lower: Double, upper: Double) {
        switch kind {
        case .segment(let a, let b):
            let d = Geometry.segmentDistance(q, a, b)
            return (d, d)
        case .arc(let c, let r, let s, let e):
            let d = OutlinePiece.arcDistance(q, center: c, radius: r, start: s, end: e)
            return (d, d)
        case .quad(let a, let b, let c):
            // Degree elevation: the same curve as a cubic, whose hull is inside the quadratic's.
            let b1 = Point(x: a.x + (2.0 / 3.0) * (b.x - a.x), y: a.y + (2.0 / 3.0) * (b.y - a.y))
            let b2 = Point(x: c.x + (2.0 / 3.0) * (b.x - c.x), y: c.y + (2.0 / 3.0) * (b.y - c.y))
            var search = BezierDistanceSearch(q: q, cutoff: cutoff, tolerance: tolerance, decidesOnly: decidesOnly)
            search.search(a, b1, b2, c)
            return (search.result, search.upper)
        case .cubic(let a, let b, let c, let d):
            var search = BezierDistanceSearch(q: q, cutoff: cutoff, tolerance: tolerance, decidesOnly: decidesOnly)
            search.search(a, b, c, d)
            return (search.result, search.upper)
        }
    }

    /// The exact distance to a clockwise arc of sweep below π: radial when `q`'s direction from the
    /// centre is inside the sweep, else to the nearer end.
    static func arcDistance(_ q: Point, center c: Point, radius r: Double, start s: Point, end e: Point) -> Double {
        let w = q - c
        if isWithinSweep(w, center: c, start: s, end: e) {
            return abs(Geometry.norm(w.dx, w.dy) - r)
        }
        return min(Geometry.distance(q, s), Geometry.distance(q, e))
    }

    // MARK: Bounds

    /// The tight box: end points plus interior extremes (arc axis points, Bezier derivative roots).
    var bounds: Rect {
        switch kind {
        case .segment(let a, let b):
            return OutlinePiece.box(a, b)
        case .arc(let c, let r, let s, let e):
            var box = PointBox(s)
            box.add(e)
            OutlinePiece.forEachArcExtreme(center: c, radius: r, start: s, end: e) { box.add($0) }
            return box.rect
        case .quad(let a, let b, let c):
            var box = PointBox(a)
            box.add(c)
            // x extreme before y extreme (two calls, not an array of them: no allocation).
            func addExtreme(at t: Double?) {
                guard let t else { return }
                let s = 1 - t
                box.add(Point(x: s * s * a.x + 2 * s * t * b.x + t * t * c.x, y: s * s * a.y + 2 * s * t * b.y + t * t * c.y))
            }
            addExtreme(at: OutlinePiece.quadExtreme(a.x, b.x, c.x))
            addExtreme(at: OutlinePiece.quadExtreme(a.y, b.y, c.y))
            return box.rect
        case .cubic(let a, let b, let c, let d):
            var box = PointBox(a)
            box.add(d)
            // x extremes before y extremes: the order the points were always added in.
            OutlinePiece.forEachCubicExtreme(a.x, b.x, c.x, d.x) { box.add(ContinuousTemplate.point((a, b, c, d), at: $0)) }
            OutlinePiece.forEachCubicExtreme(a.y, b.y, c.y, d.y) { box.add(ContinuousTemplate.point((a, b, c, d), at: $0)) }
            return box.rect
        }
    }

    /// The box of a few points, in order. Fixed arities, not a variadic list: that was an array
    /// allocated for every piece of every oracle.
    private static func box(_ a: Point, _ b: Point) -> Rect {
        var box = PointBox(a)
        box.add(b)
        return box.rect
    }

    private static func box(_ a: Point, _ b: Point, _ c: Point) -> Rect {
        var box = PointBox(a)
        box.add(b)
        box.add(c)
        return box.rect
    }

    private static func box(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Rect {
        var box = PointBox(a)
        box.add(b)
        box.add(c)
        box.add(d)
        return box.rect
    }

    /// Where a quadratic's coordinate has zero derivative, if inside (0, 1).
    static func quadExtreme(_ p0: Double, _ p1: Double, _ p2: Double) -> Double? {
        let den = p0 - 2 * p1 + p2
        guard den != 0 else { return nil }
        let t = (p0 - p1) / den
        return t > 0 && t < 1 ? t : nil
    }

    /// Calls `body` where a cubic's coordinate has zero derivative inside (0, 1): roots of
    /// `(-p0 + 3p1 - 3p2 + p3) t² + 2(p0 - 2p1 + p2) t + (p1 - p0)`.
    static func forEachCubicExtreme(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, _ body: (Double) -> Void) {
        Geometry.forEachUnitRoot(a: -p0 + 3 * p1 - 3 * p2 + p3, b: 2 * (p0 - 2 * p1 + p2), c: p1 - p0, body)
    }

    /// The points where a clockwise arc (sweep below π) is extreme in x or y, if it passes them.
    static func arcExtremes(center c: Point, radius r: Double, start s: Point, end e: Point) -> [Point] {
        var out: [Point] = []
        forEachArcExtreme(center: c, radius: r, start: s, end: e) { out.append($0) }
        return out
    }

    /// The four axis directions, in the order arc extremes are reported (a constant, not an array
    /// literal built on each call).
    private static let axisDirections = [Vector(dx: 1, dy: 0), Vector(dx: 0, dy: 1), Vector(dx: -1, dy: 0), Vector(dx: 0, dy: -1)]

    /// Calls `body` with each of ``arcExtremes(center:radius:start:end:)`` in turn, without an array.
    static func forEachArcExtreme(center c: Point, radius r: Double, start s: Point, end e: Point, _ body: (Point) -> Void) {
        for d in axisDirections where isWithinSweep(d, center: c, start: s, end: e) {
            body(c + d * r)
        }
    }

    /// Whether direction `d` from the centre lies within a clockwise sweep below π. The two cross
    /// products alone also accept the direction opposite a tiny sweep (both are 0 when the ends
    /// round onto one line), so for sweeps below π/2 (`(s - c)·(e - c) > 0`) `d` must also point
    /// along the bisector `(s - c) + (e - c)`. Only there: for a sweep near π the bisector is
    /// shorter than the rounding of far-away coordinates and its direction means nothing.
    static func isWithinSweep(_ d: Vector, center c: Point, start s: Point, end e: Point) -> Bool {
        let (a, b) = (s - c, e - c)
        guard ExactArithmetic.cross(a, d) >= 0 && ExactArithmetic.cross(d, b) >= 0 else { return false }
        return a.dot(b) <= 0 || d.dot(a + b) > 0
    }

    // MARK: Sampling

    /// The angle swept from `start` to `end` (in (0, π) for the oracle's arcs, which all turn
    /// clockwise by less than π). The cross product's magnitude, not its sign: at a corner so
    /// acute that the sweep is within rounding of π, the cross product of the two radii can round
    /// to a tiny negative number, and its sign would turn the sweep into -π (fuzz seed 11).
    static func sweep(center c: Point, start s: Point, end e: Point) -> Double {
        let u = s - c, v = e - c
        return atan2(abs(ExactArithmetic.cross(u, v)), u.dot(v))
    }

    /// The point a fraction of the way along an arc, by angle.
    static func arcPoint(center c: Point, radius r: Double, start s: Point, end e: Point, fraction: Double) -> Point {
        let a0 = atan2(s.y - c.y, s.x - c.x)
        let a = a0 + fraction * sweep(center: c, start: s, end: e)
        return Point(x: c.x + r * cos(a), y: c.y + r * sin(a))
    }

    /// Appends points along the piece, from its start up to but excluding its end, so that the
    /// polygon through them is within `tolerance` of the piece (same bounds as `FlattenedPath`).
    func appendSamples(tolerance: Double, cap: Int, to out: inout [Point]) {
        switch kind {
        case .segment(let a, _):
            out.append(a)
        case .arc(let c, let r, let s, let e):
            let n = FlattenedPath.arcSteps(radius: r, sweep: OutlinePiece.sweep(center: c, start: s, end: e), tolerance: tolerance, cap: cap)
            for k in 0..<n {
                out.append(k == 0 ? s : OutlinePiece.arcPoint(center: c, radius: r, start: s, end: e, fraction: Double(k) / Double(n)))
            }
        case .quad(let a, let b, let c):
            let n = FlattenedPath.quadSteps(a, b, c, tolerance: tolerance, cap: cap)
            for k in 0..<n {
                let t = Double(k) / Double(n), s = 1 - t
                out.append(Point(x: s * s * a.x + 2 * s * t * b.x + t * t * c.x, y: s * s * a.y + 2 * s * t * b.y + t * t * c.y))
            }
        case .cubic(let a, let b, let c, let d):
            let n = FlattenedPath.cubicSteps(a, b, c, d, tolerance: tolerance, cap: cap)
            for k in 0..<n {
                out.append(ContinuousTemplate.point((a, b, c, d), at: Double(k) / Double(n)))
            }
        }
    }
}
