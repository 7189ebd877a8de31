import Foundation
import ShapeModel

/// The contract's resolution, done from scratch: corner points and offset convexity, interior
/// angles, reaches, the overlap factor with its overlap guard, triangle sizes with
/// the inward-notch clamp.
struct OracleResolution {
    let points: FourValues<Point>
    /// `e_i = P_{i+1} - P_i`.
    let edgeVectors: FourValues<Vector>
    let lengths: FourValues<Double>
    /// Per corner: unit vector toward the previous corner (`v`) and toward the next (`u`).
    let towardPrevious: FourValues<Vector>
    let towardNext: FourValues<Vector>
    /// Per corner: `sin θ` and `π - θ` (the rounded arc's sweep).
    let sinTheta: FourValues<Double>
    let phi: FourValues<Double>
    /// The overlap factor f.
    let scale: Double
    /// Per corner: final (scaled) sizes along the incoming and outgoing edges; equal except for curved.
    let sizeIn: FourValues<Double>
    let sizeOut: FourValues<Double>
    /// Per corner: final reaches.
    let reaches: FourValues<OracleReach>
    /// Per edge: final triangle size (0 = none).
    let triangleSizes: FourValues<Double>
    /// Per corner: the final treatment in points (fractions resolved, the declared variants and
    /// the overlap factor applied); a zero size keeps its family.
    let finalCorners: FourValues<CornerTreatment>

    /// The continuous corner's reach per unit of r.
    static let continuousReach = ContinuousTemplate.reach

    init(spec: ShapeSpec, size: Size, variants: Set<ContractVariant> = []) throws(ShapeInputError) {
        let (w, h) = (size.width, size.height)
        let inPoints = OracleLengths(size: size, variants: variants)
        // The base rectangle's corners (0, 0), (w, 0), (w, h), (0, h), moved by the offsets.
        let p = FourValues { k in Point(x: k == 1 || k == 2 ? w : 0, y: k >= 2 ? h : 0) + spec.offsets[Corner.allCases[k]] }
        let e = FourValues { p[($0 + 1) % 4] - p[$0] }

        // Contract: offset convexity: exactly the plain Double expression, no tolerance.
        for i in 0..<4 {
            let turn = ExactArithmetic.plainCross(e[i], e[(i + 1) % 4])
            if !(turn > 0) {
                let at = Corner.allCases[(i + 1) % 4]
                throw ShapeInputError(field: "offsets",
                                      problem: "the corner points must form a strictly convex quadrilateral in clockwise order; the turn at \(at) is \(turn), not > 0")
            }
        }
        points = p
        edgeVectors = e
        let lengths = e.map(\.length)
        self.lengths = lengths

        // Interior angles from accurately rounded cross products, so a reach stays accurate even
        // at corners that are almost straight or almost closed.
        struct Angle {
            let towardPrevious: Vector, towardNext: Vector
            let sinTheta: Double, phi: Double, roundedUnit: Double
        }
        let angles = FourValues { k -> Angle in
            let a = -e[(k + 3) % 4], b = e[k]
            let la = lengths[(k + 3) % 4], lb = lengths[k]
            let cross = max(0, ExactArithmetic.cross(e[(k + 3) % 4], e[k]))   // |a x b| for a convex clockwise quad
            let dot = a.dot(b)
            // cot(θ/2) = (1 + cos θ) / sin θ = sin θ / (1 - cos θ): the form without cancellation.
            let roundedUnit = dot >= 0 ? (cross > 0 ? (la * lb + dot) / cross : .infinity) : cross / (la * lb - dot)
            return Angle(towardPrevious: Geometry.unit(a), towardNext: Geometry.unit(b),
                         sinTheta: min(1, cross / (la * lb)), phi: atan2(cross, -dot), roundedUnit: roundedUnit)
        }
        let towardPrevious = angles.map(\.towardPrevious), towardNext = angles.map(\.towardNext)
        self.towardPrevious = towardPrevious
        self.towardNext = towardNext
        sinTheta = angles.map(\.sinTheta)
        phi = angles.map(\.phi)

        // Sizes in points (fractions of min(w, h): Contract: fractions to points), per edge of the corner, and the
        // reach per unit of size.
        let raw = FourValues { k -> (rawIn: Double, rawOut: Double, unit: Double) in
            let c = Corner.allCases[k]
            switch spec.corners[c] {
            case .square:
                return (0, 0, 0)
            case .rounded(let l):
                let s = inPoints.corner(l)
                return (s, s, angles[k].roundedUnit)
            case .cut(let l):
                let s = inPoints.corner(l)
                return (s, s, 1)
            case .continuous(let l):
                let s = inPoints.corner(l)
                return (s, s, Self.continuousReach)
            case .curved(let width, let height):
                // Width along the top/bottom edge, height along the left/right edge (Contract: curved
                // sizes in screen terms, reach).
                let (wd, ht) = (inPoints.corner(width), inPoints.corner(height))
                let incomingIsHorizontal = (c == .topRight || c == .bottomLeft)
                return (incomingIsHorizontal ? wd : ht, incomingIsHorizontal ? ht : wd, 1)
            }
        }
        let rawIn = raw.map(\.rawIn), rawOut = raw.map(\.rawOut), unit = raw.map(\.unit)

        // A zero size reaches nowhere, even where the unit reach is infinite.
        func reach(_ f: Double, _ s: Double, _ k: Double) -> Double {
            let fs = f * s
            return fs == 0 ? 0 : fs * k
        }
        func reachesAt(_ f: Double) -> FourValues<OracleReach> {
            FourValues { OracleReach(incoming: reach(f, rawIn[$0], unit[$0]), outgoing: reach(f, rawOut[$0], unit[$0])) }
        }
        func overflows(_ r: FourValues<OracleReach>) -> Bool {
            (0..<4).contains { r[$0].outgoing + r[($0 + 1) % 4].incoming > lengths[$0] }
        }

        // Contract: overlap rule and overlap guard: f = min(1, min over edges with S > 0 of L / S),
        // then step down until nothing overflows.
        let unscaled = reachesAt(1)
        var f = 1.0
        for i in 0..<4 {
            let s = unscaled[i].outgoing + unscaled[(i + 1) % 4].incoming
            if s > 0 { f = min(f, lengths[i] / s) }
        }
        var steps = 0
        while f > 0 && overflows(reachesAt(f)) {
            // nextDown settles normal cases in a few steps; halving bounds the loop on subnormal
            // sizes, where one ulp of f no longer changes a product (never seen in practice).
            f = steps < 1000 ? f.nextDown : f / 2
            steps += 1
        }
        f = max(0, f)
        scale = f
        let reaches = reachesAt(f)
        self.reaches = reaches
        sizeIn = rawIn.map { f * $0 }
        sizeOut = rawOut.map { f * $0 }
        finalCorners = FourValues { k in
            switch spec.corners[Corner.allCases[k]] {
            case .square: .square
            case .rounded(let l): .rounded(.points(f * inPoints.corner(l)))
            case .cut(let l): .cut(.points(f * inPoints.corner(l)))
            case .continuous(let l): .continuous(.points(f * inPoints.corner(l)))
            case .curved(let wd, let ht): .curved(width: .points(f * inPoints.corner(wd)), height: .points(f * inPoints.corner(ht)))
            }
        }

        // Contract: triangle fit, inward-notch clamp.
        var largest = max(w, h)
        for k in 0..<4 { largest = max(largest, abs(p[k].x), abs(p[k].y)) }
        let vanishing = 0x1p-40 * largest
        triangleSizes = FourValues { i -> Double in
            guard case .triangle(let length, let direction) = spec.edges[Edge.allCases[i]] else { return 0 }
            let s = inPoints.length(length)
            let (a, b) = (reaches[i].outgoing, reaches[(i + 1) % 4].incoming)
            let span = max(0, lengths[i] - a - b)
            var s2 = min(s, span / 2)
            if direction == .inward {
                // Clearance: the far corner points and all their reach points, from the edge's line.
                var clearance = Double.infinity
                for k in [(i + 2) % 4, (i + 3) % 4] {
                    for q in [p[k], p[k] + towardPrevious[k] * reaches[k].incoming, p[k] + towardNext[k] * reaches[k].outgoing] {
                        clearance = min(clearance, e[i].cross(q - p[i]) / lengths[i])
                    }
                }
                s2 = min(s2, max(0, clearance) / 3)
                // Bisector bound and chord bound: found by searching where the apex leaves the
                // region the contract allows it at each own corner (NotchApexSearch), not from
                // their closed forms, so that a slip in those cannot repeat here.
                let inner = Vector(dx: -e[i].dy / lengths[i], dy: e[i].dx / lengths[i])
                let j = (i + 1) % 4
                let own = [
                    NotchApexSearch.OwnCorner(along: towardNext[i], side: towardPrevious[i], edge: e[i], sideEdge: e[(i + 3) % 4],
                                              foot: a + span / 2, reach: a, sideReach: reaches[i].incoming),
                    NotchApexSearch.OwnCorner(along: towardPrevious[j], side: towardNext[j], edge: e[i], sideEdge: e[j],
                                              foot: lengths[i] - (a + span / 2), reach: b, sideReach: reaches[j].outgoing),
                ]
                s2 = NotchApexSearch.clampedSize(s2, corners: own, inner: inner)
            }
            // Contract: vanishing triangle: below 2^-40 of the largest of w, h and the corner
            // points' coordinates, a size is rounding (a clamp bound that is 0 in real numbers
            // lands a few ulps either side of it), and the triangle is omitted.
            return s2 >= vanishing ? s2 : 0
        }
    }
}
