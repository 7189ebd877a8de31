import Foundation
import ShapeModel

/// One resolved corner: where its treatment starts and ends, what it removes from the corner
/// quadrilateral, and that region's area, all from the corner's own geometry (Contract: affine
/// corner templates, tangent circle).
///
/// Frame: `v` is the unit vector from the vertex toward the previous corner (along the incoming
/// edge, reversed), `u` toward the next corner (along the outgoing edge). `start` is the reach
/// point on the incoming edge, `end` the one on the outgoing edge; the outline runs start -> end.
struct OracleCorner: Sendable {
    /// The treatment as geometry.
    enum Kind: Sendable {
        /// No treatment (zero size, or square): start = end = vertex.
        case square
        /// A straight piece along one edge: a curved corner with one zero side, which removes nothing.
        case flat
        /// A chamfer from start to end, removing the triangle (vertex, start, end).
        case cut
        /// A true circular arc tangent to both edges, removing what lies between the edges and the arc.
        case rounded(center: Point, radius: Double)
        /// The quadratic with control point at the vertex. Affine frame: `p = vertex + α A + β B`
        /// with `A = end - vertex`, `B = start - vertex`; the curve is `√α + √β = 1`.
        case curved(a: Vector, b: Vector, det: Double)
        /// The contract's continuous-corner template mapped by `vertex + a V + b U`, `V = r v`, `U = r u`.
        case continuous(radius: Double, v: Vector, u: Vector, det: Double)
    }

    let corner: Corner
    let vertex: Point
    let start: Point
    let end: Point
    let kind: Kind
    /// The area of the region the treatment removes from the quadrilateral.
    let removedArea: Double
    /// How far from the vertex the removed region can reach: it lies in the triangle
    /// (vertex, start, end), so within the longer reach of the vertex.
    let reachLimit: Double
    /// ``reachLimit`` widened by `1e-12` of itself, the bound ``removes(_:)`` tests against: kept
    /// with the corner, not multiplied out on each of the many membership tests.
    let removalLimit: Double
    /// Whether the treatment removes nothing (a square or flat corner): membership's first
    /// question, one stored flag rather than a match on the kind's payloads each time.
    let removesNothing: Bool

    /// Resolves a corner. `sinTheta` and `phi = π - θ` describe the interior angle, `reachIn`
    /// and `reachOut` are final (scaled) reaches, `size1`/`size2` the final sizes.
    init(corner: Corner, vertex: Point, v: Vector, u: Vector, treatment: CornerTreatment,
         size: Double, reachIn: Double, reachOut: Double, sinTheta: Double, phi: Double) {
        self.corner = corner
        self.vertex = vertex
        let startPoint = vertex + v * reachIn
        let endPoint = vertex + u * reachOut
        reachLimit = treatment.family == .continuous ? size * ContinuousTemplate.reach : max(reachIn, reachOut)
        switch treatment {
        case _ where reachIn == 0 && reachOut == 0:
            kind = .square; start = vertex; end = vertex; removedArea = 0
        case .square:
            kind = .square; start = vertex; end = vertex; removedArea = 0
        case .cut:
            kind = .cut; start = startPoint; end = endPoint
            removedArea = 0.5 * reachIn * reachOut * sinTheta
        case .rounded:
            // Centre: from the outgoing tangent point, r along the outgoing edge's inner normal.
            let r = size
            let center = endPoint + Vector(dx: -u.dy, dy: u.dx) * r
            start = startPoint; end = endPoint
            // Contract: flat-arc chord: an arc whose bulge (sagitta) is below 4 ulp of |centre| + r is drawn
            // as its chord, so it removes what a cut removes.
            let sagitta = 2 * r * pow(sin(phi / 4), 2)
            if sagitta <= 4 * (max(abs(center.x), abs(center.y)) + r).ulp {
                kind = .cut
                removedArea = 0.5 * reachIn * reachOut * sinTheta
            } else {
                kind = .rounded(center: center, radius: r)
                // Kite (vertex, tangent points, centre) minus the sector of angle φ = π - θ, which is
                // r²(tan x - x) with x = φ/2: by its series near straight corners, where the
                // difference cancels; elsewhere from the accurately computed reach.
                removedArea = phi < 0.1 ? r * r * OracleCorner.tanSeriesMinusArgument(phi / 2)
                                        : max(0, reachOut * r - 0.5 * r * r * phi)
            }
        case .curved:
            start = startPoint; end = endPoint
            if reachIn == 0 || reachOut == 0 {
                kind = .flat; removedArea = 0
            } else {
                let a = endPoint - vertex, b = startPoint - vertex
                kind = .curved(a: a, b: b, det: ExactArithmetic.cross(a, b))
                // A parabolic segment is 2/3 of its control triangle; the rest is removed.
                removedArea = reachIn * reachOut * sinTheta / 6
            }
        case .continuous:
            let r = size
            let vv = v * r, uu = u * r
            kind = .continuous(radius: r, v: vv, u: uu, det: ExactArithmetic.cross(vv, uu))
            start = vertex + vv * ContinuousTemplate.reach
            end = vertex + uu * ContinuousTemplate.reach
            removedArea = ContinuousTemplate.removedArea * r * r * sinTheta
        }
        removalLimit = reachLimit * (1 + 1e-12)
        switch kind {
        case .square, .flat: removesNothing = true
        default: removesNothing = false
        }
    }

    /// `tan x - x` for `0 <= x < 0.05`, by its series (no cancellation).
    static func tanSeriesMinusArgument(_ x: Double) -> Double {
        let x2 = x * x
        // x³/3 + 2x⁵/15 + 17x⁷/315 + 62x⁹/2835: the next term is below 1e-16 relative here.
        return x * x2 * (1.0 / 3 + x2 * (2.0 / 15 + x2 * (17.0 / 315 + x2 * 62.0 / 2835)))
    }

    /// Whether the treatment removes `p` (assumed inside the quadrilateral) from the shape.
    ///
    /// Every removed region lies in the triangle (vertex, start, end), that is on the vertex side
    /// of the chord, so that cheap test comes first. The affine coordinates use accurately rounded
    /// cross products, so they are those of a point within a few ulps of `p` at any corner angle.
    @inline(__always)
    func removes(_ p: Point) -> Bool {
        if removesNothing { return false }
        // For reaches near the smallest doubles, start and end round onto the vertex in ways
        // that can flip the chord's direction; the distance test cannot be fooled like that.
        // The distance is at least either coordinate's gap, so those decide most points alone.
        let limit = removalLimit
        // (`hypot`'s verdict, mostly settled by squares: Geometry.isHypot.)
        let (dx, dy) = (p.x - vertex.x, p.y - vertex.y)
        guard abs(dx) <= limit && abs(dy) <= limit && Geometry.isHypot(dx, dy, atMost: limit) else { return false }
        let chordSide = (end - start).cross(p - start)
        guard chordSide < 0 else { return false }
        switch kind {
        case .square, .flat:
            return false
        case .cut:
            return true
        case .rounded(let center, let radius):
            return Geometry.isHypot(p.x - center.x, p.y - center.y, above: radius)
        case .curved(let a, let b, let det):
            guard det != 0, det.isFinite else { return false }
            let d = p - vertex
            let alpha = ExactArithmetic.cross(d, b) / det
            let beta = ExactArithmetic.cross(a, d) / det
            guard alpha >= 0, beta >= 0 else { return false }
            return alpha.squareRoot() + beta.squareRoot() < 1
        case .continuous(_, let v, let u, let det):
            guard det != 0, det.isFinite else { return false }
            let d = p - vertex
            return ContinuousTemplate.isRemoved(a: ExactArithmetic.cross(d, u) / det,
                                                b: ExactArithmetic.cross(v, d) / det)
        }
    }

    /// The template point `(a, b)` mapped onto this continuous corner.
    private func mapped(_ t: Point, v: Vector, u: Vector) -> Point {
        vertex + v * t.x + u * t.y
    }

    /// Appends the outline pieces of the corner, from `start` to `end`, labelled
    /// `<corner>.<family>...`, to `pieces` (the oracle's one array: no array per corner).
    func appendPieces(to pieces: inout [OutlinePiece]) {
        let name = PieceLabel.Owner.corner(corner)
        switch kind {
        case .square:
            return
        case .flat:
            pieces.append(OutlinePiece(.segment(start, end), label: PieceLabel(owner: name, part: .curved)))
        case .cut:
            pieces.append(OutlinePiece(.segment(start, end), label: PieceLabel(owner: name, part: .cut)))
        case .rounded(let c, let r):
            pieces.append(OutlinePiece(.arc(center: c, radius: r, start: start, end: end), label: PieceLabel(owner: name, part: .rounded)))
        case .curved:
            pieces.append(OutlinePiece(.quad(start, vertex, end), label: PieceLabel(owner: name, part: .curved)))
        case .continuous(_, let v, let u, _):
            let t = ContinuousTemplate.self
            let m = { (p: Point) in self.mapped(p, v: v, u: u) }
            let c1 = t.cubic1, c2 = t.cubic2, c3 = t.cubic3
            pieces.append(OutlinePiece(.cubic(start, m(c1.1), m(c1.2), m(c1.3)), label: PieceLabel(owner: name, part: .continuousCubic1)))
            pieces.append(OutlinePiece(.segment(m(c1.3), m(c2.0)), label: PieceLabel(owner: name, part: .continuousLine1)))
            pieces.append(OutlinePiece(.cubic(m(c2.0), m(c2.1), m(c2.2), m(c2.3)), label: PieceLabel(owner: name, part: .continuousCubic2)))
            pieces.append(OutlinePiece(.segment(m(c2.3), m(c3.0)), label: PieceLabel(owner: name, part: .continuousLine2)))
            pieces.append(OutlinePiece(.cubic(m(c3.0), m(c3.1), m(c3.2), end), label: PieceLabel(owner: name, part: .continuousCubic3)))
        }
    }
}
