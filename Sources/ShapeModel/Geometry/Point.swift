/// A location in shape space: y grows downward, origin at the top-left of the bounds.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)

    /// Whether both coordinates are finite.
    @inlinable
    public var isFinite: Bool { x.isFinite && y.isFinite }

    @inlinable
    public static func + (p: Point, v: Vector) -> Point { Point(x: p.x + v.dx, y: p.y + v.dy) }

    @inlinable
    public static func - (p: Point, v: Vector) -> Point { Point(x: p.x - v.dx, y: p.y - v.dy) }

    /// The displacement that takes `b` to `a`.
    @inlinable
    public static func - (a: Point, b: Point) -> Vector { Vector(dx: a.x - b.x, dy: a.y - b.y) }

    /// The Euclidean distance to another point.
    @inlinable
    public func distance(to other: Point) -> Double { (self - other).length }
}
