import Foundation

/// A path prepared for many exact point-in-path queries (Contract: hit-test band).
///
/// The fill outline (every subpath closed) is cut into pieces monotone in y: lines as they are,
/// Beziers at the roots of `y'(t)`, arcs at their top and bottom. A horizontal ray from the query
/// point towards +x crosses each monotone piece at most once, and the half-open rule
/// (`y0 <= py < y1`) on the pieces' shared end points counts every crossing exactly once and
/// tangencies never. The crossing's x comes from the exact curve: a line's equation, the circle
/// `x = cx ± sqrt(r² - dy²)`, or a root of the Bezier's cubic `y(t) = py` (closed-form solver,
/// polished by bracketed Newton) evaluated for x. Nothing is flattened.
///
/// Build one per path and reuse it; ``Path/contains(_:rule:)`` builds one per call.
///
/// ```swift
/// let path = try ShapeSpec(allCorners: .rounded(20)).path(for: Size(width: 100, height: 100))
/// let tester = PathHitTester(path)
/// let points = [Point(x: 50, y: 50), Point(x: 1, y: 1), Point(x: 99, y: 50)]
/// let inside = points.filter { tester.contains($0) }   // (50, 50) and (99, 50)
/// ```
///
/// - Complexity: building is O(n) in the number of path elements; each query is O(n), with
///   constant work per monotone piece (at most a closed-form cubic and a bounded Newton polish).
public struct PathHitTester: Sendable {
    let pieces: [MonotonePiece]

    /// Prepares `path` for queries.
    public init(_ path: Path) {
        var pieces: [MonotonePiece] = []
        for segment in path.fillSegments { MonotonePiece.split(segment, into: &pieces) }
        self.pieces = pieces
    }

    /// The winding number of the path around `point` (positive for the package's clockwise shapes).
    public func windingNumber(at point: Point) -> Int {
        var winding = 0
        for piece in pieces where point.y >= piece.yLow && point.y < piece.yHigh {
            if point.x < piece.xMin {
                winding += piece.direction          // the whole piece is to the right: no solving
            } else if point.x < piece.xMax, piece.crossingX(atY: point.y) > point.x {
                winding += piece.direction
            }
        }
        return winding
    }

    /// Whether `point` is inside under `rule`. Points within about 1e-9 of the scale of the
    /// outline may answer either way; everywhere else the answer is exact for the exact curve.
    /// Non-finite points are outside.
    ///
    /// ```swift
    /// let tester = PathHitTester(try ShapeSpec(allCorners: .cut(20)).path(for: Size(width: 100, height: 100)))
    /// tester.contains(Point(x: 50, y: 50))                  // true
    /// tester.contains(Point(x: 2, y: 2))                    // false: cut away
    /// tester.contains(Point(x: 50, y: 50), rule: .evenOdd)  // true
    /// ```
    ///
    /// - Complexity: O(n) in the number of monotone pieces, without allocating.
    public func contains(_ point: Point, rule: FillRule = .nonZero) -> Bool {
        guard point.isFinite else { return false }
        let w = windingNumber(at: point)
        switch rule {
        case .nonZero: return w != 0
        case .evenOdd: return w & 1 != 0
        }
    }
}

extension Path {
    /// Whether the path's fill contains `point` (Contract: hit-test band): nonzero by default, even-odd on request.
    ///
    /// Exact for the exact curves (no flattening); points within `1e-9 * max(1, w, h)` of the
    /// outline may answer either way. For many queries on one path, use ``PathHitTester``.
    ///
    /// ```swift
    /// let path = try ShapeSpec(allCorners: .cut(20)).path(for: Size(width: 100, height: 100))
    /// path.contains(Point(x: 50, y: 50))   // true
    /// path.contains(Point(x: 2, y: 2))     // false: cut away
    /// ```
    ///
    /// - Complexity: O(n) in the number of path elements: each call prepares a
    ///   ``PathHitTester`` and queries it once.
    public func contains(_ point: Point, rule: FillRule = .nonZero) -> Bool {
        PathHitTester(self).contains(point, rule: rule)
    }
}

/// A piece of the fill outline along which y changes monotonically.
struct MonotonePiece: Sendable {
    enum Shape: Sendable {
        case line(Point, Point)
        /// A Bezier (quad raised to cubic) between parameters t0 < t1.
        case bezier(PathSegment, t0: Double, t1: Double, yCoefficients: (Double, Double, Double, Double))
        /// Half of a circle's y-range; `side` is +1 for the right half (cos >= 0), -1 for the left.
        case arc(center: Point, radius: Double, side: Double)
    }

    var yLow: Double
    var yHigh: Double
    /// +1 when y grows along the piece, -1 when it shrinks.
    var direction: Int
    var xMin: Double
    var xMax: Double
    var shape: Shape

    /// The x where the piece crosses height `y`; only called with `yLow <= y < yHigh`.
    func crossingX(atY y: Double) -> Double {
        switch shape {
        case .line(let a, let b):
            return a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y)
        case .arc(let c, let r, let side):
            let dy = y - c.y
            let h = Swift.max(0, (r - dy) * (r + dy)).squareRoot()
            return c.x + side * h
        case .bezier(let segment, let t0, let t1, let coefficients):
            let t = Self.solve(segment, y: y, t0: t0, t1: t1, coefficients: coefficients, increasing: direction > 0)
            return segment.point(at: t).x
        }
    }

    /// The parameter in `[t0, t1]` where the monotone Bezier reaches height `y`.
    private static func solve(_ segment: PathSegment, y: Double, t0: Double, t1: Double,
                              coefficients c: (Double, Double, Double, Double), increasing: Bool) -> Double {
        let span = t1 - t0
        var guess = t0 + span / 2
        var best = Double.infinity
        for root in Polynomial.cubicRoots(c.0, c.1, c.2, c.3 - y) where root >= t0 - 1e-9 * span && root <= t1 + 1e-9 * span {
            let clamped = Swift.min(t1, Swift.max(t0, root))
            let distance = abs(clamped - (t0 + span / 2))
            if distance < best { best = distance; guess = clamped }
        }
        // Bracketed Newton: f = y(t) - y is monotone on [lo, hi] and changes sign there.
        var lo = t0, hi = t1, t = guess
        for _ in 0..<80 {
            let f = segment.point(at: t).y - y
            if f == 0 { return t }
            if (f < 0) == increasing { lo = t } else { hi = t }
            let slope = segment.derivative(at: t).dy
            var next = t - f / slope
            if !(next > lo && next < hi) { next = lo + (hi - lo) / 2 }
            if next == t || hi - lo <= 4 * Double.ulpOfOne * Swift.max(1, abs(t)) { return next }
            t = next
        }
        return t
    }

    /// Cuts a segment into monotone pieces and appends the non-horizontal ones.
    static func split(_ segment: PathSegment, into pieces: inout [MonotonePiece]) {
        switch segment {
        case .line(let a, let b):
            guard a.y != b.y else { return }
            pieces.append(MonotonePiece(yLow: Swift.min(a.y, b.y), yHigh: Swift.max(a.y, b.y), direction: b.y > a.y ? 1 : -1,
                                        xMin: Swift.min(a.x, b.x), xMax: Swift.max(a.x, b.x), shape: .line(a, b)))
        case .quad(let p0, let p1, let p2):
            // Degree elevation: the same curve as a cubic, so one code path solves both.
            let c1 = Point(x: p0.x + 2 * (p1.x - p0.x) / 3, y: p0.y + 2 * (p1.y - p0.y) / 3)
            let c2 = Point(x: p2.x + 2 * (p1.x - p2.x) / 3, y: p2.y + 2 * (p1.y - p2.y) / 3)
            splitBezier(segment, cubic: (p0, c1, c2, p2), into: &pieces)
        case .cubic(let p0, let p1, let p2, let p3):
            splitBezier(segment, cubic: (p0, p1, p2, p3), into: &pieces)
        case .arc(let arc):
            splitArc(arc, into: &pieces)
        }
    }

    /// Power-basis coefficients `(a, b, c, d)` of one coordinate of a cubic: `a t³ + b t² + c t + d`.
    static func powerBasis(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> (Double, Double, Double, Double) {
        (-p0 + 3 * p1 - 3 * p2 + p3, 3 * p0 - 6 * p1 + 3 * p2, -3 * p0 + 3 * p1, p0)
    }

    /// Parameters in (0, 1) where a cubic coordinate's derivative vanishes, sorted.
    static func extrema(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
        let (a, b, c, _) = powerBasis(p0, p1, p2, p3)
        return Polynomial.quadraticRoots(3 * a, 2 * b, c).filter { $0 > 0 && $0 < 1 }.sorted()
    }

    private static func splitBezier(_ segment: PathSegment, cubic p: (Point, Point, Point, Point), into pieces: inout [MonotonePiece]) {
        let yCoefficients = powerBasis(p.0.y, p.1.y, p.2.y, p.3.y)
        let cuts = [0.0] + extrema(p.0.y, p.1.y, p.2.y, p.3.y) + [1.0]
        let xCuts = extrema(p.0.x, p.1.x, p.2.x, p.3.x)
        for k in 0..<(cuts.count - 1) {
            let t0 = cuts[k], t1 = cuts[k + 1]
            guard t1 > t0 else { continue }
            let a = segment.point(at: t0), b = segment.point(at: t1)
            guard a.y != b.y else { continue }
            var xs = [a.x, b.x]
            for t in xCuts where t > t0 && t < t1 { xs.append(segment.point(at: t).x) }
            pieces.append(MonotonePiece(
                yLow: Swift.min(a.y, b.y), yHigh: Swift.max(a.y, b.y), direction: b.y > a.y ? 1 : -1,
                xMin: xs.min() ?? a.x, xMax: xs.max() ?? a.x,
                shape: .bezier(segment, t0: t0, t1: t1, yCoefficients: yCoefficients)))
        }
    }

    /// Cuts an arc at the angles `π/2 + kπ` (bottom and top of the circle).
    private static func splitArc(_ arc: Arc, into pieces: inout [MonotonePiece]) {
        let sweep = arc.sweep
        guard sweep.isFinite, sweep != 0, arc.radius > 0 else { return }
        let forward = sweep > 0
        // Angles strictly inside the sweep where the circle is horizontal, in travel order.
        var angles = [arc.startAngle]
        let firstK = forward ? ((arc.startAngle - .pi / 2) / .pi).rounded(.down) + 1
                             : ((arc.startAngle - .pi / 2) / .pi).rounded(.up) - 1
        var k = firstK
        for _ in 0..<8 {
            let angle = Double.pi / 2 + k * .pi
            if forward ? angle < arc.endAngle : angle > arc.endAngle {
                if angle != arc.startAngle { angles.append(angle) }
            } else { break }
            k += forward ? 1 : -1
        }
        angles.append(arc.endAngle)
        for i in 0..<(angles.count - 1) {
            let a0 = angles[i], a1 = angles[i + 1]
            let p0 = i == 0 ? arc.startPoint : arc.point(at: a0)
            let p1 = i == angles.count - 2 ? arc.endPoint : arc.point(at: a1)
            guard p0.y != p1.y else { continue }
            let side: Double = cos((a0 + a1) / 2) >= 0 ? 1 : -1
            let xMin = side > 0 ? Swift.min(p0.x, p1.x) : arc.center.x - arc.radius
            let xMax = side > 0 ? arc.center.x + arc.radius : Swift.max(p0.x, p1.x)
            pieces.append(MonotonePiece(yLow: Swift.min(p0.y, p1.y), yHigh: Swift.max(p0.y, p1.y),
                                        direction: p1.y > p0.y ? 1 : -1, xMin: xMin, xMax: xMax,
                                        shape: .arc(center: arc.center, radius: arc.radius, side: side)))
        }
    }
}
