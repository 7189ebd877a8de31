import Foundation

extension ShapeSpec {
    /// The spec between `self` (at `t = 0`) and `other` (at `t = 1`) (Contract: spec interpolation).
    ///
    /// - `t = 0` returns `self` and `t = 1` returns `other`, exactly: the same spec, so the same
    ///   path elements bit for bit (interpolation endpoints).
    /// - Sizes of one kind interpolate in that kind; a points size and a fraction interpolate in
    ///   points, both resolved for `size` (the size the morph is drawn at), so the result at every
    ///   `t` draws the same shape as the endpoints at the ends (length kinds).
    /// - `square` is the zero of every family: square to `rounded(r)` is `rounded(t r)`; a
    ///   straight edge is a triangle of size 0 pointing either way.
    /// - Two different non-square families meet through square: the first shrinks to square by
    ///   `t = 1/2` (`A` scaled by `1 - 2t`) and the second grows after (`B` scaled by `2t - 1`).
    ///   The area is a continuous function of the corner sizes and both halves reach the same
    ///   square corner at `t = 1/2`, so the area is continuous (and Lipschitz in `t`); switching
    ///   families at a common size instead jumps by the difference of the two corners' areas.
    ///   Triangles pointing opposite ways meet through a straight edge the same way.
    /// - Offsets interpolate linearly; an intermediate quadrilateral that is not convex is
    ///   reported by resolution, like any other spec.
    ///
    /// A spec always results, so no path-level morph is needed for these families.
    ///
    /// - Throws: ``ShapeInputError`` (field `t`) unless `t` is finite and in `[0, 1]`, or (field
    ///   `size`) when mixed lengths need an invalid size.
    /// - Complexity: O(1).
    ///
    /// ```swift
    /// let a = ShapeSpec(allCorners: .square), b = ShapeSpec(allCorners: .rounded(20))
    /// let mid = try a.interpolated(to: b, at: 0.5, for: Size(width: 100, height: 100))  // rounded(10)
    /// ```
    public func interpolated(to other: ShapeSpec, at t: Double, for size: Size) throws(ShapeInputError) -> ShapeSpec {
        guard t.isFinite, t >= 0, t <= 1 else {
            throw ShapeInputError(field: "t", problem: "must be a number in [0, 1], got \(t)")
        }
        if t == 0 { return self }
        if t == 1 { return other }
        try size.validate()
        var result = ShapeSpec()
        // Corner by corner and edge by edge, named rather than looped over `allCases` (an array
        // built on every call): each is independent of the others.
        func interpolate(_ corner: Corner) {
            result.corners[corner] = Interpolation.corner(corners[corner], other.corners[corner], t, size)
            let (a, b) = (offsets[corner], other.offsets[corner])
            result.offsets[corner] = Vector(dx: Interpolation.lerp(a.dx, b.dx, t), dy: Interpolation.lerp(a.dy, b.dy, t))
        }
        func interpolate(_ edge: Edge) {
            result.edges[edge] = Interpolation.edge(edges[edge], other.edges[edge], t, size)
        }
        interpolate(Corner.topLeft); interpolate(Corner.topRight); interpolate(Corner.bottomRight); interpolate(Corner.bottomLeft)
        interpolate(Edge.top); interpolate(Edge.right); interpolate(Edge.bottom); interpolate(Edge.left)
        return result
    }
}

/// The pieces of spec interpolation, one per kind of number.
enum Interpolation {
    /// `(1 - t) a + t b`: exactly `a` at `t = 0` and exactly `b` at `t = 1` (each product by 0 or 1
    /// is exact), unlike `a + (b - a) t`, whose end can miss `b` by an ulp.
    static func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double {
        (1 - t) * a + t * b
    }

    /// Two lengths: in their kind if they share it, else in points at `size`.
    static func length(_ a: Length, _ b: Length, _ t: Double, _ size: Size) -> Length {
        switch (a, b) {
        case (.points(let x), .points(let y)): .points(lerp(x, y, t))
        case (.fraction(let x), .fraction(let y)): .fraction(lerp(x, y, t))
        default: .points(lerp(a.resolved(for: size), b.resolved(for: size), t))
        }
    }

    /// A length times `k` in `[0, 1]`, in its own kind.
    static func scaled(_ l: Length, _ k: Double) -> Length {
        switch l {
        case .points(let v): .points(v * k)
        case .fraction(let v): .fraction(v * k)
        }
    }

    /// The same family at size 0, the zero that `square` stands for.
    static func zero(like treatment: CornerTreatment) -> CornerTreatment {
        scaled(treatment, 0)
    }

    /// Every size of a corner times `k`.
    static func scaled(_ treatment: CornerTreatment, _ k: Double) -> CornerTreatment {
        switch treatment {
        case .square: .square
        case .rounded(let l): .rounded(scaled(l, k))
        case .cut(let l): .cut(scaled(l, k))
        case .continuous(let l): .continuous(scaled(l, k))
        case .curved(let w, let h): .curved(width: scaled(w, k), height: scaled(h, k))
        }
    }

    static func corner(_ a: CornerTreatment, _ b: CornerTreatment, _ t: Double, _ size: Size) -> CornerTreatment {
        switch (a, b) {
        case (.square, .square): return .square
        case (.square, _): return corner(zero(like: b), b, t, size)
        case (_, .square): return corner(a, zero(like: a), t, size)
        case (.rounded(let x), .rounded(let y)): return .rounded(length(x, y, t, size))
        case (.cut(let x), .cut(let y)): return .cut(length(x, y, t, size))
        case (.continuous(let x), .continuous(let y)): return .continuous(length(x, y, t, size))
        case (.curved(let w1, let h1), .curved(let w2, let h2)):
            return .curved(width: length(w1, w2, t, size), height: length(h1, h2, t, size))
        default:
            // Different families: through square at t = 1/2.
            if t < 0.5 { return scaled(a, 1 - 2 * t) }
            if t == 0.5 { return .square }
            return scaled(b, 2 * t - 1)
        }
    }

    static func edge(_ a: EdgeTreatment, _ b: EdgeTreatment, _ t: Double, _ size: Size) -> EdgeTreatment {
        switch (a, b) {
        case (.straight, .straight): return .straight
        case (.straight, .triangle(let s, let d)): return .triangle(size: length(scaled(s, 0), s, t, size), direction: d)
        case (.triangle(let s, let d), .straight): return .triangle(size: length(s, scaled(s, 0), t, size), direction: d)
        case (.triangle(let s1, let d1), .triangle(let s2, let d2)):
            if d1 == d2 { return .triangle(size: length(s1, s2, t, size), direction: d1) }
            if t < 0.5 { return .triangle(size: scaled(s1, 1 - 2 * t), direction: d1) }
            if t == 0.5 { return .straight }
            return .triangle(size: scaled(s2, 2 * t - 1), direction: d2)
        }
    }
}
