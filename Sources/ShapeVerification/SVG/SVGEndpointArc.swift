import Foundation
import ShapeModel

/// An SVG arc converted from its end-point form to its centre form (SVG 1.1, appendix F.6.5),
/// with the out-of-range corrections of F.6.6: radii made positive and scaled up when they
/// cannot span the chord.
public struct SVGEndpointArc: Hashable, Sendable {
    /// What an `A` command draws.
    public enum Kind: Hashable, Sendable {
        /// Nothing: the end point is the start point (F.6.2).
        case omitted
        /// A straight line: a radius is zero (F.6.2).
        case line
        /// An elliptical arc.
        case arc
    }

    public var kind: Kind
    public var start: Point
    public var end: Point
    public var center: Point
    /// The radii after correction.
    public var radiusX: Double
    public var radiusY: Double
    /// The rotation in radians.
    public var rotation: Double
    /// θ1: the start angle on the unrotated, unscaled ellipse.
    public var startAngle: Double
    /// Δθ: positive for sweep-flag 1, at most 2π in magnitude.
    public var sweep: Double

    /// The arc `command` draws from `start`.
    ///
    /// - Complexity: O(1).
    public init(from start: Point, _ command: SVGArcCommand) {
        self.start = start
        end = command.end
        rotation = command.rotation * .pi / 180
        var rx = abs(command.radiusX), ry = abs(command.radiusY)
        center = start; radiusX = rx; radiusY = ry; startAngle = 0; sweep = 0
        if start == end { kind = .omitted; return }
        if rx == 0 || ry == 0 { kind = .line; return }
        kind = .arc
        let (cosine, sine) = (cos(rotation), sin(rotation))
        let (hx, hy) = ((start.x - end.x) / 2, (start.y - end.y) / 2)
        let x1 = cosine * hx + sine * hy, y1 = -sine * hx + cosine * hy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 { rx *= lambda.squareRoot(); ry *= lambda.squareRoot() }
        radiusX = rx; radiusY = ry
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var root = denominator > 0 ? Swift.max(0, numerator / denominator).squareRoot() : 0
        if command.largeArc == command.sweep { root = -root }
        let cx1 = root * rx * y1 / ry, cy1 = -root * ry * x1 / rx
        center = Point(x: cosine * cx1 - sine * cy1 + (start.x + end.x) / 2, y: sine * cx1 + cosine * cy1 + (start.y + end.y) / 2)
        func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double { atan2(ux * vy - uy * vx, ux * vx + uy * vy) }
        let (ux, uy) = ((x1 - cx1) / rx, (y1 - cy1) / ry)
        let (vx, vy) = ((-x1 - cx1) / rx, (-y1 - cy1) / ry)
        startAngle = angle(1, 0, ux, uy)
        var delta = angle(ux, uy, vx, vy)
        if !command.sweep && delta > 0 { delta -= 2 * .pi }
        if command.sweep && delta < 0 { delta += 2 * .pi }
        sweep = delta
    }

    /// The point at fraction `t` of the way along (angle `θ1 + t Δθ`; straight for a line,
    /// the start for an omitted arc). The end points are returned exactly.
    public func point(at t: Double) -> Point {
        if t == 0 { return start }
        if t == 1 { return kind == .omitted ? start : end }
        switch kind {
        case .omitted: return start
        case .line: return Point(x: start.x + t * (end.x - start.x), y: start.y + t * (end.y - start.y))
        case .arc:
            let theta = startAngle + t * sweep
            let (x, y) = (radiusX * cos(theta), radiusY * sin(theta))
            return Point(x: center.x + cos(rotation) * x - sin(rotation) * y, y: center.y + sin(rotation) * x + cos(rotation) * y)
        }
    }

    /// The same arc as a path element when it is circular and unrotated (what the package
    /// writes), its end points exactly the SVG's; `nil` otherwise.
    public var pathElement: PathElement? {
        switch kind {
        case .omitted: return nil
        case .line: return .line(to: end)
        case .arc:
            guard radiusX == radiusY, rotation == 0 else { return nil }
            return .arc(Arc(center: center, radius: radiusX, startAngle: startAngle, endAngle: startAngle + sweep, startPoint: start, endPoint: end))
        }
    }
}
