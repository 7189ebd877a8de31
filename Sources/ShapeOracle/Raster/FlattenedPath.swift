import Foundation
import ShapeModel

/// A path flattened into straight segments, each with a proven bound on how far the true piece
/// it replaces strays from it.
///
/// Bounds (each chord is within `error` of the piece it replaces, and the straight-line or radial
/// homotopy between them stays within `error` of the chord, so a point farther than `error` from
/// every chord has the same winding number for the true path as for the polygon):
/// - line: exact, error 0.
/// - quadratic, N uniform steps: `|B''| = 2|P0 - 2P1 + P2|` and linear interpolation over a step
///   h = 1/N errs by at most `h²/8 max|B''|`, so `error = 0.25 M / N²`; N = ceil(sqrt(0.25 M / τ)).
/// - cubic: `|B''| <= 6 max(|P0 - 2P1 + P2|, |P1 - 2P2 + P3|) = 6M`, so `error = 0.75 M / N²`;
///   N = ceil(sqrt(0.75 M / τ)).
/// - arc of radius r, N equal angular steps of dθ <= π/2: the sagitta `r(1 - cos(dθ/2)) = 2r sin²(dθ/4)`,
///   the largest radial gap between a chord and its arc.
/// N is capped at ``cap`` (2^16); a capped element reports the larger error it actually has.
///
/// Fill semantics: a subpath that ends without `close` is closed by a straight segment (every
/// filled path is); an arc whose start is not the current point is joined by a line (PathElement);
/// with no current point (no `move` yet), an arc starts a subpath at its own start and the other
/// elements act as a move to their end point.
struct FlattenedPath {
    /// A chord: from `(x0, y0)` to `(x1, y1)`, with the bound on the true piece's distance from it.
    struct Segment {
        var x0, y0, x1, y1: Double
        var error: Double
    }

    /// The largest number of chords per element.
    static let cap = 1 << 16
    /// Coordinates beyond this magnitude are treated as non-finite: differences could overflow.
    static let maximumMagnitude = 1e100

    private(set) var segments: [Segment] = []
    /// False when any coordinate is not finite (or beyond ``maximumMagnitude``).
    private(set) var isValid = true
    /// The largest coordinate magnitude seen (control points, arc centre plus radius), at least 1.
    private(set) var magnitude = 1.0
    /// `Σ 2 · error · (length bound)` over curved elements: bounds the area between the true
    /// path and the polygon (Docs/Oracle.md).
    private(set) var areaError = 0.0

    init(_ path: Path, tolerance: Double) {
        let tau = tolerance.isNaN || tolerance <= 0 ? 0 : tolerance
        var current: Point?
        var subpathStart: Point?
        var open = false
        // Room for a typical flattening up front (a few chords per element at the finest tolerances
        // the properties use): growing the array from empty copied it half a dozen times per path.
        segments.reserveCapacity(8 * path.elements.count)

        func note(_ p: Point) {
            if !p.isFinite || abs(p.x) > Self.maximumMagnitude || abs(p.y) > Self.maximumMagnitude { isValid = false }
            magnitude = max(magnitude, abs(p.x), abs(p.y))
        }
        func line(_ a: Point, _ b: Point, error: Double = 0) {
            if a != b { segments.append(Segment(x0: a.x, y0: a.y, x1: b.x, y1: b.y, error: error)) }
        }
        func finishSubpath() {
            if open, let c = current, let s = subpathStart { line(c, s) }
            open = false
        }

        for element in path.elements {
            guard isValid else { break }
            switch element {
            case .move(let p):
                note(p)
                finishSubpath()
                current = p; subpathStart = p
            case .line(let p):
                note(p)
                guard let c = current else { current = p; subpathStart = p; continue }
                line(c, p); current = p; open = true
            case .quad(let c1, let p):
                note(c1); note(p)
                guard let c = current else { current = p; subpathStart = p; continue }
                guard isValid else { break }
                let n = Self.quadSteps(c, c1, p, tolerance: tau, cap: Self.cap)
                let m = (c - c1) + (p - c1)
                let err = 0.25 * m.length / Double(n * n)
                var prev = c
                for k in 1...n {
                    let t = Double(k) / Double(n), s = 1 - t
                    let q = k == n ? p : Point(x: s * s * c.x + 2 * s * t * c1.x + t * t * p.x, y: s * s * c.y + 2 * s * t * c1.y + t * t * p.y)
                    line(prev, q, error: err); prev = q
                }
                areaError += 2 * err * (c.distance(to: c1) + c1.distance(to: p))
                current = p; open = true
            case .cubic(let c1, let c2, let p):
                note(c1); note(c2); note(p)
                guard let c = current else { current = p; subpathStart = p; continue }
                guard isValid else { break }
                let n = Self.cubicSteps(c, c1, c2, p, tolerance: tau, cap: Self.cap)
                let m = max(((c - c1) + (c2 - c1)).length, ((c1 - c2) + (p - c2)).length)
                let err = 0.75 * m / Double(n * n)
                var prev = c
                for k in 1...n {
                    let q = k == n ? p : ContinuousTemplate.point((c, c1, c2, p), at: Double(k) / Double(n))
                    line(prev, q, error: err); prev = q
                }
                areaError += 2 * err * (c.distance(to: c1) + c1.distance(to: c2) + c2.distance(to: p))
                current = p; open = true
            case .arc(let arc):
                let r = abs(arc.radius)
                note(Point(x: arc.center.x + r, y: arc.center.y + r)); note(Point(x: arc.center.x - r, y: arc.center.y - r))
                if !(arc.startAngle.isFinite && arc.endAngle.isFinite && arc.sweep.isFinite && arc.radius.isFinite) { isValid = false }
                guard isValid else { break }
                let s = arc.startPoint
                if let c = current { line(c, s) } else { subpathStart = s }
                let n = Self.arcSteps(radius: r, sweep: arc.sweep, tolerance: tau, cap: Self.cap)
                let step = abs(arc.sweep) / Double(n)
                let err = step < .pi ? 2 * r * pow(sin(step / 4), 2) : 2 * r
                var prev = s
                for k in 1...n {
                    let q = k == n ? arc.endPoint : arc.point(at: arc.startAngle + arc.sweep * (Double(k) / Double(n)))
                    line(prev, q, error: err); prev = q
                }
                areaError += 2 * err * r * abs(arc.sweep)
                current = arc.endPoint; open = true
            case .close:
                if let c = current, let s = subpathStart { line(c, s) }
                open = false
                current = subpathStart
            }
        }
        if isValid { finishSubpath() }
        if !isValid { segments = [] }
    }

    /// Steps for a quadratic: `ceil(sqrt(0.25 |P0 - 2P1 + P2| / τ))`, at least 1, at most `cap`.
    static func quadSteps(_ p0: Point, _ p1: Point, _ p2: Point, tolerance: Double, cap: Int) -> Int {
        steps(0.25 * ((p0 - p1) + (p2 - p1)).length, tolerance: tolerance, cap: cap)
    }

    /// Steps for a cubic: `ceil(sqrt(0.75 M / τ))`, M the larger second difference.
    static func cubicSteps(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double, cap: Int) -> Int {
        let m = max(((p0 - p1) + (p2 - p1)).length, ((p1 - p2) + (p3 - p2)).length)
        return steps(0.75 * m, tolerance: tolerance, cap: cap)
    }

    /// Steps for an arc: equal angles of at most π/2, each with sagitta `2r sin²(dθ/4) <= τ`.
    static func arcSteps(radius r: Double, sweep: Double, tolerance: Double, cap: Int) -> Int {
        let s = abs(sweep)
        guard s > 0, r > 0 else { return 1 }
        var dTheta = Double.pi / 2
        if tolerance < 2 * r {
            dTheta = min(dTheta, 4 * asin((tolerance / (2 * r)).squareRoot()))
        }
        guard dTheta > 0 else { return cap }
        let n = (s / dTheta).rounded(.up)
        return n.isFinite && n < Double(cap) ? max(1, Int(n)) : cap
    }

    /// `ceil(sqrt(k / τ))` clamped to `[1, cap]` without trapping on zero or huge ratios.
    private static func steps(_ k: Double, tolerance: Double, cap: Int) -> Int {
        guard k > 0 else { return 1 }
        let n = (k / tolerance).squareRoot().rounded(.up)
        return n.isFinite && n < Double(cap) ? max(1, Int(n)) : cap
    }
}
