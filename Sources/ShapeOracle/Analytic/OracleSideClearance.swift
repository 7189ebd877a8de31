import Foundation
import ShapeModel

extension AnalyticOracle {
    /// How much of the band ``epsilon`` a Bezier box may span before ``outwardClearance(of:left:top:right:bottom:)``
    /// counts its top whole: the answer errs toward "blocked" by at most this times the band.
    public static let clearanceSlack: Double = 1e-5

    /// A proven lower bound on how far one side of the axis-aligned rectangle
    /// `[left, right] x [top, bottom]` can move outward before the outline enters the strip it
    /// sweeps (Contract: blocked sides), from the oracle's own outline pieces; `.infinity` when no
    /// piece lies beyond that side over its span (the bounds are the caller's business).
    ///
    /// In the side's frame (`u` along it, `v` growing toward the opposite side, the side at `v0`),
    /// the answer is `max(0, v0 - sup v(q))` over outline points `q` with `u` strictly inside
    /// the span and `v(q) <= v0 + epsilon`: a piece lying on a span end line (a vertical edge
    /// flush with the right side) does not enter the strip; a piece crossing the span end does,
    /// up to where it crosses, and (leniently) from where it comes within the band of the span
    /// end, since the producer's outline may cross that end an ulp elsewhere; an outline point in
    /// the span within the band inside the rectangle touches the side (containment allows the
    /// band), one deeper inside runs along a perpendicular side and does not block this one. Segments and arcs are solved in
    /// closed form on their parts where both coordinates are monotone (arcs split at their compass
    /// points); quadratic and cubic pieces by de Casteljau subdivision with control-point boxes,
    /// which hold the curve (convex hull), so a box's top bounds every curve point in it from
    /// above: the result can only be too small (lenient), never too large, by at most
    /// ``clearanceSlack`` times ``epsilon`` plus rounding.
    ///
    /// ```swift
    /// let oracle = try AnalyticOracle(spec: ShapeSpec(), size: Size(width: 100, height: 60))
    /// oracle.outwardClearance(of: .top, left: 10, top: 20, right: 90, bottom: 50)   // 20: up to the top edge
    /// ```
    ///
    /// - Complexity: O(pieces); a Bezier piece costs a subdivision along the span ends and its
    ///   highest part, about 40 levels deep at most.
    public func outwardClearance(of side: Edge, left: Double, top: Double, right: Double, bottom: Double) -> Double {
        if isEmpty { return .infinity }
        let frame = SideFrame(side)
        let (u0, u1, v0): (Double, Double, Double) = switch side {
        case .top: (left, right, top)
        case .bottom: (left, right, -bottom)
        case .left: (top, bottom, left)
        case .right: (top, bottom, -right)
        }
        guard u0 < u1 else { return .infinity }
        var search = StripSearch(u0: u0, u1: u1, ceiling: v0 + epsilon, band: epsilon, tolerance: Self.clearanceSlack * epsilon)
        for piece in pieces {
            switch piece.kind {
            case .segment(let a, let b):
                let (pa, pb) = (frame.map(a), frame.map(b))
                search.monotone(pa, pb) { target in pa.v + (target - pa.u) / (pb.u - pa.u) * (pb.v - pa.v) }
            case .arc(let c, let r, let s, let e):
                search.arc(center: frame.map(c), radius: r, from: frame.map(s), to: frame.map(e),
                           compass: OutlinePiece.arcExtremes(center: c, radius: r, start: s, end: e).map(frame.map))
            case .quad(let a, let b, let c):
                // Degree elevation: the same curve as a cubic.
                let b1 = Point(x: a.x + (2.0 / 3.0) * (b.x - a.x), y: a.y + (2.0 / 3.0) * (b.y - a.y))
                let b2 = Point(x: c.x + (2.0 / 3.0) * (b.x - c.x), y: c.y + (2.0 / 3.0) * (b.y - c.y))
                search.curve(frame.map(a), frame.map(b1), frame.map(b2), frame.map(c))
            case .cubic(let a, let b, let c, let d):
                search.curve(frame.map(a), frame.map(b), frame.map(c), frame.map(d))
            }
        }
        guard let highest = search.highest else { return .infinity }
        return max(0, v0 - highest)
    }
}

/// Coordinates along a side (`u`) and toward the rectangle's inside (`v`): swaps and negations only, exact.
private struct SideFrame {
    let side: Edge
    init(_ side: Edge) { self.side = side }

    func map(_ p: Point) -> FramePoint {
        switch side {
        case .top: FramePoint(u: p.x, v: p.y)
        case .bottom: FramePoint(u: p.x, v: -p.y)
        case .left: FramePoint(u: p.y, v: p.x)
        case .right: FramePoint(u: p.y, v: -p.x)
        }
    }
}

private struct FramePoint {
    var u: Double
    var v: Double
}

/// The supremum of `v` over outline points with `u0 < u < u1` and `v <= ceiling`, bounded from above.
private struct StripSearch {
    let u0: Double
    let u1: Double
    let ceiling: Double
    /// How far beyond the span's ends a part that enters the span is still counted: the oracle's
    /// band, since the producer's outline may differ from the oracle's by rounding there.
    let band: Double
    /// Bezier boxes smaller than this are counted whole (their top as the bound).
    let tolerance: Double
    /// An upper bound on the supremum so far, `nil` while no point counted.
    private(set) var highest: Double?

    init(u0: Double, u1: Double, ceiling: Double, band: Double, tolerance: Double, highest: Double? = nil) {
        self.u0 = u0
        self.u1 = u1
        self.ceiling = ceiling
        self.band = band
        self.tolerance = tolerance
        self.highest = highest
    }

    private mutating func count(_ v: Double) {
        let capped = min(v, ceiling)
        highest = max(highest ?? capped, capped)
    }

    /// A piece from `a` to `b` along which u and v are both monotone; `solve(target)` is its v where u = target.
    ///
    /// It counts only if it enters the strip: has points strictly inside the open span, up to the
    /// ceiling. Then it counts from where it comes within `band` of the span, so that an outline
    /// that enters the strip through the rectangle's corner (a flat curve whose two versions, the
    /// producer's and the oracle's, cross the side's end line an ulp apart and so a long way apart
    /// along it) blocks the side in both. A part lying on or beyond an end line never enters, so a
    /// flush edge still does not block.
    mutating func monotone(_ a: FramePoint, _ b: FramePoint, solve: (Double) -> Double) {
        // Nothing strictly inside the open span: off it, or lying on one of its end lines.
        guard max(a.u, b.u) > u0, min(a.u, b.u) < u1 else { return }
        func end(_ p: FramePoint, _ lo: Double, _ hi: Double) -> Double {
            p.u < lo ? solve(lo) : (p.u > hi ? solve(hi) : p.v)
        }
        // Monotone v: the part in the span spans [min, max]; it enters if that reaches the ceiling.
        guard min(end(a, u0, u1), end(b, u0, u1)) <= ceiling else { return }
        count(max(end(a, u0 - band, u1 + band), end(b, u0 - band, u1 + band)))
    }

    /// A cubic that enters the strip (a strict search counts something), counted from where it
    /// comes within `band` of the span (a second search over the widened span), as ``monotone(_:_:solve:)``.
    mutating func curve(_ p0: FramePoint, _ p1: FramePoint, _ p2: FramePoint, _ p3: FramePoint) {
        var strict = StripSearch(u0: u0, u1: u1, ceiling: ceiling, band: band, tolerance: tolerance)
        strict.bezier(p0, p1, p2, p3, depth: 0)
        guard strict.highest != nil else { return }
        var wide = StripSearch(u0: u0 - band, u1: u1 + band, ceiling: ceiling, band: band, tolerance: tolerance, highest: highest)
        wide.bezier(p0, p1, p2, p3, depth: 0)
        highest = wide.highest
    }

    /// A clockwise arc below π, split at the compass points it passes (`compass`, in any order)
    /// into quarter pieces on which both coordinates are monotone, each solved on its circle.
    mutating func arc(center c: FramePoint, radius r: Double, from s: FramePoint, to e: FramePoint, compass: [FramePoint]) {
        // Order the compass points by their angle from the start, all within the sweep (< π).
        func angle(_ p: FramePoint) -> Double {
            let (x1, y1, x2, y2) = (s.u - c.u, s.v - c.v, p.u - c.u, p.v - c.v)
            return abs(atan2(x1 * y2 - y1 * x2, x1 * x2 + y1 * y2))
        }
        let points = [s] + compass.sorted { angle($0) < angle($1) } + [e]
        for k in 1..<points.count {
            let (a, b) = (points[k - 1], points[k])
            // On a quarter the side of the centre in v is fixed: take it from the end farther from the centre line.
            let below = abs(a.v - c.v) >= abs(b.v - c.v) ? a.v >= c.v : b.v >= c.v
            monotone(a, b) { target in
                let d = target - c.u
                let h = max(0, r * r - d * d).squareRoot()
                return below ? c.v + h : c.v - h
            }
        }
    }

    /// A cubic by subdivision: its control-point box holds it; boxes off the open span, wholly
    /// past the ceiling or no higher than the bound so far are dropped; a box inside the span
    /// whose top is within `tolerance` of a curve point in it, or one smaller than `tolerance`
    /// (or 52 levels deep), counts its top.
    private mutating func bezier(_ p0: FramePoint, _ p1: FramePoint, _ p2: FramePoint, _ p3: FramePoint, depth: Int) {
        // Rounding of the subdivided control points: a few ulps of the coordinates, covered by a margin.
        let slack = 4 * max(abs(p0.u), abs(p0.v), abs(p3.u), abs(p3.v), 1).ulp
        let uLo = min(p0.u, p1.u, p2.u, p3.u) - slack, uHi = max(p0.u, p1.u, p2.u, p3.u) + slack
        let vLo = min(p0.v, p1.v, p2.v, p3.v) - slack, vHi = max(p0.v, p1.v, p2.v, p3.v) + slack
        guard uHi > u0, uLo < u1, vLo <= ceiling else { return }
        if let h = highest, min(vHi, ceiling) <= h { return }
        let inside = uLo > u0 && uHi < u1 && vHi <= ceiling
        let small = max(uHi - uLo, vHi - vLo) <= tolerance
        if (inside && vHi - max(p0.v, p3.v) <= tolerance) || small || depth >= 52 {
            count(vHi)
            return
        }
        func mid(_ a: FramePoint, _ b: FramePoint) -> FramePoint { FramePoint(u: 0.5 * (a.u + b.u), v: 0.5 * (a.v + b.v)) }
        let p01 = mid(p0, p1), p12 = mid(p1, p2), p23 = mid(p2, p3)
        let p012 = mid(p01, p12), p123 = mid(p12, p23), m = mid(p012, p123)
        // The half with the higher control points first, so its bound prunes the other.
        if max(p0.v, p01.v, p012.v, m.v) >= max(m.v, p123.v, p23.v, p3.v) {
            bezier(p0, p01, p012, m, depth: depth + 1)
            bezier(m, p123, p23, p3, depth: depth + 1)
        } else {
            bezier(m, p123, p23, p3, depth: depth + 1)
            bezier(p0, p01, p012, m, depth: depth + 1)
        }
    }
}
