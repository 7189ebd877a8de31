import Foundation

extension PathSegment {
    /// The distance from `p` to the nearest point of the segment.
    ///
    /// Exact (to rounding) for lines and arcs. For Beziers, ``CubicBezier/nearestParameter(to:within:)``:
    /// every value returned is the distance to a real point of the curve, so it is never below
    /// the true distance.
    func distance(to p: Point) -> Double {
        if case .arc(let a) = self { return Self.distance(from: p, to: a) }
        return nearest(to: p).distance
    }

    /// ``nearestParameter(to:)`` and ``distance(to:)`` together, the same numbers from one
    /// search (a Bezier's is the costly part of both).
    ///
    /// With a `cutoff`, the same numbers wherever the distance is below it; elsewhere a
    /// distance of at least `cutoff` (``CubicBezier/nearestParameter(to:within:)``: a Bezier's
    /// search passes over spans that cannot come nearer).
    func nearest(to p: Point, within cutoff: Double = .infinity) -> (parameter: Double, distance: Double) {
        switch self {
        case .line:
            let t = nearestParameter(to: p)
            return (t, (p - point(at: t)).norm)
        case .arc(let a):
            return (nearestParameter(to: p), Self.distance(from: p, to: a))
        case .quad, .cubic:
            guard let curve = CubicBezier(self) else { return (0, .infinity) }
            let t = curve.nearestParameter(to: p, within: cutoff)
            return (t, (p - curve.point(at: t)).norm)
        }
    }

    /// The distance from `p` to an arc: to its circle within the sweep, else to the nearer end.
    private static func distance(from p: Point, to a: Arc) -> Double {
        if angleWithinSweep(of: a, point: p) {
            return abs((p - a.center).norm - a.radius)
        }
        return Swift.min((p - a.startPoint).norm, (p - a.endPoint).norm)
    }

    /// The parameter of a point of the segment nearest to `p` (in `[0, 1]`, the parameter of
    /// ``point(at:)`` and ``split(from:to:)``): the projection for a line, the direction's place
    /// in the sweep for an arc (else the nearer end), ``CubicBezier/nearestParameter(to:within:)``
    /// for a Bezier.
    func nearestParameter(to p: Point) -> Double {
        switch self {
        case .line(let a, let b):
            let d = b - a
            let dd = d.dot(d)
            guard dd > 0 else { return 0 }
            return Swift.min(1, Swift.max(0, (p - a).dot(d) / dd))
        case .arc(let a):
            let v = p - a.center
            if v != .zero, Self.angleWithinSweep(of: a, angle: atan2(v.dy, v.dx)) {
                return Swift.min(1, Swift.max(0, Self.sweepFraction(of: a, angle: atan2(v.dy, v.dx))))
            }
            return (p - a.startPoint).squaredNorm <= (p - a.endPoint).squaredNorm ? 0 : 1
        case .quad, .cubic:
            return CubicBezier(self)?.nearestParameter(to: p) ?? 0
        }
    }

    /// Whether `p` lies to the right of the segment (y down) at its nearest point: on the inside
    /// of a clockwise outline. At an end point the direction there decides.
    func isOnRight(of p: Point) -> Bool {
        switch self {
        case .line(let a, let b):
            return (b - a).cross(p - a) > 0
        case .arc(let a):
            guard Self.angleWithinSweep(of: a, point: p) else {
                // Nearest at an end: the side of the tangent there.
                let atStart = (p - a.startPoint).squaredNorm <= (p - a.endPoint).squaredNorm
                let end = atStart ? a.startPoint : a.endPoint
                return (atStart ? startDirection : endDirection).cross(p - end) > 0
            }
            // A clockwise arc has its centre on its right.
            let inside = (p - a.center).norm < a.radius
            return a.sweep > 0 ? inside : !inside
        case .quad, .cubic:
            return isOnRight(of: p, nearestAt: nearestParameter(to: p))
        }
    }

    /// ``isOnRight(of:)`` for a caller that already has `t`, the segment's
    /// ``nearestParameter(to:)`` for `p` (from ``nearest(to:within:)``, say): a Bezier's search is
    /// not repeated. Lines and arcs decide as ``isOnRight(of:)`` does.
    func isOnRight(of p: Point, nearestAt t: Double) -> Bool {
        switch self {
        case .line, .arc:
            return isOnRight(of: p)
        case .quad, .cubic:
            guard let curve = CubicBezier(self) else { return false }
            return curve.direction(at: t).cross(p - curve.point(at: t)) > 0
        }
    }

    /// Whether the direction from an arc's centre to `p` lies within the arc's sweep.
    static func angleWithinSweep(of a: Arc, point p: Point) -> Bool {
        let v = p - a.center
        guard v != .zero else { return true }
        return angleWithinSweep(of: a, angle: atan2(v.dy, v.dx))
    }

    /// Whether `angle` (any turn) lies within an arc's sweep.
    static func angleWithinSweep(of a: Arc, angle: Double) -> Bool {
        if abs(a.sweep) >= 2 * .pi { return true }
        let f = sweepFraction(of: a, angle: angle)
        return f >= 0 && f <= 1
    }

    /// The arc parameter of `angle`: `(angle - start) / sweep`, with the difference taken the
    /// way the arc turns, in `[0, 2π)` (so a value above 1 is outside the sweep).
    static func sweepFraction(of a: Arc, angle: Double) -> Double {
        let sweep = a.sweep
        guard sweep != 0 else { return 0 }
        var turn = (angle - a.startAngle).truncatingRemainder(dividingBy: 2 * .pi)
        if sweep > 0 { if turn < 0 { turn += 2 * .pi } } else { if turn > 0 { turn -= 2 * .pi } }
        return turn / sweep
    }
}
