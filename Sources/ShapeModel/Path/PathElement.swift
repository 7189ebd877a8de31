/// One instruction of a path. Every segment starts at the current point (the end of the one before).
public enum PathElement: Hashable, Sendable {
    /// Starts a subpath at a point.
    case move(to: Point)
    /// A straight segment.
    case line(to: Point)
    /// A quadratic Bezier.
    case quad(control: Point, to: Point)
    /// A cubic Bezier.
    case cubic(control1: Point, control2: Point, to: Point)
    /// An exact circular arc. If the current point is not the arc's start point, a straight
    /// segment joins them implicitly (as in CoreGraphics); shape paths never rely on that.
    case arc(Arc)
    /// Closes the subpath with a straight segment back to its start.
    case close

    /// The point the element leaves the pen at, or `nil` for `close` (which returns to the subpath start).
    public var endPoint: Point? {
        switch self {
        case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): p
        case .arc(let a): a.endPoint
        case .close: nil
        }
    }

    /// Every coordinate the element stores (points, arc centre, arc radius and angles as a point pair).
    public var isFinite: Bool {
        switch self {
        case .move(let p), .line(let p): p.isFinite
        case .quad(let c, let p): c.isFinite && p.isFinite
        case .cubic(let c1, let c2, let p): c1.isFinite && c2.isFinite && p.isFinite
        case .arc(let a): a.center.isFinite && a.radius.isFinite && a.startAngle.isFinite && a.endAngle.isFinite
        case .close: true
        }
    }
}
