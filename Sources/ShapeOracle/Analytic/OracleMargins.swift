import ShapeModel

/// Content margins (Contract: content margins, margins with offsets), measured from the nominal rectangle `(0, 0, w, h)`.
enum OracleMargins {
    /// A right-angled unit corner of `treatment` at the origin (edges along +x and +y).
    static func unitCorner(_ treatment: CornerTreatment) -> OracleCorner {
        OracleCorner(corner: .topLeft, vertex: .zero, v: Vector(dx: 0, dy: 1), u: Vector(dx: 1, dy: 0), treatment: treatment,
                     size: 1, reachIn: 1, reachOut: 1, sinTheta: 1, phi: .pi / 2)
    }

    /// How far along the corner's diagonal (in its reach-normalised frame, where the content
    /// corner sits) the unit corner's removed region extends: the oracle's own region test
    /// (`OracleCorner.removes`) searched by bisection, not the contract's closed forms
    /// `1 - 1/√2`, `1/2`, `1/4` (which the core transcribes), so a slip in those cannot repeat here.
    static func diagonalDemand(_ treatment: CornerTreatment) -> Double {
        let corner = unitCorner(treatment)
        return Bisection.boundary(from: 0, to: 1) { d in corner.removes(Point(x: d, y: d)) }
    }

    /// A rounded corner's demand per unit radius (the arc at 45 degrees, `1 - 1/√2`).
    static let roundedDemand = diagonalDemand(.rounded(1))
    /// A cut corner's demand per unit size (the chamfer's midpoint, `1/2`).
    static let cutDemand = diagonalDemand(.cut(1))
    /// A curved corner's demand per unit of each side (the curve at t = 1/2, `1/4`): in the
    /// corner's affine frame the diagonal `α = β` meets `√α + √β = 1` at `1/4`.
    static let curvedDemand = diagonalDemand(.curved(width: 1, height: 1))

    /// The contract's content margins exactly, for a shape without offsets. Each corner asks `(top/bottom inset,
    /// left/right inset)`: rounded `r(1 - 1/√2)` both, cut `c/2` both, curved `height/4` and
    /// `width/4` (the curve at t = 1/2), continuous `k r` both with `k` the template's diagonal
    /// crossing; each per-unit factor is searched on the oracle's own unit corner (``diagonalDemand(_:)``).
    /// An edge takes the larger demand of its two corners and its inward triangle's depth.
    static func exact(cornerSizes: Corners<CornerTreatment>, edges: [OracleEdge]) -> EdgeInsets {
        func demand(_ corner: Corner) -> (topBottom: Double, leftRight: Double) {
            switch cornerSizes[corner] {
            case .square: return (0, 0)
            case .rounded(let r): let d = r.rawValue * roundedDemand; return (d, d)
            case .cut(let c): return (c.rawValue * cutDemand, c.rawValue * cutDemand)
            case .curved(let w, let h): return (h.rawValue * curvedDemand, w.rawValue * curvedDemand)
            case .continuous(let r): let d = r.rawValue * ContinuousTemplate.diagonalCrossing; return (d, d)
            }
        }
        func depth(_ e: Edge) -> Double {
            guard let t = edges[e.rawValue].triangle, t.direction == .inward else { return 0 }
            return t.size
        }
        let (tl, tr, br, bl) = (demand(.topLeft), demand(.topRight), demand(.bottomRight), demand(.bottomLeft))
        return EdgeInsets(top: max(tl.topBottom, tr.topBottom, depth(.top)),
                          left: max(tl.leftRight, bl.leftRight, depth(.left)),
                          bottom: max(br.topBottom, bl.topBottom, depth(.bottom)),
                          right: max(tr.leftRight, br.leftRight, depth(.right)))
    }

    /// A content rectangle provably inside a shape with offsets.
    ///
    /// The shape contains the convex polygon `K`: the corner quadrilateral cut by every corner's
    /// chord (each treatment's curve bulges outward from its chord, so the chord side is inside)
    /// and by every edge's line moved inward by its inward triangle's depth (the notch lies within
    /// that depth). A box lies in a convex polygon iff its four corners do, so the rectangle is the
    /// largest box of the nominal aspect ratio `w : h` centred at `K`'s centroid whose corners are
    /// inside every half-plane with a margin of `1e-12 * scale`, found by bisection; it is then
    /// clipped to the nominal rectangle when the two overlap (a sub-box stays inside). Insets may
    /// be negative only when the shape and the nominal rectangle do not overlap.
    static func conservative(corners: [OracleCorner], edges: [OracleEdge], size: Size, scale: Double) -> EdgeInsets {
        let planes = provenInsidePlanes(corners: corners, edges: edges)

        let polygon = clip(corners.map(\.vertex), by: planes)
        let center = centroid(polygon.isEmpty ? corners.map(\.vertex) : polygon)

        let margin = 1e-12 * scale
        let (hw, hh) = (size.width / 2, size.height / 2)
        // The box's four corners as signs of its half-width and half-height.
        let signs: [(x: Double, y: Double)] = [(-1, -1), (-1, 1), (1, -1), (1, 1)]
        func fits(_ lambda: Double) -> Bool {
            for plane in planes {
                for (sx, sy) in signs {
                    let p = Point(x: center.x + sx * lambda * hw, y: center.y + sy * lambda * hh)
                    if !(value(p, plane) >= margin) { return false }
                }
            }
            return true
        }
        var lambda = 0.0
        if fits(0) {
            var hi = 1.0
            while fits(hi) && hi < 1e6 { lambda = hi; hi *= 2 }
            for _ in 0..<64 {
                let mid = 0.5 * (lambda + hi)
                if mid <= lambda || mid >= hi { break }
                if fits(mid) { lambda = mid } else { hi = mid }
            }
        }
        var insets = EdgeInsets(top: center.y - lambda * hh, left: center.x - lambda * hw,
                                bottom: size.height - (center.y + lambda * hh), right: size.width - (center.x + lambda * hw))
        let clipped = EdgeInsets(top: max(0, insets.top), left: max(0, insets.left),
                                 bottom: max(0, insets.bottom), right: max(0, insets.right))
        if clipped.top + clipped.bottom <= size.height && clipped.left + clipped.right <= size.width {
            insets = clipped
        }
        return insets
    }

    /// A half-plane `(p - origin) · normal >= offset`, `normal` a unit inner normal (distance units).
    typealias HalfPlane = (origin: Point, normal: Vector, offset: Double)

    /// How far `p` lies inside `plane` (negative outside).
    static func value(_ p: Point, _ plane: HalfPlane) -> Double {
        (p - plane.origin).dot(plane.normal) - plane.offset
    }

    /// The half-planes of `K` (Contract: proven-inside region): every edge's line moved inward by
    /// its inward triangle's depth, and every treated corner's chord.
    static func provenInsidePlanes(corners: [OracleCorner], edges: [OracleEdge]) -> [HalfPlane] {
        var planes: [HalfPlane] = []
        for edge in edges {
            let depth = edge.triangle.map { $0.direction == .inward ? $0.size : 0 } ?? 0
            planes.append((edge.origin, -edge.outerNormal, depth))
        }
        for corner in corners {
            switch corner.kind {
            case .square, .flat: continue
            default:
                // A chord no longer than the rounding of the vertex has no direction to trust
                // (subnormal reaches round the ends onto the vertex); leaving it out adds at most that
                // much to K.
                let chord = corner.end - corner.start
                guard chord.length > 8 * max(abs(corner.vertex.x), abs(corner.vertex.y)).ulp else { continue }
                let unit = Geometry.unit(chord)
                if unit != .zero { planes.append((corner.start, Vector(dx: -unit.dy, dy: unit.dx), 0)) }
            }
        }
        return planes
    }

    /// The corner quadrilateral cut by every half-plane in turn (empty when nothing is left).
    static func clip(_ vertices: [Point], by planes: [HalfPlane]) -> [Point] {
        var polygon = vertices
        for plane in planes {
            var clipped: [Point] = []
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                let (fa, fb) = (value(a, plane), value(b, plane))
                if fa >= 0 { clipped.append(a) }
                if (fa >= 0) != (fb >= 0) {
                    let t = fa / (fa - fb)
                    clipped.append(a + (b - a) * t)
                }
            }
            polygon = clipped
            if polygon.isEmpty { break }
        }
        return polygon
    }

    /// How deep `K ∩ (0, 0, w, h)` is (Contract: empty content rectangle): the distance from its
    /// area centroid to the nearest of its half-planes, 0 when it has no area. The centroid of a
    /// convex region is at least a third of the region's width from every supporting line
    /// (Minkowski), so a region of inradius `ρ` gives at least `2ρ/3`: a small depth proves the
    /// region is thin.
    static func provenInsideDepth(corners: [OracleCorner], edges: [OracleEdge], size: Size) -> Double {
        let (w, h) = (size.width, size.height)
        let bounds: [HalfPlane] = [(Point(x: 0, y: 0), Vector(dx: 1, dy: 0), 0), (Point(x: 0, y: 0), Vector(dx: 0, dy: 1), 0),
                                   (Point(x: w, y: h), Vector(dx: -1, dy: 0), 0), (Point(x: w, y: h), Vector(dx: 0, dy: -1), 0)]
        let planes = provenInsidePlanes(corners: corners, edges: edges) + bounds
        let polygon = clip(corners.map(\.vertex), by: planes)
        guard polygon.count >= 3 else { return 0 }
        var area = 0.0
        for i in polygon.indices {
            area += (polygon[i] - polygon[0]).cross(polygon[(i + 1) % polygon.count] - polygon[0])
        }
        guard abs(area) > 0, area.isFinite else { return 0 }
        let c = centroid(polygon)
        return max(0, planes.map { value(c, $0) }.min() ?? 0)
    }

    /// The area centroid of a polygon, or its vertex average when it has no area.
    static func centroid(_ polygon: [Point]) -> Point {
        guard let o = polygon.first else { return .zero }
        var (a, cx, cy) = (0.0, 0.0, 0.0)
        for i in polygon.indices.dropFirst() {
            let p = polygon[i] - o, q = polygon[(i + 1) % polygon.count] - o
            let c = p.cross(q)
            a += c; cx += (p.dx + q.dx) * c; cy += (p.dy + q.dy) * c
        }
        if abs(a) > 0 && a.isFinite {
            return Point(x: o.x + cx / (3 * a), y: o.y + cy / (3 * a))
        }
        let n = Double(polygon.count)
        return Point(x: polygon.reduce(0) { $0 + $1.x } / n, y: polygon.reduce(0) { $0 + $1.y } / n)
    }
}
