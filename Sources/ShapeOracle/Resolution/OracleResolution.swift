import Foundation
import ShapeModel

/// The contract's resolution, done from scratch: corner points and offset convexity, interior
/// angles, reaches, the overlap factor with its overlap guard, triangle sizes with
/// the inward-notch clamp.
struct OracleResolution {
    let points: [Point]
    /// `e_i = P_{i+1} - P_i`.
    let edgeVectors: [Vector]
    let lengths: [Double]
    /// Per corner: unit vector toward the previous corner (`v`) and toward the next (`u`).
    let towardPrevious: [Vector]
    let towardNext: [Vector]
    /// Per corner: `sin θ` and `π - θ` (the rounded arc's sweep).
    let sinTheta: [Double]
    let phi: [Double]
    /// The overlap factor f.
    let scale: Double
    /// Per corner: final (scaled) sizes along the incoming and outgoing edges; equal except for curved.
    let sizeIn: [Double]
    let sizeOut: [Double]
    /// Per corner: final reaches.
    let reaches: [OracleReach]
    /// Per edge: final triangle size (0 = none).
    let triangleSizes: [Double]

    /// The continuous corner's reach per unit of r.
    static let continuousReach = ContinuousTemplate.reach

    init(spec: ShapeSpec, size: Size) throws(ShapeInputError) {
        let (w, h) = (size.width, size.height)
        let base = [Point(x: 0, y: 0), Point(x: w, y: 0), Point(x: w, y: h), Point(x: 0, y: h)]
        let p = Corner.allCases.map { base[$0.rawValue] + spec.offsets[$0] }
        let e = (0..<4).map { p[($0 + 1) % 4] - p[$0] }

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
        var towardPrevious: [Vector] = [], towardNext: [Vector] = []
        var sinTheta: [Double] = [], phi: [Double] = [], roundedUnit: [Double] = []
        for k in 0..<4 {
            let a = -e[(k + 3) % 4], b = e[k]
            let la = lengths[(k + 3) % 4], lb = lengths[k]
            let cross = max(0, ExactArithmetic.cross(e[(k + 3) % 4], e[k]))   // |a x b| for a convex clockwise quad
            let dot = a.dot(b)
            towardPrevious.append(Geometry.unit(a))
            towardNext.append(Geometry.unit(b))
            sinTheta.append(min(1, cross / (la * lb)))
            phi.append(atan2(cross, -dot))
            // cot(θ/2) = (1 + cos θ) / sin θ = sin θ / (1 - cos θ): the form without cancellation.
            if dot >= 0 {
                roundedUnit.append(cross > 0 ? (la * lb + dot) / cross : .infinity)
            } else {
                roundedUnit.append(cross / (la * lb - dot))
            }
        }
        self.towardPrevious = towardPrevious
        self.towardNext = towardNext
        self.sinTheta = sinTheta
        self.phi = phi

        // Sizes in points (fractions of min(w, h): Contract: fractions to points), per edge of the corner, and the
        // reach per unit of size.
        var rawIn: [Double] = [], rawOut: [Double] = [], unit: [Double] = []
        for c in Corner.allCases {
            let k = c.rawValue
            switch spec.corners[c] {
            case .square:
                rawIn.append(0); rawOut.append(0); unit.append(0)
            case .rounded(let l):
                let s = l.resolved(for: size)
                rawIn.append(s); rawOut.append(s); unit.append(roundedUnit[k])
            case .cut(let l):
                let s = l.resolved(for: size)
                rawIn.append(s); rawOut.append(s); unit.append(1)
            case .continuous(let l):
                let s = l.resolved(for: size)
                rawIn.append(s); rawOut.append(s); unit.append(Self.continuousReach)
            case .curved(let width, let height):
                // Width along the top/bottom edge, height along the left/right edge (Contract: curved
                // sizes in screen terms, reach).
                let (wd, ht) = (width.resolved(for: size), height.resolved(for: size))
                let incomingIsHorizontal = (c == .topRight || c == .bottomLeft)
                rawIn.append(incomingIsHorizontal ? wd : ht)
                rawOut.append(incomingIsHorizontal ? ht : wd)
                unit.append(1)
            }
        }

        // A zero size reaches nowhere, even where the unit reach is infinite.
        func reach(_ f: Double, _ s: Double, _ k: Double) -> Double {
            let fs = f * s
            return fs == 0 ? 0 : fs * k
        }
        func reachesAt(_ f: Double) -> [OracleReach] {
            (0..<4).map { OracleReach(incoming: reach(f, rawIn[$0], unit[$0]), outgoing: reach(f, rawOut[$0], unit[$0])) }
        }
        func overflows(_ r: [OracleReach]) -> Bool {
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

        // Contract: triangle fit, inward-notch clamp.
        var triangleSizes: [Double] = []
        for edge in Edge.allCases {
            let i = edge.rawValue
            guard case .triangle(let length, let direction) = spec.edges[edge] else {
                triangleSizes.append(0); continue
            }
            let s = length.resolved(for: size)
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
                // Bisector bound: each notch keeps its apex in its own edge's half of each own
                // corner's wedge, at half the depth where it would reach the bisector, so two
                // notches that share a corner never meet. The foot of the apex is at distance
                // `foot` from the corner point; the bisector is at depth foot * tan(θ/2) there.
                for (k, foot) in [(i, a + span / 2), ((i + 1) % 4, lengths[i] - (a + span / 2))] {
                    s2 = min(s2, max(0, foot) / roundedUnit[k] / 2)
                }
                // C_k: the apex must stay on the far side (from the vertex) of the chord that
                // bounds each own corner's treatment; the notch is convex and its base lies beyond
                // the chord, so that suffices. Half the bound, so that nothing touches.
                // Everything is measured from the vertex in vectors (not from rounded points), and
                // the chord is scaled by the larger reach: only its direction matters, and a
                // subnormal reach would otherwise round it away.
                let inner = Vector(dx: -e[i].dy / lengths[i], dy: e[i].dx / lengths[i])
                let ends: [(along: Vector, footDistance: Double, rho: Double, side: Vector, sideReach: Double)] = [
                    (towardNext[i], a + span / 2, a, towardPrevious[i], reaches[i].incoming),
                    (towardPrevious[(i + 1) % 4], lengths[i] - (a + span / 2), b, towardNext[(i + 1) % 4], reaches[(i + 1) % 4].outgoing),
                ]
                for end in ends where end.rho > 0 && end.sideReach > 0 {
                    let m = max(end.rho, end.sideReach)
                    let chord = end.side * (end.sideReach / m) - end.along * (end.rho / m)
                    // The vertex is at -rho * along from the chord's start; the apex's foot at
                    // (footDistance - rho) * along, and each unit of depth adds `inner`.
                    let nearSide = -chord.cross(end.along)
                    guard nearSide != 0 else { continue }
                    let sign: Double = nearSide > 0 ? 1 : -1
                    let atFoot = sign * (end.footDistance - end.rho) * chord.cross(end.along)
                    let perDepth = sign * chord.cross(inner)
                    if perDepth > 0 { s2 = min(s2, max(0, -atFoot / perDepth) / 2) }
                }
            }
            triangleSizes.append(max(0, s2))
        }
        self.triangleSizes = triangleSizes
    }
}
