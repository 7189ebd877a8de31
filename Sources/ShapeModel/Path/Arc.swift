import Foundation

/// An exact circular arc: the part of the circle around `center` swept from `startAngle` to `endAngle`.
///
/// The sweep is `endAngle - startAngle`: positive turns clockwise on screen (from +x toward +y),
/// negative counter-clockwise, and its magnitude is at most `2π`. Arcs are data, never
/// approximated by cubics here; exporters that lack arcs convert them with a stated bound.
///
/// The end points are stored, not only the angles. Where they are known exactly (a rounded
/// corner's tangent points come from the corner geometry) they are given, so the path data
/// carries them as they are: a 200x80 pill's arc ends at `(40, 0)`, where the cos/sin round
/// trip of its angles gives `39.99999999999999`. Otherwise they are computed from the angles.
public struct Arc: Hashable, Sendable {
    public var center: Point
    public var radius: Double
    public var startAngle: Double
    public var endAngle: Double
    /// Where the arc begins: on the circle at `startAngle`, to rounding.
    public var startPoint: Point
    /// Where the arc ends: on the circle at `endAngle`, to rounding.
    public var endPoint: Point

    /// The arc between two angles; its end points are computed from them.
    @inlinable
    public init(center: Point, radius: Double, startAngle: Double, endAngle: Double) {
        self.init(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                  startPoint: Self.point(center: center, radius: radius, angle: startAngle),
                  endPoint: Self.point(center: center, radius: radius, angle: endAngle))
    }

    /// The arc between two angles with its end points known exactly (they must lie on the
    /// circle at those angles, to rounding).
    @inlinable
    public init(center: Point, radius: Double, startAngle: Double, endAngle: Double, startPoint: Point, endPoint: Point) {
        self.center = center
        self.radius = radius
        self.startAngle = startAngle
        self.endAngle = endAngle
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// The signed angle swept; positive is clockwise on screen.
    @inlinable
    public var sweep: Double { endAngle - startAngle }

    /// The point on the circle at an angle.
    @inlinable
    public func point(at angle: Double) -> Point {
        Self.point(center: center, radius: radius, angle: angle)
    }

    @usableFromInline
    static func point(center: Point, radius: Double, angle: Double) -> Point {
        Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
}
