import Foundation
import Testing
import ShapeModel
@testable import ShapeOracle

/// The oracle's own length (Docs/Oracle.md, "Length") against closed forms computed here.
@Suite("Oracle perimeter and Bezier arc length")
struct PerimeterTests {
    /// The exact length of a quadratic Bezier: its speed is `|a + b t|`, which about the speed's
    /// minimum `t*` (distance `m` from the origin, `k = |b|`) is `sqrt(m² + k² u²)`, `u = t - t*`,
    /// whose integral `u/2 sqrt(m² + k²u²) + m²/(2k) asinh(k u / m)` has no cancellation even at
    /// a fold (m -> 0) or for a straight piece.
    static func quadLength(_ p0: Point, _ p1: Point, _ p2: Point, to t: Double = 1) -> Double {
        let a = (p1 - p0) * 2, b = ((p2 - p1) - (p1 - p0)) * 2
        let k = b.length
        guard k > 0 else { return a.length * t }
        let tStar = -a.dot(b) / (k * k)
        let m = abs(a.cross(b)) / k
        func g(_ u: Double) -> Double {
            let s = (m * m + k * k * u * u).squareRoot()
            return u / 2 * s + (m > 0 ? m * m / (2 * k) * asinh(k * u / m) : 0)
        }
        return g(t - tStar) - g(-tStar)
    }

    /// A cubic's length by composite Simpson on 2^15 intervals: an independent reference for
    /// smooth cubics (speed bounded away from 0), accurate far beyond 1e-13.
    static func cubicLength(_ p: (Point, Point, Point, Point)) -> Double {
        func speed(_ t: Double) -> Double {
            let s = 1 - t
            let d = (p.1 - p.0) * (3 * s * s) + (p.2 - p.1) * (6 * s * t) + (p.3 - p.2) * (3 * t * t)
            return d.length
        }
        let n = 1 << 15
        let h = 1 / Double(n)
        var sum = speed(0) + speed(1)
        for i in 1 ..< n { sum += speed(Double(i) * h) * (i % 2 == 1 ? 4 : 2) }
        return sum * h / 3
    }

    static func quadPoint(_ p0: Point, _ p1: Point, _ p2: Point, at t: Double) -> Point {
        let s = 1 - t
        return Point(x: s * s * p0.x + 2 * s * t * p1.x + t * t * p2.x, y: s * s * p0.y + 2 * s * t * p1.y + t * t * p2.y)
    }

    static let quads: [(String, Point, Point, Point)] = [
        ("right-angled curved corner 40 x 7", Point(x: 0, y: 7), Point(x: 0, y: 0), Point(x: 40, y: 0)),
        ("square curved corner", Point(x: 0, y: 1), Point(x: 0, y: 0), Point(x: 1, y: 0)),
        ("acute fold at t = 1/2 (1e-8 rad)", Point(x: 0, y: 1), Point(x: 0, y: 0), Point(x: 1e-8, y: 1)),
        ("acute fold elsewhere", Point(x: 0, y: 1), Point(x: 0, y: 0), Point(x: 1e-6, y: 0.3)),
        ("acute corner 1e-3 rad", Point(x: 0, y: 1), Point(x: 0, y: 0), Point(x: 1e-3, y: 1)),
        ("one side 1e-4 of the other", Point(x: 0, y: 0.01), Point(x: 0, y: 0), Point(x: 99, y: 0)),
        ("straight, doubling back", Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 0.5, y: 0)),
        ("far from the origin", Point(x: 1e9, y: 1e9 + 7), Point(x: 1e9, y: 1e9), Point(x: 1e9 + 40, y: 1e9)),
    ]

    @Test("quadratic lengths: the estimate within 1e-12 of the closed form, inside the proven bracket", arguments: 0 ..< quads.count)
    func quadratic(_ index: Int) {
        let (name, p0, p1, p2) = Self.quads[index]
        let exact = Self.quadLength(p0, p1, p2)
        let measured = BezierArcLength(quad: p0, p1, p2)
        // Far from the origin the points themselves carry rounding of 1e9 (1e-7 absolute).
        let slack = name.hasPrefix("far") ? 1e-12 * exact + 1e-6 : 1e-12 * exact
        #expect(abs(measured.length - exact) <= slack, "\(name): \(measured.length) vs \(exact)")
        #expect(measured.lowerBound <= exact * (1 + 1e-15) + slack && exact <= measured.upperBound * (1 + 1e-15) + slack, "\(name)")
        #expect(measured.leaves.count <= 1000, "\(name): \(measured.leaves.count) leaves")
    }

    /// Curved corners of every aspect, right-angled and skewed, against the closed form. The
    /// first is the fuzz find (seed 11093607893291181376, a 5 x 5 shape): a node spanning the
    /// curvature's maximum agreed with its halves by cancellation while each half was off by
    /// 3e-9, and the length came out 4.2e-9 (6.6e-10 relative) short.
    @Test func curvedCornersOfEveryAspectMatchTheClosedForm() {
        var state: UInt64 = 12345
        func unit() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        var worst = (relative: 0.0, name: "")
        for i in 0 ..< 2000 {
            let w = i == 0 ? 2.7075756180538915 : pow(10, 4 * unit() - 2)
            let h = i == 0 ? 5 : pow(10, 4 * unit() - 2)
            let skew = i % 2 == 0 ? 0 : (unit() - 0.5) * 4 * w
            let (p0, p1, p2) = (Point(x: skew, y: h), Point(x: 0, y: 0), Point(x: w, y: 0))
            let exact = Self.quadLength(p0, p1, p2)
            let relative = abs(BezierArcLength(quad: p0, p1, p2).length - exact) / exact
            if relative > worst.relative { worst = (relative, "width \(w), height \(h), skew \(skew)") }
        }
        #expect(worst.relative <= 1e-11, "worst: \(worst.name), \(worst.relative) relative")
    }

    @Test("point at length on a quadratic: where the closed form reaches that length", arguments: [0, 1, 3, 4])
    func quadraticPoint(_ index: Int) {
        let (name, p0, p1, p2) = Self.quads[index]
        let measured = BezierArcLength(quad: p0, p1, p2)
        let total = Self.quadLength(p0, p1, p2)
        for fraction in [0.0, 0.1, 0.25, 0.5, 0.7, 0.99, 1.0] {
            let d = fraction * total
            // The parameter reaching d, by bisection on the closed form.
            var (lo, hi) = (0.0, 1.0)
            for _ in 0 ..< 200 {
                let mid = (lo + hi) / 2
                if Self.quadLength(p0, p1, p2, to: mid) < d { lo = mid } else { hi = mid }
            }
            let expected = Self.quadPoint(p0, p1, p2, at: (lo + hi) / 2)
            let got = measured.point(atLength: Swift.min(d, measured.length))
            #expect(got.distance(to: expected) <= 1e-11 * total, "\(name) at \(fraction): \(got) vs \(expected)")
        }
    }

    @Test("the continuous corner's cubics: within 1e-12 of composite Simpson, inside the bracket")
    func continuousCubics() {
        let t = ContinuousTemplate.self
        // The template itself, and its affine image on a 30-degree corner (a sheared copy).
        let shear = { (p: Point) in Point(x: p.x + 0.866 * p.y, y: 0.5 * p.y) }
        for cubic in [t.cubic1, t.cubic2, t.cubic3] {
            for map in [{ (p: Point) in p }, shear] {
                let c = (map(cubic.0), map(cubic.1), map(cubic.2), map(cubic.3))
                let exact = Self.cubicLength(c)
                let measured = BezierArcLength(c.0, c.1, c.2, c.3)
                #expect(abs(measured.length - exact) <= 1e-12 * exact, "\(c): \(measured.length) vs \(exact)")
                #expect(measured.lowerBound <= exact * (1 + 1e-15) && exact <= measured.upperBound * (1 + 1e-15))
                #expect(measured.leaves.count <= 1000)
            }
        }
    }

    /// The extrapolated test (accepting a smooth node's quarters once the two levels'
    /// Richardson-extrapolated totals agree) against the subdivision without it, the oracle's
    /// algorithm before it (`extrapolates: false`): on random curved corners (any aspect, skew
    /// and angle, slivers within 1e-9 of straight and of closed, far from the origin) and random
    /// affine images of the continuous template's cubics. It only accepts earlier, so its leaves
    /// are ancestors of the old ones: never more of them, and a bracket that contains the old one
    /// (a parent's chord is no longer than its children's, its polygon no shorter).
    @Test("the extrapolated test changes lengths by rounding only, never subdivides more, and needs far fewer leaves", arguments: 0 ..< 2)
    func extrapolatedAgainstStrict(_ batch: Int) {
        var g = SplitMix(seed: UInt64(9100 + batch))
        var (leaves, strictLeaves) = (0, 0)
        var worst = (length: 0.0, point: 0.0, closedForm: 0.0, strictClosedForm: 0.0)
        for _ in 0 ..< 300 {
            // The corner: an interior angle anywhere in (0, π), often a sliver; any orientation and position.
            let pick = g.next(0, 1)
            let theta = pick < 0.15 ? pow(10, g.next(-9, -1)) : pick < 0.3 ? Double.pi - pow(10, g.next(-9, -1)) : g.next(0.1, Double.pi - 0.1)
            let turn = g.next(0, 2 * Double.pi)
            let far = g.next(0, 1) < 0.2 ? pow(10, g.next(0, 9)) : 0
            let vertex = Point(x: far * g.next(-0.5, 0.5), y: far * g.next(-0.5, 0.5))
            let a = Vector(dx: cos(turn), dy: sin(turn)), b = Vector(dx: cos(turn + theta), dy: sin(turn + theta))
            let scale = pow(10, g.next(0, 1) < 0.3 ? g.next(-9, 9) : g.next(-1, 3))
            var cubics: [(Point, Point, Point, Point, exact: Double?)] = []
            if g.next(0, 1) < 0.5 {
                let w = scale * (g.next(0, 1) < 0.3 ? pow(10, g.next(-4, 0)) : g.next(0.2, 1.2))
                let h = scale * (g.next(0, 1) < 0.3 ? pow(10, g.next(-4, 0)) : g.next(0.2, 1.2))
                let (p0, p2) = (vertex + a * w, vertex + b * h)
                // As a cubic by the same degree elevation `init(quad:)` uses; the closed form in the corner's own frame.
                let c1 = Point(x: p0.x + (2.0 / 3.0) * (vertex.x - p0.x), y: p0.y + (2.0 / 3.0) * (vertex.y - p0.y))
                let c2 = Point(x: p2.x + (2.0 / 3.0) * (vertex.x - p2.x), y: p2.y + (2.0 / 3.0) * (vertex.y - p2.y))
                cubics.append((p0, c1, c2, p2, Self.quadLength(Point(x: a.dx * w, y: a.dy * w), .zero, Point(x: b.dx * h, y: b.dy * h))))
            } else {
                let map = { (p: Point) in vertex + a * (p.x * scale) + b * (p.y * scale) }
                for c in [ContinuousTemplate.cubic1, ContinuousTemplate.cubic2, ContinuousTemplate.cubic3] {
                    cubics.append((map(c.0), map(c.1), map(c.2), map(c.3), nil))
                }
            }
            for c in cubics {
                let new = BezierArcLength(c.0, c.1, c.2, c.3)
                let strict = BezierArcLength(c.0, c.1, c.2, c.3, extrapolates: false)
                leaves += new.leaves.count
                strictLeaves += strict.leaves.count
                #expect(new.leaves.count <= strict.leaves.count)
                guard strict.length > 0 else { continue }
                // Rounding of the points themselves: a few ulps of their coordinates.
                let rounding = 1e-15 * max(abs(c.0.x), abs(c.0.y), abs(c.3.x), abs(c.3.y))
                let slack = 1e-14 * strict.length + rounding
                worst.length = max(worst.length, abs(new.length - strict.length) / strict.length)
                #expect(abs(new.length - strict.length) <= 1e-13 * strict.length + rounding, "\(c)")
                #expect(new.lowerBound <= strict.lowerBound + slack && new.upperBound >= strict.upperBound - slack, "\(c)")
                if let exact = c.exact {
                    worst.closedForm = max(worst.closedForm, max(0, abs(new.length - exact) - rounding) / exact)
                    worst.strictClosedForm = max(worst.strictClosedForm, max(0, abs(strict.length - exact) - rounding) / exact)
                }
                for fraction in [0.1, 0.37, 0.5, 0.81, 0.999] {
                    let d = fraction * min(new.length, strict.length)
                    let gap = new.point(atLength: d).distance(to: strict.point(atLength: d))
                    worst.point = max(worst.point, max(0, gap - 4 * rounding) / strict.length)
                }
            }
        }
        // Measured on 50,000 pieces (Docs/Oracle.md, "Length"): lengths within 2e-14, points within
        // 5e-12 of the length, 41% of the leaves; no worse against the closed form.
        #expect(worst.length <= 1e-13 && worst.point <= 1e-11, "\(worst)")
        #expect(worst.closedForm <= max(worst.strictClosedForm, 1e-12), "\(worst)")
        #expect(Double(leaves) <= 0.5 * Double(strictLeaves), "\(leaves) leaves, \(strictLeaves) without the extrapolated test")
    }

    @Test("a subnormal Bezier has its length (no overflow from dividing by its size)")
    func subnormal() {
        let tiny = Double.leastNonzeroMagnitude
        let measured = BezierArcLength(Point(x: tiny, y: 0), Point(x: tiny, y: 0), Point(x: tiny, y: 0), Point(x: 2 * tiny, y: 0))
        #expect(measured.length == tiny)
        #expect(measured.leaves.count <= 4)
    }

    @Test("rounded rectangle: exact length, starting at the topLeft corner's reach point on the left edge")
    func roundedRectangle() throws {
        let oracle = try AnalyticOracle(spec: ShapeSpec(allCorners: .rounded(10)), size: Size(width: 100, height: 50))
        let perimeter = oracle.perimeter()
        let expected = 2 * (80.0 + 30.0) + 20 * Double.pi
        #expect(abs(perimeter.length - expected) <= 1e-13 * expected)
        #expect(perimeter.lowerBound == perimeter.length && perimeter.upperBound == perimeter.length)
        #expect(perimeter.start == Point(x: 0, y: 10))
        let quarter = 5 * Double.pi
        let afterCorner = try #require(perimeter.point(atLength: quarter))
        #expect(afterCorner.distance(to: Point(x: 10, y: 0)) <= 1e-13)
        let midTop = try #require(perimeter.point(atLength: quarter + 40))
        #expect(midTop.distance(to: Point(x: 50, y: 0)) <= 1e-13)
        let halfCorner = try #require(perimeter.point(atLength: quarter / 2))
        #expect(abs(halfCorner.distance(to: Point(x: 10, y: 10)) - 10) <= 1e-13)
        #expect(abs(halfCorner.x - halfCorner.y) <= 1e-13)   // 45 degrees round the top-left arc
        #expect(perimeter.point(atLength: -1) == nil && perimeter.point(atLength: expected * 1.01) == nil)
        #expect(perimeter.point(atLength: .nan) == nil)
    }

    @Test("square corners start at P0; the curved card's length is its quads' closed form plus its straight spans")
    func squareAndCurved() throws {
        let rectangle = try AnalyticOracle(spec: ShapeSpec(), size: Size(width: 100, height: 50)).perimeter()
        #expect(rectangle.length == 300 && rectangle.start == Point(x: 0, y: 0))
        #expect(rectangle.point(atLength: 150) == Point(x: 100, y: 50))

        let spec = ShapeSpec(allCorners: .curved(width: 40, height: 7))
        let curved = try AnalyticOracle(spec: spec, size: Size(width: 100, height: 50)).perimeter()
        let corner = Self.quadLength(Point(x: 0, y: 7), .zero, Point(x: 40, y: 0))
        let expected = 4 * corner + 2 * (100 - 80) + 2 * (50 - 14)
        #expect(abs(curved.length - expected) <= 1e-12 * expected)
        #expect(curved.start == Point(x: 0, y: 7))
    }

    @Test("an empty shape has length 0 and no points")
    func empty() throws {
        let perimeter = try AnalyticOracle(spec: ShapeSpec(allCorners: .rounded(5)), size: Size(width: 0, height: 10)).perimeter()
        #expect(perimeter.length == 0 && perimeter.start == nil && perimeter.point(atLength: 0) == nil)
    }

    @Test("points along random shapes lie on the outline, no farther apart than the length between them")
    func pointsOnOutline() throws {
        var g = SplitMix(seed: 88)
        var shapes = 0
        while shapes < 60 {
            let size = Size(width: g.next(20, 200), height: g.next(20, 200))
            guard let oracle = try? AnalyticOracle(spec: RandomShapeTests.randomSpec(&g, size), size: size) else { continue }
            shapes += 1
            let perimeter = oracle.perimeter()
            #expect(perimeter.lowerBound <= perimeter.length && perimeter.length <= perimeter.upperBound)
            var previous: Point?
            for k in 0 ... 200 {
                let p = try #require(perimeter.point(atLength: Double(k) / 200 * perimeter.length))
                #expect(oracle.distanceToOutline(p) <= 1e-9 * perimeter.coordinateScale)
                if let q = previous { #expect(p.distance(to: q) <= perimeter.length / 200 * (1 + 1e-9)) }
                previous = p
            }
            #expect(perimeter.point(atLength: 0) == perimeter.start)
        }
    }
}
