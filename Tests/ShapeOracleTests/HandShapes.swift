import Foundation
import ShapeModel

/// Shapes whose geometry is worked out by hand from Docs/Contract.md (numbers in comments), with paths
/// built element by element: the raster oracle gets paths without the core.
enum HandShapes {
    static let s2 = 2.0.squareRoot()

    // MARK: Specs

    /// 200x120: topLeft cut 20, topRight and bottomLeft rounded 20, bottomRight curved 20 x 60.
    static let cardSpec = ShapeSpec(corners: Corners(topLeft: .cut(20), topRight: .rounded(20),
                                                     bottomRight: .curved(width: 20, height: 60), bottomLeft: .rounded(20)))
    /// 100x50, rounded 8, outward triangle 10 on the top edge.
    static let handleSpec = ShapeSpec(corners: Corners(all: .rounded(8)),
                                      edges: Edges(top: .triangle(size: 10, direction: .outward), right: .straight, bottom: .straight, left: .straight))
    /// 100x50, cut 6, inward triangle 8 on the bottom edge.
    static let notchSpec = ShapeSpec(corners: Corners(all: .cut(6)),
                                     edges: Edges(top: .straight, right: .straight, bottom: .triangle(size: 8, direction: .inward), left: .straight))
    /// 100x100 with topLeft and topRight moved right by 100: the parallelogram
    /// (100,0) (200,0) (100,100) (0,100), angles 135/45/135/45 degrees, rounded 10 everywhere.
    static let slantedSpec = ShapeSpec(corners: Corners(all: .rounded(10)),
                                       offsets: Corners(topLeft: Vector(dx: 100, dy: 0), topRight: Vector(dx: 100, dy: 0), bottomRight: .zero, bottomLeft: .zero))

    // MARK: Paths

    static func polygon(_ points: [Point]) -> Path {
        var elements: [PathElement] = [.move(to: points[0])]
        for p in points.dropFirst() { elements.append(.line(to: p)) }
        elements.append(.line(to: points[0]))
        elements.append(.close)
        return Path(elements)
    }

    static func arc(_ cx: Double, _ cy: Double, _ r: Double, _ a0: Double, _ a1: Double) -> PathElement {
        .arc(Arc(center: Point(x: cx, y: cy), radius: r, startAngle: a0, endAngle: a1))
    }

    static func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    /// The circle of radius 50 about (50, 50) as four quarter arcs.
    static let circle = Path([.move(to: p(0, 50)),
                              arc(50, 50, 50, .pi, 1.5 * .pi), arc(50, 50, 50, -0.5 * .pi, 0),
                              arc(50, 50, 50, 0, 0.5 * .pi), arc(50, 50, 50, 0.5 * .pi, .pi), .close])

    /// The cut diamond through the edge midpoints of 100x100.
    static let diamond = polygon([p(0, 50), p(50, 0), p(100, 50), p(50, 100)])

    /// The plain 120x80 rectangle.
    static let rectangle = polygon([p(0, 0), p(120, 0), p(120, 80), p(0, 80)])

    /// The card: cut (0,20)-(20,0); arc about (180,20); quad (200,60) ctrl (200,120) to (180,120);
    /// arc about (20,100).
    static let card = Path([.move(to: p(0, 20)), .line(to: p(20, 0)), .line(to: p(180, 0)),
                            arc(180, 20, 20, -0.5 * .pi, 0), .line(to: p(200, 60)),
                            .quad(control: p(200, 120), to: p(180, 120)), .line(to: p(20, 120)),
                            arc(20, 100, 20, 0.5 * .pi, .pi), .line(to: p(0, 20)), .close])

    /// The handle: rounded 8 at the corners of 100x50, triangle base 40...60 with apex (50, -10).
    static let handle = Path([.move(to: p(0, 8)), arc(8, 8, 8, .pi, 1.5 * .pi), .line(to: p(40, 0)), .line(to: p(50, -10)),
                              .line(to: p(60, 0)), .line(to: p(92, 0)), arc(92, 8, 8, -0.5 * .pi, 0), .line(to: p(100, 42)),
                              arc(92, 42, 8, 0, 0.5 * .pi), .line(to: p(8, 50)), arc(8, 42, 8, 0.5 * .pi, .pi),
                              .line(to: p(0, 8)), .close])

    /// The notch: cut 6 corners, bottom span from x = 94 to 6 centred at 50, base 58...42, apex (50, 42).
    static let notch = polygon([p(0, 6), p(6, 0), p(94, 0), p(100, 6), p(100, 44), p(94, 50), p(58, 50), p(50, 42),
                                p(42, 50), p(6, 50), p(0, 44)])

    /// The slanted parallelogram. At the 135-degree corners the reach is 10 tan(22.5°) = 10(√2 - 1),
    /// at the 45-degree corners 10 / tan(22.5°) = 10(√2 + 1); each centre is 10 from both edges.
    static var slanted: Path {
        let small = 10 * (s2 - 1), large = 10 * (s2 + 1)
        let d = small / s2
        return Path([
            .move(to: p(100 - d, d)),
            arc(100 + small, 10, 10, -0.75 * .pi, -0.5 * .pi),
            .line(to: p(200 - large, 0)),
            arc(200 - large, 10, 10, -0.5 * .pi, 0.25 * .pi),
            .line(to: p(100 + d, 100 - d)),
            arc(100 - small, 90, 10, 0.25 * .pi, 0.5 * .pi),
            .line(to: p(large, 100)),
            arc(large, 90, 10, 0.5 * .pi, 1.25 * .pi),
            .line(to: p(100 - d, d)),
            .close,
        ])
    }

    /// Area of the slanted shape: 100·100 less, per corner, kite `ρ r` minus sector `r²(π - θ)/2`:
    /// 2 [100(√2 - 1) - 50π/4 + 100(√2 + 1) - 50·3π/4] = 400√2 - 100π.
    static let slantedArea = 10000 - 400 * 2.0.squareRoot() + 100 * Double.pi

    /// The contract's continuous-corner template (typed again here), mapped onto the corners of 120x80 with r = 12.
    static var continuous: Path {
        let r = 12.0, w = 120.0, h = 80.0
        let c1: [(Double, Double)] = [(1.52866483, 0), (1.08849323, 0), (0.86840689, 0), (0.66993427, 0.065496)]
        let l1: (Double, Double) = (0.63149399, 0.074911)
        let c2: [(Double, Double)] = [(0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.074911, 0.63149399)]
        let l2: (Double, Double) = (0.065496, 0.66993427)
        let c3: [(Double, Double)] = [(0, 0.86840689), (0, 1.08849323), (0, 1.52866483)]
        // (a along the incoming edge, b along the outgoing edge) -> screen, per corner.
        let maps: [((Double, Double)) -> Point] = [
            { t in p(r * t.1, r * t.0) },                 // topLeft: incoming = left edge (down), outgoing = right
            { t in p(w - r * t.0, r * t.1) },             // topRight
            { t in p(w - r * t.1, h - r * t.0) },         // bottomRight
            { t in p(r * t.0, h - r * t.1) },             // bottomLeft
        ]
        var e: [PathElement] = [.move(to: maps[0](c1[0]))]
        for (k, m) in maps.enumerated() {
            if k > 0 { e.append(.line(to: m(c1[0]))) }
            e.append(.cubic(control1: m(c1[1]), control2: m(c1[2]), to: m(c1[3])))
            e.append(.line(to: m(l1)))
            e.append(.cubic(control1: m(c2[0]), control2: m(c2[1]), to: m(c2[2])))
            e.append(.line(to: m(l2)))
            e.append(.cubic(control1: m(c3[0]), control2: m(c3[1]), to: m(c3[2])))
        }
        e.append(.line(to: maps[0](c1[0])))
        e.append(.close)
        return Path(e)
    }

    /// The shoelace area of a polygon (y down: clockwise on screen is positive).
    static func shoelace(_ pts: [Point]) -> Double {
        var a = 0.0
        for i in pts.indices {
            let (u, v) = (pts[i], pts[(i + 1) % pts.count])
            a += u.x * v.y - v.x * u.y
        }
        return a / 2
    }
}
