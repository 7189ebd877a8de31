import Foundation
import ShapeModel

/// Small exact-as-rounding geometric helpers shared by the oracle's pieces.
enum Geometry {
    /// The distance from `q` to the segment `a b` (to a point if `a == b`).
    @inline(__always)
    static func segmentDistance(_ q: Point, _ a: Point, _ b: Point) -> Double {
        let d = b - a
        return segmentDistance(q, from: a, along: d, squaredLength: d.dot(d))
    }

    /// The distance from `q` to the segment from `a` to `a + d`, given `len2 = d.dot(d)`: for
    /// several points measured against one segment (the Bezier distance search measures three
    /// against each chord), which then share the segment's direction and squared length.
    @inline(__always)
    static func segmentDistance(_ q: Point, from a: Point, along d: Vector, squaredLength len2: Double) -> Double {
        guard len2 > 0 else { return distance(q, a) }
        let t = min(1, max(0, (q - a).dot(d) / len2))
        return distance(q, Point(x: a.x + t * d.dx, y: a.y + t * d.dy))
    }

    /// The midpoint of two points.
    @inline(__always)
    static func midpoint(_ a: Point, _ b: Point) -> Point {
        Point(x: 0.5 * (a.x + b.x), y: 0.5 * (a.y + b.y))
    }

    /// The outward normal of a direction travelled clockwise on screen (y down): `(dy, -dx)`, unit.
    static func outwardNormal(of t: Vector) -> Vector {
        let l = t.length
        guard l > 0, l.isFinite else { return .zero }
        return Vector(dx: t.dy / l, dy: -t.dx / l)
    }

    /// `v / |v|`, or zero for a zero vector.
    static func unit(_ v: Vector) -> Vector {
        let l = v.length
        guard l > 0, l.isFinite else { return .zero }
        return Vector(dx: v.dx / l, dy: v.dy / l)
    }

    /// Whether the distance from `q` to the axis-aligned rectangle `r` (0 inside) is at most `d`;
    /// without `hypot` whenever one axis gap alone exceeds `d` (the distance is at least the
    /// larger gap): membership asks this of every piece for every point, and most are far away.
    @inline(__always)
    static func isBox(_ r: PieceBox, within d: Double, of q: Point) -> Bool {
        let dx = axisGap(r.minX, r.maxX, q.x)
        if dx > d { return false }
        let dy = axisGap(r.minY, r.maxY, q.y)
        if dy > d { return false }
        return (dx == 0 || dy == 0) ? max(dx, dy) <= d : isBoxCorner(dx, dy, atMost: d)
    }

    /// ``isHypot(_:_:atMost:)`` for ``isBox(_:within:of:)``, kept out of line: few points reach
    /// a box's corner region, and inlined, its squares of `d` were computed on every call of the
    /// band test before the first box was looked at.
    @inline(never)
    static func isBoxCorner(_ dx: Double, _ dy: Double, atMost d: Double) -> Bool {
        isHypot(dx, dy, atMost: d)
    }

    /// `hypot(dx, dy) <= d`, exactly that verdict, settled by comparing squares where they leave
    /// no doubt (``squaresDecide(_:_:atMost:)``) and by `hypot` (about 50 instructions) otherwise.
    @inline(__always)
    static func isHypot(_ dx: Double, _ dy: Double, atMost d: Double) -> Bool {
        squaresDecide(dx, dy, atMost: d) ?? (hypot(dx, dy) <= d)
    }

    /// `hypot(dx, dy) > d`, exactly that verdict (NaN included), as ``isHypot(_:_:atMost:)``.
    @inline(__always)
    static func isHypot(_ dx: Double, _ dy: Double, above d: Double) -> Bool {
        squaresDecide(dx, dy, atMost: d).map { !$0 } ?? (hypot(dx, dy) > d)
    }

    /// Whether `hypot(dx, dy) <= d`, when comparing `dx² + dy²` with `d²` settles it, else `nil`.
    ///
    /// Within `[2^-1000, 2^1000]` neither sum overflows, and an underflowed square lost less than
    /// `2^-74` of the sum, so the computed sum is within `4 · 2^-53` of `h² = dx² + dy²` relative,
    /// and `d * d` within `2^-53` of `d²`. A sum below `d²` less `2^-40` of it then means
    /// `h < d (1 - 2^-42)`, and `hypot`, within an ulp of `h`, is below `d`; a sum above `d²` plus
    /// `2^-40` of it means `hypot > d`. Between the two (or out of range, or NaN) only `hypot` can say.
    @inline(__always)
    private static func squaresDecide(_ dx: Double, _ dy: Double, atMost d: Double) -> Bool? {
        let s = dx * dx + dy * dy, d2 = d * d
        guard d > 0, s >= 0x1p-1000, s <= 0x1p1000, d2 >= 0x1p-1000, d2 <= 0x1p1000 else { return nil }
        if s < d2 * (1 - 0x1p-40) { return true }
        if s > d2 * (1 + 0x1p-40) { return false }
        return nil
    }

    /// How far `v` lies outside `[lo, hi]` (0 inside): one axis of a box's distance. Monotone in
    /// the sides (a wider interval never gives a larger gap), which ``PieceGroup`` relies on.
    @inline(__always)
    static func axisGap(_ lo: Double, _ hi: Double, _ v: Double) -> Double {
        max(lo - v, 0, v - hi)
    }

    /// The distance from `q` to the axis-aligned rectangle `r` (0 inside).
    @inline(__always)
    static func boxDistance(_ q: Point, _ r: PieceBox) -> Double {
        let dx = axisGap(r.minX, r.maxX, q.x)
        let dy = axisGap(r.minY, r.maxY, q.y)
        return (dx == 0 || dy == 0) ? max(dx, dy) : norm(dx, dy)
    }

    /// The smallest rectangle holding two rectangles.
    static func union(_ a: Rect, _ b: Rect) -> Rect {
        let x0 = min(a.minX, b.minX), y0 = min(a.minY, b.minY)
        return Rect(x: x0, y: y0, width: max(a.maxX, b.maxX) - x0, height: max(a.maxY, b.maxY) - y0)
    }

    /// Calls `body` with each parameter in (0, 1) where `a t² + b t + c = 0`, solved without
    /// cancellation (`q / a` before `c / q`), without collecting them: every Bezier piece's
    /// bounds ask this twice when the oracle is built.
    static func forEachUnitRoot(a: Double, b: Double, c: Double, _ body: (Double) -> Void) {
        func report(_ t: Double) { if t > 0 && t < 1 { body(t) } }
        let scale = max(abs(a), abs(b), abs(c))
        guard scale > 0 else { return }
        if abs(a) <= 1e-12 * scale {
            if b != 0 { report(-c / b) }
        } else {
            let disc = b * b - 4 * a * c
            if disc >= 0 {
                let s = disc.squareRoot()
                let qq = -0.5 * (b + (b >= 0 ? s : -s))
                if qq != 0 { report(qq / a); report(c / qq) }
            }
        }
    }

    /// `sqrt(dx² + dy²)`, or `hypot(dx, dy)` where the sum of squares could have lost accuracy.
    ///
    /// The oracle's distance searches measure several distances per subdivision step, and glibc's
    /// `hypot` (about 50 instructions a call) was a tenth of all the work of a fuzz case. The
    /// plain formula is a few multiplies and adds and one square root, and it is as accurate
    /// wherever no square overflows or underflows. When the sum lies in `[2^-1000, 2^1000]`, no
    /// square overflowed (each is at most the sum), and a square that underflowed lost less than
    /// `2^-1074`, under `2^-74` of the sum: the result is within about one ulp, as `hypot`'s is.
    /// The generator's shapes stay far inside that range: coordinates up to a few times 1e9 square
    /// to about 1e19, and the distances that matter are above the band's 1e-7 (squares above
    /// 1e-14). Outside it (a caller's point beyond 1e150, a distance below 1e-150) `hypot`
    /// answers, as it did before; so do NaN and infinite components.
    @inline(__always)
    static func norm(_ dx: Double, _ dy: Double) -> Double {
        let s = dx * dx + dy * dy
        return s >= 0x1p-1000 && s <= 0x1p1000 ? s.squareRoot() : hypot(dx, dy)
    }

    /// The distance between two points (``norm(_:_:)`` of their difference).
    @inline(__always)
    static func distance(_ a: Point, _ b: Point) -> Double { norm(a.x - b.x, a.y - b.y) }
}
