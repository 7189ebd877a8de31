import Foundation

/// A cubic Bezier as four points, with its derivatives in closed form: the hot loops of the
/// parallel curve and the distance searches evaluate curves thousands of times per surface,
/// and a plain struct spares them ``PathSegment``'s dispatch. A quadratic is held as its
/// degree-elevated cubic (the same curve, with the same parameter).
struct CubicBezier: Sendable {
    var p0: Point
    var p1: Point
    var p2: Point
    var p3: Point

    init(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        self.p0 = p0
        self.p1 = p1
        self.p2 = p2
        self.p3 = p3
    }

    /// The Bezier of a quad or cubic segment; `nil` for lines and arcs.
    init?(_ segment: PathSegment) {
        switch segment {
        case .quad(let a, let c, let b):
            self.init(a, a + (2.0 / 3.0) * (c - a), b + (2.0 / 3.0) * (c - b), b)
        case .cubic(let a, let c1, let c2, let b):
            self.init(a, c1, c2, b)
        case .line, .arc:
            return nil
        }
    }

    var segment: PathSegment { .cubic(p0, p1, p2, p3) }

    /// The point at `t`; the end points exactly at 0 and 1.
    @inline(__always)
    func point(at t: Double) -> Point {
        if t == 0 { return p0 }
        if t == 1 { return p3 }
        let s = 1 - t
        let (w0, w1, w2, w3) = (s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t)
        return Point(x: w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x, y: w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y)
    }

    /// `B'(t)`.
    @inline(__always)
    func derivative(at t: Double) -> Vector {
        let s = 1 - t
        let (a, b, c) = (3 * s * s, 6 * s * t, 3 * t * t)
        return Vector(dx: a * (p1.x - p0.x) + b * (p2.x - p1.x) + c * (p3.x - p2.x),
                      dy: a * (p1.y - p0.y) + b * (p2.y - p1.y) + c * (p3.y - p2.y))
    }

    /// `B''(t)`.
    @inline(__always)
    func secondDerivative(at t: Double) -> Vector {
        let s = 1 - t
        return Vector(dx: 6 * (s * (p2.x - 2 * p1.x + p0.x) + t * (p3.x - 2 * p2.x + p1.x)),
                      dy: 6 * (s * (p2.y - 2 * p1.y + p0.y) + t * (p3.y - 2 * p2.y + p1.y)))
    }

    /// The unit direction of travel at `t`; at an end whose handle is zero, or no longer than
    /// the rounding of the coordinates (64 ulps of the largest), the direction toward the next
    /// control point that is farther (the limit of `B' / |B'|` for a zero handle). A handle of
    /// 1e-15 on a shape 2 across pointed anywhere and turned a reflex joint's arc the wrong way.
    /// `.zero` if no control point is farther than rounding.
    func direction(at t: Double) -> Vector {
        if t <= 0 { return firstLeg(p1 - p0, p2 - p0, p3 - p0) }
        if t >= 1 { return firstLeg(p3 - p2, p3 - p1, p3 - p0) }
        let d = derivative(at: t)
        let l = d.norm
        return l > 0 ? Vector(dx: d.dx / l, dy: d.dy / l) : firstLeg(p1 - p0, p2 - p0, p3 - p0)
    }

    private func firstLeg(_ a: Vector, _ b: Vector, _ c: Vector) -> Vector {
        let magnitude = Swift.max(abs(p0.x), abs(p0.y), abs(p1.x), abs(p1.y), abs(p2.x), abs(p2.y), abs(p3.x), abs(p3.y))
        let noise = 64 * magnitude.ulp
        for v in [a, b, c] {
            let l = v.norm
            if l > noise { return Vector(dx: v.dx / l, dy: v.dy / l) }
        }
        for v in [a, b, c] {
            let l = v.norm
            if l > 0 { return Vector(dx: v.dx / l, dy: v.dy / l) }
        }
        return .zero
    }

    /// The piece between parameters `t0 < t1`, reparameterised to `[0, 1]` (blossoming).
    func split(from t0: Double, to t1: Double) -> CubicBezier {
        func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point { Point(x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y)) }
        func polar(_ u: Double, _ v: Double, _ w: Double) -> Point {
            let a = lerp(p0, p1, u), b = lerp(p1, p2, u), c = lerp(p2, p3, u)
            return lerp(lerp(a, b, v), lerp(b, c, v), w)
        }
        return CubicBezier(point(at: t0), polar(t0, t0, t1), polar(t0, t1, t1), point(at: t1))
    }

    /// How far the direction of the control polygon turns, leg to leg (zero legs skipped): a
    /// bound on how far the curve's own tangent turns (it stays in the legs' cone).
    var controlTurning: Double {
        var total = 0.0
        var previous: Vector?
        // Inline: the parallel curve's fitting asks this for every halving of every Bezier.
        let legs: InlineArray<3, Vector> = [p1 - p0, p2 - p1, p3 - p2]
        for k in legs.indices where legs[k] != .zero {
            let leg = legs[k]
            if let previous { total += abs(atan2(previous.cross(leg), previous.dot(leg))) }
            previous = leg
        }
        return total
    }

    /// Whether ``controlTurning`` is at most `maximum` (below a quarter turn): the same verdict,
    /// settled where possible without its arc tangents. Each turn is `atan2(|c|, d)` for the legs'
    /// cross and dot products; where `d <= 0` it is at least a quarter turn, and otherwise
    /// `x - x^3 / 3 <= atan(x) <= x` for `x = |c| / d`. Where the bounds' sums clear `maximum`
    /// by a relative 1e-12 (thousands of times the rounding of either side), they decide; in
    /// between, the sum of arc tangents does, as always.
    func controlTurns(atMost maximum: Double) -> Bool {
        let legs: InlineArray<3, Vector> = [p1 - p0, p2 - p1, p3 - p2]
        var lower = 0.0, upper = 0.0
        var previous: Vector?
        for k in legs.indices where legs[k] != .zero {
            let leg = legs[k]
            if let previous {
                let c = abs(previous.cross(leg)), d = previous.dot(leg)
                if d > 0 {
                    let x = c / d
                    upper += x
                    lower += x - x * x * x / 3
                } else if maximum < .pi / 4, d < 0 || c > 0 {
                    // At least a quarter turn (NaN products give NaN, not at most anything).
                    return false
                } else {
                    // (Both products zero, underflowed: the arc tangent decides.)
                    upper = .infinity
                }
            }
            previous = leg
        }
        if upper.isFinite, lower.isFinite {
            if upper <= maximum * (1 - 1e-12) { return true }
            if lower >= maximum * (1 + 1e-12) { return false }
        }
        return controlTurning <= maximum
    }

    /// Parameters `0 = t_0 < ... < t_n = 1` cutting the curve into pieces whose control
    /// polygons turn by at most `maximum` each, halving pieces that turn more (at most `depth`
    /// times). Where the turning happens in parameter terms does not matter: a curve that
    /// spends 98% of its parameter going straight and turns in the rest is cut there.
    func turningKnots(maximum: Double, depth: Int = 10) -> [Double] {
        var knots = [0.0]
        knots.reserveCapacity(17)
        visitTurning(0, 1, 0, maximum: maximum, depth: depth, into: &knots)
        knots[knots.count - 1] = 1
        return knots
    }

    /// The recursion of ``turningKnots(maximum:depth:)`` over `[a, b]` (a method rather than a
    /// nested function, so that no context is boxed for it).
    private func visitTurning(_ a: Double, _ b: Double, _ level: Int, maximum: Double, depth: Int, into knots: inout [Double]) {
        if level >= depth || split(from: a, to: b).controlTurns(atMost: maximum) {
            knots.append(b)
            return
        }
        let m = (a + b) / 2
        visitTurning(a, m, level + 1, maximum: maximum, depth: depth, into: &knots)
        visitTurning(m, b, level + 1, maximum: maximum, depth: depth, into: &knots)
    }

    /// The parameter of a point of the curve nearest to `p`: the end points, and every root of
    /// `f(t) = (B(t) - p) · B'(t)` (a quintic) in `(0, 1)`, isolated on its Bernstein
    /// coefficients (no sign change: no root; one: exactly one, refined by bisection; more:
    /// halve) and the nearest candidate wins. Sampling cannot do this: a flat curved corner
    /// 50,000 long turns in its last 1.5 % of parameter, between any two samples.
    ///
    /// With a `cutoff`, a caller that only cares about points nearer than it (the erosion's
    /// keep test) also passes over spans whose control hull is at least `cutoff` away: where
    /// the curve comes nearer than `cutoff`, the answer is the same parameter (the spans passed
    /// over hold only candidates measured at least `cutoff` away, which never win); elsewhere it
    /// is some parameter whose point is at least `cutoff` away.
    func nearestParameter(to p: Point, within cutoff: Double = .infinity) -> Double {
        // All inline: the erosion asks this for thousands of points per case, and six small heap
        // arrays per query cost more than the arithmetic.
        let q: InlineArray<4, Vector> = [p0 - p, p1 - p, p2 - p, p3 - p]
        let d: InlineArray<3, Vector> = [3 * (p1 - p0), 3 * (p2 - p1), 3 * (p3 - p2)]
        let choose3: InlineArray<4, Double> = [1, 3, 3, 1], choose2: InlineArray<3, Double> = [1, 2, 1]
        let choose5: InlineArray<6, Double> = [1, 5, 10, 10, 5, 1]
        var c = BernsteinRoots.Coefficients(repeating: 0)
        for i in 0 ... 3 { for j in 0 ... 2 { c[i + j] += choose3[i] * choose2[j] * q[i].dot(d[j]) } }
        for k in 0 ... 5 { c[k] /= choose5[k] }
        var nearest = NearestPoint(curve: self, p: p, cutoff: cutoff, bestT: 0, best: q[0].squaredNorm)
        if q[3].squaredNorm < nearest.best { nearest.best = q[3].squaredNorm; nearest.bestT = 1 }
        BernsteinRoots.search(c, count: 6, &nearest)
        return nearest.bestT
    }

    /// The search of ``nearestParameter(to:within:)``: the roots of `(B(t) - p) · B'(t)`, each compared
    /// with the best candidate so far as it is found. A span of the curve whose control hull is
    /// farther than the best so far holds no nearer point: its roots (a farthest point, say)
    /// would not win, so they are not bisected. The winner is the same as when every root is
    /// refined and compared in order.
    private struct NearestPoint: RootSearch {
        let curve: CubicBezier
        let p: Point
        /// Spans at least this far are passed over as well (see ``nearestParameter(to:within:)``).
        let cutoff: Double
        var bestT: Double
        /// The squared distance of the best candidate.
        var best: Double

        func value(at t: Double) -> Double { (curve.point(at: t) - p).dot(curve.derivative(at: t)) }

        func wants(from a: Double, to b: Double) -> Bool {
            !curve.split(from: a, to: b).hullIsFar(from: p, atLeast: Swift.min(best.squareRoot(), cutoff))
        }

        mutating func found(_ t: Double) {
            let dist = (curve.point(at: t) - p).squaredNorm
            if dist < best { best = dist; bestT = t }
        }
    }
}
