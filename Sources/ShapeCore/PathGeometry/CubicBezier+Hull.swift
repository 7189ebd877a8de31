import Foundation

extension CubicBezier {
    /// Whether every point of the curve is at least `distance` from `p`, judged on the convex
    /// hull of the control points (which holds the curve): a cheap certificate that
    /// ``nearestParameter(to:within:)`` would find nothing nearer, so the erosion's scans of the
    /// outline can skip the root isolation for a curve whose bounding box is near `p` but
    /// which bends away from it (a corner seen from the parallel of the edge it ends).
    ///
    /// The hull is the union of the four triangles of the control points, so it is at least
    /// `distance` away when `p` lies outside all four and every one of the six segments between
    /// control points (the hull's edges among them) is at least `distance` away. The distances
    /// are measured relative to `p`, and the bound is raised by 64 ulps of the largest
    /// coordinate: the curve's points as ``point(at:)`` computes them stray from the true curve
    /// by a few ulps, and so do these distances, so a curve passed over here could never have
    /// been measured nearer than `distance`. Wherever a test is degenerate (a zero-area
    /// triangle), the answer is `false`, and the caller measures as before.
    ///
    /// - Complexity: O(1): six cross products and six point-to-segment distances.
    func hullIsFar(from p: Point, atLeast distance: Double) -> Bool {
        let magnitude = Swift.max(abs(p.x), abs(p.y), abs(p0.x), abs(p0.y), abs(p1.x), abs(p1.y),
                                  abs(p2.x), abs(p2.y), abs(p3.x), abs(p3.y))
        let bound = distance + 64 * magnitude.ulp
        guard bound.isFinite else { return false }
        let q: InlineArray<4, Vector> = [p0 - p, p1 - p, p2 - p, p3 - p]
        // The six segments first: a near one settles it, and most curves fail here.
        let bound2 = bound * bound
        for i in 0 ..< 3 {
            for j in i + 1 ..< 4 where q[i].squaredDistance(toSegmentTo: q[j]) < bound2 { return false }
        }
        // Outside every triangle: some edge of each has `p` strictly on its far side.
        let triangles: InlineArray<4, (Int, Int, Int)> = [(0, 1, 2), (0, 1, 3), (0, 2, 3), (1, 2, 3)]
        for k in triangles.indices {
            let (a, b, c) = triangles[k]
            // Inside (or on the boundary, or a degenerate triangle): not provably far.
            if Vector.triangleMayHoldOrigin(q[a], q[b], q[c]) { return false }
        }
        return true
    }
}

extension Vector {
    /// Whether the triangle with these corners (offsets from a query point) holds the origin,
    /// its boundary included; `true` for a degenerate triangle too, so that a hull test built on
    /// it errs toward "near" (the caller then measures).
    static func triangleMayHoldOrigin(_ a: Vector, _ b: Vector, _ c: Vector) -> Bool {
        let x = a.cross(b), y = b.cross(c), z = c.cross(a)
        return (x >= 0 && y >= 0 && z >= 0) || (x <= 0 && y <= 0 && z <= 0)
    }

    /// The squared distance from the origin to the segment from the point at this offset to
    /// the one at `other`: what hull tests measure, with the query point moved to the origin.
    func squaredDistance(toSegmentTo other: Vector) -> Double {
        let d = other - self
        let dd = d.dot(d)
        guard dd > 0 else { return squaredNorm }
        let t = Swift.min(1, Swift.max(0, -dot(d) / dd))
        return (self + t * d).squaredNorm
    }
}
