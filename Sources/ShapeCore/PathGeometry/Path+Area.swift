import Foundation

extension Path {
    /// The signed area of the fill (every subpath closed), by Green's theorem
    /// `A = ½ ∮ (x dy − y dx)` (Contract: exact area): exact for lines (shoelace) and arcs, closed form for
    /// Beziers. Positive for the package's shapes, which run clockwise on screen (y down).
    public var signedArea: Double {
        // Streamed: the same segments in the same order as `fillSegments`, without the array.
        var twice = 0.0
        forEachFillSegment { twice += Self.twiceArea($0) }
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
            // The chord's shoelace term plus twice the circular segment, r²(φ − sin φ): equal to
            // Green's integral r²φ + r(cx Δsin − cy Δcos), but without its large terms, which
            // cancel catastrophically for a big radius or a far-away centre.
            let phi = arc.endAngle - arc.startAngle, r = arc.radius
            return cross(arc.startPoint, arc.endPoint) + r * r * phiMinusSine(phi)
        }
    }

    /// `φ − sin φ`, by its series where the subtraction would cancel.
    private static func phiMinusSine(_ phi: Double) -> Double {
        guard abs(phi) < 0.1 else { return phi - sin(phi) }
        let p2 = phi * phi
        // φ³/6 − φ⁵/120 + φ⁷/5040 − φ⁹/362880: the next term is below 1e-17 relative here.
        return phi * p2 / 6 * (1 - p2 / 20 * (1 - p2 / 42 * (1 - p2 / 72)))
    }
}
