import Foundation

/// Where two segments cross: closed forms for lines and circles, the cubic equation for a line
/// and a cubic, and subdivision with Newton's method for the rest.
///
/// Parameters a hair outside `[0, 1]` (within ``parameterSlack``) count, clamped to the end:
/// two pieces that should meet at an end point and miss it by rounding still meet.
enum SegmentIntersection {
    /// One crossing: the parameter on each segment and the point (computed once, for both).
    struct Hit: Sendable {
        var s: Double
        var t: Double
        var point: Point
    }

    /// How far outside `[0, 1]` a parameter may round and still count (clamped).
    static let parameterSlack = 1e-9

    /// Every crossing of `a` and `b`, each once.
    static func hits(_ a: PathSegment, _ b: PathSegment) -> [Hit] {
        var out: [Hit] = []
        hits(a, b, into: &out)
        return out
    }

    /// ``hits(_:_:)`` written into `out`, which is emptied first and keeps its capacity: the
    /// content mask asks for every pair of pieces whose boxes meet, and a fresh array per pair
    /// was most of its allocations.
    static func hits(_ a: PathSegment, _ b: PathSegment, into out: inout [Hit]) {
        // (Popped one by one: the few hits of the last pair go faster so than through the
        // general `removeAll(keepingCapacity:)`, which runs for every pair.)
        while out.popLast() != nil {}
        switch (a, b) {
        case (.line(let p, let q), .line(let r, let u)):
            lineLine(p, q, r, u, into: &out)
        case (.line(let p, let q), .arc(let arc)):
            lineArc(p, q, arc, into: &out)
        case (.arc(let arc), .line(let p, let q)):
            lineArc(p, q, arc, into: &out)
            swapParameters(&out)
        case (.arc(let x), .arc(let y)):
            arcArc(x, y, into: &out)
        case (.line(let p, let q), .cubic):
            lineCurve(p, q, b, into: &out)
        case (.cubic, .line(let p, let q)):
            lineCurve(p, q, a, into: &out)
            swapParameters(&out)
        case (.arc(let arc), .cubic):
            arcCurve(arc, b, into: &out)
        case (.cubic, .arc(let arc)):
            arcCurve(arc, a, into: &out)
            swapParameters(&out)
        default:
            bySubdivision(a, b, into: &out)
        }
    }

    /// The hits of `(b, a)` as hits of `(a, b)`.
    private static func swapParameters(_ hits: inout [Hit]) {
        for k in hits.indices { (hits[k].s, hits[k].t) = (hits[k].t, hits[k].s) }
    }

    private static func accepts(_ x: Double) -> Bool { x >= -parameterSlack && x <= 1 + parameterSlack }
    private static func clamp(_ x: Double) -> Double { Swift.min(1, Swift.max(0, x)) }

    static func lineLine(_ a1: Point, _ b1: Point, _ a2: Point, _ b2: Point, into out: inout [Hit]) {
        let r = b1 - a1, q = b2 - a2
        let den = r.cross(q)
        // Parallel (or so nearly that the crossing is meaningless): none.
        guard abs(den) > 1e-14 * r.length * q.length else { return }
        let w = a2 - a1
        let s = w.cross(q) / den, t = w.cross(r) / den
        guard accepts(s), accepts(t) else { return }
        let (cs, ct) = (clamp(s), clamp(t))
        let point = cs == 0 ? a1 : cs == 1 ? b1 : ct == 0 ? a2 : ct == 1 ? b2 : a1 + cs * r
        out.append(Hit(s: cs, t: ct, point: point))
    }

    /// The arc parameter of a direction from the centre, measured from the sweep's middle so
    /// that a point a hair before the start gives a hair below 0 (not nearly `2π / sweep`).
    static func arcParameter(_ arc: Arc, angle: Double) -> Double {
        let sweep = arc.sweep
        guard sweep != 0 else { return 0 }
        let middle = arc.startAngle + sweep / 2
        var delta = (angle - middle).truncatingRemainder(dividingBy: 2 * .pi)
        if delta > .pi { delta -= 2 * .pi } else if delta <= -.pi { delta += 2 * .pi }
        return 0.5 + delta / sweep
    }

    /// A line against a circle, solved about the foot of the circle's centre on the line: the
    /// crossings lie half a chord either side of it, and the half chord comes from the centre's
    /// distance `h` to the line, `sqrt((r - h)(r + h))`, each factor computed to a rounding of
    /// the coordinates. (The quadratic in the line's parameter has the constant term
    /// `|a - c|^2 - r^2`: for a line 258 long and a circle of radius 4.8e-4 it kept no digit of
    /// `r - h`, 1e-10, and a crossing 3e-7 from the foot was missed; the parallel of a strip's
    /// side then ran on past the parallel of a rounded corner and the mask was closed back
    /// across itself: soak seed 12645949424809987942, case 535962.) Where `r - h` is negative
    /// by no more than the coordinates' rounding (``roundingNoise(_:_:)``), the line touches the
    /// circle at the foot.
    static func lineArc(_ a: Point, _ b: Point, _ arc: Arc, into out: inout [Hit]) {
        let d = b - a, f = a - arc.center
        let dd = d.dot(d)
        guard dd > 0 else { return }
        let length = dd.squareRoot()
        let foot = -d.dot(f) / dd
        let h = abs(d.cross(f)) / length, r = arc.radius
        // Rounding of the coordinates (the pieces' own, and h's) is a touch, not a miss.
        guard r - h >= -Swift.max(roundingNoise(a, arc.center), roundingNoise(b, arc.center)) else { return }
        let half = r > h ? ((r - h) * (r + h)).squareRoot() / length : 0
        let roots: Polynomial.Roots = half > 0 ? [foot - half, foot + half] : [foot]
        for s in roots where accepts(s) {
            let cs = clamp(s)
            let point = cs == 0 ? a : cs == 1 ? b : a + cs * d
            let v = point - arc.center
            let t = arcParameter(arc, angle: atan2(v.dy, v.dx))
            guard accepts(t) else { continue }
            if out.contains(where: { abs($0.s - cs) <= parameterSlack }) { continue }
            out.append(Hit(s: cs, t: clamp(t), point: point))
        }
    }

    static func arcArc(_ x: Arc, _ y: Arc, into out: inout [Hit]) {
        let v = y.center - x.center
        let d = v.length
        guard d > 0 else { return }
        let (r1, r2) = (x.radius, y.radius)
        guard d <= (r1 + r2) * (1 + 1e-15), d >= abs(r1 - r2) * (1 - 1e-15) else { return }
        let along = (d * d + (r1 - r2) * (r1 + r2)) / (2 * d)
        let h = ((r1 - along) * (r1 + along)).squareRoot()
        let u = Vector(dx: v.dx / d, dy: v.dy / d), perp = Vector(dx: -u.dy, dy: u.dx)
        let base = x.center + along * u
        let twoPoints = h > 0 && h.isFinite
        let candidates: InlineArray<2, Point> = twoPoints ? [base + h * perp, base - h * perp] : [base, base]
        for k in 0 ..< (twoPoints ? 2 : 1) {
            let point = candidates[k]
            let p = point - x.center, q = point - y.center
            let s = arcParameter(x, angle: atan2(p.dy, p.dx)), t = arcParameter(y, angle: atan2(q.dy, q.dx))
            guard accepts(s), accepts(t) else { continue }
            out.append(Hit(s: clamp(s), t: clamp(t), point: point))
        }
    }

    /// A line against a Bezier: the Bezier's signed distance from the line (times the line's
    /// length) is a cubic whose Bernstein coefficients are the control points' signed
    /// distances; its roots are isolated on them (``BernsteinRoots``). (Closed-form roots lose
    /// every digit when the cubic's leading coefficient nearly cancels, as for a fitted piece
    /// that is almost straight; a grid misses roots crowded into a sliver of the parameter.)
    static func lineCurve(_ a: Point, _ b: Point, _ curve: PathSegment, into out: inout [Hit]) {
        guard let bezier = CubicBezier(curve) else { return bySubdivision(.line(a, b), curve, into: &out) }
        let d = b - a
        let dd = d.dot(d)
        guard dd > 0 else { return }
        var c = BernsteinRoots.Coefficients(repeating: 0)
        c[0] = d.cross(bezier.p0 - a)
        c[1] = d.cross(bezier.p1 - a)
        c[2] = d.cross(bezier.p2 - a)
        c[3] = d.cross(bezier.p3 - a)
        var line = LineRoots(bezier: bezier, a: a, d: d)
        BernsteinRoots.search(c, count: 4, &line)
        var roots = line.roots
        // An end of the Bezier on the line to rounding is a crossing there.
        let length = dd.squareRoot()
        if abs(c[0]) <= length * Self.roundingNoise(bezier.p0, a) { roots.append(0) }
        if abs(c[3]) <= length * Self.roundingNoise(bezier.p3, a) { roots.append(1) }
        for k in 0 ..< roots.count {
            let root = roots[k]
            let point = root == 0 ? bezier.p0 : root == 1 ? bezier.p3 : bezier.point(at: root)
            let s = (point - a).dot(d) / dd
            guard accepts(s) else { continue }
            if out.contains(where: { abs($0.t - root) <= parameterSlack }) { continue }
            out.append(Hit(s: clamp(s), t: root, point: point))
        }
    }

    /// How far apart two points computed from coordinates like these can be by rounding alone:
    /// 64 ulps of the largest coordinate.
    static func roundingNoise(_ p: Point, _ q: Point) -> Double {
        64 * Swift.max(abs(p.x), abs(p.y), abs(q.x), abs(q.y)).ulp
    }

    /// An arc against a Bezier: `|B(t) - c|^2 - r^2` is a polynomial of degree 6 in the Bezier's
    /// parameter; its roots are isolated on its Bernstein coefficients (as in
    /// ``CubicBezier/nearestParameter(to:within:)``) and kept where the arc's sweep holds them.
    /// (Subdividing boxes lost a crossing at 10 degrees: along a shallow crossing too many
    /// box pairs overlap.)
    static func arcCurve(_ arc: Arc, _ curve: PathSegment, into out: inout [Hit]) {
        guard let bezier = CubicBezier(curve) else { return bySubdivision(.arc(arc), curve, into: &out) }
        let a: InlineArray<4, Vector> = [bezier.p0 - arc.center, bezier.p1 - arc.center, bezier.p2 - arc.center, bezier.p3 - arc.center]
        let choose3: InlineArray<4, Double> = [1.0, 3, 3, 1], choose6: InlineArray<7, Double> = [1.0, 6, 15, 20, 15, 6, 1]
        var c = BernsteinRoots.Coefficients(repeating: 0)
        for i in 0 ... 3 { for j in 0 ... 3 { c[i + j] += choose3[i] * choose3[j] * a[i].dot(a[j]) } }
        let r2 = arc.radius * arc.radius
        for k in 0 ... 6 { c[k] = c[k] / choose6[k] - r2 }
        var circle = CircleRoots(bezier: bezier, center: arc.center, r2: r2)
        BernsteinRoots.search(c, count: 7, &circle)
        var roots = circle.roots
        // An end of the Bezier on the circle to rounding is a crossing there, whatever the sign
        // rounding gave (a parallel that starts at a cusp on the arc about a reflex joint).
        let ends: InlineArray<2, (Double, Point)> = [(0.0, bezier.p0), (1.0, bezier.p3)]
        for e in ends.indices {
            let (t, p) = ends[e]
            if abs((p - arc.center).norm - arc.radius) <= Self.roundingNoise(p, arc.center) { roots.append(t) }
        }
        for k in 0 ..< roots.count {
            let root = roots[k]
            let point = root == 0 ? bezier.p0 : root == 1 ? bezier.p3 : bezier.point(at: root)
            let v = point - arc.center
            let s = arcParameter(arc, angle: atan2(v.dy, v.dx))
            guard accepts(s) else { continue }
            if out.contains(where: { abs($0.t - root) <= parameterSlack }) { continue }
            out.append(Hit(s: clamp(s), t: root, point: point))
        }
    }

    /// Roots in the order found, the first eight inline (a degree-6 search and both ends of the
    /// curve): a heap array per pair of pieces was a good part of the crossings' cost. More
    /// (rounding could make the isolation report extra roots) go to `overflow`, in order.
    private struct FoundRoots {
        private var inline = InlineArray<8, Double>(repeating: 0)
        private var overflow: [Double] = []
        private(set) var count = 0

        subscript(k: Int) -> Double { k < inline.count ? inline[k] : overflow[k - inline.count] }

        mutating func append(_ t: Double) {
            if count < inline.count { inline[count] = t } else { overflow.append(t) }
            count += 1
        }
    }

    /// The roots of `cross(d, B(t) - a)`, the Bezier's signed distance from the line through `a`
    /// along `d` (times `|d|`). (A search rather than a closure, so its bisection is inlined.)
    private struct LineRoots: RootSearch {
        let bezier: CubicBezier, a: Point, d: Vector
        var roots = FoundRoots()
        func value(at t: Double) -> Double { d.cross(bezier.point(at: t) - a) }
        mutating func found(_ t: Double) { roots.append(t) }
    }

    /// The roots of `|B(t) - center|^2 - r2`, where the Bezier meets the circle.
    private struct CircleRoots: RootSearch {
        let bezier: CubicBezier, center: Point, r2: Double
        var roots = FoundRoots()
        func value(at t: Double) -> Double { (bezier.point(at: t) - center).squaredNorm - r2 }
        mutating func found(_ t: Double) { roots.append(t) }
    }

    /// The deepest subdivision of ``bySubdivision(_:_:)``. Boxes are never split below 8 times
    /// the overlap slack (1e-9 of the size), about 27 levels down; this leaves room.
    static let maximumDepth = 32

    /// Any two segments: boxes of sub-ranges are split (the larger one each time) until both
    /// are small against the segments and within a factor 8 of each other (or of the overlap
    /// slack), then Newton's method on `A(s) = B(t)` finds the crossing.
    ///
    /// Within a factor of each other: Newton's method started on a sub-range 10^5 times the
    /// other segment's size overshoots that segment's parameter range for several steps and is
    /// given up. (A fitted parallel 2600 long crossing a fitted piece 5.5e-4 long near a cusp
    /// was missed so, and the mask cut the corner by a line: soak seed 4415130483333410264.)
    /// Only the larger box is split further, and only where it meets the smaller one, so this
    /// costs a few boxes per level. Not below the slack: every sub-box within the slack of a
    /// piece shrunk to a point would survive, doubling at each level.
    static func bySubdivision(_ a: PathSegment, _ b: PathSegment, into out: inout [Hit]) {
        let boxA = a.boundingBox, boxB = b.boundingBox
        let size = Swift.max(boxA.width, boxA.height, boxB.width, boxB.height)
        guard size > 0, size.isFinite else { return }
        let magnitude = Swift.max(abs(boxA.minX), abs(boxA.maxX), abs(boxA.minY), abs(boxA.maxY))
        let slack = Swift.max(1e-9 * size, 64 * magnitude.ulp)
        // Each entry carries the box of the side its parent did not split (the same box, so
        // it is not computed again).
        var stack: [(Double, Double, Double, Double, Int, Rect?, Rect?)] = []
        stack.reserveCapacity(64)
        stack.append((0, 1, 0, 1, 0, nil, nil))
        var budget = 1024
        while let (a0, a1, b0, b1, depth, knownA, knownB) = stack.popLast(), budget > 0 {
            budget -= 1
            let ba = knownA ?? a.split(from: a0, to: a1).boundingBox, bb = knownB ?? b.split(from: b0, to: b1).boundingBox
            guard ba.minX <= bb.maxX + slack, bb.minX <= ba.maxX + slack,
                  ba.minY <= bb.maxY + slack, bb.minY <= ba.maxY + slack else { continue }
            let extentA = Swift.max(ba.width, ba.height), extentB = Swift.max(bb.width, bb.height)
            let larger = Swift.max(extentA, extentB)
            if (larger <= size / 64 && larger <= 8 * Swift.max(Swift.min(extentA, extentB), slack)) || depth >= maximumDepth {
                if let hit = newton(a, b, s: (a0 + a1) / 2, t: (b0 + b1) / 2, size: size),
                   !out.contains(where: { abs($0.s - hit.s) <= 1e-9 && abs($0.t - hit.t) <= 1e-9 }) {
                    out.append(hit)
                }
                continue
            }
            if extentA >= extentB {
                let m = (a0 + a1) / 2
                stack.append((a0, m, b0, b1, depth + 1, nil, bb))
                stack.append((m, a1, b0, b1, depth + 1, nil, bb))
            } else {
                let m = (b0 + b1) / 2
                stack.append((a0, a1, b0, m, depth + 1, ba, nil))
                stack.append((a0, a1, m, b1, depth + 1, ba, nil))
            }
        }
    }

    /// Where `a`'s end meets `b`'s start when they cross just before both (consecutive pieces
    /// across a convex joint): Newton's method started where their end tangents cross, with the
    /// distances along the tangents turned into parameters by the speeds there. `nil` if the
    /// tangents do not cross behind both ends or Newton finds nothing.
    static func nearEnds(_ a: PathSegment, _ b: PathSegment) -> Hit? {
        let pa = a.end, pb = b.start
        let ta = a.endDirection, tb = b.startDirection
        let den = ta.cross(tb)
        guard den != 0, ta != .zero, tb != .zero else { return nil }
        // pa + u ta = pb + v tb, with u <= 0 (back along a) and v >= 0 (on along b).
        let d = pb - pa
        let u = d.cross(tb) / den, v = d.cross(ta) / den
        guard u <= 0, v >= 0 else { return nil }
        let speedA = a.derivative(at: 1).norm, speedB = b.derivative(at: 0).norm
        guard speedA > 0, speedB > 0 else { return nil }
        let s = Swift.max(0, 1 + u / speedA), t = Swift.min(1, v / speedB)
        let size = Swift.max(a.boundingBox.width, a.boundingBox.height, b.boundingBox.width, b.boundingBox.height)
        return newton(a, b, s: s, t: t, size: size)
    }

    /// Newton's method on `A(s) - B(t) = 0` from `(s, t)`; the crossing if it converges inside both.
    static func newton(_ a: PathSegment, _ b: PathSegment, s s0: Double, t t0: Double, size: Double) -> Hit? {
        var (s, t) = (s0, t0)
        var outside = 0
        for _ in 0 ..< 16 {
            let f = a.point(at: s) - b.point(at: t)
            let da = a.derivative(at: s), db = b.derivative(at: t)
            let det = da.cross(db)
            guard det != 0, det.isFinite else { return nil }
            let ds = -f.cross(db) / det, dt = da.cross(f) / det
            let (ns, nt) = (Swift.min(1.5, Swift.max(-0.5, s + ds)), Swift.min(1.5, Swift.max(-0.5, t + dt)))
            let done = abs(ns - s) <= 1e-15 && abs(nt - t) <= 1e-15
            (s, t) = (ns, nt)
            if done { break }
            // Wandering outside both ranges: no crossing near this start.
            if !(accepts(s) && accepts(t)) { outside += 1; if outside >= 3 { return nil } } else { outside = 0 }
        }
        guard accepts(s), accepts(t) else { return nil }
        let (cs, ct) = (clamp(s), clamp(t))
        let pa = a.point(at: cs), pb = b.point(at: ct)
        // Converged means apart by rounding: relative to the pieces' size, or to the
        // coordinates' magnitude where that is coarser (two corner parallels 0.07 across at
        // y = 1e6 met within 1e-10, never within 1e-9 of their size).
        let magnitude = Swift.max(abs(pa.x), abs(pa.y), abs(pb.x), abs(pb.y))
        guard pa.distance(to: pb) <= Swift.max(1e-9 * size, 64 * magnitude.ulp) else { return nil }
        return Hit(s: cs, t: ct, point: pa)
    }
}
