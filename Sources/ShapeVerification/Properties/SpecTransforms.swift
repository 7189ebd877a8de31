import ShapeModel

/// Spec rewrites the symmetry properties use: scaling and mirroring a spec with its size.
enum SpecTransforms {
    /// Every length in points and every offset multiplied by `k`; fractions left alone, since
    /// they follow the size by themselves.
    static func scaled(_ spec: ShapeSpec, by k: Double) -> ShapeSpec {
        func scale(_ length: Length) -> Length {
            if case .points(let v) = length { return .points(v * k) }
            return length
        }
        var result = spec
        result.corners = spec.corners.map { treatment in
            switch treatment {
            case .square: .square
            case .rounded(let l): .rounded(scale(l))
            case .cut(let l): .cut(scale(l))
            case .continuous(let l): .continuous(scale(l))
            case .curved(let w, let h): .curved(width: scale(w), height: scale(h))
            }
        }
        result.offsets = spec.offsets.map { $0 * k }
        result.edges = spec.edges.map { edge in
            if case .triangle(let s, let direction) = edge { return .triangle(size: scale(s), direction: direction) }
            return edge
        }
        return result
    }

    /// The spec mirrored left to right (`x -> w - x`): corners swap across the vertical axis,
    /// offsets flip their dx, the left and right edges swap. Curved sizes are in screen terms
    /// (width along the top or bottom edge), so they stay as they are.
    static func mirroredHorizontally(_ spec: ShapeSpec) -> ShapeSpec {
        let c = spec.corners, o = spec.offsets, e = spec.edges
        func flip(_ v: Vector) -> Vector { Vector(dx: -v.dx, dy: v.dy) }
        return ShapeSpec(
            corners: Corners(topLeft: c.topRight, topRight: c.topLeft, bottomRight: c.bottomLeft, bottomLeft: c.bottomRight),
            offsets: Corners(topLeft: flip(o.topRight), topRight: flip(o.topLeft), bottomRight: flip(o.bottomLeft), bottomLeft: flip(o.bottomRight)),
            edges: Edges(top: e.top, right: e.left, bottom: e.bottom, left: e.right))
    }

    /// The spec mirrored top to bottom (`y -> h - y`).
    static func mirroredVertically(_ spec: ShapeSpec) -> ShapeSpec {
        let c = spec.corners, o = spec.offsets, e = spec.edges
        func flip(_ v: Vector) -> Vector { Vector(dx: v.dx, dy: -v.dy) }
        return ShapeSpec(
            corners: Corners(topLeft: c.bottomLeft, topRight: c.bottomRight, bottomRight: c.topRight, bottomLeft: c.topLeft),
            offsets: Corners(topLeft: flip(o.bottomLeft), topRight: flip(o.bottomRight), bottomRight: flip(o.topRight), bottomLeft: flip(o.topLeft)),
            edges: Edges(top: e.bottom, right: e.right, bottom: e.top, left: e.left))
    }
}
