import Foundation

extension ShapeSpec {
    /// Resolves the spec at a size (Contract, section 3): fractions to points, corner reaches,
    /// the overlap factor, clamped triangles. Throws for invalid numbers (input limits) and for
    /// offsets that leave the corner points not strictly convex and clockwise (offset
    /// convexity); never traps.
    ///
    /// ```swift
    /// let shape = try ShapeSpec(allCorners: .rounded(60)).resolved(for: Size(width: 100, height: 100))
    /// shape.overlapFactor   // 0.8333…: every corner scaled to 50, a circle
    /// shape.path.area       // 7853.98…
    /// ```
    ///
    /// - Complexity: O(1): four corners and four edges; the overlap guard's `nextDown` steps are
    ///   capped. The path and margins are computed on access, also in O(1).
    public func resolved(for size: Size) throws(ShapeInputError) -> ResolvedShape {
        try resolved(for: size, options: ResolutionOptions())
    }

    /// The spec resolved at `size` and its outline: `(resolved(for: size), resolved.path)`, the
    /// outline drawn in the corner frame resolution already built instead of one built again
    /// from the corner points (the same frame, so the same path, bit for bit).
    ///
    /// - Complexity: O(1), as ``resolved(for:)`` and the path together.
    ///
    /// ```swift
    /// let (shape, path) = try ShapeSpec(allCorners: .rounded(60)).resolvedWithPath(for: Size(width: 100, height: 100))
    /// path == shape.path   // true
    /// ```
    public func resolvedWithPath(for size: Size) throws(ShapeInputError) -> (shape: ResolvedShape, path: Path) {
        let (shape, frame) = try resolution(for: size, options: ResolutionOptions())
        return (shape, shape.path(in: frame))
    }

    /// Resolution with deliberate faults switched on, for the fuzzer's self-test.
    @_spi(FaultInjection)
    public func resolved(for size: Size, options: ResolutionOptions) throws(ShapeInputError) -> ResolvedShape {
        try resolution(for: size, options: options).shape
    }

    /// Resolution and the corner frame it was computed in, which is exactly
    /// `CornerFrame(shape.cornerPoints)`: the outline can be drawn in it without building it again.
    @inline(__always)   // into its two callers: returning the shape and frame copied both (~840 bytes)
    func resolution(for size: Size, options: ResolutionOptions) throws(ShapeInputError) -> (shape: ResolvedShape, frame: CornerFrame) {
        try size.validate()
        try validate()

        let basis = options.fractionBasis == .height ? size.height : size.minDimension
        let base = Corners(topLeft: Point(x: 0, y: 0), topRight: Point(x: size.width, y: 0),
                           bottomRight: Point(x: size.width, y: size.height), bottomLeft: Point(x: 0, y: size.height))
        let cornerPoints = Corners<Point> { base[$0] + offsets[$0] }
        let requested = corners.map { CornerReach.inPoints($0, basis: basis) }
        let frame = CornerFrame(cornerPoints)

        if size.isEmpty {
            // Contract: empty size: the empty path whatever the offsets; nothing else is decided.
            let shape = ResolvedShape(
                size: size, overlapFactor: 1, cornerPoints: cornerPoints,
                corners: requested.map { ResolvedCorner(treatment: $0, reachIncoming: 0, reachOutgoing: 0, interiorAngle: .pi / 2) },
                edges: Edges<ResolvedEdge> { ResolvedEdge(length: frame.lengths[$0.rawValue], spanStart: 0,
                                            spanEnd: frame.lengths[$0.rawValue], triangle: nil) },
                hasOffsets: hasOffsets)
            return (shape, frame)
        }

        try Self.checkStrictlyConvex(frame)

        let requestedReaches = Corners<(incoming: Double, outgoing: Double)> { c in
            CornerReach.reaches(requested[c], corner: c.rawValue, frame: frame)
        }
        let scale = options.appliesOverlapRule ? Self.overlapFactor(requested, reaches: requestedReaches, frame: frame) : 1
        // Sizes times 1 are the sizes themselves (finite numbers, validated), so when nothing
        // overlaps the requested treatments and their reaches are final as they are.
        let final = scale == 1 ? requested : requested.map { CornerReach.scaled($0, by: scale) }
        let reaches = scale == 1 ? requestedReaches
            : Corners<(incoming: Double, outgoing: Double)> { c in CornerReach.reaches(final[c], corner: c.rawValue, frame: frame) }
        let resolvedCorners = Corners<ResolvedCorner> { c in
            ResolvedCorner(treatment: final[c], reachIncoming: reaches[c].incoming,
                           reachOutgoing: reaches[c].outgoing, interiorAngle: frame.interiorAngle(c.rawValue))
        }

        var resolvedEdges = Edges<ResolvedEdge> { e in
            let i = e.rawValue
            return ResolvedEdge(length: frame.lengths[i], spanStart: reaches[i].outgoing,
                                spanEnd: frame.lengths[i] - reaches[i + 1].incoming, triangle: nil)
        }
        // Computed at the first triangle: most shapes have none.
        var vanishingSize: Double?
        // Edges in path order by index (`Edge.allCases` is an array built on every call).
        for i in 0..<4 {
            guard case .triangle(let length, let direction) = edges[i] else { continue }
            let vanishing = vanishingSize ?? Self.vanishingTriangleSize(size: size, points: frame.points)
            vanishingSize = vanishing
            let requestedSize = CornerReach.points(length, basis: basis)
            resolvedEdges[i].triangle = Self.triangle(
                on: i, size: requestedSize, direction: direction, vanishing: vanishing,
                frame: frame, corners: resolvedCorners, edges: resolvedEdges)
        }

        let shape = ResolvedShape(size: size, overlapFactor: scale, cornerPoints: cornerPoints, corners: resolvedCorners,
                                  edges: resolvedEdges, hasOffsets: hasOffsets)
        return (shape, frame)
    }

    /// Contract: offset convexity: every turn `cross(e_i, e_{i+1})` must be `> 0`, exactly as Double computes it.
    private static func checkStrictlyConvex(_ frame: CornerFrame) throws(ShapeInputError) {
        for i in 0..<4 {
            let turn = frame.edgeVectors[i].cross(frame.edgeVectors[i + 1])
            if !(turn > 0) {
                let corner = Corner(rawValue: (i + 1) % 4).map { "\($0)" } ?? "?"
                // Written piece by piece into one string with room for all of it: joining and
                // concatenating made a temporary string per piece (a tenth of resolution's cost
                // over the fuzzer's run, which resolves invalid specs several times per case).
                var problem = "corner points "
                problem.reserveCapacity(320)
                for k in 0..<4 {
                    let p = frame.points[k]
                    if k > 0 { problem += ", " }
                    problem += "("
                    problem += p.x.description
                    problem += ", "
                    problem += p.y.description
                    problem += ")"
                }
                problem += " must form a strictly convex quadrilateral in clockwise order; the turn at "
                problem += corner
                problem += " is "
                problem += turn.description
                problem += ", must be > 0"
                throw ShapeInputError(field: "offsets", problem: problem)
            }
        }
    }

    /// Contract: overlap rule with the overlap guard: the largest `f <= 1` such that, after scaling,
    /// the two reaches on every edge sum to at most its length in Double.
    /// `reaches` are the requested treatments' reaches.
    private static func overlapFactor(_ requested: Corners<CornerTreatment>, reaches: Corners<(incoming: Double, outgoing: Double)>,
                                      frame: CornerFrame) -> Double {
        var f = 1.0
        for i in 0..<4 {
            let s = reaches[i].outgoing + reaches[i + 1].incoming
            if s > 0 { f = Swift.min(f, frame.lengths[i] / s) }
        }
        if !(f >= 0) { f = 0 }
        func overflows(_ r: Corners<(incoming: Double, outgoing: Double)>) -> Bool {
            (0..<4).contains { (i: Int) -> Bool in r[i].outgoing + r[i + 1].incoming > frame.lengths[i] }
        }
        // Inlined, and at f = 1 (most shapes: nothing overlaps) reading the requested reaches in
        // place: the scaled reaches are the requested ones (sizes times 1), and copying them cost
        // more than the comparisons.
        @inline(__always) func overflows(_ f: Double) -> Bool {
            f == 1 ? overflows(reaches) : overflows(Corners<(incoming: Double, outgoing: Double)> { c in
                CornerReach.reaches(CornerReach.scaled(requested[c], by: f), corner: c.rawValue, frame: frame)
            })
        }
        // Each step moves f by one ulp; rounding overshoots by a few ulps at most, so this ends
        // within a handful of steps. The step count cap only guards against the unforeseen.
        var steps = 0
        while f > 0 && overflows(f) {
            f = steps < 256 ? f.nextDown : f * (1 - 0x1p-30)
            steps += 1
            if steps > 2048 { f = 0 }
        }
        return f
    }

    /// Contract: vanishing triangle: final triangle sizes below `2^-40 M`, `M` the largest of `w`, `h` and
    /// the corner points' absolute coordinates, are omitted.
    ///
    /// A clamp bound that is 0 in real numbers (a far corner's reach filling its side edge puts
    /// its reach point on this edge's line) comes out a few ulps of `M` either side of 0, and
    /// which side depends on how it is computed; a floor a thousand times that rounding decides
    /// the same way however it is computed (the oracle computes it from the other end), and it is
    /// relative, so it is the same at every scale.
    private static func vanishingTriangleSize(size: Size, points: Corners<Point>) -> Double {
        var largest = Swift.max(size.width, size.height)
        for i in 0..<4 { largest = Swift.max(largest, abs(points[i].x), abs(points[i].y)) }
        return 0x1p-40 * largest
    }

    /// Contract: triangle fit, inward-notch clamp and vanishing triangle: the clamped triangle on
    /// edge i, or `nil` if it clamps below `vanishing`.
    private static func triangle(on i: Int, size s: Double, direction: TriangleDirection, vanishing: Double, frame: CornerFrame,
                                 corners: Corners<ResolvedCorner>, edges: Edges<ResolvedEdge>) -> ResolvedTriangle? {
        let startCorner = corners[i], endCorner = corners[i + 1]
        let length = frame.lengths[i]
        let a = startCorner.reachOutgoing, b = endCorner.reachIncoming
        let span = length - a - b
        let center = a + span / 2
        var size = Swift.min(s, span / 2)
        if direction == .inward {
            size = Swift.min(size, clearance(of: i, frame: frame, edges: edges) / 3)
            size = Swift.min(size, bisectorLimit(along: center, corner: i, frame: frame))
            size = Swift.min(size, bisectorLimit(along: length - center, corner: (i + 1) % 4, frame: frame))
            size = Swift.min(size, chordLimit(along: center, reach: a, sideReach: startCorner.reachIncoming,
                                              corner: i, frame: frame))
            size = Swift.min(size, chordLimit(along: length - center, reach: b, sideReach: endCorner.reachOutgoing,
                                              corner: (i + 1) % 4, frame: frame))
        }
        guard size >= vanishing, size > 0, size.isFinite else { return nil }
        return ResolvedTriangle(size: size, direction: direction, center: center)
    }

    /// Contract: opposite clearance `D_i`: distance from edge i's line to the far corner points and all their reach points.
    private static func clearance(of i: Int, frame: CornerFrame, edges: Edges<ResolvedEdge>) -> Double {
        var d = Double.infinity
        for step in 2...3 {
            let k = (i + step) % 4
            let incomingEdge = (k + 3) % 4
            let incomingLength = edges[incomingEdge].length
            d = Swift.min(d, frame.depth(of: frame.points[k], fromEdge: i))
            d = Swift.min(d, frame.depth(of: frame.point(onEdge: incomingEdge, at: edges[incomingEdge].spanEnd, length: incomingLength), fromEdge: i))
            d = Swift.min(d, frame.depth(of: frame.point(onEdge: k, at: edges[k].spanStart, length: edges[k].length), fromEdge: i))
        }
        return Swift.max(0, d)
    }

    /// Contract: chord bound `C_k`: the apex stays beyond the chord of an own corner's treatment, halved.
    ///
    /// The corner's outline lies in the triangle (vertex, reach point here, reach point on the side
    /// edge); the notch's base lies on the edge beyond the reach point, on the chord's far side, so
    /// the (convex) notch is clear of the corner exactly when its apex is. In the corner's frame
    /// (x along this edge from the vertex, y along its inner normal) the reach points are
    /// `(rho, 0)` and `sigma (cos θ, sin θ)`, and the apex `(along, s)` is on the far side when
    /// `(sigma cos θ - rho) s <= sigma sin θ (along - rho)`. Where `sigma cos θ <= rho` the chord,
    /// continued past the reach point, leaves the edge outward and bounds nothing.
    ///
    /// Written this way, with `cos θ` and `sin θ` from the frame's accurate products, nothing
    /// cancels. The first version crossed the chord vector with the edge's direction, where
    /// `rho * away × away` (zero in real numbers) rounded to a few ulps; beside a side reach of
    /// 1e-12 against 5000 that noise set the far side's sign and clamped a notch to nothing
    /// (fuzz seed 14141663668956933598, case 2134401).
    private static func chordLimit(along: Double, reach rho: Double, sideReach sigma: Double,
                                   corner k: Int, frame: CornerFrame) -> Double {
        guard rho > 0, sigma > 0 else { return .infinity }
        let (c, s, scale) = frame.scaledCosSin(k)
        // A corner without area (a flat or degenerate wedge) bounds nothing.
        guard s > 0, scale > 0 else { return .infinity }
        let (cosTheta, sinTheta) = (c / scale, s / scale)
        // Only the ratio of the reaches matters; scaling by the larger keeps subnormal reaches
        // from rounding away.
        let m = Swift.max(rho, sigma)
        let (r, q) = (rho / m, sigma / m)
        let denominator = q * cosTheta - r
        guard denominator > 0 else { return .infinity }
        return Swift.max(0, q * sinTheta * (along - rho)) / denominator / 2
    }

    /// Contract: inward-notch clamp, bisector bound: the apex stays in the edge's own half of the corner's
    /// wedge, halved: `s <= along * tan(theta/2) / 2`, with `along` the distance from the corner
    /// point to the notch's centre.
    ///
    /// The notch is convex and its base lies on the edge, so it stays in the half-wedge exactly
    /// when its apex does; the neighbouring edge's notch stays in the other half, so adjacent
    /// notches never meet, and the half-wedge lies inside the side edge's line. The bound is
    /// continuous in every input (it does not depend on the reaches), so rounding a reach to zero
    /// cannot change it. `tan(theta/2)` is `1 / cot(theta/2)` from the cancellation-free factor.
    private static func bisectorLimit(along: Double, corner k: Int, frame: CornerFrame) -> Double {
        along / CornerReach.roundedFactor(corner: k, frame: frame) / 2
    }
}
