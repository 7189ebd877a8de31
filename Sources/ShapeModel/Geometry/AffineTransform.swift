import Foundation

/// A 2D affine map `(x, y) -> (a x + c y + tx, b x + d y + ty)`, as CoreGraphics lays it out.
public struct AffineTransform: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    @inlinable
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The map that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by `(dx, dy)`.
    public static func translation(dx: Double, dy: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy)
    }

    /// A scale about the origin.
    public static func scale(x sx: Double, y sy: Double) -> AffineTransform {
        AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation about the origin; positive angles turn +x toward +y (clockwise on screen).
    public static func rotation(_ angle: Double) -> AffineTransform {
        let (s, co) = (sin(angle), cos(angle))
        return AffineTransform(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }

    /// The map that applies `self` first, then `next`.
    public func concatenating(_ next: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * next.a + b * next.c, b: a * next.b + b * next.d,
                        c: c * next.a + d * next.c, d: c * next.b + d * next.d,
                        tx: tx * next.a + ty * next.c + next.tx, ty: tx * next.b + ty * next.d + next.ty)
    }

    /// The determinant of the linear part; negative for a mirror.
    @inlinable
    public var determinant: Double { a * d - b * c }

    /// Applies the map to a point.
    @inlinable
    public func apply(_ p: Point) -> Point { Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty) }

    /// Applies the linear part to a vector (translation does not move vectors).
    @inlinable
    public func apply(_ v: Vector) -> Vector { Vector(dx: a * v.dx + c * v.dy, dy: b * v.dx + d * v.dy) }
}
