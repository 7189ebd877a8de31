extension Arc {
    /// How far, relative to `max(1, |centre.x| + |centre.y| + |r|)`, the pen may be from the
    /// arc's start and still count as being there: an arc's computed start differs from the
    /// joint before it by rounding at the centre's magnitude (Contract: SVG path data, path replay).
    public static let joinTolerance = 1e-12

    /// Whether the pen at `point` is at the arc's start, to rounding (``joinTolerance``), so no
    /// joining line is needed before the arc.
    public func starts(at point: Point) -> Bool {
        let scale = Swift.max(1, abs(center.x) + abs(center.y) + abs(radius))
        return point.distance(to: startPoint) <= Self.joinTolerance * scale
    }
}
