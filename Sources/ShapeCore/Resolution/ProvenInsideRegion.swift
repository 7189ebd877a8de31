import Foundation

/// Contract: proven-inside region. A convex region `G` that lies inside a shape with offsets:
/// where content margins with offsets start from.
///
/// `G` is the intersection of half-planes: each edge's line, moved inward by the depth of an
/// inward triangle on it (the notch lies in that strip), and each treated corner's chord between
/// its two reach points (every corner curve lies between its chord and the vertex: arcs,
/// parabolas and the continuous template all stay in that triangle). Outward triangles only add
/// area and are ignored. `G` is convex, so an axis-aligned rectangle is inside it when its four
/// corners are.
struct ProvenInsideRegion {
    /// `value(q) >= 0` inside: `cross(direction, q - origin) - offset`, a signed distance (unit direction).
    struct HalfPlane {
        let origin: Point
        let direction: Vector
        let offset: Double

        @inline(__always)
        func value(_ q: Point) -> Double { direction.cross(q - origin) - offset }
    }

    /// The half-planes whose intersection is `G`.
    let planes: [HalfPlane]
    /// The mean of the eight reach points: inside `G` (see `init`).
    let center: Point
    /// The corner points, in path order: `G` is this quadrilateral cut by the planes.
    let quadrilateral: [Point]

    /// `G` of a resolved shape. `center` is inside `G`: it is inside the octagon of reach points,
    /// and it sits at least `D_i / 2` from edge i (the four far reach points are `>= D_i` away),
    /// beyond any inward triangle depth `<= D_i / 3`.
    init(_ shape: ResolvedShape) {
        let frame = CornerFrame(shape.cornerPoints)
        let e = shape.edges.inOrder
        let spanStarts = (0..<4).map { frame.point(onEdge: $0, at: e[$0].spanStart, length: e[$0].length) }
        let spanEnds = (0..<4).map { frame.point(onEdge: $0, at: e[$0].spanEnd, length: e[$0].length) }
        var planes: [HalfPlane] = []
        for i in 0..<4 {
            var inset = 0.0
            if let t = e[i].triangle, t.direction == .inward { inset = t.size }
            planes.append(HalfPlane(origin: frame.points[i], direction: frame.units[i], offset: inset))
            // The chord from the reach point on the incoming edge to the one on the outgoing edge,
            // in direction only (`reachOut u - reachIn v`, scaled by the larger reach) and measured
            // from the vertex: subnormal reaches round the joints themselves onto the vertex in ways
            // that can flip the chord (a 5e-324 continuous corner on an offset edge).
            let corner = shape.corners.inOrder[i]
            let (reachIn, reachOut) = (corner.reachIncoming, corner.reachOutgoing)
            let m = Swift.max(reachIn, reachOut)
            guard m > 0, m.isFinite else { continue }
            let v = frame.incoming(i), u = frame.outgoing(i)
            let chord = (reachOut / m) * u - (reachIn / m) * v
            let length = chord.length
            guard length > 0 else { continue }
            let direction = Vector(dx: chord.dx / length, dy: chord.dy / length)
            planes.append(HalfPlane(origin: frame.points[i], direction: direction, offset: reachIn * direction.cross(v)))
        }
        self.planes = planes
        // The eight joints' mean, summed from 0 in the order spanStarts then spanEnds (loops, not
        // mapped key paths: those were looked up at run time on every call).
        var sum = (x: 0.0, y: 0.0)
        for joint in spanStarts { sum.x += joint.x; sum.y += joint.y }
        for joint in spanEnds { sum.x += joint.x; sum.y += joint.y }
        center = Point(x: sum.x / 8, y: sum.y / 8)
        quadrilateral = frame.points.inOrder
    }

    /// `box` scaled about `center` by the largest `t <= 1` that keeps its four corners in `G`,
    /// solved in closed form per half-plane (`g(c) / (g(c) - g(q))`); a point at `center` when
    /// `center` is not strictly inside (a shape without area).
    func shrunk(_ box: AxisBox) -> AxisBox {
        let corners = [Point(x: box.left, y: box.top), Point(x: box.right, y: box.top),
                       Point(x: box.right, y: box.bottom), Point(x: box.left, y: box.bottom)]
        var t = 1.0
        for plane in planes {
            let gc = plane.value(center)
            guard gc > 0 else { t = 0; break }
            for q in corners {
                let gq = plane.value(q)
                if gq < 0 { t = Swift.min(t, gc / (gc - gq)) }
            }
        }
        if t >= 1 { return box }
        t = Swift.max(0, t)
        return AxisBox(left: center.x + t * (box.left - center.x), top: center.y + t * (box.top - center.y),
                       right: center.x + t * (box.right - center.x), bottom: center.y + t * (box.bottom - center.y))
    }

    /// A square inside `G` and inside the bounds `(0, 0, size)`, centred at the centroid of that
    /// intersection, with half-side half its distance to the nearest boundary (a square of
    /// half-side `s` lies in the disc of radius `s √2 < 2 s`); `nil` when the intersection has no
    /// interior (Contract: empty content rectangle).
    func interiorSquare(within size: Size) -> AxisBox? {
        let bounds = [HalfPlane(origin: Point(x: 0, y: 0), direction: Vector(dx: 1, dy: 0), offset: 0),
                      HalfPlane(origin: Point(x: size.width, y: 0), direction: Vector(dx: 0, dy: 1), offset: 0),
                      HalfPlane(origin: Point(x: size.width, y: size.height), direction: Vector(dx: -1, dy: 0), offset: 0),
                      HalfPlane(origin: Point(x: 0, y: size.height), direction: Vector(dx: 0, dy: -1), offset: 0)]
        let all = planes + bounds
        // Sutherland-Hodgman: the quadrilateral cut by every half-plane in turn.
        var polygon = quadrilateral
        for plane in all {
            var cut: [Point] = []
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                let (ga, gb) = (plane.value(a), plane.value(b))
                if ga >= 0 { cut.append(a) }
                if (ga >= 0) != (gb >= 0) {
                    let s = ga / (ga - gb)
                    cut.append(Point(x: a.x + s * (b.x - a.x), y: a.y + s * (b.y - a.y)))
                }
            }
            polygon = cut
            if polygon.count < 3 { return nil }
        }
        // Area centroid about the first vertex (shoelace); a polygon without area has no interior.
        let o = polygon[0]
        var (area, cx, cy) = (0.0, 0.0, 0.0)
        for i in 1..<(polygon.count - 1) {
            let p = polygon[i] - o, q = polygon[i + 1] - o
            let c = p.cross(q)
            area += c; cx += (p.dx + q.dx) * c; cy += (p.dy + q.dy) * c
        }
        guard area > 0, area.isFinite else { return nil }
        let centroid = Point(x: o.x + cx / (3 * area), y: o.y + cy / (3 * area))
        let clearance = all.map { $0.value(centroid) }.min() ?? 0
        guard clearance > 0 else { return nil }
        let s = clearance / 2
        let square = AxisBox(left: centroid.x - s, top: centroid.y - s, right: centroid.x + s, bottom: centroid.y + s)
        return square.hasArea ? square : nil
    }
}
