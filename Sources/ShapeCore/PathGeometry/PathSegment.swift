import Foundation

/// One drawn piece of a path with its start made explicit, parameterised by `t` in `[0, 1]`
/// (arcs: `angle = start + t * sweep`). Geometry on paths works on these, not on elements.
enum PathSegment: Hashable, Sendable {
    case line(Point, Point)
    case quad(Point, Point, Point)
    case cubic(Point, Point, Point, Point)
    /// An arc with `radius >= 0` (negative radii are normalised when a path is read).
    case arc(Arc)

    var start: Point {
        switch self {
        case .line(let p, _), .quad(let p, _, _), .cubic(let p, _, _, _): p
        case .arc(let a): a.startPoint
        }
    }

    var end: Point {
        switch self {
        case .line(_, let p), .quad(_, _, let p), .cubic(_, _, _, let p): p
        case .arc(let a): a.endPoint
        }
    }

    /// The point at parameter t; exact control points at t = 0 and t = 1 for lines and Beziers.
    func point(at t: Double) -> Point {
        switch self {
        case .line(let a, let b):
            if t == 1 { return b }
            return Point(x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y))
        case .quad(let p0, let p1, let p2):
            let s = 1 - t
            let (w0, w1, w2) = (s * s, 2 * s * t, t * t)
            return Point(x: w0 * p0.x + w1 * p1.x + w2 * p2.x, y: w0 * p0.y + w1 * p1.y + w2 * p2.y)
        case .cubic(let p0, let p1, let p2, let p3):
            let s = 1 - t
            let (w0, w1, w2, w3) = (s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t)
            return Point(x: w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x,
                         y: w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y)
        case .arc(let a):
            if t == 0 { return a.startPoint }
            if t == 1 { return a.endPoint }
            return a.point(at: a.startAngle + t * a.sweep)
        }
    }

    /// The derivative with respect to t.
    func derivative(at t: Double) -> Vector {
        switch self {
        case .line(let a, let b):
            return b - a
        case .quad(let p0, let p1, let p2):
            let s = 1 - t
            return 2 * s * (p1 - p0) + 2 * t * (p2 - p1)
        case .cubic(let p0, let p1, let p2, let p3):
            let s = 1 - t
            return 3 * s * s * (p1 - p0) + 6 * s * t * (p2 - p1) + 3 * t * t * (p3 - p2)
        case .arc(let a):
            let angle = a.startAngle + t * a.sweep
            return Vector(dx: -a.radius * sin(angle) * a.sweep, dy: a.radius * cos(angle) * a.sweep)
        }
    }

    /// The piece between parameters t0 <= t1, as a segment of the same kind.
    func split(from t0: Double, to t1: Double) -> PathSegment {
        switch self {
        case .line:
            return .line(point(at: t0), point(at: t1))
        case .arc(let a):
            // Keep the stored (exact) end points where the piece keeps the arc's ends.
            let start = a.startAngle + t0 * a.sweep, end = t1 == 1 ? a.endAngle : a.startAngle + t1 * a.sweep
            return .arc(Arc(center: a.center, radius: a.radius, startAngle: start, endAngle: end,
                            startPoint: t0 == 0 ? a.startPoint : a.point(at: start),
                            endPoint: t1 == 1 ? a.endPoint : a.point(at: end)))
        case .quad(let p0, let p1, let p2):
            // Blossoming: the sub-curve's control points are the polar values at (t0, t1).
            func polar(_ u: Double, _ v: Double) -> Point {
                let a = Self.lerp(p0, p1, u), b = Self.lerp(p1, p2, u)
                return Self.lerp(a, b, v)
            }
            return .quad(point(at: t0), polar(t0, t1), point(at: t1))
        case .cubic(let p0, let p1, let p2, let p3):
            func polar(_ u: Double, _ v: Double, _ w: Double) -> Point {
                let a = Self.lerp(p0, p1, u), b = Self.lerp(p1, p2, u), c = Self.lerp(p2, p3, u)
                let d = Self.lerp(a, b, v), e = Self.lerp(b, c, v)
                return Self.lerp(d, e, w)
            }
            return .cubic(point(at: t0), polar(t0, t0, t1), polar(t0, t1, t1), point(at: t1))
        }
    }

    static func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point {
        Point(x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y))
    }

    /// The element that draws this segment from its start.
    var element: PathElement {
        switch self {
        case .line(_, let p): .line(to: p)
        case .quad(_, let c, let p): .quad(control: c, to: p)
        case .cubic(_, let c1, let c2, let p): .cubic(control1: c1, control2: c2, to: p)
        case .arc(let a): .arc(a)
        }
    }
}

/// A run of segments that starts with a move.
struct Subpath: Sendable {
    var start: Point
    var segments: [PathSegment]
    /// Whether it ended with `close` (its closing line, if not zero length, is the last segment).
    var isClosed: Bool
}

/// The reading rules (Docs/Core.md), one element at a time, so that collecting subpaths and
/// streaming a fill's segments (hit testing without allocating) read a path the same way.
///
/// Rules (CoreGraphics-like): an arc whose start is not the current point is joined by a line;
/// `close` adds a line back to the subpath start if needed and the next segment starts a new
/// subpath there; a line or Bezier with no current point acts as a move to its end point; an
/// arc with no current point starts at its own start. Zero-length lines and zero-sweep or
/// zero-radius arcs are dropped, and a subpath without segments ends unreported.
struct PathReader {
    private var start: Point?
    private var current: Point?
    private var hasSegments = false

    /// Reads one element: `segment` gets each segment it draws, `ended(start, closed)` the end
    /// of a subpath that drew something (a move or `close` ends one).
    @inline(__always)
    mutating func read(_ element: PathElement, segment: (PathSegment) -> Void, ended: (_ start: Point, _ closed: Bool) -> Void) {
        func append(_ s: PathSegment) {
            if case .line(let a, let b) = s, a == b { return }
            hasSegments = true
            segment(s)
        }
        switch element {
        case .move(let p):
            finish(ended)
            start = p
            current = p
        case .line(let p):
            guard let c = current else { start = p; current = p; return }
            append(.line(c, p))
            current = p
        case .quad(let c1, let p):
            guard let c = current else { start = p; current = p; return }
            append(.quad(c, c1, p))
            current = p
        case .cubic(let c1, let c2, let p):
            guard let c = current else { start = p; current = p; return }
            append(.cubic(c, c1, c2, p))
            current = p
        case .arc(var a):
            if a.radius < 0 {
                a = Arc(center: a.center, radius: -a.radius, startAngle: a.startAngle + .pi, endAngle: a.endAngle + .pi,
                        startPoint: a.startPoint, endPoint: a.endPoint)
            }
            let s = a.startPoint
            if let c = current { append(.line(c, s)) } else { start = s }
            if a.sweep != 0 && a.radius > 0 { append(.arc(a)) }
            current = a.endPoint
        case .close:
            guard let s = start, let c = current else { return }
            append(.line(c, s))
            if hasSegments { ended(s, true) }
            hasSegments = false
            current = s
        }
    }

    /// Ends the subpath in progress (open), at a move or at the end of the path.
    @inline(__always)
    mutating func finish(_ ended: (_ start: Point, _ closed: Bool) -> Void) {
        if let s = start, hasSegments { ended(s, false) }
        hasSegments = false
    }

    /// Reads a whole path: ``read(_:segment:ended:)`` for every element, then ``finish(_:)``,
    /// with the one `ended` for both, so a caller writes what ends a subpath once.
    ///
    /// Pass closure literals: a local function passed as a value boxed the variables it
    /// captured and checked every access to them at run time.
    @inline(__always)
    static func read(_ elements: [PathElement], segment: (PathSegment) -> Void, ended: (_ start: Point, _ closed: Bool) -> Void) {
        var reader = PathReader()
        for element in elements { reader.read(element, segment: segment, ended: ended) }
        reader.finish(ended)
    }
}

extension Path {
    /// The drawn subpaths, as a stroke sees them (reading rules: ``PathReader``). Zero-length
    /// lines, zero-sweep or zero-radius arcs and subpaths without segments are dropped.
    var subpaths: [Subpath] {
        var result: [Subpath] = []
        // Room for every segment at once (an element draws at most two: an arc's joining line
        // and the arc), so reading a path does not regrow the array several times.
        var segments: [PathSegment] = []
        segments.reserveCapacity(elements.count + 1)
        PathReader.read(elements, segment: { segments.append($0) }, ended: { start, closed in
            result.append(Subpath(start: start, segments: segments, isClosed: closed))
            segments.removeAll(keepingCapacity: false)
        })
        return result
    }

    /// Calls `segment` with every segment of ``subpaths`` in order, and `subpathEnded` after each
    /// subpath's last: measures that only sum or scan the segments (length, bounds) read the path
    /// this way and allocate no subpaths.
    @inline(__always)
    func forEachSegment(_ segment: (PathSegment) -> Void, subpathEnded: () -> Void = {}) {
        PathReader.read(elements, segment: segment, ended: { _, _ in subpathEnded() })
    }

    /// Calls `body` with every segment a fill uses, in order: every subpath's segments, and a
    /// closing line after a subpath left open (unless it already ends at its start). Allocates nothing.
    @inline(__always)
    func forEachFillSegment(_ body: (PathSegment) -> Void) {
        var last = Point.zero
        PathReader.read(elements, segment: { body($0); last = $0.end }, ended: { start, closed in
            if !closed && last != start { body(.line(last, start)) }
        })
    }

    /// The segments a fill uses: every subpath, closed by a line if it was left open.
    var fillSegments: [PathSegment] {
        var result: [PathSegment] = []
        result.reserveCapacity(elements.count + 1)
        forEachFillSegment { result.append($0) }
        return result
    }
}
