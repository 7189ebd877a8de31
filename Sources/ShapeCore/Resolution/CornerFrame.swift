import Foundation

/// The corner quadrilateral's derived directions, shared by resolution, the outline and the
/// margins so that all three compute every point from the same numbers.
///
/// Indices follow path order: corner i is `P_i`, edge i runs from `P_i` to `P_{i+1}` (see
/// `PathIndex.swift`; stored in `Corners` and `Edges`, so building a frame allocates nothing).
struct CornerFrame {
    /// `P_0 ... P_3`.
    let points: Corners<Point>
    /// `P_{i+1} - P_i`.
    let edgeVectors: Edges<Vector>
    /// `|P_{i+1} - P_i|`.
    let lengths: Edges<Double>
    /// Unit vectors along each edge; for axis-aligned edges exactly `(±1, 0)` or `(0, ±1)`.
    let units: Edges<Vector>
    /// ``scaledCosSin(_:)`` of every corner, computed once (resolution asks for each many times).
    private let cosSin: Corners<(cos: Double, sin: Double, scale: Double)>

    init(_ corners: Corners<Point>) {
        points = corners
        let e = Edges<Vector> { corners[$0.rawValue + 1] - corners[$0.rawValue] }
        edgeVectors = e
        let l = e.map(\.length)
        lengths = l
        units = Edges { edge in
            let (v, length) = (e[edge], l[edge])
            return length > 0 ? Vector(dx: v.dx / length, dy: v.dy / length) : .zero
        }
        cosSin = Corners { corner in
            let (before, after) = (corner.rawValue + 3, corner.rawValue)
            let a = -e[before], b = e[after]
            return (AccurateProducts.dot(a, b), abs(AccurateProducts.cross(a, b)), l[before] * l[after])
        }
    }

    /// Unit vector from `P_i` along its outgoing edge (`u` of the contract's affine corner templates).
    func outgoing(_ corner: Int) -> Vector { units[corner] }

    /// Unit vector from `P_i` along its incoming edge, away from the corner (`v` of the contract's affine corner templates).
    func incoming(_ corner: Int) -> Vector { -units[corner + 3] }

    /// `(|a||b| cos θ, |a||b| sin θ, |a||b|)` at corner i, with `a`, `b` the edge vectors leaving it:
    /// accurately rounded products of the unnormalised edges, so nothing cancels near θ = 0 or π.
    func scaledCosSin(_ corner: Int) -> (cos: Double, sin: Double, scale: Double) {
        cosSin[corner]
    }

    /// The interior angle at corner i in `[0, π]`.
    func interiorAngle(_ corner: Int) -> Double {
        let (c, s, _) = scaledCosSin(corner)
        return Self.angle(y: s, x: c)
    }

    /// `atan2(y, x)`, answering without the call where one argument is zero: there C's `atan2`
    /// (C Annex F, which glibc and Darwin's libm follow) returns exactly ±π/2, ±0 or ±π, the
    /// very numbers below (`Double.pi` is π rounded to nearest, as libm's constant). Every corner
    /// of an axis-aligned rectangle and every normal of its edges is such a case.
    @inline(__always)
    static func angle(y: Double, x: Double) -> Double {
        if x == 0 && y != 0 && !y.isNaN { return y > 0 ? Double.pi / 2 : -Double.pi / 2 }
        if y == 0 && x != 0 && !x.isNaN { return x > 0 ? y : (y.sign == .plus ? Double.pi : -Double.pi) }
        return atan2(y, x)
    }

    /// The outer normal of edge i (Contract: triangle placement, `(e.dy, -e.dx) / |e|` for a clockwise edge, y down).
    func outerNormal(_ edge: Int) -> Vector { Vector(dx: units[edge].dy, dy: -units[edge].dx) }

    /// The inner normal of edge i.
    func innerNormal(_ edge: Int) -> Vector { Vector(dx: -units[edge].dy, dy: units[edge].dx) }

    /// The point at distance `d` from `P_i` along edge i, measured with the stored edge `length`.
    ///
    /// The two ends are returned exactly (`P_i` and `P_{i+1}`), so square corners join bit for
    /// bit; on axis-aligned edges every point is exact because the unit vector is.
    func point(onEdge i: Int, at d: Double, length: Double) -> Point {
        if d == 0 { return points[i] }
        if d == length { return points[i + 1] }
        return points[i] + d * units[i]
    }

    /// Signed distance of `q` from the line of edge i; positive on the inner side.
    func depth(of q: Point, fromEdge i: Int) -> Double {
        units[i].cross(q - points[i])
    }
}
