import Foundation

/// A displacement in shape space; corner offsets are vectors.
public struct Vector: Hashable, Sendable {
    public var dx: Double
    public var dy: Double

    @inlinable
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// No displacement.
    public static let zero = Vector(dx: 0, dy: 0)

    /// Whether both components are finite.
    @inlinable
    public var isFinite: Bool { dx.isFinite && dy.isFinite }

    /// The Euclidean length; `hypot` avoids overflow for huge components.
    @inlinable
    public var length: Double { hypot(dx, dy) }

    @inlinable
    public static func + (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx + b.dx, dy: a.dy + b.dy) }

    @inlinable
    public static func - (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx - b.dx, dy: a.dy - b.dy) }

    @inlinable
    public static func * (v: Vector, s: Double) -> Vector { Vector(dx: v.dx * s, dy: v.dy * s) }

    @inlinable
    public static func * (s: Double, v: Vector) -> Vector { v * s }

    @inlinable
    public static prefix func - (v: Vector) -> Vector { Vector(dx: -v.dx, dy: -v.dy) }

    /// The dot product.
    @inlinable
    public func dot(_ other: Vector) -> Double { dx * other.dx + dy * other.dy }

    /// The z component of the cross product; positive when `other` turns clockwise on screen from `self`.
    @inlinable
    public func cross(_ other: Vector) -> Double { dx * other.dy - dy * other.dx }
}
