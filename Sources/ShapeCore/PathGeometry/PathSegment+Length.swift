import Foundation

extension PathSegment {
    /// Arc length: exact for lines and arcs, adaptive Gauss-Legendre (about 1e-13 relative) for Beziers.
    var length: Double { length(to: 1) }

    /// Arc length from t = 0 to t.
    func length(to t: Double) -> Double {
        guard t > 0 else { return 0 }
        switch self {
        case .line(let a, let b):
            return (b - a).length * t
        case .arc(let a):
            return a.radius * abs(a.sweep) * t
        case .quad, .cubic:
            var pieces = BezierLengthPieces(self)
            return pieces.length(of: self, to: t)
        }
    }

    /// What a Bezier's arc length from t = 0 is integrated with: the speed minima that split the
    /// integral, the absolute tolerance, and the lengths of the whole pieces between minima once
    /// measured. A Newton search for a parameter (``parameter(atLength:totalLength:)``) asks for
    /// the length to a new t up to 60 times: with this it finds the minima (a cubic's roots, by
    /// `acos` and `cos`) once and integrates each whole piece before t once, instead of on every
    /// step. Each piece's integral and the order of the sums are exactly those of a fresh
    /// ``length(to:)``, so the lengths are the same numbers, not merely close.
    struct BezierLengthPieces {
        /// The sorted speed minima in (0, 1): the knots between pieces.
        let knots: Polynomial.Roots
        /// Each piece is wanted to 1e-13 of the control polygon's length (see ``length(of:to:)``).
        let floor: Double
        /// The integrand.
        let speed: BezierSpeed
        /// `wholePieces[k]`: the integral up to knot k from the previous knot (or 0), once measured.
        private var wholePieces: (Double?, Double?, Double?) = (nil, nil, nil)

        init(_ segment: PathSegment) {
            knots = segment.speedMinima
            floor = 1e-13 * segment.controlPolygonLength
            speed = BezierSpeed(segment)
        }

        /// The arc length of `segment` (the Bezier these pieces were made for) from 0 to `t > 0`.
        mutating func length(of segment: PathSegment, to t: Double) -> Double {
            // Integrate between the minima of the speed: near a cusp the speed has a sharp
            // minimum where interval halving can accept a wrong estimate (a near-cusp quad of a
            // 0.001-wide curved corner measured 5e-4 short of 62.87; trim-length, Contract).
            // Each piece is wanted to 1e-13 of the control polygon's length (which bounds the
            // whole curve's), not of itself: a rounding-level leg would otherwise never converge.
            // The speed by `norm` (a square root, not `hypot`): derivatives of coordinates within
            // the contract's limits are far inside its range, and this runs 20 times per interval.
            let end = Swift.min(t, 1)
            var total = 0.0, from = 0.0
            // The knots are sorted, so which of them start a piece (`knot > from`) does not
            // depend on t, only how many lie below `end`: piece k is the same integral for every t.
            for (k, knot) in knots.enumerated() where knot > from && knot < end {
                total += wholePiece(k, of: segment, from: from, to: knot)
                from = knot
            }
            let speed = speed
            return total + GaussLegendre.integrate({ speed.at($0) }, from: from, to: end, absoluteTolerance: floor)
        }

        private mutating func wholePiece(_ k: Int, of segment: PathSegment, from: Double, to knot: Double) -> Double {
            let known = k == 0 ? wholePieces.0 : k == 1 ? wholePieces.1 : wholePieces.2
            if let known { return known }
            let speed = speed
            let piece = GaussLegendre.integrate({ speed.at($0) }, from: from, to: knot, absoluteTolerance: floor)
            switch k {
            case 0: wholePieces.0 = piece
            case 1: wholePieces.1 = piece
            default: wholePieces.2 = piece
            }
            return piece
        }
    }

    /// The length of the control polygon: at least the curve's length.
    var controlPolygonLength: Double {
        switch self {
        case .line(let a, let b): (b - a).length
        case .arc(let a): a.radius * abs(a.sweep)
        case .quad(let p0, let p1, let p2): (p1 - p0).length + (p2 - p1).length
        case .cubic(let p0, let p1, let p2, let p3): (p1 - p0).length + (p2 - p1).length + (p3 - p2).length
        }
    }

    /// The parameters in (0, 1) where the speed `|B'(t)|` has a stationary point, sorted: where
    /// `B'(t) · B''(t) = 0` (one linear equation for a quad, a cubic one for a cubic).
    /// Returned inline (at most three), so measuring a length allocates nothing.
    var speedMinima: Polynomial.Roots {
        func dot(_ u: Vector, _ v: Vector) -> Double { u.dx * v.dx + u.dy * v.dy }
        switch self {
        case .line, .arc:
            return []
        case .quad(let p0, let p1, let p2):
            // B'(t) = a + b t.
            let a = 2 * (p1 - p0), b = 2 * ((p2 - p1) - (p1 - p0))
            let bb = dot(b, b)
            guard bb > 0 else { return [] }
            let t = -dot(a, b) / bb
            return t > 0 && t < 1 ? [t] : []
        case .cubic(let p0, let p1, let p2, let p3):
            // B'(t) = a t^2 + b t + c, B''(t) = 2 a t + b.
            let c = 3 * (p1 - p0), b = 6 * ((p2 - p1) - (p1 - p0)), a = 3 * ((p3 - p2) - 2 * (p2 - p1) + (p1 - p0))
            let roots = Polynomial.cubicRoots(2 * dot(a, a), 3 * dot(a, b), dot(b, b) + 2 * dot(a, c), dot(b, c))
            return roots.sortedInside(0, 1)
        }
    }

    /// The parameter at which the arc length from the start reaches `d` (clamped to `[0, length]`).
    func parameter(atLength d: Double, totalLength: Double) -> Double {
        guard totalLength > 0, d > 0 else { return 0 }
        guard d < totalLength else { return 1 }
        switch self {
        case .line, .arc:
            return d / totalLength
        case .quad, .cubic:
            // Newton on s(t) − d with s'(t) = |B'(t)|, kept inside a shrinking bracket. The
            // pieces measure s(t) as `length(to:)` does, finding the minima once for every step.
            var pieces = BezierLengthPieces(self)
            var lo = 0.0, hi = 1.0, t = d / totalLength
            for _ in 0..<60 {
                let f = (t > 0 ? pieces.length(of: self, to: t) : 0) - d
                if abs(f) <= 1e-13 * totalLength { return t }
                if f < 0 { lo = t } else { hi = t }
                let speed = derivative(at: t).norm
                var next = speed > 0 ? t - f / speed : lo + (hi - lo) / 2
                if !(next > lo && next < hi) { next = lo + (hi - lo) / 2 }
                if next == t { return t }
                t = next
            }
            return t
        }
    }
}

extension Path {
    /// The stroked length (Contract: stroked length, length accuracy): every drawn segment,
    /// including the lines that join arcs and that `close` adds. Lines and arcs exact; Beziers by adaptive Gauss-Legendre to about 1e-13 relative.
    public var length: Double { length { $0.length } }

    /// ``length`` with each segment's length from `measure`, which must give `segment.length`
    /// bit for bit (``MeasuredPath/length(of:)`` looks up the lengths it already has).
    @inline(__always)
    func length(measuring measure: (PathSegment) -> Double) -> Double {
        // Summed per subpath, then the subpaths' sums: the order the lengths were always added
        // in (``MeasuredPath/length`` adds in the same order). Streamed from the reader, so
        // measuring allocates no subpaths.
        var total = 0.0, subpath = 0.0
        forEachSegment({ subpath += measure($0) }, subpathEnded: { total += subpath; subpath = 0 })
        return total
    }

    /// The point at a distance along the stroke from its start (Contract: point at length): the
    /// first point at 0, the last segment's end at the full length, `nil` if the path draws
    /// nothing or `distance` is outside `[0, length]` (or not a number).
    public func point(atLength distance: Double) -> Point? {
        guard distance >= 0 else { return nil }
        return points(atLengths: [distance])[0]
    }

    /// The points at several distances along the stroke, each exactly as ``point(atLength:)``
    /// gives it, with the segments and their lengths measured once for all of them.
    ///
    /// - Complexity: one length per segment (a Bezier's by quadrature), then per distance a walk
    ///   over the segments and a bounded Newton search on the one it lands in.
    ///
    /// ```swift
    /// let circle = try CircleShape().path(for: Size(width: 100, height: 100))
    /// circle.points(atLengths: [0, circle.length / 2])   // the start point and the opposite point
    /// ```
    public func points(atLengths distances: [Double]) -> [Point?] {
        MeasuredPath(self).points(atLengths: distances)
    }

    /// The part of the stroke between two fractions of its length (`strokeStart`/`strokeEnd`).
    ///
    /// Fractions are clamped to `[0, 1]`; `start == end` gives the empty path and `0...1` the path
    /// itself. `start > end` wraps (Contract: wrapping trim): the piece from `start` to the
    /// end of the stroke followed by the piece from its beginning to `end`, so a spinner arc that
    /// crosses the outline's start point is one piece; for a path of one closed subpath the two
    /// join at the start point into one subpath, otherwise the second piece starts with its own move.
    /// Pieces keep their kind (a trimmed arc is an arc, a trimmed Bezier a Bezier); each
    /// subpath that the range enters starts with a move, and a closed subpath covered whole keeps its close.
    ///
    /// - Complexity: O(n) in the number of elements (plus a bounded Newton search per cut Bezier).
    ///
    /// ```swift
    /// let circle = try CircleShape().path(for: Size(width: 100, height: 100))
    /// circle.trimmed(from: 0.75, to: 0.25).length   // half the circumference, through the start point
    /// ```
    public func trimmed(from start: Double, to end: Double) -> Path {
        MeasuredPath.trim(self, from: start, to: end) { MeasuredPath(self) }
    }

    /// Several parts of the stroke, each exactly as ``trimmed(from:to:)`` gives it, with the
    /// path's segments and their lengths measured once for all of them (a spinner's frames, or
    /// a test cutting one outline several ways, measured every Bezier once per cut).
    ///
    /// - Complexity: one length per segment, at most once, then per range as ``trimmed(from:to:)``.
    ///
    /// ```swift
    /// let circle = try CircleShape().path(for: Size(width: 100, height: 100))
    /// circle.trimmed([(0, 0.5), (0.75, 0.25)]).map(\.length)   // two halves of the circumference
    /// ```
    public func trimmed(_ ranges: [(from: Double, to: Double)]) -> [Path] {
        // Measured on first need: empty and whole ranges measure nothing.
        var stroke: MeasuredPath?
        return ranges.map { range in
            MeasuredPath.trim(self, from: range.from, to: range.to) {
                let measured = stroke ?? MeasuredPath(self)
                stroke = measured
                return measured
            }
        }
    }
}
