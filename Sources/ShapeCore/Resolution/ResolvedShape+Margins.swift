import Foundation

extension ResolvedShape {
    /// Per-edge insets of the rectangle `(0, 0, w, h)` whose inset rectangle lies inside the shape
    /// (Contract: content margins, margins with offsets, margins never negative), computed from the stored decisions.
    ///
    /// Without offsets this is the contract's content margins exactly: each edge takes the largest demand of its two
    /// corners (rounded `r(1 - 1/√2)`, cut `c/2`, curved `width/4` on left/right and `height/4`
    /// on top/bottom, continuous `0.2915 r`) and the depth of an inward triangle on it.
    ///
    /// With offsets that leave the corner points an axis-aligned rectangle (a centred circle, a
    /// moved card), the content-margin demands apply to that rectangle, clipped to the bounds.
    /// With any other offsets every side is **blocked** (Contract: blocked sides): the nominal
    /// content rectangle is shrunk into a convex region proven to lie inside the shape and clipped
    /// to the bounds, then its sides are pushed outward in the order top, right, bottom, left, each
    /// until it touches the outline or the bounds (see ``SidePush``). If nothing of the proven
    /// region is left within the bounds, the content rectangle is empty (zero width or height),
    /// never inverted (Contract: empty content rectangle). A zero-area shape has zero margins.
    ///
    /// ```swift
    /// var trapezoid = ShapeSpec()
    /// trapezoid.offsets.topRight = Vector(dx: 0, dy: 20)   // the top edge runs from (0, 0) to (100, 20)
    /// let m = try trapezoid.resolved(for: Size(width: 100, height: 100)).contentMargins
    /// // top 220/13, left 0, bottom 0, right 200/13: the top and right sides meet the top edge at
    /// // the content rectangle's corner; the bottom and left sides reach the bounds.
    /// ```
    ///
    /// - Complexity: O(1) for the table; with offsets a fixed number of outline pieces per side,
    ///   each a closed form or a bisection of at most 64 steps.
    public var contentMargins: EdgeInsets {
        guard !isEmpty else { return .zero }
        let nominal = nominalMargins
        guard hasOffsets else { return nominal }
        // Offsets that keep an axis-aligned rectangle (a centred circle, a moved card): the demands
        // hold on that rectangle exactly, so a moved card keeps the card's margins (Contract: axis-aligned offsets).
        let p = cornerPoints
        if p.topLeft.y == p.topRight.y, p.topRight.x == p.bottomRight.x,
           p.bottomRight.y == p.bottomLeft.y, p.bottomLeft.x == p.topLeft.x {
            return clippedToBounds(EdgeInsets(top: p.topLeft.y + nominal.top, left: p.topLeft.x + nominal.left,
                                              bottom: size.height - p.bottomRight.y + nominal.bottom,
                                              right: size.width - p.bottomRight.x + nominal.right))
        }
        return blockedMargins(from: nominal)
    }

    /// Contract: blocked sides. The nominal content rectangle shrunk into the proven-inside
    /// region `G` and clipped to the bounds (or, when that leaves nothing, a square around the
    /// centroid of `G` within the bounds), with every side pushed until it is blocked.
    private func blockedMargins(from nominal: EdgeInsets) -> EdgeInsets {
        let region = ProvenInsideRegion(self)
        let w = size.width, h = size.height
        // Offsets can lengthen edges, so corner demands meant for `(0,0,w,h)` may cross; such an
        // interval collapses to its midpoint before the shrink.
        var (x0, x1) = (nominal.left, w - nominal.right)
        var (y0, y1) = (nominal.top, h - nominal.bottom)
        if x0 > x1 { x0 = (x0 + x1) / 2; x1 = x0 }
        if y0 > y1 { y0 = (y0 + y1) / 2; y1 = y0 }
        let shrunk = region.shrunk(AxisBox(left: x0, top: y0, right: x1, bottom: y1))
        let clipped = AxisBox(left: Swift.max(shrunk.left, 0), top: Swift.max(shrunk.top, 0),
                              right: Swift.min(shrunk.right, w), bottom: Swift.min(shrunk.bottom, h))
        let push = SidePush(outline: path.fillSegments, size: size)
        // A start narrower than the push's minimum span is no start: pushed, its sides passed
        // through the outline (G's interior square 3.6e-15 wide at the right edge of a 10 x 476
        // shape grew to the full height, mostly outside: soak seed 6066922488964001783, case 1256544).
        func isWide(_ b: AxisBox) -> Bool { b.right - b.left >= push.minimumSpan && b.bottom - b.top >= push.minimumSpan }
        guard let start = isWide(clipped) ? clipped : region.interiorSquare(within: size).flatMap({ isWide($0) ? $0 : nil }) else {
            // Contract: empty content rectangle: nothing of G has interior within the bounds. Zero
            // width (or height) exactly: a sliver a few ulps wide is not empty, and lies outside.
            let m = clippedToBounds(EdgeInsets(top: shrunk.top, left: shrunk.left, bottom: h - shrunk.bottom, right: w - shrunk.right))
            if w - m.left - m.right <= h - m.top - m.bottom {
                return EdgeInsets(top: m.top, left: m.left, bottom: m.bottom, right: w - m.left)
            }
            return EdgeInsets(top: m.top, left: m.left, bottom: h - m.top, right: m.right)
        }
        let box = push.pushed(start)
        return clippedToBounds(EdgeInsets(top: box.top, left: box.left, bottom: h - box.bottom, right: w - box.right))
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
}
