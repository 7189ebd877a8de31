import ShapeModel

/// Branch and bound for the distance from a point to a cubic Bezier, as a proven bracket.
///
/// Lower bound for a (sub)curve: the curve lies in the convex hull of its control points, and
/// the distance to the chord segment `p0 p3` is a convex function, so its maximum over the hull
/// is at a control point: every curve point is within `flat = max(dist(p1, chord), dist(p2, chord))`
/// of the chord. Hence `dist(q, curve) >= dist(q, chord) - flat`. Conversely the curve joins the
/// chord's ends while staying within `flat` of its line, so `dist(q, curve) <= dist(q, chord) + flat`
/// and a leaf with `flat <= tolerance` brackets the distance within `2 tolerance`.
/// Upper bound: the distance to the end points, which lie on the curve.
///
/// Halving (de Casteljau at 1/2) shrinks `flat` about fourfold per level, so a leaf is reached
/// in ~20 levels for `tolerance = 1e-12` of the curve size. Subtrees whose lower bound exceeds
/// the cutoff or the best upper bound are pruned; the search never allocates. Distances are
/// ``Geometry/distance(_:_:)`` (a square root, not `hypot`: this runs several times per step).
///
/// **Deciding only** (`decidesOnly`, for membership's band test): whether the full search's
/// result would be at most the cutoff. The search stops as soon as that is certain: a terminal
/// bound or ``upper`` at most the cutoff (the full result is at most both), or a sub-curve with
/// `dist(q, chord) + flat <= cutoff - tolerance`: the curve is then provably within the cutoff
/// by more than `tolerance` (a thousand times the rounding), so the full search's lower bound is
/// too. The answer is the full search's; a point on or near the curve is decided where `flat`
/// drops below the band (about 12 levels) rather than below `tolerance` (about 20).
struct BezierDistanceSearch {
    let q: Point
    let cutoff: Double
    let tolerance: Double
    let decidesOnly: Bool
    /// The smallest distance to a point known to be on the curve.
    private(set) var upper = Double.infinity
    /// The smallest lower bound over the terminal subtrees.
    private(set) var lower = Double.infinity
    /// Deciding only: whether the distance is certainly at most the cutoff (the search stopped).
    private(set) var isWithinCutoff = false

    /// The deepest subdivision; beyond it a subtree keeps its (valid, looser) lower bound.
    static let maximumDepth = 52

    init(q: Point, cutoff: Double, tolerance: Double, decidesOnly: Bool = false) {
        self.q = q
        self.cutoff = cutoff
        self.tolerance = tolerance
        self.decidesOnly = decidesOnly
    }

    /// A lower bound on the distance, within `2 tolerance` of it whenever the distance is at most
    /// the cutoff. Deciding only: at most the cutoff exactly when the full search's would be
    /// (0 once ``isWithinCutoff``), and otherwise the full search's.
    var result: Double { isWithinCutoff ? 0 : max(0, min(lower, upper)) }

    /// Searches one cubic.
    mutating func search(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        upper = min(upper, Geometry.distance(q, p0), Geometry.distance(q, p3))
        if decidesOnly && upper <= cutoff { isWithinCutoff = true; return }
        visit(p0, p1, p2, p3, depth: 0)
    }

    /// Searches a sub-curve whose ends are already in ``upper``: a parent measures its midpoint,
    /// the end its two halves share, once, before visiting them.
    private mutating func visit(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, depth: Int) {
        if isWithinCutoff { return }
        let chord = p3 - p0, length2 = chord.dot(chord)
        let flat = max(Geometry.segmentDistance(p1, from: p0, along: chord, squaredLength: length2),
                       Geometry.segmentDistance(p2, from: p0, along: chord, squaredLength: length2))
        let toChord = Geometry.segmentDistance(q, from: p0, along: chord, squaredLength: length2)
        if decidesOnly && toChord + flat <= cutoff - tolerance { isWithinCutoff = true; return }
        let bound = toChord - flat
        if bound >= upper || bound > cutoff || flat <= tolerance || depth >= Self.maximumDepth {
            lower = min(lower, bound)
            if decidesOnly && lower <= cutoff { isWithinCutoff = true }
            return
        }
        let p01 = Geometry.midpoint(p0, p1), p12 = Geometry.midpoint(p1, p2), p23 = Geometry.midpoint(p2, p3)
        let p012 = Geometry.midpoint(p01, p12), p123 = Geometry.midpoint(p12, p23)
        let mid = Geometry.midpoint(p012, p123)
        upper = min(upper, Geometry.distance(q, mid))
        if decidesOnly && upper <= cutoff { isWithinCutoff = true; return }
        // Nearer half first, so its upper bound prunes the other.
        if Geometry.distance(q, Geometry.midpoint(p0, mid)) <= Geometry.distance(q, Geometry.midpoint(mid, p3)) {
            visit(p0, p01, p012, mid, depth: depth + 1)
            visit(mid, p123, p23, p3, depth: depth + 1)
        } else {
            visit(mid, p123, p23, p3, depth: depth + 1)
            visit(p0, p01, p012, mid, depth: depth + 1)
        }
    }
}
