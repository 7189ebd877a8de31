import ShapeModel

/// The polygon through a path's segment end points: what a hit test or a length sees if it
/// ignores curves. Only the faulty producers ``Fault/chordPolygonHitTest`` and
/// ``Fault/chordPolygonLength`` use it.
struct ChordPolygon: Sendable {
    private var vertices: [Point] = []

    init(_ path: Path) {
        for element in path.elements {
            if let point = element.endPoint { vertices.append(point) }
        }
    }

    /// The polygon's perimeter, closing edge included.
    var perimeter: Double {
        guard vertices.count >= 2 else { return 0 }
        var total = 0.0
        for i in vertices.indices { total += vertices[i].distance(to: vertices[(i + 1) % vertices.count]) }
        return total
    }

    /// Winding-number or crossing-parity test against the polygon.
    func contains(_ point: Point, rule: FillRule) -> Bool {
        guard vertices.count >= 3 else { return false }
        var winding = 0
        var crossings = 0
        for i in vertices.indices {
            let a = vertices[i], b = vertices[(i + 1) % vertices.count]
            let side = (b - a).cross(point - a)
            if a.y <= point.y {
                if b.y > point.y && side > 0 { winding += 1; crossings += 1 }
            } else if b.y <= point.y && side < 0 {
                winding -= 1
                crossings += 1
            }
        }
        return rule == .nonZero ? winding != 0 : crossings % 2 == 1
    }
}
