import Foundation
import ShapeModel

/// The analytic reference oracle: Docs/Contract.md resolved independently of the
/// geometry core, with region membership computed directly from the geometry.
///
/// Membership (``classify(_:)``) never looks at a path. The winding number of a point is
/// `base + (outward triangles containing it) - (inward triangles containing it)`, where `base`
/// is 1 inside the corner quadrilateral (its four half-planes) and outside every corner's removed
/// region (rounded: beyond the chord and outside the circle; cut: beyond the chord; curved:
/// `√α + √β < 1` in the corner's affine frame; continuous: below the template curve, solved by
/// bisection). For the simple outline the contract promises that is 0 or 1; if a resolution rule ever
/// let an inward triangle overlap a corner, the oracle would still report the path's true
/// nonzero winding there.
///
/// ``classify(_:)`` says `.boundary` exactly when a proven lower bound on the distance to the
/// outline is at most ``epsilon``; see Docs/Oracle.md for why the definite answers are sound.
public struct AnalyticOracle: Sendable {
    /// The size the spec was resolved for.
    public let size: Size
    /// Whether the size has zero area (Contract: empty size): an empty shape, outside everywhere.
    public let isEmpty: Bool
    /// The overlap factor f (Contract: overlap rule), after the overlap guard; 1 for an empty shape.
    public let scale: Double
    /// The corner points `P_i = base_i + offset_i` (the base points for an empty shape).
    public let cornerPoints: Corners<Point>
    /// Final corner treatments in points, after fractions and the overlap factor. A zero size keeps
    /// its family here but is geometrically square.
    public let cornerSizes: Corners<CornerTreatment>
    /// Final reaches along each corner's incoming and outgoing edges (zero for an empty shape).
    public let reaches: Corners<OracleReach>
    /// Final triangle size (half-base and height) per edge; 0 where there is none.
    public let triangleSizes: Edges<Double>
    /// The boundary band: `relativeBand * S`, `S = max(1, w, h, |every bounds coordinate|)`.
    public let epsilon: Double

    /// The boundary band relative to the shape's coordinates, `1e-7`: at least 100 times the
    /// contract's hit-test band and about 10^8 times the oracle's own rounding (Docs/Oracle.md,
    /// section 3). Named so that texts quoting the band print the number the oracle uses.
    public static let relativeBand: Double = 1e-7
    /// The exact area from formulas (Docs/Oracle.md).
    public let area: Double
    /// The tight bounds from the pieces' extremes; `(0, 0, w, h)` for an empty shape.
    public let bounds: Rect
    /// Content margins (Contract: content margins, margins with offsets): the contract's demands
    /// without offsets; the demands on the corner points' rectangle (not yet clipped to the bounds)
    /// when offsets leave an axis-aligned rectangle (Contract: axis-aligned offsets); with any other
    /// offsets a conservative rectangle inside the shape, not the blocked one (Docs/Oracle.md).
    /// Zero for an empty shape. Computed on each read, not with the oracle: the conservative
    /// rectangle is a bisection over a clipped polygon, and most oracles never ask for it
    /// (`margins-inside-shape` compares demands only without offsets or with axis-aligned ones).
    ///
    /// - Complexity: O(1): a few corner demands, or a quadrilateral clipped by at most 12
    ///   half-planes and a bisection of about 60 steps.
    public var marginDemands: EdgeInsets {
        if isEmpty { return .zero }
        if !hasOffsets { return OracleMargins.exact(cornerSizes: cornerSizes, edges: edges) }
        let p = cornerPoints
        if p.topLeft.y == p.topRight.y, p.topRight.x == p.bottomRight.x, p.bottomRight.y == p.bottomLeft.y, p.bottomLeft.x == p.topLeft.x {
            // Contract: axis-aligned offsets: the demands on the corner points' rectangle, from (0, 0, w, h).
            let d = OracleMargins.exact(cornerSizes: cornerSizes, edges: edges)
            return EdgeInsets(top: p.topLeft.y + d.top, left: p.topLeft.x + d.left,
                              bottom: size.height - p.bottomRight.y + d.bottom, right: size.width - p.bottomRight.x + d.right)
        }
        return OracleMargins.conservative(corners: corners, edges: edges, size: size, scale: Self.coordinateScale(size: size, bounds: bounds))
    }

    /// Whether the spec has offsets (what ``marginDemands`` distinguishes).
    let hasOffsets: Bool
    /// Points on the outline where the geometry is delicate, with outward normals; empty for an
    /// empty shape. Computed on each read, not with the oracle: most oracles (the ready-made
    /// shapes' expected outlines, for one) never ask, and a caller that does keeps the array
    /// (the engine's case subject reads it once per case).
    ///
    /// - Complexity: O(pieces), with an allocation: read it once and keep it.
    public var adversarialPoints: [OracleProbe] {
        isEmpty ? [] : Self.probes(pieces: pieces, corners: corners, minimumExtent: epsilon)
    }

    let corners: [OracleCorner]
    let edges: [OracleEdge]
    let pieces: [OutlinePiece]
    /// `pieces[k].hullBox`, apart and with its far sides stored: the distance prefilter reads only
    /// these, without copying pieces.
    let hullBoxes: [PieceBox]
    /// Corner `i`'s pieces with edge `i`'s after it, under one box: the band test
    /// (``lowerDistance(_:cutoff:)``) skips a whole group far from the point in one comparison.
    /// Groups without pieces are left out.
    let pieceGroups: [PieceGroup]
    /// Accuracy of Bezier distance brackets: far below the band, far above rounding.
    let distanceTolerance: Double
    /// Where ``classify(_:)``'s band test would reject every piece at its box: a point inside is
    /// not on the outline without asking the pieces (``BandFreeBox``).
    let bandFreeBox: BandFreeBox
    /// Whether every point of ``bandFreeBox`` has winding 1 (``InsideBox``): such a point is
    /// `.inside` without computing its winding.
    let bandFreeBoxIsInside: Bool
    /// ``bounds`` grown by the band on every side (`bounds.minX - epsilon`, ...), as
    /// ``classify(_:)`` computed them for each point: beyond them a point is outside.
    let bandBounds: PieceBox

    /// Resolves `spec` for `size`, under the contract or under the declared `variants`
    /// (Contract: variants), which the oracle implements in its own resolution.
    ///
    /// Throws for the verdicts of the contract's order of checks: the size (`size.width`, `size.height`),
    /// then the spec's numbers in `ShapeSpec.validate()` order, then (for a non-empty size) a
    /// corner quadrilateral that is not strictly convex and clockwise (`offsets`).
    public init(spec: ShapeSpec, size: Size, variants: Set<ContractVariant> = []) throws(ShapeInputError) {
        try size.validate()
        try spec.validate()
        self.size = size
        let base = Corners<Point>(topLeft: Point(x: 0, y: 0), topRight: Point(x: size.width, y: 0),
                                  bottomRight: Point(x: size.width, y: size.height), bottomLeft: Point(x: 0, y: size.height))
        if size.isEmpty {
            // Contract: empty size: the empty path whatever the offsets; nothing else is resolved.
            isEmpty = true
            scale = 1
            cornerPoints = base
            let inPoints = OracleLengths(size: size, variants: variants)
            cornerSizes = spec.corners.map { inPoints.treatment($0) }
            reaches = Corners(all: .zero)
            triangleSizes = Edges(all: 0)
            epsilon = Self.relativeBand * max(1, size.width, size.height)
            area = 0
            bounds = Rect(size: size)
            hasOffsets = spec.hasOffsets
            corners = []; edges = []; pieces = []; hullBoxes = []; pieceGroups = []
            distanceTolerance = 1e-5 * epsilon
            bandFreeBox = .none
            bandFreeBoxIsInside = false
            bandBounds = PieceBox(minX: 0, minY: 0, maxX: 0, maxY: 0)   // never read: classify answers first
            return
        }

        let r = try OracleResolution(spec: spec, size: size, variants: variants)
        isEmpty = false
        scale = r.scale
        cornerPoints = Corners { r.points[$0.rawValue] }
        let finalSizes = Corners { r.finalCorners[$0.rawValue] }
        cornerSizes = finalSizes
        reaches = Corners { r.reaches[$0.rawValue] }
        triangleSizes = Edges { r.triangleSizes[$0.rawValue] }

        let corners = Corner.allCases.map { c -> OracleCorner in
            let k = c.rawValue
            return OracleCorner(corner: c, vertex: r.points[k], v: r.towardPrevious[k], u: r.towardNext[k],
                                treatment: spec.corners[c], size: r.sizeOut[k],
                                reachIn: r.reaches[k].incoming, reachOut: r.reaches[k].outgoing,
                                sinTheta: r.sinTheta[k], phi: r.phi[k])
        }
        let edges = Edge.allCases.map { e -> OracleEdge in
            let i = e.rawValue
            let vec = r.edgeVectors[i], len = r.lengths[i]
            let unit = Geometry.unit(vec)
            let outer = Vector(dx: unit.dy, dy: -unit.dx)
            var triangle: OracleTriangle?
            let s2 = r.triangleSizes[i]
            if s2 > 0, case .triangle(_, let direction) = spec.edges[e] {
                let a = r.reaches[i].outgoing, b = r.reaches[(i + 1) % 4].incoming
                let c = a + max(0, len - a - b) / 2
                triangle = OracleTriangle(direction: direction, size: s2, origin: r.points[i], unit: unit, center: c, outerNormal: outer)
            }
            return OracleEdge(edge: e, origin: r.points[i], vector: vec, length: len, unit: unit, outerNormal: outer,
                              spanStart: corners[i].end, spanEnd: corners[(i + 1) % 4].start, triangle: triangle)
        }
        var pieces: [OutlinePiece] = []
        pieces.reserveCapacity(36)   // at most 5 per corner and 4 per edge: no regrowth
        var groups: [PieceGroup] = []
        groups.reserveCapacity(4)   // one per corner: no regrowth
        for i in 0..<4 {
            let start = pieces.count
            corners[i].appendPieces(to: &pieces)
            edges[i].appendPieces(to: &pieces)
            if pieces.count > start { groups.append(PieceGroup(pieces: start..<pieces.count, of: pieces)) }
        }
        self.corners = corners
        self.edges = edges
        self.pieces = pieces
        let hullBoxes = pieces.map { PieceBox($0.hullBox) }
        self.hullBoxes = hullBoxes
        pieceGroups = groups

        // Area: the quadrilateral (shoelace about P_0), less the corners, plus and minus triangles.
        var quadArea = 0.0
        for i in 1..<3 {
            quadArea += 0.5 * (r.points[i] - r.points[0]).cross(r.points[i + 1] - r.points[0])
        }
        var area = quadArea - corners.reduce(0) { $0 + $1.removedArea }
        for edge in edges {
            if let t = edge.triangle { area += (t.direction == .outward ? 1 : -1) * t.size * t.size }
        }
        self.area = area

        let bounds = pieces.dropFirst().reduce(pieces.first?.bounds ?? Rect(size: size)) { Geometry.union($0, $1.bounds) }
        self.bounds = bounds
        epsilon = Self.relativeBand * Self.coordinateScale(size: size, bounds: bounds)
        distanceTolerance = 1e-5 * epsilon
        bandFreeBox = BandFreeBox(pieces: hullBoxes, bounds: bounds, band: epsilon)
        bandFreeBoxIsInside = InsideBox.isInside(bandFreeBox, edges: edges, corners: corners)
        bandBounds = PieceBox(minX: bounds.minX - epsilon, minY: bounds.minY - epsilon, maxX: bounds.maxX + epsilon, maxY: bounds.maxY + epsilon)

        hasOffsets = spec.hasOffsets
    }

    /// `S = max(1, w, h, |every bounds coordinate|)`: the scale of the shape's coordinates, which
    /// the band (``epsilon``) and the conservative margins' rounding margin are relative to.
    static func coordinateScale(size: Size, bounds: Rect) -> Double {
        max(1, size.width, size.height, abs(bounds.minX), abs(bounds.maxX), abs(bounds.minY), abs(bounds.maxY))
    }

    // MARK: Membership

    /// Where `p` is: `.boundary` iff a proven lower bound on its distance to the outline is at
    /// most ``epsilon`` (so only within `epsilon (1 + 2e-5)` of it), else the exact region.
    /// A NaN coordinate gives `.boundary` (no answer); an infinite one `.outside`. Allocation-free.
    ///
    /// ```swift
    /// let oracle = try AnalyticOracle(spec: ShapeSpec(allCorners: .rounded(20)), size: Size(width: 100, height: 100))
    /// oracle.classify(Point(x: 50, y: 50))   // .inside
    /// oracle.classify(Point(x: 1, y: 1))     // .outside: the corner is rounded away
    /// oracle.classify(Point(x: 50, y: 0))    // .boundary: on the outline, no definite answer
    /// ```
    ///
    /// - Complexity: O(1) per point: a resolved shape has a fixed number of outline pieces; near
    ///   a Bezier piece the distance bracket descends at most 52 halvings.
    public func classify(_ p: Point) -> Region {
        if isEmpty { return .outside }
        if p.x.isNaN || p.y.isNaN { return .boundary }
        let e = epsilon
        let b = bandBounds
        if !(p.x >= b.minX && p.x <= b.maxX && p.y >= b.minY && p.y <= b.maxY) {
            return .outside
        }
        if bandFreeBox.contains(p) {
            if bandFreeBoxIsInside { return .inside }
        } else if lowerDistance(p, cutoff: e) <= e {
            return .boundary
        }
        return winding(p) != 0 ? .inside : .outside
    }

    /// The nonzero winding number of the exact outline around `p` (meaningful away from it).
    func winding(_ p: Point) -> Int {
        var inQuad = true
        var w = 0
        for edge in edges {
            let side = edge.side(p)
            if side < 0 { inQuad = false }
            if let t = edge.triangle, t.contains(p, side: side, length: edge.length) {
                w += t.direction == .outward ? 1 : -1
            }
        }
        if inQuad && !corners.contains(where: { $0.removes(p) }) { w += 1 }
        return w
    }

    /// The distance from `p` to the outline: exact (to rounding) for segments and arcs, and for
    /// quadratic and cubic pieces a proven lower bound within `2e-5 * epsilon` of the truth.
    /// `.infinity` for an empty shape (no outline) and `.nan` for a NaN point.
    ///
    /// With a `cutoff`, the answer is that (a proven lower bound, within `2e-5 * epsilon`) when
    /// the distance is at most the cutoff, and otherwise only a lower bound above the cutoff less
    /// `2e-5 * epsilon`: enough to decide whether a point lies within a distance of the outline.
    /// Pieces whose box is farther than the cutoff are skipped and Bezier searches stop where
    /// their lower bound passes it, which is most of the work for a point far from most pieces.
    ///
    /// ```swift
    /// let oracle = try AnalyticOracle(spec: ShapeSpec(allCorners: .rounded(20)), size: Size(width: 100, height: 100))
    /// oracle.distanceToOutline(Point(x: 50, y: 10))                // 10: to the top edge
    /// oracle.distanceToOutline(Point(x: 50, y: 10), cutoff: 4) > 4  // true: farther than 4
    /// ```
    ///
    /// - Complexity: O(1) per point (a fixed number of pieces); near a Bezier piece the bracket
    ///   descends at most 52 halvings.
    public func distanceToOutline(_ p: Point, cutoff: Double = .infinity) -> Double {
        if isEmpty { return .infinity }
        if p.x.isNaN || p.y.isNaN { return .nan }
        var lower = Double.infinity, upper = Double.infinity
        for k in pieces.indices {
            let bound = min(upper, cutoff)
            guard Geometry.isBox(hullBoxes[k], within: bound, of: p) else {
                // A piece is no nearer than its box. One beyond the best upper bound is not the
                // nearest; one beyond a cutoff below it is beyond the cutoff, and its box's
                // distance is a lower bound on its own (so the answer stays a lower bound).
                if cutoff < upper { lower = min(lower, Geometry.boxDistance(p, hullBoxes[k])) }
                continue
            }
            let d = pieces[k].distance(from: p, cutoff: bound, tolerance: distanceTolerance)
            lower = min(lower, d.lower)
            upper = min(upper, d.upper)
        }
        return lower
    }

    /// Whether the proven lower bound on the distance from `p` to the outline is at most
    /// `distance`: the same verdict as `distanceToOutline(p, cutoff: distance) <= distance`, but
    /// a Bezier search stops as soon as the verdict is certain (``BezierDistanceSearch``,
    /// "Deciding only"), so a point on the outline is settled in about 12 halvings rather than
    /// measured to the bracket's accuracy in about 20. `false` for an empty shape or a NaN point.
    ///
    /// ```swift
    /// let oracle = try AnalyticOracle(spec: ShapeSpec(allCorners: .rounded(20)), size: Size(width: 100, height: 100))
    /// oracle.isNearOutline(Point(x: 50, y: 10), within: 10)   // true: 10 from the top edge
    /// oracle.isNearOutline(Point(x: 50, y: 10), within: 9)    // false
    /// ```
    ///
    /// - Complexity: O(1) per point (a fixed number of pieces); near a Bezier piece the search
    ///   descends until the verdict is certain, at most 52 halvings.
    public func isNearOutline(_ p: Point, within distance: Double) -> Bool {
        if isEmpty || p.x.isNaN || p.y.isNaN { return false }
        for k in pieces.indices {
            guard Geometry.isBox(hullBoxes[k], within: distance, of: p) else {
                // distanceToOutline counts a skipped piece's box distance as its lower bound; by
                // `hypot` the box is beyond the distance, by the square root it can be an ulp within.
                if Geometry.boxDistance(p, hullBoxes[k]) <= distance { return true }
                continue
            }
            let d = pieces[k].distance(from: p, cutoff: distance, tolerance: distanceTolerance, decidesOnly: true)
            if d.lower <= distance { return true }
        }
        return false
    }

    /// Whether the distance from `p` to the outline is within `bound` of `target`: exactly the
    /// verdict of `abs(distanceToOutline(p, cutoff: target + bound) - target) <= bound` (cutoff
    /// and rounding included), but settled without measuring the distance to the bracket's
    /// accuracy whenever the true distance is certainly well inside the band: nearer than
    /// `target + bound` and farther than `target - bound`, each by ``certaintyMargin(_:_:)``
    /// (both ends in one pass: ``isCertainlyBetween(_:_:_:)``). The measured answer then lies inside the band by more
    /// than any rounding, so the verdict is `true`. Otherwise (a distance near or beyond either
    /// end, a band too narrow, an empty shape, a NaN or an infinity) the expression answers.
    ///
    /// ```swift
    /// let oracle = try AnalyticOracle(spec: ShapeSpec(allCorners: .rounded(20)), size: Size(width: 100, height: 100))
    /// oracle.isDistance(Point(x: 50, y: 10), within: 0.5, of: 10)   // true: 10 from the top edge
    /// oracle.isDistance(Point(x: 50, y: 10), within: 0.5, of: 12)   // false
    /// ```
    ///
    /// - Complexity: O(1) per point (a fixed number of pieces); near a Bezier piece the deciding
    ///   searches descend until the band's ends are decided, about 12 halvings for a band of
    ///   `epsilon`, rather than to the bracket's accuracy, about 20.
    public func isDistance(_ p: Point, within bound: Double, of target: Double) -> Bool {
        let cutoff = target + bound
        if target.isFinite, bound.isFinite, isCertainlyBetween(p, target - bound, cutoff) {
            return true
        }
        return abs(distanceToOutline(p, cutoff: cutoff) - target) <= bound
    }

    /// Whether the distance from `p` to the outline is certainly farther than `low` and certainly
    /// nearer than `high`: `isCertainlyFarther(p, than: low) && isCertainlyNearer(p, than: high)`
    /// in two passes over the pieces, where a piece searched for the farther end can also settle
    /// the nearer one. The farther end is ``lowerDistance(_:cutoff:)``'s test at `low` plus the
    /// margin, piece by piece (any piece within it answers `false` at once). The nearer end holds
    /// if some piece is within `high` less the margin by ``isCertainlyNearer(_:than:)``'s test,
    /// or if a point of the piece already measured is: the piece's upper bound, a distance to a
    /// point on it (a segment's or arc's exact distance, a Bezier's nearest end or subdivision
    /// point), which that test's deciding search accepts as certain too. So the answer is `true`
    /// exactly when the two tests' conjunction is, or when a measured curve point certifies the
    /// nearer end that the deciding search at `high` would have certified some other way.
    ///
    /// Each piece's search is a function of the piece, the point and the cutoff alone, so the
    /// answer does not depend on the order the searches run in. The farther end's searches all
    /// run first: a `false` from any piece then costs no search for the nearer end, and the
    /// nearer end's searches run only if no farther-end search measured a point within it.
    func isCertainlyBetween(_ p: Point, _ low: Double, _ high: Double) -> Bool {
        guard !isEmpty, p.x.isFinite, p.y.isFinite, low.isFinite, high.isFinite else { return false }
        let far = low + certaintyMargin(p, low), near = high - certaintyMargin(p, high)
        var isNearer = false
        let isWithinFar = isAnyPiece(within: far, of: p) { k in
            let d = pieces[k].distance(from: p, cutoff: far, tolerance: distanceTolerance, decidesOnly: true)
            if d.upper <= near { isNearer = true }
            return d.lower <= far
        }
        if isWithinFar { return false }
        if isNearer { return true }
        return isAnyPiece(within: near, of: p) { k in
            pieces[k].distance(from: p, cutoff: near, tolerance: distanceTolerance, decidesOnly: true).lower <= near
        }
    }

    /// Whether every distance this oracle reports for `p` is certainly less than `distance`:
    /// `true` only if `distanceToOutline(p, cutoff: c) < distance` for every cutoff `c` (and the
    /// difference is far above rounding). `false` says nothing: the point may be farther, or
    /// nearer by less than ``certaintyMargin(_:_:)``, or the shape empty, or an input NaN.
    ///
    /// A deciding search (``classify(_:)``'s, with cutoff `x = distance - margin`) finds the proven
    /// lower bound at most `x`; without the box prefilter's lower bounds, that certifies a curve
    /// point within `x`, a sub-curve provably within it, or a leaf bracket at most `x`: the true
    /// distance is at most `x + 2 tolerance` (Docs/Oracle.md, section 4). Every reported distance
    /// is a lower bound on it (up to rounding), so below `distance` by about the margin.
    ///
    /// ```swift
    /// let oracle = try AnalyticOracle(spec: ShapeSpec(allCorners: .rounded(20)), size: Size(width: 100, height: 100))
    /// oracle.isCertainlyNearer(Point(x: 50, y: 10), than: 11)   // true
    /// oracle.isCertainlyNearer(Point(x: 50, y: 10), than: 10)   // false: it is 10 away
    /// ```
    ///
    /// - Complexity: O(1) per point; near a Bezier piece the search stops once a sub-curve is
    ///   within the distance less the margin.
    public func isCertainlyNearer(_ p: Point, than distance: Double) -> Bool {
        guard !isEmpty, p.x.isFinite, p.y.isFinite, distance.isFinite else { return false }
        let x = distance - certaintyMargin(p, distance)
        return lowerDistance(p, cutoff: x) <= x
    }

    /// Whether the true distance from `p` to the outline certainly exceeds `distance` by the
    /// margin: the deciding search with cutoff `distance + margin` finds every proven lower bound
    /// (and every skipped piece's box, by `hypot`, within an ulp) beyond it. Every distance
    /// reported with a cutoff `c` is then at least about `min(c, distance + margin - 2 tolerance)`.
    func isCertainlyFarther(_ p: Point, than distance: Double) -> Bool {
        guard !isEmpty, p.x.isFinite, p.y.isFinite, distance.isFinite else { return false }
        let x = distance + certaintyMargin(p, distance)
        return !(lowerDistance(p, cutoff: x) <= x)
    }

    /// How far past the bracket's accuracy and rounding a certain answer must be: four times the
    /// Bezier bracket's tolerance (a bracket is within two) plus `1e-12` of the largest number
    /// involved (thousands of ulps: the distances' rounding, also for a distance far beyond `S`).
    func certaintyMargin(_ p: Point, _ distance: Double) -> Double {
        4 * distanceTolerance + 1e-12 * max(abs(distance), abs(p.x), abs(p.y))
    }

    /// A number at most `cutoff` exactly when the proven lower bound on the distance is (the
    /// band test of ``classify(_:)``): pieces whose box is farther than the cutoff are skipped
    /// (their distance exceeds it), and Bezier searches only decide against the cutoff, stopping
    /// once it is certain (``BezierDistanceSearch``, "Deciding only"). A group of pieces whose
    /// box is beyond the cutoff on one axis is skipped whole: each member's own box test would
    /// have rejected it on that axis (``PieceGroup``), so the same pieces are measured in order.
    func lowerDistance(_ p: Point, cutoff: Double) -> Double {
        var lower = Double.infinity
        _ = isAnyPiece(within: cutoff, of: p) { k in
            lower = min(lower, pieces[k].distance(from: p, cutoff: cutoff, tolerance: distanceTolerance, decidesOnly: true).lower)
            return lower <= cutoff
        }
        return lower
    }

    /// Whether `test` holds for some piece (its index) whose hull box is within `d` of `p`
    /// (``Geometry/isBox(_:within:of:)``), asked of those pieces in path order until it holds.
    /// A group of pieces whose box is beyond `d` on one axis is skipped whole: each member's own
    /// box test would have rejected it on that axis (``PieceGroup``), so `test` is asked of the
    /// same pieces, in the same order, as by a scan of every piece's box.
    @inline(__always)
    private func isAnyPiece(within d: Double, of p: Point, where test: (Int) -> Bool) -> Bool {
        for group in pieceGroups where !group.isBeyond(d, of: p) {
            for k in group.pieces where Geometry.isBox(hullBoxes[k], within: d, of: p) {
                if test(k) { return true }
            }
        }
        return false
    }

    // MARK: Drawing and probes

    /// How deep the proven-inside region `K` reaches within the bounds `(0, 0, w, h)` (Contract:
    /// empty content rectangle): the distance from the centroid of `K ∩ bounds` to its nearest
    /// side, 0 when that has no area or the shape is empty. `K` is the corner quadrilateral cut by
    /// every treated corner's chord and by every edge's line moved inward by its inward
    /// triangle's depth. A convex region's centroid lies at least a third of its width from every
    /// supporting line, so a region holding a disc of radius `ρ` has depth at least `2ρ / 3`.
    ///
    /// - Complexity: O(1): a quadrilateral clipped by at most 12 half-planes.
    public var provenInsideDepth: Double {
        isEmpty ? 0 : OracleMargins.provenInsideDepth(corners: corners, edges: edges, size: size)
    }

    /// A closed polygon through points of the outline, clockwise, starting where the path starts,
    /// the first point not repeated at the end; every piece is within `tolerance` of it (a
    /// non-positive or non-finite tolerance means `1e-3 * epsilon / 1e-7`, i.e. 1e-3 of the shape's
    /// scale; at most 4096 points per piece). Empty for an empty shape.
    public func outline(tolerance: Double) -> [Point] {
        let tol = tolerance.isFinite && tolerance > 0 ? tolerance : epsilon * 1e4
        var out: [Point] = []
        for piece in pieces where !piece.isDegenerate {
            piece.appendSamples(tolerance: tol, cap: 4096, to: &out)
        }
        return out
    }

    /// Probes: every joint between pieces (corner points of square corners, reach and tangent points,
    /// chamfer ends, continuous-corner joints, triangle base ends and apexes) and every curve's
    /// midpoint, with outward normals. Pieces whose box is within `minimumExtent` (the band) are
    /// skipped: rounding leaves spans of 1e-14 where reaches and a triangle's base meet, and their
    /// direction is noise; the joint is then between the two neighbours.
    static func probes(pieces: [OutlinePiece], corners: [OracleCorner], minimumExtent: Double) -> [OracleProbe] {
        let live = pieces.filter { !$0.isDegenerate && max($0.hullBox.width, $0.hullBox.height) > minimumExtent }
        guard !live.isEmpty else { return [] }
        var out: [OracleProbe] = []
        out.reserveCapacity(2 * live.count)   // a joint and at most one midpoint per piece
        for (j, piece) in live.enumerated() {
            let previous = live[(j + live.count - 1) % live.count]
            let n1 = Geometry.outwardNormal(of: previous.endTangent)
            let n2 = Geometry.outwardNormal(of: piece.startTangent)
            var n = Geometry.unit(n1 + n2)
            if n == .zero { n = n2 }
            let square = corners.first { if case .square = $0.kind { $0.vertex == piece.start } else { false } }
            // Named by a square corner's vertex, else by the piece (PieceLabel.startName).
            let name: OracleProbe.Name = square.map { .vertex($0.corner.description) } ?? .start(piece.label)
            out.append(OracleProbe(point: piece.start, outwardNormal: n, name: name))
            if let m = piece.midpoint {
                out.append(OracleProbe(point: m.point, outwardNormal: m.normal, name: .middle(piece.label)))
            }
        }
        return out
    }
}
