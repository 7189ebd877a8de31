import Foundation

extension ResolvedShape {
    /// Per-edge insets of the rectangle `(0, 0, w, h)` whose inset rectangle lies inside the shape
    /// (Contract: content margins, margins with offsets, margins never negative), computed from the stored decisions.
    ///
    /// Without offsets this is the contract's content margins exactly: each edge takes the largest demand of its two
    /// corners (rounded `r(1 - 1/√2)`, cut `c/2`, curved `width/4` on left/right and `height/4`
    /// on top/bottom, continuous `0.2915 r`) and the depth of an inward triangle on it.
    ///
    /// With offsets that leave the corner points an axis-aligned rectangle, the content-margin demands apply to that
    /// rectangle. With any other offsets the nominal rectangle is shrunk, if needed, towards an
    /// interior point until it fits a convex region proven to lie inside the shape (see
    /// `conservativeMargins(from:)` and Docs/Core.md). Either way the result is then clipped to
    /// the bounds `(0, 0, w, h)`, so no inset is negative even where offsets move the outline
    /// beyond them; if nothing of a provably inside region is left within the bounds, the
    /// content rectangle is empty (zero width or height), never inverted.
    /// A zero-area shape has zero margins.
    public var contentMargins: EdgeInsets {
        guard !isEmpty else { return .zero }
        let nominal = nominalMargins
        guard hasOffsets else { return nominal }
        // Offsets that keep an axis-aligned rectangle (a centred circle, a moved card): the demands
        // holds on that rectangle exactly, so use it there instead of being conservative.
        let p = cornerPoints
        if p.topLeft.y == p.topRight.y, p.topRight.x == p.bottomRight.x,
           p.bottomRight.y == p.bottomLeft.y, p.bottomLeft.x == p.topLeft.x {
            return clippedToBounds(EdgeInsets(top: p.topLeft.y + nominal.top, left: p.topLeft.x + nominal.left,
                                              bottom: size.height - p.bottomRight.y + nominal.bottom,
                                              right: size.width - p.bottomRight.x + nominal.right))
        }
        return clippedToBounds(conservativeMargins(from: nominal))
    }

    /// The content rectangle intersected with the bounds, as insets. A sub-rectangle of a
    /// rectangle inside the shape is inside it too, so clipping keeps the guarantee.
    private func clippedToBounds(_ m: EdgeInsets) -> EdgeInsets {
        let w = size.width, h = size.height
        let left = Swift.min(Swift.max(m.left, 0), w), top = Swift.min(Swift.max(m.top, 0), h)
        let right = Swift.min(Swift.max(m.right, 0), w - left), bottom = Swift.min(Swift.max(m.bottom, 0), h - top)
        return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    /// The contract's per-corner content-margin demands on the rectangle, with inward triangle depths.
    private var nominalMargins: EdgeInsets {
        func demand(_ c: Corner) -> (topBottom: Double, leftRight: Double) {
            switch corners[c].treatment {
            case .square:
                return (0, 0)
            case .rounded(let r):
                let d = r.rawValue * (1 - 1 / 2.0.squareRoot())
                return (d, d)
            case .cut(let s):
                return (s.rawValue / 2, s.rawValue / 2)
            case .curved(let w, let h):
                // The curve at t = 1/2 is (width/4, height/4) from the vertex.
                return (h.rawValue / 4, w.rawValue / 4)
            case .continuous(let r):
                let d = ContinuousCornerTemplate.diagonalCrossing * r.rawValue
                return (d, d)
            }
        }
        func depth(_ e: Edge) -> Double {
            guard let t = edges[e].triangle, t.direction == .inward else { return 0 }
            return t.size
        }
        let tl = demand(.topLeft), tr = demand(.topRight), br = demand(.bottomRight), bl = demand(.bottomLeft)
        return EdgeInsets(
            top: Swift.max(0, tl.topBottom, tr.topBottom, depth(.top)),
            left: Swift.max(0, tl.leftRight, bl.leftRight, depth(.left)),
            bottom: Swift.max(0, br.topBottom, bl.topBottom, depth(.bottom)),
            right: Swift.max(0, tr.leftRight, br.leftRight, depth(.right)))
    }

    /// Contract: margins with offsets: a region `G` provably inside the shape, and the nominal rectangle shrunk
    /// into it.
    ///
    /// `G` is the intersection of half-planes: each edge's line, moved inward by the depth of an
    /// inward triangle on it (the notch lies in that strip), and each treated corner's chord
    /// between its two reach points (every corner curve lies between its chord and the vertex:
    /// arcs, parabolas and the continuous template all stay in that triangle). Outward triangles
    /// only add area and are ignored. `G` is convex, so an axis-aligned rectangle is inside it
    /// when its four corners are. If the nominal rectangle does not fit, it is scaled about the
    /// centroid `c` of the eight reach points by the largest `t <= 1` that fits, solved in closed
    /// form per half-plane. `c` is inside `G`: it is inside the octagon of reach points, and it
    /// sits at least `D_i / 2` from edge i (the four far reach points are `>= D_i` away), beyond
    /// any inward triangle depth `<= D_i / 3`.
    private func conservativeMargins(from nominal: EdgeInsets) -> EdgeInsets {
        let frame = CornerFrame(cornerPoints)
        let e = edges.inOrder
        let spanStarts = (0..<4).map { frame.point(onEdge: $0, at: e[$0].spanStart, length: e[$0].length) }
        let spanEnds = (0..<4).map { frame.point(onEdge: $0, at: e[$0].spanEnd, length: e[$0].length) }

        // g(q) >= 0 inside; each plane is (origin, unit direction, offset): cross(direction, q - origin) - offset.
        var planes: [(origin: Point, direction: Vector, offset: Double)] = []
        for i in 0..<4 {
            var inset = 0.0
            if let t = e[i].triangle, t.direction == .inward { inset = t.size }
            planes.append((frame.points[i], frame.units[i], inset))
            let a = spanEnds[(i + 3) % 4], b = spanStarts[i]
            let chord = b - a
            let length = chord.length
            if length > 0 {
                planes.append((a, Vector(dx: chord.dx / length, dy: chord.dy / length), 0))
            }
        }
        func g(_ plane: (origin: Point, direction: Vector, offset: Double), _ q: Point) -> Double {
            plane.direction.cross(q - plane.origin) - plane.offset
        }

        let joints = spanStarts + spanEnds
        let center = Point(x: joints.map(\.x).reduce(0, +) / 8, y: joints.map(\.y).reduce(0, +) / 8)
        let w = size.width, h = size.height
        // Offsets can lengthen edges, so corner demands meant for `(0,0,w,h)` may cross; such an
        // interval collapses to its midpoint before the shrink (a thin but valid rectangle).
        var (x0, x1) = (nominal.left, w - nominal.right)
        var (y0, y1) = (nominal.top, h - nominal.bottom)
        if x0 > x1 { x0 = (x0 + x1) / 2; x1 = x0 }
        if y0 > y1 { y0 = (y0 + y1) / 2; y1 = y0 }
        let rectCorners = [Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x1, y: y1), Point(x: x0, y: y1)]
        var t = 1.0
        for plane in planes {
            let gc = g(plane, center)
            guard gc > 0 else { t = 0; break }
            for q in rectCorners {
                let gq = g(plane, q)
                if gq < 0 { t = Swift.min(t, gc / (gc - gq)) }
            }
        }
        if t >= 1 { return EdgeInsets(top: y0, left: x0, bottom: h - y1, right: w - x1) }
        t = Swift.max(0, t)
        let left = center.x + t * (x0 - center.x)
        let top = center.y + t * (y0 - center.y)
        let right = center.x + t * (x1 - center.x)
        let bottom = center.y + t * (y1 - center.y)
        return EdgeInsets(top: top, left: left, bottom: h - bottom, right: w - right)
    }
}
