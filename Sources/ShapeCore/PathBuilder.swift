import Foundation

/// Builds custom outlines piece by piece: the iOS `MDCPathGenerator`.
///
/// Every method appends explicit elements, so the resulting path never relies on implicit
/// joins: an arc whose start is not the current point is preceded by a `line`, the first
/// drawing call without a current point starts the subpath (a `move`) where it begins, and a
/// drawing call after `close()` starts the next one with a `move` to the closed subpath's start
/// (Contract: builder subpaths).
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
        reopenAfterClose()
        elements.append(.line(to: p))
        currentPoint = p
    }

    /// A quadratic Bezier from the current point.
    public mutating func quad(control: Point, to p: Point) {
        if currentPoint == nil { move(to: control) }
        reopenAfterClose()
        elements.append(.quad(control: control, to: p))
        currentPoint = p
    }

    /// A cubic Bezier from the current point.
    public mutating func cubic(control1: Point, control2: Point, to p: Point) {
        if currentPoint == nil { move(to: control1) }
        reopenAfterClose()
        elements.append(.cubic(control1: control1, control2: control2, to: p))
        currentPoint = p
    }

    /// An arc of the circle around `center` from `startAngle` to `endAngle`, turning clockwise
    /// on screen (increasing angle) or not, as UIKit's `addArcWithCenter:...:clockwise:`: the
    /// sweep is the difference brought into `[0, 2π)` clockwise or `(−2π, 0]` counter-clockwise,
    /// so equal angles draw nothing, and angles a whole number of turns apart (to within
    /// `1e-12` of their difference) draw the whole circle: the `a` to `a + 2π` idiom, which
    /// rounding may leave a few ulps past a whole turn (Contract: builder arc sweep). A line
    /// joins the current point to the arc's start if needed.
    public mutating func arc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        let difference = endAngle - startAngle
        var sweep = difference.truncatingRemainder(dividingBy: 2 * .pi)
        if clockwise && sweep < 0 { sweep += 2 * .pi }
        if !clockwise && sweep > 0 { sweep -= 2 * .pi }
        let wholeTurn = 1e-12 * Swift.max(1, Swift.abs(difference))
        if difference != 0 && (Swift.abs(sweep) <= wholeTurn || 2 * .pi - Swift.abs(sweep) <= wholeTurn) {
            sweep = clockwise ? 2 * .pi : -2 * .pi
        }
        arc(center: center, radius: radius, startAngle: startAngle, sweep: sweep)
    }

    /// An arc with an explicit signed sweep (positive is clockwise on screen, magnitude at most 2π).
    public mutating func arc(center: Point, radius: Double, startAngle: Double, sweep: Double) {
        let clampedSweep = Swift.max(-2 * .pi, Swift.min(2 * .pi, sweep))
        append(Arc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + clampedSweep))
    }

    /// A circular arc of `radius` tangent to the line from the current point to `tangentPoint`
    /// and to the line from `tangentPoint` to `toPoint`, preceded by a line to the first
    /// tangent point: CoreGraphics' `addArc(tangent1End:tangent2End:radius:)` and
    /// `addArcWithTangentPoint:toPoint:radius:` (Contract: tangent arc). Degenerate input (no
    /// current point, collinear points, a zero or non-finite radius, tangent points beyond the
    /// floating-point range) draws a line to `tangentPoint` instead.
    ///
    /// The tangent points lie at `radius · cot(θ/2)` from `tangentPoint` along the two lines
    /// (θ the angle between them), computed without cancellation at nearly straight and nearly
    /// reversed turns, as resolution does (Contract: accurate half-angle cotangent); the centre
    /// is one radius from the first line at its tangent point; the arc stores both tangent points
    /// as its exact end points and sweeps `π − θ` the way the path turns. A fillet within rounding
    /// of `tangentPoint` (its sweep rounds to nothing, or both tangent points round to it) is the
    /// line to the first tangent point alone.
    ///
    /// - Complexity: O(1).
    ///
    /// ```swift
    /// var builder = PathBuilder(startingAt: Point(x: 0, y: 50))
    /// builder.arc(tangentPoint: Point(x: 0, y: 0), to: Point(x: 50, y: 0), radius: 10)   // line to (0, 10), arc to (10, 0)
    /// ```
    public mutating func arc(tangentPoint p1: Point, to p2: Point, radius: Double) {
        guard let p0 = currentPoint else { move(to: p1); return }
        let a = p0 - p1, b = p2 - p1
        let la = a.length, lb = b.length
        let cross = AccurateProducts.cross(a, b), dot = AccurateProducts.dot(a, b)
        guard radius > 0, radius.isFinite, la > 0, lb > 0, la.isFinite, lb.isFinite, cross != 0 else { line(to: p1); return }
        // cot(θ/2) as (1 + cos)/sin up to a right angle and sin/(1 − cos) beyond: neither cancels.
        let product = la * lb, sine = Swift.abs(cross)
        let cotangent = dot >= 0 ? (product + dot) / sine : sine / (product - dot)
        let reach = radius * cotangent
        let ua = Vector(dx: a.dx / la, dy: a.dy / la), ub = Vector(dx: b.dx / lb, dy: b.dy / lb)
        // The unit normal of the first line on the side of toPoint: the centre's side.
        let normal = cross > 0 ? Vector(dx: -ua.dy, dy: ua.dx) : Vector(dx: ua.dy, dy: -ua.dx)
        let t1 = p1 + reach * ua, t2 = p1 + reach * ub
        let center = t1 + radius * normal
        guard t1.x.isFinite, t1.y.isFinite, t2.x.isFinite, t2.y.isFinite, center.x.isFinite, center.y.isFinite else {
            line(to: p1); return
        }
        // The path turns clockwise on screen (positive sweep) when cross(p1 − p0, p2 − p1) > 0, i.e. cross(a, b) < 0.
        let turn = atan2(sine, -dot)
        let startAngle = atan2(-normal.dy, -normal.dx)
        let endAngle = startAngle + (cross < 0 ? turn : -turn)
        if p0 != t1 { line(to: t1) }
        // Tangent points that both round to p1 put the whole fillet within rounding of it: no
        // arc, whatever its sweep (an ulp of a start angle near 0 survives where one near π
        // would not; found by path-builder, seed 15099074011102563847, case 80896). Not merely
        // t1 == t2: far out at a nearly reversed turn, a radius below the tangent points' rounding
        // still draws its half turn there (case 53447).
        guard t1 != p1 || t2 != p1 else { return }
        append(Arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, startPoint: t1, endPoint: t2))
    }

    /// Appends another path mapped by `transform` (`appendToCGPath:transform:`): the elements
    /// of `other.transformed(by: transform)`, one for one (Contract: builder append); its
    /// first move starts a new subpath here. Arcs keep their exact end points; a drawing
    /// element with no current point starts a subpath where it begins.
    public mutating func append(_ other: Path, transform: ShapeModel.AffineTransform = .identity) {
        // The transformed elements go straight in, without a transformed path built and dropped;
        // room for one each (a join or a reopening move more is rare) is made once.
        let similarity = Similarity(transform)
        elements.reserveCapacity(elements.count + other.transformedCount(similarity: similarity))
        other.forEachTransformedElement(by: transform, similarity: similarity) { element in
            switch element {
            case .move(let p): move(to: p)
            case .line(let p): line(to: p)
            case .quad(let c, let p): quad(control: c, to: p)
            case .cubic(let c1, let c2, let p): cubic(control1: c1, control2: c2, to: p)
            case .arc(let a): append(a)
            case .close: close()
            }
        }
    }

    /// Appends `arc` as it is, after a line (or a move, with no current point) to its start
    /// point when the pen is elsewhere; a zero sweep only moves the pen there.
    private mutating func append(_ arc: Arc) {
        let start = arc.startPoint
        if let current = currentPoint {
            reopenAfterClose()
            if current != start { elements.append(.line(to: start)) }
        } else {
            move(to: start)
        }
        guard arc.sweep != 0 else { currentPoint = start; return }
        elements.append(.arc(arc))
        currentPoint = arc.endPoint
    }

    /// After a close, a drawing call starts a new subpath where the pen is (the closed
    /// subpath's start) with an explicit move, as CoreGraphics does implicitly (Contract: builder
    /// subpaths), so the path never relies on an implicit subpath start.
    private mutating func reopenAfterClose() {
        guard case .close? = elements.last, let p = currentPoint else { return }
        elements.append(.move(to: p))
        subpathStart = p
    }

    /// Closes the subpath; the pen returns to its start.
    public mutating func close() {
        // Nothing to close without a pen, or right after a close.
        guard currentPoint != nil else { return }
        if case .close? = elements.last { return }
        elements.append(.close)
        currentPoint = subpathStart
    }
}
