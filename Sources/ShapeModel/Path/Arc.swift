import Foundation

/// An exact circular arc: the part of the circle around `center` swept from `startAngle` to `endAngle`.
///
/// The sweep is `endAngle - startAngle`: positive turns clockwise on screen (from +x toward +y),
/// negative counter-clockwise, and its magnitude is at most `2π`. Arcs are data, never
/// approximated by cubics here; exporters that lack arcs convert them with a stated bound.
public struct Arc: Hashable, Sendable {
    public var center: Point
    public var radius: Double
    public var startAngle: Double
    public var endAngle: Double

    @inlinable
    public init(center: Point, radius: Double, startAngle: Double, endAngle: Double) {
        self.center = center
        self.radius = radius
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// The signed angle swept; positive is clockwise on screen.
    @inlinable
    public var sweep: Double { endAngle - startAngle }

    /// The point on the circle at an angle.
    @inlinable
    public func point(at angle: Double) -> Point {
        Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }

    /// Where the arc begins.
    @inlinable
    public var startPoint: Point { point(at: startAngle) }

    /// Where the arc ends.
    @inlinable
    public var endPoint: Point { point(at: endAngle) }
}
