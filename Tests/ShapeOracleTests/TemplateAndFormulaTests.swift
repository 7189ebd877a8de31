import Foundation
import Testing
import ShapeModel
@testable import ShapeOracle

/// The facts the exact region tests rest on, checked rather than assumed.
@Suite("Template and formulas")
struct TemplateAndFormulaTests {
    typealias C = (Point, Point, Point, Point)
    static func mirror(_ p: Point) -> Point { Point(x: p.y, y: p.x) }

    @Test("the continuous template is symmetric under swapping a and b (with reversal)")
    func symmetry() {
        let t = ContinuousTemplate.self
        #expect(Self.mirror(t.cubic1.0) == t.cubic3.3)
        #expect(Self.mirror(t.cubic1.1) == t.cubic3.2)
        #expect(Self.mirror(t.cubic1.2) == t.cubic3.1)
        #expect(Self.mirror(t.cubic1.3) == t.cubic3.0)
        #expect(Self.mirror(t.cubic2.0) == t.cubic2.3)
        #expect(Self.mirror(t.cubic2.1) == t.cubic2.2)
        #expect(t.cubic1.0.x == t.reach && t.cubic3.3.y == t.reach)
    }

    @Test("along the template, a strictly decreases and b never decreases (control-point differences)")
    func monotone() {
        let t = ContinuousTemplate.self
        let points = [t.cubic1.0, t.cubic1.1, t.cubic1.2, t.cubic1.3, t.cubic2.0, t.cubic2.1, t.cubic2.2, t.cubic2.3,
                      t.cubic3.0, t.cubic3.1, t.cubic3.2, t.cubic3.3]
        // Within the first two cubics and the lines a strictly decreases; the last cubic mirrors the first.
        for i in 0..<7 { #expect(points[i + 1].x < points[i].x) }
        for i in 0..<11 { #expect(points[i + 1].y >= points[i].y) }
    }

    @Test("content-margin demands searched on unit corners equal the contract's closed forms")
    func marginDemands() {
        #expect(abs(OracleMargins.roundedDemand - (1 - 0.5.squareRoot())) <= 1e-15)
        #expect(abs(OracleMargins.cutDemand - 0.5) <= 1e-15)
        #expect(abs(OracleMargins.curvedDemand - 0.25) <= 1e-15)
    }

    @Test("diagonal crossing and removed area of the template")
    func constants() {
        #expect(abs(ContinuousTemplate.diagonalCrossing - 0.291506715) <= 1e-15)
        // Searched on the cubic; the symmetry's closed form at t = 1/2 agrees.
        let (p0, p1, p2, p3) = ContinuousTemplate.cubic2
        #expect(abs(ContinuousTemplate.diagonalCrossing - (p0.x + 3 * p1.x + 3 * p2.x + p3.x) / 8) <= 1e-15)
        let mid = ContinuousTemplate.point(ContinuousTemplate.cubic2, at: 0.5)
        #expect(abs(mid.x - mid.y) <= 1e-15)
        // (120·80 - 9470.571364918) / (4 · 144), from examples.json.
        #expect(abs(ContinuousTemplate.removedArea - (9600 - 9470.571364918) / 576) <= 1e-12)
        // Independent check: midpoint-rule integral of the removed region's height over a.
        var area = 0.0
        let n = 200_000
        let a0 = ContinuousTemplate.diagonalCrossing
        for i in 0..<n {
            let a = a0 + (ContinuousTemplate.reach - a0) * (Double(i) + 0.5) / Double(n)
            area += ContinuousTemplate.height(at: a) * (ContinuousTemplate.reach - a0) / Double(n)
        }
        // Region = square [0, a0]² plus twice the strip under g beyond a0.
        let total = a0 * a0 + 2 * area
        #expect(abs(total - ContinuousTemplate.removedArea) <= 1e-9)
    }

    @Test("g(a) inverts the template: points just below the curve are removed, just above are not")
    func inversion() {
        for i in 0...400 {
            let t = Double(i) / 400
            for c in [ContinuousTemplate.cubic1, ContinuousTemplate.cubic2, ContinuousTemplate.cubic3] {
                let p = ContinuousTemplate.point(c, at: t)
                let n = 1e-9
                if p.x >= n && p.y >= n { #expect(ContinuousTemplate.isRemoved(a: p.x - n, b: p.y - n)) }
                #expect(!ContinuousTemplate.isRemoved(a: p.x + n, b: p.y + n))
            }
        }
    }

    @Test("closed-form Bezier areas agree with Gauss-Legendre quadrature", arguments: 0..<20)
    func bezierAreas(_ seed: Int) {
        var g = SplitMix(seed: UInt64(seed))
        let p = (0..<4).map { _ in Point(x: g.next(-50, 50), y: g.next(-50, 50)) }
        func integrate(_ f: (Double) -> (Point, Vector)) -> Double {
            // 8-point Gauss-Legendre per half: exact for the degree-5 integrand.
            let nodes = [0.1834346424956498, 0.5255324099163290, 0.7966664774136267, 0.9602898564975363]
            let weights = [0.3626837833783620, 0.3137066458778873, 0.2223810344533745, 0.1012285362903763]
            var s = 0.0
            for (x, w) in zip(nodes, weights) {
                for t in [0.5 - 0.5 * x, 0.5 + 0.5 * x] {
                    let (pt, d) = f(t)
                    s += 0.5 * w * (pt.x * d.dy - pt.y * d.dx)
                }
            }
            return 0.5 * s
        }
        let cubic = integrate { t in
            let pt = ContinuousTemplate.point((p[0], p[1], p[2], p[3]), at: t)
            let s = 1 - t
            let d = (p[1] - p[0]) * (3 * s * s) + (p[2] - p[1]) * (6 * s * t) + (p[3] - p[2]) * (3 * t * t)
            return (pt, d)
        }
        #expect(abs(cubic - OracleArea.cubicSignedArea(p[0], p[1], p[2], p[3])) <= 1e-9)
        let quad = integrate { t in
            let s = 1 - t
            let pt = Point(x: s * s * p[0].x + 2 * s * t * p[1].x + t * t * p[2].x, y: s * s * p[0].y + 2 * s * t * p[1].y + t * t * p[2].y)
            let d = (p[1] - p[0]) * (2 * s) + (p[2] - p[1]) * (2 * t)
            return (pt, d)
        }
        #expect(abs(quad - OracleArea.quadSignedArea(p[0], p[1], p[2])) <= 1e-9)
    }

    @Test("accurate cross products keep their digits for nearly parallel vectors")
    func accurateCross() {
        let u = Vector(dx: 1, dy: 1e-8 + 1)
        let v = Vector(dx: 1 + 1e-16 * 3, dy: 1)
        // Exact: 1·1 - (1 + 1e-8)(1 + 3e-16) computed with the doubles actually stored.
        let exact = (Decimalish(u.dx) * Decimalish(v.dy) - Decimalish(u.dy) * Decimalish(v.dx))
        #expect(abs(ExactArithmetic.cross(u, v) - exact.value) <= 2 * Double.ulpOfOne * abs(exact.value))
    }
}

/// A tiny double-double, enough to compute a 2x2 determinant of doubles exactly for the test.
struct Decimalish {
    var hi: Double, lo: Double
    init(_ x: Double) { hi = x; lo = 0 }
    init(hi: Double, lo: Double) { self.hi = hi; self.lo = lo }
    static func * (a: Decimalish, b: Decimalish) -> Decimalish {
        let p = a.hi * b.hi
        let e = (-p).addingProduct(a.hi, b.hi)   // the product's rounding error, exactly
        return Decimalish(hi: p, lo: e + a.hi * b.lo + a.lo * b.hi)
    }
    static func - (a: Decimalish, b: Decimalish) -> Decimalish {
        let s = a.hi - b.hi
        let v = s - a.hi
        let e = (a.hi - (s - v)) + (-b.hi - v)
        return Decimalish(hi: s, lo: e + a.lo - b.lo)
    }
    var value: Double { hi + lo }
}

/// A deterministic generator for tests (SplitMix64).
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 1 }
    mutating func nextBits() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// Uniform in [lo, hi).
    mutating func next(_ lo: Double, _ hi: Double) -> Double {
        lo + (hi - lo) * Double(nextBits() >> 11) / Double(1 << 53)
    }
}
