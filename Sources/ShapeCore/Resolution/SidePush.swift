import Foundation

/// An axis-aligned rectangle by its four sides (no width/height round trip, so a side stays
/// exactly where it was put).
struct AxisBox: Equatable, Sendable {
    var left: Double
    var top: Double
    var right: Double
    var bottom: Double

    /// Whether it has positive width and height.
    var hasArea: Bool { left < right && top < bottom }
}

/// Pushes each side of a rectangle that lies inside a closed outline outward, one side at a time,
/// until it touches the outline or the bounds `(0, 0, w, h)` (Contract: blocked sides, push order).
///
/// A side is **blocked** when the outline enters the open strip just beyond it: for the top side
/// of `[x0, x1] x [y0, y1]`, when outline points with `x0 < x < x1` lie at or above `y0`
/// arbitrarily close to it, or when `y0 = 0`. The push distance of a side is therefore
///
///     min(distance to the bounds, v0 - sup { v(q) : q on the outline, u0 < u(q) < u1, q beyond the side })
///
/// in the side's frame (`u` along the side, `v` against the push direction; outline points
/// within `touch` inside the box count as touching the near side, and monotone parts within
/// `touch` of a span end line are flush with the perpendicular side and do not count), and it is solved
/// per piece: lines in closed form, arcs and Beziers on their pieces between axis extremes
/// (where both coordinates are monotone), with the span's ends found by bisection to the last
/// bit and the bracket end *outside* the span kept, so a rounding slip only counts a little more
/// of the outline, never less (the side stops short, it never overshoots).
///
/// Widening a span keeps every point that blocked the narrower one, so a side pushed later never
/// unblocks one pushed earlier: one pass in the contract's order leaves all four blocked.
///
/// - Complexity: O(pieces) per side; a curve piece costs at most two bisections of 64 steps per
///   monotone part, and pieces whose box cannot block (off the span, behind the rectangle, or
///   farther than the best contact so far) are skipped without evaluation.
struct SidePush {
    /// The sides in push order (Contract: push order): the edge order, top, right, bottom, left.
    enum Side: CaseIterable {
        case top, right, bottom, left

        /// `(u, v)`: `u` along the side, `v` decreasing in the push direction. Only swaps and
        /// negations, so the map is exact.
        @inline(__always)
        func frame(_ p: Point) -> (u: Double, v: Double) {
            switch self {
            case .top: (p.x, p.y)
            case .right: (p.y, -p.x)
            case .bottom: (p.x, -p.y)
            case .left: (p.y, p.x)
            }
        }
    }

    /// An axis-aligned box by its extremes.
    private struct Box {
        let minX, maxX, minY, maxY: Double
    }

    /// One outline piece, cut where x or y has an extreme, so that both are monotone between breaks.
    private struct Piece {
        let segment: PathSegment
        /// Parameters from 0 to 1, increasing, with the points there.
        let breaks: [(t: Double, point: Point)]
        /// A box holding the whole piece (control points for Beziers, tight for lines and arcs).
        let box: Box
    }

    private let pieces: [Piece]
    private let width: Double
    private let height: Double
    /// How far inside the box an outline point may lie and still touch the side it is nearest:
    /// `2^-40` of the largest coordinate, about a thousand times the rounding of the points.
    private let touch: Double

    /// The shortest side a box may start with (Contract: push order): below `4 touch` the flush
    /// allowance shrinks to a quarter of the span, under the rounding of the outline's points, and
    /// a push no longer keeps the contacts that stop it.
    var minimumSpan: Double { 4 * touch }

    /// The outline as drawn (`Path.fillSegments`) and the bounds `(0, 0, size)`.
    init(outline: [PathSegment], size: Size) {
        width = size.width
        height = size.height
        pieces = outline.map(Self.piece)
        var largest = Swift.max(size.width, size.height)
        for p in pieces { largest = Swift.max(largest, abs(p.box.minX), abs(p.box.maxX), abs(p.box.minY), abs(p.box.maxY)) }
        touch = 0x1p-40 * largest
    }

    /// `box` with each side pushed in turn (top, right, bottom, left) until it is blocked.
    /// `box` must lie inside the outline and the bounds.
    func pushed(_ box: AxisBox) -> AxisBox {
        var b = box
        for side in Side.allCases {
            // Each side lands exactly on the coordinate that stops it (no `side + distance` rounding),
            // so a side stopped by a vertical edge lies on that edge's x to the bit.
            switch side {
            case .top:
                b.top = reach(side, span: (b.left, b.right), near: b.top, limit: 0)
            case .right:
                b.right = -reach(side, span: (b.top, b.bottom), near: -b.right, limit: -width)
            case .bottom:
                b.bottom = -reach(side, span: (b.left, b.right), near: -b.bottom, limit: -height)
            case .left:
                b.left = reach(side, span: (b.top, b.bottom), near: b.left, limit: 0)
            }
        }
        return b
    }

    /// Where the side at `v = near` stops when it moves toward smaller `v` over the open span
    /// `(u0, u1)`: the highest outline point that enters the span beyond it, or `limit` (the
    /// bounds), whichever comes first; `near` itself when it is already blocked.
    ///
    /// Outline points beyond the side have `v <= near`. An outline point in the span with a
    /// larger `v` lies in the box, which only rounding allows: within `touch` of the near side it
    /// is a contact (the box overlaps the outline by rounding there); deeper it is the outline
    /// running along a perpendicular side (a notch apex touching the top side, seen from the
    /// left side) and does not block. Likewise a monotone part whose piece over the span stays
    /// within `flush` of one end line (`touch`, or a quarter of the span if that is less) runs
    /// along the perpendicular side: rounding tilts a part flush with the top side by a few ulps
    /// into the left side's span, and it is no contact (Contract: blocked sides). The quarter
    /// keeps a middle strip of the span that such parts do not reach, so the outline the side
    /// passes over lies within `flush` of its ends and the rectangle stays inside to that.
    func reach(_ side: Side, span: (Double, Double), near v0: Double, limit: Double) -> Double {
        let (u0, u1) = span
        var best = Swift.min(v0, limit)
        guard u0 < u1, best < v0 else { return v0 }
        let ceiling = v0 + touch
        let flush = Swift.min(touch, (u1 - u0) / 4)
        for piece in pieces {
            // The piece's box in the side's frame: skip what cannot enter the span or beat `best`.
            let (uLo, uHi, vLo, vHi): (Double, Double, Double, Double)
            switch side {
            case .top: (uLo, uHi, vLo, vHi) = (piece.box.minX, piece.box.maxX, piece.box.minY, piece.box.maxY)
            case .right: (uLo, uHi, vLo, vHi) = (piece.box.minY, piece.box.maxY, -piece.box.maxX, -piece.box.minX)
            case .bottom: (uLo, uHi, vLo, vHi) = (piece.box.minX, piece.box.maxX, -piece.box.maxY, -piece.box.minY)
            case .left: (uLo, uHi, vLo, vHi) = (piece.box.minY, piece.box.maxY, piece.box.minX, piece.box.maxX)
            }
            guard uHi > u0, uLo < u1, vLo <= ceiling, vHi > best else { continue }
            if let top = highest(piece, side, u0: u0, u1: u1, ceiling: ceiling, flush: flush) {
                best = Swift.max(best, Swift.min(top, v0))
                if best >= v0 { return v0 }
            }
        }
        return best
    }

    /// The largest `v` of the piece's points inside the open span up to `ceiling` (the
    /// supremum, reached at the span's end when the piece crosses it), or `nil`; parts whose
    /// piece over the span stays within `flush` of one end line are left out.
    private func highest(_ piece: Piece, _ side: Side, u0: Double, u1: Double, ceiling: Double, flush: Double) -> Double? {
        var result: Double?
        for k in 1..<piece.breaks.count {
            let (ta, pa) = piece.breaks[k - 1], (tb, pb) = piece.breaks[k]
            let a = side.frame(pa), b = side.frame(pb)
            // u is monotone here: the part inside [u0, u1] is one interval, empty when both ends
            // are on one side of it (a part lying on a span end line does not enter the open span).
            guard Swift.max(a.u, b.u) > u0, Swift.min(a.u, b.u) < u1 else { continue }
            let start = a.u < u0 ? crossing(piece, side, from: (ta, a), to: (tb, b), at: u0)
                : a.u > u1 ? crossing(piece, side, from: (ta, a), to: (tb, b), at: u1) : a
            let end = b.u < u0 ? crossing(piece, side, from: (tb, b), to: (ta, a), at: u0)
                : b.u > u1 ? crossing(piece, side, from: (tb, b), to: (ta, a), at: u1) : b
            // v is monotone too, so the part's v-range is spanned by its ends; what lies above
            // the ceiling is in the box beside the side, not beyond it.
            guard Swift.min(start.v, end.v) <= ceiling else { continue }
            // Within `flush` of an end line the part runs along the perpendicular side (tilted
            // into the span by rounding), so it does not block this one.
            let (uLow, uHigh) = (Swift.min(start.u, end.u), Swift.max(start.u, end.u))
            guard uHigh > u0 + flush, uLow < u1 - flush else { continue }
            let top = Swift.min(Swift.max(start.v, end.v), ceiling)
            result = Swift.max(result ?? top, top)
        }
        return result
    }

    /// Where the piece, monotone in u between `outside` (beyond `target`) and `inside`, crosses
    /// `u = target`: lines in closed form; curves by bisection, keeping the bracket end on the
    /// outside, so the part counted never misses the true crossing.
    private func crossing(_ piece: Piece, _ side: Side, from outside: (t: Double, p: (u: Double, v: Double)),
                          to inside: (t: Double, p: (u: Double, v: Double)), at target: Double) -> (u: Double, v: Double) {
        let (o, i) = (outside.p, inside.p)
        if case .line = piece.segment {
            let v = o.v + (target - o.u) / (i.u - o.u) * (i.v - o.v)
            return (target, v)
        }
        let outsideIsLow = o.u < target
        var (tOut, tIn) = (outside.t, inside.t)
        var best = o
        for _ in 0..<64 {
            let mid = tOut + (tIn - tOut) / 2
            guard mid != tOut, mid != tIn else { break }
            let q = side.frame(Self.point(piece.segment, at: mid, within: piece.box))
            if outsideIsLow ? q.u <= target : q.u >= target {
                tOut = mid
                best = q
            } else {
                tIn = mid
            }
        }
        return best
    }

    /// A piece with its breaks: lines as they are; arcs at the compass points inside the sweep;
    /// Beziers where a derivative coordinate vanishes.
    ///
    /// Built in one array, with the box from the points in place: a blocked shape builds a piece
    /// per outline segment, and the temporary arrays (the box's points and coordinates, the
    /// parameters, filtered and sorted, the joined breaks) cost more than the rest of it.
    private static func piece(_ segment: PathSegment) -> Piece {
        var breaks: [(t: Double, point: Point)] = []
        breaks.reserveCapacity(6)
        breaks.append((0, segment.start))
        // The box: first and last point, then the arc's compass points or the control points, in
        // that order, each coordinate's first smallest and first largest (as `min()` and `max()`).
        var box = (minX: segment.start.x, maxX: segment.start.x, minY: segment.start.y, maxY: segment.start.y)
        func include(_ p: Point) {
            if p.x < box.minX { box.minX = p.x }
            if box.maxX < p.x { box.maxX = p.x }
            if p.y < box.minY { box.minY = p.y }
            if box.maxY < p.y { box.maxY = p.y }
        }
        include(segment.end)
        switch segment {
        case .line:
            break
        case .arc(let arc):
            // Compass angles k π/2 strictly inside the sweep, with their exact points.
            let quarter = Double.pi / 2
            let (lo, hi) = arc.sweep >= 0 ? (arc.startAngle, arc.endAngle) : (arc.endAngle, arc.startAngle)
            var k = (lo / quarter).rounded(.up)
            while k * quarter < hi, breaks.count - 1 < 8 {
                let angle = k * quarter
                if angle > lo {
                    let c = arc.center, r = arc.radius
                    let direction: (Double, Double) = switch Int(k.truncatingRemainder(dividingBy: 4) + 4) % 4 {
                    case 0: (1, 0)
                    case 1: (0, 1)
                    case 2: (-1, 0)
                    default: (0, -1)
                    }
                    let t = (angle - arc.startAngle) / arc.sweep
                    if t > 0, t < 1 { breaks.append((t, Point(x: c.x + r * direction.0, y: c.y + r * direction.1))) }
                }
                k += 1
            }
            breaks[1...].sort { $0.t < $1.t }
            for b in breaks[1...] { include(b.point) }
        case .quad(_, let p1, _):
            include(p1)
        case .cubic(_, let p1, let p2, _):
            include(p1)
            include(p2)
        }
        // The box holds the piece: tight for lines and arcs, the control points for Beziers (convex hull).
        let hull = Box(minX: box.minX, maxX: box.maxX, minY: box.minY, maxY: box.maxY)
        // The parameters where x' or y' vanishes inside (0, 1), ascending, each once.
        let xs: Polynomial.Roots, ys: Polynomial.Roots
        switch segment {
        case .quad(let p0, let p1, let p2):
            func root(_ a: Double, _ b: Double, _ c: Double) -> Polynomial.Roots {
                var root = Polynomial.Roots()
                let den = a - 2 * b + c
                if den != 0 { root.append((a - b) / den) }
                return root
            }
            (xs, ys) = (root(p0.x, p1.x, p2.x), root(p0.y, p1.y, p2.y))
        case .cubic(let p0, let p1, let p2, let p3):
            func roots(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Polynomial.Roots {
                Polynomial.quadraticRoots(-a + 3 * b - 3 * c + d, 2 * (a - 2 * b + c), b - a)
            }
            (xs, ys) = (roots(p0.x, p1.x, p2.x, p3.x), roots(p0.y, p1.y, p2.y, p3.y))
        case .line, .arc:
            (xs, ys) = (Polynomial.Roots(), Polynomial.Roots())
        }
        // Merging the two sorted lists gives their sorted union (no NaN or zero is inside).
        let (sx, sy) = (xs.sortedInside(0, 1), ys.sortedInside(0, 1))
        var (i, j) = (0, 0)
        while i < sx.count || j < sy.count {
            let t: Double
            if j == sy.count || (i < sx.count && sx[i] <= sy[j]) { t = sx[i]; i += 1 } else { t = sy[j]; j += 1 }
            if breaks.count > 1, breaks[breaks.count - 1].t == t { continue }
            breaks.append((t, point(segment, at: t, within: hull)))
        }
        breaks.append((1, segment.end))
        return Piece(segment: segment, breaks: breaks, box: hull)
    }

    /// The point at `t`: Beziers by de Casteljau (each step a lerp, so a coordinate that is the
    /// same at every control point comes out exactly: a degenerate curved corner lying on a
    /// vertical edge stays on it), clamped into the piece's box, which holds the exact curve, so
    /// rounding never carries a point beyond it.
    private static func point(_ segment: PathSegment, at t: Double, within box: Box) -> Point {
        let p: Point
        switch segment {
        case .quad(let p0, let p1, let p2):
            p = PathSegment.lerp(PathSegment.lerp(p0, p1, t), PathSegment.lerp(p1, p2, t), t)
        case .cubic(let p0, let p1, let p2, let p3):
            let a = PathSegment.lerp(p0, p1, t), b = PathSegment.lerp(p1, p2, t), c = PathSegment.lerp(p2, p3, t)
            p = PathSegment.lerp(PathSegment.lerp(a, b, t), PathSegment.lerp(b, c, t), t)
        case .line, .arc:
            p = segment.point(at: t)
        }
        return Point(x: Swift.min(Swift.max(p.x, box.minX), box.maxX), y: Swift.min(Swift.max(p.y, box.minY), box.maxY))
    }
}
