import ShapeModel

/// One resolved edge of the corner quadrilateral: its line, its straight span between the two
/// corner reaches, and its triangle if any (D5).
struct OracleEdge: Sendable {
    let edge: Edge
    /// The edge's start corner point `P_i`.
    let origin: Point
    /// `P_{i+1} - P_i`.
    let vector: Vector
    let length: Double
    /// Unit vector along the edge.
    let unit: Vector
    /// Outer unit normal `(e.dy, -e.dx) / |e|` (y down, clockwise outline).
    let outerNormal: Vector
    /// Where the straight span starts (the start corner's outgoing reach point).
    let spanStart: Point
    /// Where the straight span ends (the end corner's incoming reach point).
    let spanEnd: Point
    /// The triangle, if its final size is positive.
    let triangle: OracleTriangle?

    /// `cross(e, p - P_i)`: positive on the inner side of the edge's line, `|e|` times the distance.
    @inline(__always)
    func side(_ p: Point) -> Double {
        vector.cross(p - origin)
    }

    /// The edge's outline pieces from `spanStart` to `spanEnd`, labelled `<edge>.span1`, etc.
    func pieces() -> [OutlinePiece] {
        let name = "\(edge)"
        guard let t = triangle else {
            return [OutlinePiece(.segment(spanStart, spanEnd), label: "\(name).span")]
        }
        return [
            OutlinePiece(.segment(spanStart, t.base0), label: "\(name).span1"),
            OutlinePiece(.segment(t.base0, t.apex), label: "\(name).triangle.side1"),
            OutlinePiece(.segment(t.apex, t.base1), label: "\(name).triangle.side2"),
            OutlinePiece(.segment(t.base1, spanEnd), label: "\(name).span2"),
        ]
    }
}

/// An isosceles right triangle on an edge: base from `base0` to `base1` on the edge's line,
/// `apex` at the half-base distance from it, outward or inward (D5.4).
struct OracleTriangle: Sendable {
    let direction: TriangleDirection
    /// The final half-base (and height), `s2`.
    let size: Double
    let base0: Point
    let apex: Point
    let base1: Point

    /// Whether `p` is inside the triangle, given `side`, the edge's `side(p)` (shared with the
    /// quadrilateral test so that a point on the base line is counted exactly once).
    ///
    /// The path runs base0 -> apex -> base1: clockwise on screen for an outward triangle (winding
    /// +1 inside it), counter-clockwise for an inward one (winding -1).
    @inline(__always)
    func contains(_ p: Point, side: Double) -> Bool {
        let s1 = (apex - base0).cross(p - base0)
        let s2 = (base1 - apex).cross(p - apex)
        switch direction {
        case .outward: return side < 0 && s1 >= 0 && s2 >= 0
        case .inward: return side >= 0 && s1 <= 0 && s2 <= 0
        }
    }
}
