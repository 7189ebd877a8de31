import Foundation

extension Path {
    /// The signed area of the fill (every subpath closed), by Green's theorem
    /// `A = ½ ∮ (x dy − y dx)` (SPEC 5): exact for lines (shoelace) and arcs, closed form for
    /// Beziers. Positive for the package's shapes, which run clockwise on screen (y down).
    public var signedArea: Double {
        var twice = 0.0
        for segment in fillSegments { twice += Self.twiceArea(segment) }
        return twice / 2
    }

    /// The absolute value of ``signedArea``.
    public var area: Double { abs(signedArea) }

    /// `∮ (x dy − y dx)` along one segment.
    private static func twiceArea(_ segment: PathSegment) -> Double {
        func cross(_ a: Point, _ b: Point) -> Double { a.x * b.y - a.y * b.x }
        switch segment {
        case .line(let a, let b):
            return cross(a, b)
        case .quad(let p0, let p1, let p2):
            return (2 * cross(p0, p1) + 2 * cross(p1, p2) + cross(p0, p2)) / 3
        case .cubic(let p0, let p1, let p2, let p3):
            let sum = 6 * cross(p0, p1) + 3 * cross(p0, p2) + cross(p0, p3)
                + 3 * cross(p1, p2) + 3 * cross(p1, p3) + 6 * cross(p2, p3)
            return sum / 10
        case .arc(let arc):
            // x = cx + r cos φ, y = cy + r sin φ: x dy − y dx = r² + r (cx cos φ + cy sin φ) dφ.
            let (a0, a1, r, c) = (arc.startAngle, arc.endAngle, arc.radius, arc.center)
            return r * r * (a1 - a0) + r * (c.x * (sin(a1) - sin(a0)) - c.y * (cos(a1) - cos(a0)))
        }
    }
}
