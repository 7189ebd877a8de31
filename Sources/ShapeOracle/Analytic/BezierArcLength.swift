import Foundation
import ShapeModel

/// The arc length of a cubic Bezier (a quadratic is degree-elevated first) by recursive
/// subdivision of its control polygon: no quadrature of the speed at all.
///
/// **Bracket (proven).** A Bezier is no shorter than its chord and no longer than its control
/// polygon (de Casteljau's halving replaces the polygon by two whose total is no longer, by the
/// triangle inequality, and the polygons converge to the curve). Summed over the leaves of a
/// subdivision, `Σ chord <= length <= Σ polygon`: ``lowerBound`` and ``upperBound``.
///
/// **Estimate.** Per node, Gravesen's combination `(2 chord + (n - 1) polygon) / (n + 1)`, for a
/// cubic `(chord + polygon) / 2`, whose error on a smooth piece of parameter width `h` is
/// `O(h^5)` (J. Gravesen, "Adaptive subdivision and the length and energy of Bézier curves",
/// Computational Geometry 8, 1997). A node is halved (de Casteljau at 1/2) and its two halves
/// become leaves when
///
/// 1. every exterior angle of the node's control polygon is at most ``maximumTurn`` (legs
///    shorter than ``negligible`` of the root polygon ignored): the piece is in the smooth regime
///    where halving divides the error by about 16. Without this gate a fold (an acute curved
///    corner whose tip is a hook far smaller than the piece) looks converged: both levels carry
///    the same hook error, so they agree while both are off by the hook's size;
/// 2. the halves' estimates agree with the node's within ``tolerance`` times the root polygon
///    times `2^-depth` (the budget halves with each level, so the leaves' budgets sum to at most
///    ``tolerance`` of the root polygon);
/// 3. each half's estimate agrees with its own halves' within half that budget: where the
///    curvature peaks inside a node, the leading error changes sign and the node can agree with
///    its halves by cancellation while each half is far off;
///
/// then the four quarters become leaves, each half's pair corrected by Richardson's
/// `(halves - half) / 15`. Where the piece is smooth, gates 2 and 3 ask for far more than the
/// corrected leaves need: the quarters are also accepted when gate 1 holds, gates 2 and 3 hold within
/// ``extrapolatedSlack`` times their budgets and the two levels' extrapolated totals,
/// `E₁ + (E₁ - E₀) / 15` (node `E₀`, halves `E₁`) and `E₂ + (E₂ - E₁) / 15` (quarters `E₂`), agree
/// within ``extrapolatedTolerance`` times the root polygon times `2^-depth`: on a smooth piece the
/// first is off by about their difference and the second by far less. Folds, hooks and very
/// uneven parametrisations are not smooth at the node's scale; there the extrapolations disagree
/// and gates 2 and 3 decide as before. The extrapolated test only accepts earlier, so the
/// subdivision is a prefix of the one without it: never deeper, never more leaves (2.4 times
/// fewer on the contract's corners; Docs/Oracle.md, "Length"). Leaves stop at
/// ``maximumDepth``, at ``maximumLeaves``, or when their polygon is below ``negligible`` of the
/// root's (rounding).
/// Measured against 40-digit quadrature (Docs/Oracle.md, "Length"): within 1e-12 of the length
/// on the contract's continuous-corner cubics, right-angled and acute curved corners, near-cusp
/// folds, loops and S-curves, with 60-500 leaves per piece; a curved corner within about 1e-3
/// rad of straight whose sides differ a thousandfold is off by up to 4.4e-11 (open).
///
/// Work is done relative to the first control point and in units of the root polygon, so
/// rounding is relative to the curve's own size, not to its distance from the origin, and
/// neither overflows nor underflows.
struct BezierArcLength: Sendable {
    /// One accepted piece, relative to ``origin`` in units of ``unit``.
    struct Leaf: Sendable {
        let p0: Vector, p1: Vector, p2: Vector, p3: Vector
        /// The estimated length of the leaves before it (in units of ``unit``).
        let before: Double
        /// Its estimated length (in units of ``unit``).
        let length: Double
    }

    /// Convergence budget relative to the root polygon, halved per level.
    static let tolerance = 1e-10
    /// How far gates 2 and 3 may be exceeded when the extrapolated totals agree.
    static let extrapolatedSlack = 100.0
    /// Agreement of the two levels' extrapolated totals, relative to the root polygon, halved
    /// per level: a hundredth of ``tolerance``.
    static let extrapolatedTolerance = 1e-12
    /// The largest exterior angle of a node's control polygon whose halves may become leaves.
    static let maximumTurn = 0.3
    /// Rounding level, relative to the root polygon: shorter legs have no direction, smaller
    /// leaves no length worth refining.
    static let negligible = 1e-15
    /// The deepest halving.
    static let maximumDepth = 48
    /// A safeguard that no curve has come near (a few hundred leaves is typical): past it nodes
    /// are accepted as they are, and the bracket still holds.
    static let maximumLeaves = 1 << 16
    private static let cosineOfMaximumTurn = cos(maximumTurn)
    /// ``cosineOfMaximumTurn``, read once per curve: a global computed at run time is checked for
    /// its one-time initialisation on every read, a call in every node.
    private let cosineOfTurn = BezierArcLength.cosineOfMaximumTurn

    /// The first control point: leaves are relative to it.
    let origin: Point
    /// The root control polygon's length: leaves are in units of it.
    let unit: Double
    private(set) var leaves: [Leaf] = []
    /// The estimated length.
    private(set) var length = 0.0
    /// The sum of the leaves' chords: at most the true length (up to rounding).
    private(set) var lowerBound = 0.0
    /// The sum of the leaves' control polygons: at least the true length (up to rounding).
    private(set) var upperBound = 0.0

    /// Whether the extrapolated test may accept quarters (without it, the subdivision before it:
    /// the tests' reference).
    let extrapolates: Bool

    /// A cubic from `a` to `d` with controls `b`, `c`.
    init(_ a: Point, _ b: Point, _ c: Point, _ d: Point, extrapolates: Bool = true) {
        origin = a
        self.extrapolates = extrapolates
        let (q1, q2, q3) = (b - a, c - a, d - a)
        let unit = q1.length + (q2 - q1).length + (q3 - q2).length
        self.unit = unit
        guard unit > 0, unit.isFinite else { return }
        // Divided, not multiplied by 1 / unit: that overflows for a subnormal polygon.
        func scaled(_ v: Vector) -> Vector { Vector(dx: v.dx / unit, dy: v.dy / unit) }
        let (u1, u2, u3) = (scaled(q1), scaled(q2), scaled(q3))
        var sums = (estimate: CompensatedSum(), lower: CompensatedSum(), upper: CompensatedSum())
        // Room for the typical few hundred leaves at once (a curved corner takes 200-1,000, the
        // continuous corner's cubics 100-600), not by repeated doubling and copying: growing
        // from 256 copied a tenth of the work of a perimeter.
        leaves.reserveCapacity(1024)
        visit(.zero, u1, u2, u3, Self.measure(.zero, u1, u2, u3), depth: 0, into: &sums)
        length = sums.estimate.value * unit
        lowerBound = sums.lower.value * unit
        upperBound = sums.upper.value * unit
    }

    /// A quadratic from `a` to `c` with control `b`, as the cubic with the same points (exact
    /// degree elevation: controls at 2/3 of the way from each end toward `b`).
    init(quad a: Point, _ b: Point, _ c: Point, extrapolates: Bool = true) {
        let b1 = Point(x: a.x + (2.0 / 3.0) * (b.x - a.x), y: a.y + (2.0 / 3.0) * (b.y - a.y))
        let b2 = Point(x: c.x + (2.0 / 3.0) * (b.x - c.x), y: c.y + (2.0 / 3.0) * (b.y - c.y))
        self.init(a, b1, b2, c, extrapolates: extrapolates)
    }

    /// Chord, polygon and Gravesen's estimate of one cubic, with its legs' lengths.
    struct Measure {
        let chord: Double, polygon: Double, estimate: Double
        let legs: (Double, Double, Double)
    }

    @inline(__always)
    static func norm(_ v: Vector) -> Double { (v.dx * v.dx + v.dy * v.dy).squareRoot() }

    @inline(__always)
    static func measure(_ p0: Vector, _ p1: Vector, _ p2: Vector, _ p3: Vector) -> Measure {
        let legs = (norm(p1 - p0), norm(p2 - p1), norm(p3 - p2))
        let chord = norm(p3 - p0), polygon = legs.0 + legs.1 + legs.2
        return Measure(chord: chord, polygon: polygon, estimate: 0.5 * (chord + polygon), legs: legs)
    }

    /// Whether every exterior angle of the control polygon is at most ``maximumTurn`` (`cosine` is
    /// its cosine), legs of negligible length skipped.
    @inline(__always)
    static func turnsLittle(_ p0: Vector, _ p1: Vector, _ p2: Vector, _ p3: Vector, _ m: Measure, cosine: Double) -> Bool {
        let (a, b, c) = (p1 - p0, p2 - p1, p3 - p2)
        let (la, lb, lc) = m.legs
        func bends(_ u: Vector, _ lu: Double, _ v: Vector, _ lv: Double) -> Bool {
            u.dot(v) < cosine * lu * lv
        }
        // Consecutive legs that are not negligible; a negligible middle leg joins its neighbours.
        if lb > negligible {
            if la > negligible && bends(a, la, b, lb) { return false }
            if lc > negligible && bends(b, lb, c, lc) { return false }
            return true
        }
        return !(la > negligible && lc > negligible && bends(a, la, c, lc))
    }

    /// De Casteljau at 1/2: the two halves.
    @inline(__always)
    static func halves(_ p0: Vector, _ p1: Vector, _ p2: Vector, _ p3: Vector)
        -> (left: (Vector, Vector, Vector, Vector), right: (Vector, Vector, Vector, Vector)) {
        let p01 = (p0 + p1) * 0.5, p12 = (p1 + p2) * 0.5, p23 = (p2 + p3) * 0.5
        let p012 = (p01 + p12) * 0.5, p123 = (p12 + p23) * 0.5
        let mid = (p012 + p123) * 0.5
        return ((p0, p01, p012, mid), (mid, p123, p23, p3))
    }

    private mutating func visit(_ p0: Vector, _ p1: Vector, _ p2: Vector, _ p3: Vector, _ node: Measure, depth: Int,
                                into sums: inout (estimate: CompensatedSum, lower: CompensatedSum, upper: CompensatedSum)) {
        if !(node.polygon > Self.negligible) || depth >= Self.maximumDepth || leaves.count >= Self.maximumLeaves {
            accept(p0, p1, p2, p3, node, correction: 0, into: &sums)
            return
        }
        let (l, r) = Self.halves(p0, p1, p2, p3)
        let ml = Self.measure(l.0, l.1, l.2, l.3), mr = Self.measure(r.0, r.1, r.2, r.3)
        let scale = Double(sign: .plus, exponent: -depth, significand: 1)
        let budget = Self.tolerance * scale
        let slack = extrapolates ? Self.extrapolatedSlack : 1
        let halvesDifference = ml.estimate + mr.estimate - node.estimate
        if abs(halvesDifference) <= slack * budget && Self.turnsLittle(p0, p1, p2, p3, node, cosine: cosineOfTurn) {
            // The node agrees with its halves; each half must agree with its own halves too. Across
            // the curvature's maximum the estimate's leading error changes sign, so a node there can
            // agree with its halves by cancellation while each half is off by far more than the
            // budget (an acute curved corner measured 4.2e-9 short; fuzz seed 11093607893291181376).
            // A half lies on one side of such a point often enough; if either disagrees, go deeper.
            let (ll, lr) = Self.halves(l.0, l.1, l.2, l.3), (rl, rr) = Self.halves(r.0, r.1, r.2, r.3)
            let mll = Self.measure(ll.0, ll.1, ll.2, ll.3), mlr = Self.measure(lr.0, lr.1, lr.2, lr.3)
            let mrl = Self.measure(rl.0, rl.1, rl.2, rl.3), mrr = Self.measure(rr.0, rr.1, rr.2, rr.3)
            let leftDifference = mll.estimate + mlr.estimate - ml.estimate
            let rightDifference = mrl.estimate + mrr.estimate - mr.estimate
            let agrees = abs(halvesDifference) <= budget && abs(leftDifference) <= budget / 2 && abs(rightDifference) <= budget / 2
            // The extrapolated test (the type's comment): the same agreements within `slack` times
            // their budgets, and the two levels' extrapolated totals within a hundredth of the budget.
            let extrapolationsAgree = extrapolates
                && abs(leftDifference) <= slack * budget / 2 && abs(rightDifference) <= slack * budget / 2
                && abs(Self.extrapolationChange(halvesDifference, leftDifference + rightDifference)) <= Self.extrapolatedTolerance * scale
            if agrees || extrapolationsAgree {
                // Richardson: a smooth piece's error is about 16 times its halves', so their sum is
                // off by about (halves - piece) / 15; each quarter takes its share.
                accept(ll.0, ll.1, ll.2, ll.3, mll, correction: leftDifference / 30, into: &sums)
                accept(lr.0, lr.1, lr.2, lr.3, mlr, correction: leftDifference / 30, into: &sums)
                accept(rl.0, rl.1, rl.2, rl.3, mrl, correction: rightDifference / 30, into: &sums)
                accept(rr.0, rr.1, rr.2, rr.3, mrr, correction: rightDifference / 30, into: &sums)
                return
            }
        }
        visit(l.0, l.1, l.2, l.3, ml, depth: depth + 1, into: &sums)
        visit(r.0, r.1, r.2, r.3, mr, depth: depth + 1, into: &sums)
    }

    /// How much the extrapolated total changes from one level to the next, given the halves'
    /// difference from the node (`E₁ - E₀`) and the quarters' from the halves (`E₂ - E₁`):
    /// `(E₂ + (E₂ - E₁) / 15) - (E₁ + (E₁ - E₀) / 15)`.
    @inline(__always)
    static func extrapolationChange(_ halvesDifference: Double, _ quartersDifference: Double) -> Double {
        quartersDifference + (quartersDifference - halvesDifference) / 15
    }

    private mutating func accept(_ p0: Vector, _ p1: Vector, _ p2: Vector, _ p3: Vector, _ m: Measure, correction: Double,
                                 into sums: inout (estimate: CompensatedSum, lower: CompensatedSum, upper: CompensatedSum)) {
        let length = m.estimate + correction
        leaves.append(Leaf(p0: p0, p1: p1, p2: p2, p3: p3, before: sums.estimate.value, length: length))
        sums.estimate.add(length)
        sums.lower.add(m.chord)
        sums.upper.add(m.polygon)
    }

    /// The point at estimated length `d` from the start (clamped to `[0, length]`).
    ///
    /// The leaf holding `d` is found by its running total; inside it, the parameter `u` whose
    /// sub-piece `[0, u]` has estimated length `d - before` is found by bisection on the same
    /// chord-and-polygon estimate (exact at `u = 1`, where the sub-piece is the leaf itself).
    func point(atLength distance: Double) -> Point {
        guard !leaves.isEmpty else { return origin }
        let d = distance / unit
        var lo = 0, hi = leaves.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if leaves[mid].before <= d { lo = mid } else { hi = mid - 1 }
        }
        let leaf = leaves[lo]
        let target = d - leaf.before
        if target <= 0 { return origin + leaf.p0 * unit }
        if target >= leaf.length { return origin + leaf.p3 * unit }
        var (a, b) = (0.0, 1.0)
        for _ in 0 ..< 64 {
            let u = 0.5 * (a + b)
            if !(u > a && u < b) { break }
            let part = Self.leading(leaf, u)
            if Self.measure(part.0, part.1, part.2, part.3).estimate < target { a = u } else { b = u }
        }
        return origin + Self.leading(leaf, 0.5 * (a + b)).3 * unit
    }

    /// The sub-piece `[0, u]` of a leaf (de Casteljau at `u`).
    static func leading(_ leaf: Leaf, _ u: Double) -> (Vector, Vector, Vector, Vector) {
        func lerp(_ a: Vector, _ b: Vector) -> Vector { a + (b - a) * u }
        let p01 = lerp(leaf.p0, leaf.p1), p12 = lerp(leaf.p1, leaf.p2), p23 = lerp(leaf.p2, leaf.p3)
        let p012 = lerp(p01, p12), p123 = lerp(p12, p23)
        return (leaf.p0, p01, p012, lerp(p012, p123))
    }
}
