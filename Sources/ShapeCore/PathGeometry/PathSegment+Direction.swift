import Foundation

extension PathSegment {
    /// The unit direction of travel where the segment starts; `.zero` if it has none (every
    /// point equal). A Bezier whose first control point sits on its start (or within rounding
    /// of it) uses the next control point (``CubicBezier/direction(at:)``).
    var startDirection: Vector {
        switch self {
        case .line(let a, let b): return Self.unit(b - a)
        case .quad, .cubic: return CubicBezier(self)?.direction(at: 0) ?? .zero
        case .arc(let a): return Self.arcDirection(a, at: a.startAngle)
        }
    }

    /// The unit direction of travel where the segment ends; `.zero` if it has none.
    var endDirection: Vector {
        switch self {
        case .line(let a, let b): return Self.unit(b - a)
        case .quad, .cubic: return CubicBezier(self)?.direction(at: 1) ?? .zero
        case .arc(let a): return Self.arcDirection(a, at: a.endAngle)
        }
    }

    /// The unit direction of travel at parameter `t`, with the end limits at 0 and 1.
    func direction(at t: Double) -> Vector {
        if t <= 0 { return startDirection }
        if t >= 1 { return endDirection }
        let d = Self.unit(derivative(at: t))
        return d == .zero ? startDirection : d
    }

    /// The second derivative with respect to t (zero for lines).
    func secondDerivative(at t: Double) -> Vector {
        switch self {
        case .line:
            return .zero
        case .quad(let p0, let p1, let p2):
            return 2 * ((p2 - p1) - (p1 - p0))
        case .cubic(let p0, let p1, let p2, let p3):
            let a = (p2 - p1) - (p1 - p0), b = (p3 - p2) - (p2 - p1)
            return 6 * ((1 - t) * a + t * b)
        case .arc(let arc):
            let angle = arc.startAngle + t * arc.sweep
            let k = arc.radius * arc.sweep * arc.sweep
            return Vector(dx: -k * cos(angle), dy: -k * sin(angle))
        }
    }

    /// A box that holds every point of the segment: the control points' box for Beziers, the
    /// tight box for lines and arcs (end points and the compass points inside the sweep).
    var boundingBox: Rect {
        // The points' extremes, taken in the order given (no variadic array: this runs for every
        // pair of pieces the content mask and the intersections test, and the array was a heap
        // allocation per call).
        struct Extremes {
            var x0, y0, x1, y1: Double
            init(_ p: Point) { (x0, y0, x1, y1) = (p.x, p.y, p.x, p.y) }
            func adding(_ p: Point) -> Extremes {
                var e = self
                e.x0 = Swift.min(e.x0, p.x); e.x1 = Swift.max(e.x1, p.x)
                e.y0 = Swift.min(e.y0, p.y); e.y1 = Swift.max(e.y1, p.y)
                return e
            }
            var rect: Rect { Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) }
        }
        func box(_ a: Point, _ b: Point) -> Rect { Extremes(a).adding(b).rect }
        switch self {
        case .line(let a, let b):
            return box(a, b)
        case .quad(let p0, let p1, let p2):
            return Extremes(p0).adding(p1).adding(p2).rect
        case .cubic(let p0, let p1, let p2, let p3):
            return Extremes(p0).adding(p1).adding(p2).adding(p3).rect
        case .arc(let a):
            var r = box(a.startPoint, a.endPoint)
            let lo = Swift.min(a.startAngle, a.endAngle), hi = Swift.max(a.startAngle, a.endAngle)
            guard lo.isFinite, hi.isFinite else { return r }
            var k = (lo / (.pi / 2)).rounded(.up)
            for _ in 0 ..< 9 {
                let angle = k * (.pi / 2)
                guard angle < hi else { break }
                if angle > lo {
                    switch Int(k.truncatingRemainder(dividingBy: 4) + 4) % 4 {
                    case 0: r.width = Swift.max(r.maxX, a.center.x + a.radius) - r.minX
                    case 1: r.height = Swift.max(r.maxY, a.center.y + a.radius) - r.minY
                    case 2: let x = Swift.min(r.minX, a.center.x - a.radius); r.width = r.maxX - x; r.x = x
                    default: let y = Swift.min(r.minY, a.center.y - a.radius); r.height = r.maxY - y; r.y = y
                    }
                }
                k += 1
            }
            return r
        }
    }

    /// The same segment with its first point moved to `p` (an arc keeps its angles and stores
    /// `p` as its start point): how joints computed along two routes are made one.
    func withStart(_ p: Point) -> PathSegment {
        switch self {
        case .line(_, let b): return .line(p, b)
        case .quad(_, let c, let b): return .quad(p, c, b)
        case .cubic(_, let c1, let c2, let b): return .cubic(p, c1, c2, b)
        case .arc(var a):
            a.startPoint = p
            return .arc(a)
        }
    }

    /// The same segment with its last point moved to `p`.
    func withEnd(_ p: Point) -> PathSegment {
        switch self {
        case .line(let a, _): return .line(a, p)
        case .quad(let a, let c, _): return .quad(a, c, p)
        case .cubic(let a, let c1, let c2, _): return .cubic(a, c1, c2, p)
        case .arc(var arc):
            arc.endPoint = p
            return .arc(arc)
        }
    }

    /// The segment run backwards.
    var reversed: PathSegment {
        switch self {
        case .line(let a, let b): .line(b, a)
        case .quad(let a, let c, let b): .quad(b, c, a)
        case .cubic(let a, let c1, let c2, let b): .cubic(b, c2, c1, a)
        case .arc(let a):
            .arc(Arc(center: a.center, radius: a.radius, startAngle: a.endAngle, endAngle: a.startAngle,
                     startPoint: a.endPoint, endPoint: a.startPoint))
        }
    }

    static func unit(_ v: Vector) -> Vector {
        let l = v.norm
        return l > 0 && l.isFinite ? Vector(dx: v.dx / l, dy: v.dy / l) : .zero
    }

    /// The direction of travel on an arc at `angle`: the radius turned a quarter the way it sweeps.
    private static func arcDirection(_ a: Arc, at angle: Double) -> Vector {
        let sign: Double = a.sweep < 0 ? -1 : 1
        return Vector(dx: -sin(angle) * sign, dy: cos(angle) * sign)
    }
}
