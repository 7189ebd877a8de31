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

    /// The unit direction of travel at `t`; at an end whose handle is zero, the direction
    /// toward the next distinct control point (the limit of `B' / |B'|`). `.zero` if none.
    func direction(at t: Double) -> Vector {
        if t <= 0 { return Self.firstNonZero(p1 - p0, p2 - p0, p3 - p0) }
        if t >= 1 { return Self.firstNonZero(p3 - p2, p3 - p1, p3 - p0) }
        let d = derivative(at: t)
        let l = d.norm
        return l > 0 ? Vector(dx: d.dx / l, dy: d.dy / l) : Self.firstNonZero(p1 - p0, p2 - p0, p3 - p0)
    }

    private static func firstNonZero(_ a: Vector, _ b: Vector, _ c: Vector) -> Vector {
        for v in [a, b, c] {
            let l = v.norm
            if l > 0 { return Vector(dx: v.dx / l, dy: v.dy / l) }
        }
        return .zero
    }

    /// The parameter of a point of the curve nearest to `p`: the best of 17 uniform samples,
    /// polished by Newton's method on `(B(t) - p) · B'(t) = 0` within the neighbouring samples.
    /// Never worse than the best sample.
    func nearestParameter(to p: Point) -> Double {
        let samples = 16
        var bestT = 0.0, best = Double.infinity
        for i in 0 ... samples {
            let t = Double(i) / Double(samples)
            let d = (point(at: t) - p).squaredNorm
            if d < best { best = d; bestT = t }
        }
        var lo = Swift.max(0, bestT - 1 / Double(samples)), hi = Swift.min(1, bestT + 1 / Double(samples))
        var t = bestT
        for _ in 0 ..< 40 {
            let q = point(at: t) - p
            let d1 = derivative(at: t), d2 = secondDerivative(at: t)
            let f = q.dot(d1)
            if f == 0 { break }
            if f < 0 { lo = t } else { hi = t }
            let slope = d1.dot(d1) + q.dot(d2)
            var next = slope > 0 ? t - f / slope : (lo + hi) / 2
            if !(next >= lo && next <= hi) { next = (lo + hi) / 2 }
            if abs(next - t) <= 1e-16 || hi - lo <= 1e-16 { t = next; break }
            t = next
        }
        return (point(at: t) - p).squaredNorm <= best ? t : bestT
    }
}
