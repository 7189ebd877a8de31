import ShapeModel

/// The inward-notch clamp's own-corner bounds (Contract: inward-notch clamp, bisector bound
/// `B_k` and chord bound `C_k`), derived by searching the depth at which the notch's apex leaves
/// the region the contract allows it, rather than from the closed forms
/// `x tan(θ/2) / 2` and the chord's linear solve (Docs/Oracle.md, "Own derivations").
///
/// At each of the edge's own corners the apex, at depth `s` above its foot (distance `x` from
/// the corner point along the edge), must stay
///
/// 1. in the edge's own half of the corner's wedge: no farther from the edge's line than from
///    the side edge's line, both measured as the quadrilateral's own half-plane test measures
///    them (`cross(e, d) / |e|`, positive inside);
/// 2. outside the corner's triangle (vertex, reach point on the edge, reach point on the side
///    edge), in which every corner treatment lies; tested by the affine coordinates of the apex
///    in the corner's two edge directions, as the curved-corner region test does.
///
/// Moving the apex away from the edge, the first test holds until the bisector and the second
/// fails once the apex crosses the chord (inside the half-wedge the triangle is entered at most
/// once and left only across the bisector), so the allowed depths form one interval `[0, s*)`
/// and bisection finds `s*` to the last bit (or to `2^-200` of the search range); the contract's
/// bound is half of it. A search
/// cannot share a slip with a formula: the core's `tan(θ/2)` or its chord solve written wrong
/// would now disagree with the oracle instead of repeating in it.
struct NotchApexSearch {
    /// One of the edge's own corners, seen from its corner point.
    struct OwnCorner {
        /// Unit vector from the corner point along the notch's edge.
        let along: Vector
        /// Unit vector from the corner point along the other edge at that corner.
        let side: Vector
        /// The notch's edge and the side edge as the outline runs them (for the half-plane tests).
        let edge: Vector
        let sideEdge: Vector
        /// The distance from the corner point to the notch's centre along the edge.
        let foot: Double
        /// The corner's reaches on the notch's edge and on the side edge.
        let reach: Double
        let sideReach: Double
        /// `|edge|`, `|sideEdge|` and `side × along`: the same for every depth the search asks
        /// about, so measured once.
        private let edgeLength: Double, sideEdgeLength: Double, frameDeterminant: Double

        init(along: Vector, side: Vector, edge: Vector, sideEdge: Vector, foot: Double, reach: Double, sideReach: Double) {
            (self.along, self.side, self.edge, self.sideEdge) = (along, side, edge, sideEdge)
            (self.foot, self.reach, self.sideReach) = (foot, reach, sideReach)
            (edgeLength, sideEdgeLength) = (edge.length, sideEdge.length)
            frameDeterminant = ExactArithmetic.cross(side, along)
        }

        /// The apex at depth `s`, relative to the corner point.
        @inline(__always)
        func apex(_ s: Double, inner: Vector) -> Vector {
            along * foot + inner * s
        }

        /// Whether `d` (relative to the corner point) is no farther from the edge's line than from
        /// the side edge's line: the edge's own half of the wedge, bounded by the bisector.
        @inline(__always)
        func isInOwnHalf(_ d: Vector) -> Bool {
            let own = ExactArithmetic.cross(edge, d) / edgeLength
            let other = ExactArithmetic.cross(sideEdge, d) / sideEdgeLength
            return own <= other
        }

        /// Whether `d` lies in the closed triangle (corner point, reach point on the edge, reach
        /// point on the side edge): affine coordinates `d = a side + b along`, `a, b >= 0`,
        /// `a / sideReach + b / reach <= 1`. A corner without both reaches has no triangle.
        @inline(__always)
        func isInCornerTriangle(_ d: Vector) -> Bool {
            guard reach > 0, sideReach > 0 else { return false }
            let det = frameDeterminant
            guard det != 0 else { return false }
            let a = ExactArithmetic.cross(d, along) / det
            let b = ExactArithmetic.cross(side, d) / det
            return a >= 0 && b >= 0 && a / sideReach + b / reach <= 1
        }
    }

    /// The largest notch size at most `limit` that keeps the apex, at twice that depth, allowed at
    /// both corners: `min(limit, s* / 2)`.
    static func clampedSize(_ limit: Double, corners: [OwnCorner], inner: Vector) -> Double {
        guard limit > 0 else { return max(0, limit) }
        func allowed(_ s: Double) -> Bool {
            corners.allSatisfy { corner in
                let d = corner.apex(s, inner: inner)
                return corner.isInOwnHalf(d) && !corner.isInCornerTriangle(d)
            }
        }
        let top = 2 * limit
        if !allowed(0) { return 0 }
        return min(limit, Bisection.boundary(from: 0, to: top, where: allowed) / 2)
    }
}
