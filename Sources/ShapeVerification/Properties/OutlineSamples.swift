import Foundation
import ShapeModel

/// Points along a path's drawn pieces, evaluated from each element's own formula (Bezier
/// polynomials, the arc's circle), not by the core's path geometry: every element's end point
/// and interior points (`t = 1/2` by default; arcs by angle), with the element's index.
enum OutlineSamples {
    static func points(of path: Path, interior: [Double] = [0.5]) -> [(point: Point, element: Int)] {
        // Declared with the result's labels (an unlabelled array was converted element by element on
        // return), with room for the most any element adds (an arc: its ends and the interior points).
        var out: [(point: Point, element: Int)] = []
        out.reserveCapacity(path.elements.count * (interior.count + 2))
        var current = Point.zero, start = Point.zero
        for (index, element) in path.elements.enumerated() {
            switch element {
            case .move(let p):
                current = p
                start = p
                out.append((p, index))
            case .line(let p):
                for t in interior { out.append((Point(x: current.x + t * (p.x - current.x), y: current.y + t * (p.y - current.y)), index)) }
                out.append((p, index))
                current = p
            case .quad(let c, let p):
                for t in interior {
                    let s = 1 - t
                    out.append((Point(x: s * s * current.x + 2 * s * t * c.x + t * t * p.x,
                                      y: s * s * current.y + 2 * s * t * c.y + t * t * p.y), index))
                }
                out.append((p, index))
                current = p
            case .cubic(let c1, let c2, let p):
                for t in interior {
                    let s = 1 - t
                    let (a, b, c, d) = (s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t)
                    out.append((Point(x: a * current.x + b * c1.x + c * c2.x + d * p.x,
                                      y: a * current.y + b * c1.y + c * c2.y + d * p.y), index))
                }
                out.append((p, index))
                current = p
            case .arc(let arc):
                out.append((arc.startPoint, index))
                for t in interior {
                    let angle = arc.startAngle + t * (arc.endAngle - arc.startAngle)
                    out.append((Point(x: arc.center.x + arc.radius * cos(angle), y: arc.center.y + arc.radius * sin(angle)), index))
                }
                out.append((arc.endPoint, index))
                current = arc.endPoint
            case .close:
                out.append((start, index))
                current = start
            }
        }
        return out
    }

    /// A closed polygon through `count` points of the circle, for pictures.
    static func circle(center: Point, radius: Double, count: Int = 64) -> Path {
        var elements: [PathElement] = []
        for i in 0 ..< count {
            let angle = Double(i) / Double(count) * 2 * .pi
            let p = Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            elements.append(i == 0 ? .move(to: p) : .line(to: p))
        }
        elements.append(.close)
        return Path(elements)
    }

    /// A closed polygon through `points`, for pictures.
    static func polygon(_ points: [Point]) -> Path {
        guard let first = points.first else { return .empty }
        return Path([.move(to: first)] + points.dropFirst().map { .line(to: $0) } + [.close])
    }
}
