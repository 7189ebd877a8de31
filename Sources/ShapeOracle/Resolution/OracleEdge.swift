import ShapeModel

/// One resolved edge of the corner quadrilateral: its line, its straight span between the two
/// corner reaches, and its triangle if any (Contract: triangle fit, inward-notch clamp).
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

    /// Appends the edge's outline pieces from `spanStart` to `spanEnd`, labelled `<edge>.span1`,
    /// etc., to `pieces` (the oracle's one array: no array per edge).
    func appendPieces(to pieces: inout [OutlinePiece]) {
        let name = PieceLabel.Owner.edge(edge)
        guard let t = triangle else {
            pieces.append(OutlinePiece(.segment(spanStart, spanEnd), label: PieceLabel(owner: name, part: .span)))
            return
        }
        pieces.append(OutlinePiece(.segment(spanStart, t.base0), label: PieceLabel(owner: name, part: .span1)))
        pieces.append(OutlinePiece(.segment(t.base0, t.apex), label: PieceLabel(owner: name, part: .triangleSide1)))
        pieces.append(OutlinePiece(.segment(t.apex, t.base1), label: PieceLabel(owner: name, part: .triangleSide2)))
        pieces.append(OutlinePiece(.segment(t.base1, spanEnd), label: PieceLabel(owner: name, part: .span2)))
    }
}

/// An isosceles right triangle on an edge: base from `base0` to `base1` on the edge's line,
/// `apex` at the half-base distance from it, outward or inward (Contract: triangle placement).
struct OracleTriangle: Sendable {
    let direction: TriangleDirection
    /// The final half-base (and height), `s2`.
    let size: Double
    /// The edge's start point and unit direction, and the base centre's distance along it.
    let origin: Point
    let unit: Vector
    let center: Double
    let base0: Point
    let apex: Point
    let base1: Point

    init(direction: TriangleDirection, size: Double, origin: Point, unit: Vector, center: Double, outerNormal: Vector) {
        self.direction = direction
        self.size = size
        self.origin = origin
        self.unit = unit
        self.center = center
        let normal = direction == .outward ? outerNormal : -outerNormal
        base0 = origin + unit * (center - size)
        apex = origin + unit * center + normal * size
        base1 = origin + unit * (center + size)
    }

    /// Whether `p` is inside the triangle, given `side`, the edge's `side(p)` (shared with the
    /// quadrilateral test so that a point on the base line is counted exactly once), and the
    /// edge's length.
    ///
    /// In the edge's frame (t along it, h the depth beyond the base line on the triangle's side)
    /// the triangle is `h >= 0, |t - c| + h <= s`: tested from the resolved numbers, not from the
    /// vertices, whose rounding would turn a vanishing triangle into a wedge of random direction.
    /// The path runs base0 -> apex -> base1: clockwise on screen for an outward triangle (winding
    /// +1 inside it), counter-clockwise for an inward one (winding -1).
    @inline(__always)
    func contains(_ p: Point, side: Double, length: Double) -> Bool {
        let inner = side / length
        let t = (p - origin).dot(unit)
        switch direction {
        case .outward: return side < 0 && abs(t - center) - inner <= size
        case .inward: return side >= 0 && abs(t - center) + inner <= size
        }
    }
}
