import Foundation
import ShapeModel

/// One drawn piece of a path the producer made, read by the verification engine itself (not by
/// the core's path readers, which are under test too): its start and its element, with points,
/// tangents and the outward normal of a clockwise loop along it.
struct PathPiece {
    /// Where the piece starts (the pen before the element).
    var start: Point
    /// A `line`, `quad`, `cubic` or `arc` element.
    var element: PathElement

    /// The point at parameter `t` in `[0, 1]` (an arc's angle moves linearly).
    func point(_ t: Double) -> Point {
        let s = 1 - t
        switch element {
        case .line(let p):
            return Point(x: start.x + t * (p.x - start.x), y: start.y + t * (p.y - start.y))
        case .quad(let c, let p):
            return Point(x: s * s * start.x + 2 * s * t * c.x + t * t * p.x, y: s * s * start.y + 2 * s * t * c.y + t * t * p.y)
        case .cubic(let c1, let c2, let p):
            let (a, b, c, d) = (s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t)
            return Point(x: a * start.x + b * c1.x + c * c2.x + d * p.x, y: a * start.y + b * c1.y + c * c2.y + d * p.y)
        case .arc(let arc):
            if t == 0 { return arc.startPoint }
            if t == 1 { return arc.endPoint }
            let angle = arc.startAngle + t * (arc.endAngle - arc.startAngle)
            return Point(x: arc.center.x + arc.radius * cos(angle), y: arc.center.y + arc.radius * sin(angle))
        case .move(let p):
            return p
        case .close:
            return start
        }
    }

    /// The unit outward normal at `t` of a loop that runs clockwise on screen (y down): the
    /// direction of travel turned a quarter counter-clockwise. Estimated from nearby points, so
    /// it needs no derivative formulas; `.zero` where the piece does not move.
    func outwardNormal(_ t: Double) -> Vector {
        let h = 1e-6
        let a = point(Swift.max(0, t - h)), b = point(Swift.min(1, t + h))
        let d = b - a
        let l = d.length
        return l > 0 ? Vector(dx: d.dy / l, dy: -d.dx / l) : .zero
    }

    /// The drawn pieces of `path`: lines, curves and arcs, the line that joins an arc to the pen
    /// when it starts elsewhere, and the line a `close` draws back to the subpath's start.
    static func pieces(of path: Path) -> [PathPiece] {
        var out: [PathPiece] = []
        var pen: Point?
        var subpathStart: Point?
        for element in path.elements {
            switch element {
            case .move(let p):
                pen = p
                subpathStart = p
            case .line(let p), .quad(_, let p), .cubic(_, _, let p):
                if let from = pen, from != p || !element.isLine { out.append(PathPiece(start: from, element: element)) }
                pen = p
                if subpathStart == nil { subpathStart = p }
            case .arc(let arc):
                if let from = pen, from != arc.startPoint { out.append(PathPiece(start: from, element: .line(to: arc.startPoint))) }
                out.append(PathPiece(start: arc.startPoint, element: element))
                pen = arc.endPoint
                if subpathStart == nil { subpathStart = arc.startPoint }
            case .close:
                if let from = pen, let to = subpathStart, from != to { out.append(PathPiece(start: from, element: .line(to: to))) }
                pen = subpathStart
            }
        }
        return out
    }

    /// `path` cut at its moves: one path per subpath.
    static func loops(of path: Path) -> [Path] {
        var loops: [[PathElement]] = []
        for element in path.elements {
            if case .move = element { loops.append([element]) } else if loops.isEmpty { loops.append([element]) } else { loops[loops.count - 1].append(element) }
        }
        return loops.map { Path($0) }
    }
}

private extension PathElement {
    var isLine: Bool { if case .line = self { true } else { false } }
}
