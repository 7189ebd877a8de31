import ShapeModel

/// Whether ``AnalyticOracle/winding(_:)`` is 1 at every point of a box, decided from the box's
/// four corners: then a point in the box that the band test also skips (``BandFreeBox``) is
/// `.inside` without computing its winding.
///
/// Exact, not approximate. Every quantity the winding compares for one edge or corner is a
/// cross product of a fixed vector with `p - o` for a fixed point `o`:
/// `fl(fl(v.dx * fl(p.y - o.y)) - fl(v.dy * fl(p.x - o.x)))`. Rounding is monotone, so that
/// is monotone in `p.x` (in the direction of `-v.dy`'s sign) and in `p.y` (of `v.dx`'s), each
/// direction fixed; over a box it is therefore smallest at one of the four corners, and so is
/// its quotient by a positive length. If at all four corners
///
/// - every edge's `side(p)` is `>= 0`, no point of the box leaves the corner quadrilateral
///   (`side < 0`) or lies in an outward triangle (which needs `side < 0`);
/// - every inward triangle's depth `side / length` exceeds its size, none contains a point of
///   the box (it needs `|t - c| + depth <= size`, and adding `|t - c| >= 0` never rounds below
///   the depth);
/// - every corner that removes anything has `cross(end - start, p - start) >= 0`, none removes
///   a point of the box (``OracleCorner/removes(_:)`` needs that chord side below 0),
///
/// then every point of the box has winding 1, exactly as ``AnalyticOracle/winding(_:)`` computes
/// it. A NaN anywhere fails a comparison and the box is not certified.
enum InsideBox {
    /// Whether the winding is 1 throughout `box` (sides included); `false` for an empty or
    /// unbounded box, or whenever a corner of it fails one of the tests above.
    static func isInside(_ box: BandFreeBox, edges: [OracleEdge], corners: [OracleCorner]) -> Bool {
        guard box.minX <= box.maxX, box.minY <= box.maxY,
              box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite else { return false }
        // The tests above at one corner of the box.
        func holds(at p: Point) -> Bool {
            for edge in edges {
                let side = edge.side(p)
                guard side >= 0 else { return false }
                if let t = edge.triangle, t.direction == .inward, !(side / edge.length > t.size) { return false }
            }
            return corners.allSatisfy { $0.removesNothing || ($0.end - $0.start).cross(p - $0.start) >= 0 }
        }
        return holds(at: Point(x: box.minX, y: box.minY)) && holds(at: Point(x: box.maxX, y: box.minY))
            && holds(at: Point(x: box.minX, y: box.maxY)) && holds(at: Point(x: box.maxX, y: box.maxY))
    }
}
