import Foundation

/// Builds custom outlines piece by piece: the iOS `MDCPathGenerator`.
///
/// Every method appends explicit elements, so the resulting path never relies on implicit
/// joins: an arc whose start is not the current point is preceded by a `line`, and the first
/// drawing call without a current point starts the subpath (a `move`) where it begins.
public struct PathBuilder: Sendable {
    /// The elements so far.
    public private(set) var elements: [PathElement] = []
    /// Where the pen is, or `nil` before the first element.
    public private(set) var currentPoint: Point?
    private var subpathStart: Point?

    /// An empty builder.
    public init() {}

    /// A builder whose pen starts at `start` (`pathGeneratorWithStartPoint:`).
    public init(startingAt start: Point) {
        move(to: start)
    }

    /// The path built so far.
    public var path: Path { Path(elements) }

    /// Starts a new subpath.
    public mutating func move(to p: Point) {
        elements.append(.move(to: p))
        currentPoint = p
        subpathStart = p
    }

    /// A straight segment (a move if there is no current point).
    public mutating func line(to p: Point) {
        guard currentPoint != nil else { move(to: p); return }
        elements.append(.line(to: p))
        currentPoint = p
    }

    /// A quadratic Bezier from the current point.
    public mutating func quad(control: Point, to p: Point) {
        if currentPoint == nil { move(to: control) }
        elements.append(.quad(control: control, to: p))
        currentPoint = p
    }

    /// A cubic Bezier from the current point.
    public mutating func cubic(control1: Point, control2: Point, to p: Point) {
        if currentPoint == nil { move(to: control1) }
        elements.append(.cubic(control1: control1, control2: control2, to: p))
        currentPoint = p
    }

    /// An arc of the circle around `center` from `startAngle` to `endAngle`, turning clockwise
    /// on screen (increasing angle) or not, as UIKit's `addArcWithCenter:...:clockwise:`: the
    /// sweep is the difference brought into `[0, 2π)` clockwise or `(-2π, 0]` counter-clockwise,
    /// so equal angles draw nothing. A line joins the current point to the arc's start if needed.
    public mutating func arc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        var sweep = (endAngle - startAngle).truncatingRemainder(dividingBy: 2 * .pi)
        if clockwise && sweep < 0 { sweep += 2 * .pi }
        if !clockwise && sweep > 0 { sweep -= 2 * .pi }
        arc(center: center, radius: radius, startAngle: startAngle, sweep: sweep)
    }

    /// An arc with an explicit signed sweep (positive is clockwise on screen, magnitude at most 2π).
    public mutating func arc(center: Point, radius: Double, startAngle: Double, sweep: Double) {
        let clampedSweep = Swift.max(-2 * .pi, Swift.min(2 * .pi, sweep))
        let arc = Arc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + clampedSweep)
        let start = arc.startPoint
        if let current = currentPoint {
            if current != start { elements.append(.line(to: start)) }
        } else {
            move(to: start)
        }
        guard clampedSweep != 0 else { currentPoint = start; return }
        elements.append(.arc(arc))
        currentPoint = arc.endPoint
    }

    /// A circular arc of `radius` tangent to the line from the current point to `tangentPoint`
    /// and to the line from `tangentPoint` to `toPoint`, preceded by a line to the first
    /// tangent point: CoreGraphics' `addArc(tangent1End:tangent2End:radius:)` and
    /// `addArcWithTangentPoint:toPoint:radius:`. Degenerate input (no current point, collinear
    /// points, zero radius) draws a line to `tangentPoint` instead.
    public mutating func arc(tangentPoint p1: Point, to p2: Point, radius: Double) {
        guard let p0 = currentPoint else { move(to: p1); return }
        let a = p0 - p1, b = p2 - p1
        let la = a.length, lb = b.length
        let cross = a.cross(b)
        guard radius > 0, radius.isFinite, la > 0, lb > 0, cross != 0 else { line(to: p1); return }
        let ua = Vector(dx: a.dx / la, dy: a.dy / la), ub = Vector(dx: b.dx / lb, dy: b.dy / lb)
        let cosTheta = Swift.max(-1, Swift.min(1, ua.dot(ub)))
        let theta = acos(cosTheta)
        let tangentDistance = radius / tan(theta / 2)
        let t1 = p1 + tangentDistance * ua
        // The centre lies on the bisector, one radius from each line.
        let bisector = ua + ub
        let bisectorLength = bisector.length
        guard bisectorLength > 0 else { line(to: p1); return }
        let center = p1 + (radius / sin(theta / 2) / bisectorLength) * bisector
        let startAngle = atan2(t1.y - center.y, t1.x - center.x)
        // Turning from a to b: the arc's sweep is π − θ, in the direction the path turns.
        let turnsClockwise = (p1 - p0).cross(p2 - p1) > 0
        let sweep = (.pi - theta) * (turnsClockwise ? 1 : -1)
        line(to: t1)
        arc(center: center, radius: radius, startAngle: startAngle, sweep: sweep)
    }

    /// Appends another path mapped by `transform` (`appendToCGPath:transform:`); its first move
    /// starts a new subpath here.
    public mutating func append(_ other: Path, transform: ShapeModel.AffineTransform = .identity) {
        for element in other.transformed(by: transform).elements {
            switch element {
            case .move(let p): move(to: p)
            case .line(let p): line(to: p)
            case .quad(let c, let p): quad(control: c, to: p)
            case .cubic(let c1, let c2, let p): cubic(control1: c1, control2: c2, to: p)
            case .arc(let a): arc(center: a.center, radius: a.radius, startAngle: a.startAngle, sweep: a.sweep)
            case .close: close()
            }
        }
    }

    /// Closes the subpath; the pen returns to its start.
    public mutating func close() {
        guard currentPoint != nil else { return }
        elements.append(.close)
        currentPoint = subpathStart
    }
}
