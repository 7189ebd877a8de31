import Foundation
import ShapeModel

/// The square a producer's hit test answers for when it tests a box rather than a point
/// (`hitTestBox` in the handshake: a browser's `elementFromPoint` tests a 1 x 1 px box).
///
/// Such an answer is only a verdict on the point where the box lies wholly on one side of the
/// outline: then every point of the box, its centre included, has the same insideness. Where the
/// outline passes through the box, "inside" (the box touches the shape) and "outside" (its
/// centre is not in it) are both fair. ``isCrossed(by:)`` decides which, exactly (to rounding)
/// for lines and arcs: sampling the box's corners and edge midpoints misses a sharp corner of
/// the shape that pokes into the box between them, and a sharp corner is where a box's answer
/// differs most from its centre's.
struct HitTestBox {
    let minX: Double, maxX: Double, minY: Double, maxY: Double

    /// The box of side `side` centred on `centre`, grown by a rounding margin (a touch counts as a crossing).
    init(centre: Point, side: Double) {
        let half = side / 2
        let margin = 1e-9 * Swift.max(1, Swift.abs(centre.x), Swift.abs(centre.y), side)
        (minX, maxX) = (centre.x - half - margin, centre.x + half + margin)
        (minY, maxY) = (centre.y - half - margin, centre.y + half + margin)
    }

    /// Whether any piece of `path` meets the box (closing lines and the implicit line to an arc's
    /// start included).
    ///
    /// - Complexity: O(elements); a Bezier is subdivided while its control points' box meets
    ///   this one, at most 40 levels deep.
    func isCrossed(by path: Path) -> Bool {
        PathPiece.pieces(of: path).contains { piece in
            let a = piece.start
            switch piece.element {
            case .line(let p): return meets(line: a, p)
            case .quad(let c, let p): return meets(cubic: [a, a + (c - a) * (2.0 / 3), p + (c - p) * (2.0 / 3), p], depth: 0)
            case .cubic(let c1, let c2, let p): return meets(cubic: [a, c1, c2, p], depth: 0)
            case .arc(let arc): return meets(arc: arc)
            case .move, .close: return false
            }
        }
    }

    private func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY
    }

    /// Liang-Barsky: the segment's parameter range inside each slab.
    private func meets(line a: Point, _ b: Point) -> Bool {
        var (low, high) = (0.0, 1.0)
        let d = b - a
        for (delta, from, lower, upper) in [(d.dx, a.x, minX, maxX), (d.dy, a.y, minY, maxY)] {
            if delta == 0 {
                if from < lower || from > upper { return false }
                continue
            }
            var (t0, t1) = ((lower - from) / delta, (upper - from) / delta)
            if t0 > t1 { swap(&t0, &t1) }
            low = Swift.max(low, t0)
            high = Swift.min(high, t1)
            if low > high { return false }
        }
        return true
    }

    /// An arc meets the box when an end lies in it or its circle crosses a side within the sweep.
    private func meets(arc: Arc) -> Bool {
        if contains(arc.startPoint) || contains(arc.endPoint) { return true }
        let (c, r) = (arc.center, arc.radius)
        // Each side: x = const with y in [minY, maxY], or y = const with x in [minX, maxX].
        for (isVertical, at, lower, upper) in [(true, minX, minY, maxY), (true, maxX, minY, maxY), (false, minY, minX, maxX), (false, maxY, minX, maxX)] {
            let offset = (isVertical ? at - c.x : at - c.y)
            let squared = r * r - offset * offset
            guard squared >= 0 else { continue }
            let root = squared.squareRoot()
            for along in [-root, root] {
                let p = isVertical ? Point(x: at, y: c.y + along) : Point(x: c.x + along, y: at)
                let coordinate = isVertical ? p.y : p.x
                if coordinate >= lower && coordinate <= upper && Self.isWithinSweep(arc, atan2(p.y - c.y, p.x - c.x)) { return true }
            }
        }
        return false
    }

    /// Whether `angle` lies on the arc (sweeping from its start angle, clockwise when positive).
    private static func isWithinSweep(_ arc: Arc, _ angle: Double) -> Bool {
        let turn = 2 * Double.pi
        let sweep = arc.sweep
        if Swift.abs(sweep) >= turn { return true }
        var d = (sweep >= 0 ? angle - arc.startAngle : arc.startAngle - angle).truncatingRemainder(dividingBy: turn)
        if d < 0 { d += turn }
        let slack = 1e-12 * turn
        return d <= Swift.abs(sweep) + slack || d >= turn - slack
    }

    /// A Bezier (four control points) meets the box if its control points' box does, down to a
    /// control box too small to split further (then it counts as meeting: the cautious answer).
    private func meets(cubic p: [Point], depth: Int) -> Bool {
        if contains(p[0]) || contains(p[3]) { return true }
        let xs = p.map(\.x), ys = p.map(\.y)
        guard let loX = xs.min(), let hiX = xs.max(), let loY = ys.min(), let hiY = ys.max() else { return false }
        if hiX < minX || loX > maxX || hiY < minY || loY > maxY { return false }
        if depth >= 40 || Swift.max(hiX - loX, hiY - loY) <= 1e-12 * Swift.max(1, Swift.abs(loX), Swift.abs(loY)) { return true }
        // de Casteljau at 1/2.
        let ab = Self.mid(p[0], p[1]), bc = Self.mid(p[1], p[2]), cd = Self.mid(p[2], p[3])
        let abc = Self.mid(ab, bc), bcd = Self.mid(bc, cd), m = Self.mid(abc, bcd)
        return meets(cubic: [p[0], ab, abc, m], depth: depth + 1) || meets(cubic: [m, bcd, cd, p[3]], depth: depth + 1)
    }

    private static func mid(_ a: Point, _ b: Point) -> Point { Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }
}
