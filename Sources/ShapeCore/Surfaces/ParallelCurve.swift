import Foundation

/// The inner parallel curve of one outline segment at distance `w`: the raw material of the
/// content mask (Contract: inner parallel curve).
///
/// "Inner" is the right of the direction of travel (y down), the inside of a clockwise outline.
/// - A line moves by `w` along its inner normal: exact.
/// - An arc sweeping clockwise (its centre inside) keeps its centre and angles with radius
///   `r - w`: exact; at `r <= w` it has no regular parallel curve (every point of the would-be
///   curve is nearer than `w` to the arc) and gives nothing, so its neighbours meet in a sharp
///   corner. An arc sweeping counter-clockwise gets radius `r + w`.
/// - A Bezier's parallel curve is not a Bezier. Where `1 - w κ(t) <= 0` (κ the curvature
///   toward the inside, `cross(B', B'') / |B'|^3`) it runs backwards between two cusps; every
///   point there is nearer than `w` to the curve (the distance to `B` has a local maximum along
///   the normal), so that part is dropped and the rest, split at the cusps, is fitted by cubics
///   within `tolerance` (see ``fit(_:from:to:width:tolerance:depth:cusped:into:from:source:)``).
enum ParallelCurve {
    /// The deepest subdivision of a fitted Bezier piece below the first equal steps: reached only
    /// next to a cusp (where the parallel curve's curvature has no bound and the pieces are
    /// trimmed away), or where rounding of huge coordinates swamps the tolerance.
    static let maximumDepth = 8
    /// The most pieces one Bezier's parallel curve is fitted with; past it, pieces are kept as
    /// fitted (the measured error then decides whether the contract's bound still holds).
    static let maximumPieces = 64

    /// The pieces of the inner parallel curve of `segment` at distance `w`, in travel order,
    /// appended to `out` (the raw parallel curve of a whole outline collects into one array,
    /// not one per segment).
    static func appendPieces(of segment: PathSegment, index: Int, width w: Double, tolerance: Double, to out: inout [OffsetPiece]) {
        switch segment {
        case .line(let a, let b):
            let n = innerNormal(segment.startDirection)
            guard n != .zero else { return }
            out.append(OffsetPiece(segment: .line(a + w * n, b + w * n), origin: .exact(source: index)))
        case .arc(let arc):
            guard arc.sweep != 0, arc.radius > 0 else { return }
            // Toward the centre for a clockwise sweep: the end points move along the radius,
            // so an axis-aligned tangent point stays exact (a pill's (40, 0) goes to (40, 10)).
            let inward = arc.sweep > 0
            let radius = inward ? arc.radius - w : arc.radius + w
            guard radius > 0 else { return }
            let k = (inward ? w : -w) / arc.radius
            let start = arc.startPoint + k * (arc.center - arc.startPoint)
            let end = arc.endPoint + k * (arc.center - arc.endPoint)
            out.append(OffsetPiece(segment: .arc(Arc(center: arc.center, radius: radius, startAngle: arc.startAngle,
                                                     endAngle: arc.endAngle, startPoint: start, endPoint: end)),
                                   origin: .exact(source: index)))
        case .quad, .cubic:
            // A quad as its degree-elevated cubic (the same curve and parameter): one fitting serves both.
            guard let curve = CubicBezier(segment) else { return }
            bezierPieces(curve, index: index, width: w, tolerance: tolerance, into: &out)
        }
    }

    /// The inner normal of a unit direction: the direction turned a quarter clockwise on screen.
    static func innerNormal(_ d: Vector) -> Vector { Vector(dx: -d.dy, dy: d.dx) }

    /// The point of the exact parallel curve at parameter `t`.
    static func offsetPoint(_ curve: CubicBezier, at t: Double, width w: Double) -> Point {
        knot(curve, at: t, width: w).point
    }

    /// A parameter of the base curve with the exact parallel curve's point there and the base
    /// curve's direction (the fitted cubic's tangent there): the fitting needs both at every
    /// knot, and the direction is computed once for them (the same numbers as computing it for
    /// each).
    struct Knot {
        var t: Double
        var point: Point
        var direction: Vector
    }

    /// The ``Knot`` at parameter `t`: its point is ``offsetPoint(_:at:width:)``'s, bit for bit.
    static func knot(_ curve: CubicBezier, at t: Double, width w: Double) -> Knot {
        let direction = curve.direction(at: t)
        return Knot(t: t, point: curve.point(at: t) + w * innerNormal(direction), direction: direction)
    }

    /// `|B'|^3 - w cross(B', B'')`: positive where the parallel curve runs forward, zero at its cusps.
    static func regularity(_ curve: CubicBezier, at t: Double, width w: Double) -> Double {
        let d1 = curve.derivative(at: t), d2 = curve.secondDerivative(at: t)
        let speed = d1.norm
        return speed * speed * speed - w * d1.cross(d2)
    }

    /// The parameters in `(a, b)` where the parallel curve has a cusp: the roots of
    /// ``regularity(_:at:width:)``. It is sampled at 8 steps; each sign change is refined by
    /// bisection, and so is each pair of roots hiding between two samples: at every local
    /// minimum of the samples the minimum itself is found (golden section) and, if it is
    /// negative, a root is bisected on either side of it. (A curved corner of a tall shape bent
    /// back over 0.02 of its parameter, between two points of a uniform grid, and went undetected.)
    static func cusps(_ curve: CubicBezier, from a: Double, to b: Double, width w: Double) -> [Double] {
        cusps(curve, from: a, to: b, width: w, regular: RegularityBound(curve, width: w))
    }

    /// ``cusps(_:from:to:width:)`` with the curve's ``RegularityBound`` at `w` made already (once
    /// for all the stretches of a curve).
    static func cusps(_ curve: CubicBezier, from a: Double, to b: Double, width w: Double, regular: RegularityBound) -> [Double] {
        // Most stretches are regular with room to spare: then no sample below can be negative,
        // nor can any search between them, so there is nothing to find (one bound instead of
        // nine evaluations and a bound per local minimum).
        if regular.holds(from: a, to: b) { return [] }
        let steps = 8
        // Inline storage: this runs for every stretch of every Bezier, and heap arrays cost
        // more than the nine evaluations.
        var ts = InlineArray<9, Double>(repeating: 0), g = InlineArray<9, Double>(repeating: 0)
        for i in 0 ... steps {
            ts[i] = i == steps ? b : a + Double(i) / Double(steps) * (b - a)
            g[i] = regularity(curve, at: ts[i], width: w)
        }
        func root(_ a: Double, _ b: Double) -> Double {
            var (lo, hi) = (a, b)
            let rising = regularity(curve, at: b, width: w) > 0
            for _ in 0 ..< 60 {
                let mid = (lo + hi) / 2
                guard mid > lo, mid < hi else { break }
                if (regularity(curve, at: mid, width: w) > 0) == rising { hi = mid } else { lo = mid }
            }
            return (lo + hi) / 2
        }
        var result: [Double] = []
        for i in 1 ... steps where (g[i - 1] < 0 && g[i] > 0) || (g[i - 1] > 0 && g[i] < 0) {
            result.append(root(ts[i - 1], ts[i]))
        }
        for i in 0 ... steps where g[i] > 0 && (i == 0 || g[i] <= g[i - 1]) && (i == steps || g[i] <= g[i + 1]) {
            var (lo, hi) = (ts[Swift.max(0, i - 1)], ts[Swift.min(steps, i + 1)])
            // Most minima are far above zero: no point the search below could reach is negative.
            if regular.holds(from: lo, to: hi) { continue }
            // Golden section for the minimum between the neighbours.
            let ratio = (5.0.squareRoot() - 1) / 2
            var (c, d) = (hi - ratio * (hi - lo), lo + ratio * (hi - lo))
            var (gc, gd) = (regularity(curve, at: c, width: w), regularity(curve, at: d, width: w))
            for _ in 0 ..< 48 {
                if gc < gd { (hi, d, gd) = (d, c, gc); c = hi - ratio * (hi - lo); gc = regularity(curve, at: c, width: w) }
                else { (lo, c, gc) = (c, d, gd); d = lo + ratio * (hi - lo); gd = regularity(curve, at: d, width: w) }
                if gc < 0 || gd < 0 { break }
            }
            let low = gc < gd ? c : d
            guard regularity(curve, at: low, width: w) < 0 else { continue }
            result += [root(ts[Swift.max(0, i - 1)], low), root(low, ts[Swift.min(steps, i + 1)])]
        }
        result.removeAll { !($0 > a && $0 < b) }
        result.sort()
        return result
    }

    /// Whether ``regularity(_:at:width:)`` of one curve at one width is certainly positive at
    /// every parameter in an interval (``holds(from:to:)``), by more than the rounding of its
    /// evaluation, so that no search there can find a value below zero: a lower bound,
    /// `|B'|_min^3 - w max cross(B', B'')`.
    ///
    /// On `[lo, hi]`, `B'` is the quadratic Bezier with control points `B'(lo)`, its blossom
    /// at `(lo, hi)` and `B'(hi)`, so `|B'|` is at least the distance from the origin to their
    /// triangle (zero if it holds the origin). `cross(B', B'')` is a quadratic in `t` (the cubic
    /// terms cancel), whose maximum on the interval is at an end or at its vertex. The margin,
    /// 1e-12 of the terms' sizes (the coordinates' too, as `B''` is taken from them directly),
    /// is thousands of times the rounding of either computation. (A cheap certificate: the
    /// golden-section search it spares costs 50 evaluations; where it fails, the search runs.)
    ///
    /// What depends on the curve and width alone (the derivative's control points, the turning
    /// polynomial, the margin) is computed once: the bound is asked for every stretch of a
    /// Bezier, and for every local minimum of a stretch that has one.
    struct RegularityBound {
        let curve: CubicBezier
        let w: Double
        /// The derivative's control points.
        let d0: Vector, d1: Vector, d2: Vector
        /// `cross(B', B'') = p2 t^2 + p1 t + p0`.
        let p2: Double, p1: Double, p0: Double
        let margin: Double

        init(_ curve: CubicBezier, width w: Double) {
            self.curve = curve
            self.w = w
            let d0 = 3 * (curve.p1 - curve.p0), d1 = 3 * (curve.p2 - curve.p1), d2 = 3 * (curve.p3 - curve.p2)
            (self.d0, self.d1, self.d2) = (d0, d1, d2)
            // B'(t) = a t^2 + b t + c, B''(t) = 2 a t + b: cross(B', B'') = -cross(a, b) t^2 + 2 cross(c, a) t + cross(c, b).
            let a = d0 - 2 * d1 + d2, b = 2 * (d1 - d0), c = d0
            (p2, p1, p0) = (-a.cross(b), 2 * c.cross(a), c.cross(b))
            let speed = Swift.max(d0.norm, d1.norm, d2.norm), bend = 2 * Swift.max((d1 - d0).norm, (d2 - d1).norm)
            let magnitude = Swift.max(abs(curve.p0.x), abs(curve.p0.y), abs(curve.p1.x), abs(curve.p1.y),
                                      abs(curve.p2.x), abs(curve.p2.y), abs(curve.p3.x), abs(curve.p3.y))
            margin = 1e-12 * (speed * speed * speed + w * speed * (bend + magnitude))
        }

        /// Whether the bound certifies the curve regular on `[lo, hi]`.
        func holds(from lo: Double, to hi: Double) -> Bool {
            guard w >= 0, lo <= hi else { return false }
            let q0 = curve.derivative(at: lo), q2 = curve.derivative(at: hi)
            let q1 = ((1 - lo) * (1 - hi)) * d0 + ((1 - lo) * hi + lo * (1 - hi)) * d1 + (lo * hi) * d2
            let slowest = Vector.triangleMayHoldOrigin(q0, q1, q2) ? 0 : Swift.min(q0.squaredDistance(toSegmentTo: q1), q1.squaredDistance(toSegmentTo: q2),
                                                      q2.squaredDistance(toSegmentTo: q0)).squareRoot()
            let (p2, p1, p0) = (p2, p1, p0)
            func turning(_ t: Double) -> Double { (p2 * t + p1) * t + p0 }
            var most = Swift.max(turning(lo), turning(hi))
            if p2 != 0 {
                let vertex = -p1 / (2 * p2)
                if vertex > lo, vertex < hi { most = Swift.max(most, turning(vertex)) }
            }
            let bound = slowest * slowest * slowest - w * most
            return bound.isFinite && margin.isFinite && bound > margin
        }
    }

    /// The most a fitted stretch of a Bezier turns before fitting begins: the curve is first
    /// cut where its control polygon has turned this far (``CubicBezier/turningKnots(maximum:depth:)``),
    /// so every later sample spacing follows the turning, not the parameter.
    static let maximumTurning = Double.pi / 16

    private static func bezierPieces(_ curve: CubicBezier, index: Int, width w: Double, tolerance: Double,
                                     into out: inout [OffsetPiece]) {
        let stretches = curve.turningKnots(maximum: maximumTurning)
        var all: [Double] = []
        all.reserveCapacity(stretches.count)
        var cusped = false
        let regular = RegularityBound(curve, width: w)
        for k in 0 ..< stretches.count - 1 {
            let inside = cusps(curve, from: stretches[k], to: stretches[k + 1], width: w, regular: regular)
            cusped = cusped || !inside.isEmpty
            all.append(stretches[k])
            all += inside
        }
        all.append(1)
        // This curve's pieces start here in `out` (``maximumPieces`` counts them alone).
        let first = out.count
        for k in 0 ..< all.count - 1 {
            let (t0, t1) = (all[k], all[k + 1])
            guard t1 > t0, regularity(curve, at: (t0 + t1) / 2, width: w) > 0 else { continue }
            fitRegularPart(curve, from: t0, to: t1, width: w, tolerance: tolerance, cusped: cusped, into: &out, from: first, source: index)
        }
    }

    /// Fits the parallel curve of one regular part: one cubic if that is within `tolerance`,
    /// else as many equal parameter steps as the error suggests (it falls like `h^5`, measured),
    /// each fitted and subdivided where it still misses. The curve's pieces so far are
    /// `out[firstPiece...]`.
    static func fitRegularPart(_ curve: CubicBezier, from t0: Double, to t1: Double, width w: Double, tolerance: Double,
                               cusped: Bool, into out: inout [OffsetPiece], from firstPiece: Int, source: Int) {
        let first = knot(curve, at: t0, width: w), last = knot(curve, at: t1, width: w)
        var steps = 2
        if let whole = fittedCubic(from: first, to: last, middle: offsetPoint(curve, at: (t0 + t1) / 2, width: w)) {
            let e = error(of: whole, against: curve, t0: t0, t1: t1, width: w)
            if e <= tolerance {
                out.append(OffsetPiece(segment: whole.segment, origin: .fitted(source: source, t0: t0, t1: t1, cusped: cusped)))
                return
            }
            if e.isFinite { steps = Swift.min(16, Swift.max(2, Int((1.2 * pow(e / tolerance, 0.2)).rounded(.up)))) }
        }
        // Each knot's point of the parallel curve is computed once, for the steps on both sides.
        var start = first
        for k in 1 ... steps {
            let t = k == steps ? t1 : t0 + Double(k) / Double(steps) * (t1 - t0)
            let end = k == steps ? last : knot(curve, at: t, width: w)
            fit(curve, from: start, to: end, width: w, tolerance: tolerance, depth: 1, cusped: cusped,
                into: &out, from: firstPiece, source: source)
            start = end
        }
    }

    /// Fits one cubic to the parallel curve between `t0` and `t1`, or splits the interval in
    /// half and fits each half, until the fit is within `tolerance`. The curve's pieces so far
    /// are `out[firstPiece...]`: past ``maximumPieces`` of them, pieces are kept as fitted.
    ///
    /// The cubic starts and ends on the exact parallel curve, with the base curve's tangent
    /// directions there (parallel curves keep the tangent where they run forward), and its
    /// handle lengths make its midpoint the exact parallel curve's point at the middle
    /// parameter (a 2 x 2 linear system). Its error is *measured*: along the base curve's
    /// normal at 7 interior parameters, the signed distance from the base curve to where the
    /// normal line meets the cubic (a cubic equation) must be `w` within `tolerance`.
    ///
    /// `start` and `end` are the knots at `t0` and `t1` (``knot(_:at:width:)``), computed once
    /// for the pieces on either side of them.
    static func fit(_ curve: CubicBezier, from start: Knot, to end: Knot, width w: Double,
                    tolerance: Double, depth: Int, cusped: Bool, into out: inout [OffsetPiece], from firstPiece: Int, source: Int) {
        let (t0, p0) = (start.t, start.point), (t1, p3) = (end.t, end.point)
        let tm = (t0 + t1) / 2
        let middle = knot(curve, at: tm, width: w)
        let origin = OffsetPiece.Origin.fitted(source: source, t0: t0, t1: t1, cusped: cusped)
        if let first = fittedCubic(from: start, to: end, middle: middle.point) {
            // Only whether the error is within the tolerance matters here: its measure stops
            // once it is certainly not.
            let firstError = error(of: first, against: curve, t0: t0, t1: t1, width: w, stoppingAbove: tolerance)
            if firstError <= tolerance || depth >= maximumDepth || out.count - firstPiece >= maximumPieces {
                out.append(OffsetPiece(segment: first.segment, origin: origin))
                return
            }
        }
        guard depth < maximumDepth, out.count - firstPiece < maximumPieces, tm > t0, tm < t1 else {
            let chord = (p3 - p0) * (1.0 / 3.0)
            out.append(OffsetPiece(segment: .cubic(p0, p0 + chord, p3 - chord, p3), origin: origin))
            return
        }
        // Both halves share the middle point exactly.
        fit(curve, from: start, to: middle, width: w, tolerance: tolerance, depth: depth + 1, cusped: cusped, into: &out, from: firstPiece, source: source)
        fit(curve, from: middle, to: end, width: w, tolerance: tolerance, depth: depth + 1, cusped: cusped, into: &out, from: firstPiece, source: source)
    }

    /// The cubic from knot `start`'s point `p0` to `end`'s `p3` with the base tangents there (the
    /// knots' directions) whose midpoint is `m`, the parallel curve's point at the middle
    /// parameter; `nil` when the handles come out negative or wild (then the interval is split).
    static func fittedCubic(from start: Knot, to end: Knot, middle m: Point) -> CubicBezier? {
        let (p0, p3) = (start.point, end.point)
        let d0 = start.direction, d1 = end.direction
        let chord = (p3 - p0).norm
        guard chord > 0 else { return CubicBezier(p0, p0, p3, p3) }
        // Q(1/2) = (4 p0 + 4 p3 + 3 a d0 - 3 b d1) / 8 = m.
        // Relative to p0, so nothing cancels at large coordinates: 8 m - 4 p0 - 4 p3 = 8 (m - p0) - 4 (p3 - p0).
        let r = (1.0 / 3.0) * (8 * (m - p0) - 4 * (p3 - p0))
        let det = -d0.cross(d1)
        if abs(det) <= 1e-9 {
            // Parallel end tangents: a straight piece (or one to split).
            let straight = abs(d0.cross(p3 - p0)) <= 1e-9 * chord && d0.dot(p3 - p0) > 0
            return straight ? CubicBezier(p0, p0 + (chord / 3) * d0, p3 - (chord / 3) * d1, p3) : nil
        }
        let a = r.cross(-d1) / det
        let b = d0.cross(r) / det
        guard a >= 0, b >= 0, a <= 2 * chord, b <= 2 * chord, a.isFinite, b.isFinite else { return nil }
        return CubicBezier(p0, p0 + a * d0, p3 - b * d1, p3)
    }

    /// The largest gap, along the base curve's normals at 7 interior parameters, between the
    /// cubic and distance `w` (`infinity` where a normal misses the cubic).
    ///
    /// Where the normal line through the base point `B(t)` meets the cubic, `(Q(u) - B(t)) · d = 0`
    /// (`d` the base direction), is found by Newton's method from `u` = the same fraction of the
    /// interval: the cubic runs nearly in step with the base parameter. The gap is then
    /// `|(Q(u) - B(t)) · n - w|`. (The best cubic with these ends and tangents can be no closer
    /// than this measure shows: a brute-force search on a curved corner's piece found the same
    /// floor, which is why the fit subdivides instead of refining handle lengths.)
    ///
    /// With `stoppingAbove`, the measure stops at the first sample whose gap exceeds it and
    /// returns that gap: no larger than the whole measure and above the limit exactly when the
    /// whole measure is (later samples can only raise the largest gap).
    static func error(of cubic: CubicBezier, against curve: CubicBezier, t0: Double, t1: Double, width w: Double,
                      stoppingAbove limit: Double = .infinity) -> Double {
        var worst = 0.0
        for j in 1 ... 7 {
            let s = Double(j) / 8
            let t = t0 + s * (t1 - t0)
            let base = curve.point(at: t)
            let d = curve.direction(at: t)
            var u = s
            for _ in 0 ..< 8 {
                let f = (cubic.point(at: u) - base).dot(d)
                let slope = cubic.derivative(at: u).dot(d)
                guard slope > 0 else { return .infinity }
                let step = f / slope
                u -= step
                guard u >= -0.05, u <= 1.05 else { return .infinity }
                // Rounding of f (a few ulps of the coordinates) bounds how still u can get; the
                // gap below counts whatever is left along the tangent.
                if abs(step) <= 1e-12 { break }
            }
            let gap = cubic.point(at: u) - base
            worst = Swift.max(worst, abs(gap.dot(innerNormal(d)) - w) + abs(gap.dot(d)))
            if worst > limit { return worst }
        }
        return worst
    }
}
