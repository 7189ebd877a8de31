import Foundation
import Testing
import ShapeModel
import ShapeOracle

/// Regions, resolution and measures worked out by hand for shapes of every family.
@Suite("Hand-computed regions")
struct HandComputedRegionTests {
    static func oracle(_ spec: ShapeSpec, _ w: Double, _ h: Double) throws -> AnalyticOracle {
        try AnalyticOracle(spec: spec, size: Size(width: w, height: h))
    }

    @Test("rectangle: inside, outside, the band, distance and area")
    func rectangle() throws {
        let o = try Self.oracle(.rectangle, 120, 80)
        #expect(o.epsilon == 1.2e-5)
        #expect(o.classify(Point(x: 60, y: 40)) == .inside)
        #expect(o.classify(Point(x: -1, y: 40)) == .outside)
        #expect(o.classify(Point(x: 0, y: 40)) == .boundary)
        #expect(o.classify(Point(x: 1e-5, y: 40)) == .boundary)
        #expect(o.classify(Point(x: 2e-5, y: 40)) == .inside)
        #expect(o.classify(Point(x: -2e-5, y: 40)) == .outside)
        #expect(o.classify(Point(x: 120, y: 80)) == .boundary)
        #expect(o.distanceToOutline(Point(x: 60, y: 40)) == 40)
        #expect(o.distanceToOutline(Point(x: 130, y: 90)) == 200.0.squareRoot())
        #expect(o.area == 9600)
        #expect(o.bounds == Rect(x: 0, y: 0, width: 120, height: 80))
        #expect(o.marginDemands == .zero)
        #expect(o.scale == 1)
    }

    @Test("rounded 60 on 100x100 is the circle of radius 50, f = 5/6 stepped down until the reaches fit")
    func circle() throws {
        let o = try Self.oracle(ShapeSpec(allCorners: .rounded(60)), 100, 100)
        #expect(abs(o.scale - 5.0 / 6.0) <= 2e-16)
        #expect(o.scale <= 5.0 / 6.0)
        guard case .rounded(let r) = o.cornerSizes.topLeft else { Issue.record("not rounded"); return }
        #expect(abs(r.rawValue - 50) <= 1e-13)
        for c in Corner.allCases {
            let next = Corner(rawValue: (c.rawValue + 1) % 4) ?? .topLeft
            #expect(o.reaches[c].outgoing + o.reaches[next].incoming <= 100)
        }
        let center = Point(x: 50, y: 50)
        for k in 0..<360 {
            let a = Double(k) * .pi / 180 + 0.001
            let dir = Vector(dx: cos(a), dy: sin(a))
            #expect(o.classify(center + dir * 49.999) == .inside)
            #expect(o.classify(center + dir * 50.001) == .outside)
            #expect(o.classify(center + dir * 50.000001) == .boundary)
            let q = center + dir * (30 + Double(k % 40))
            #expect(abs(o.distanceToOutline(q) - abs(50 - q.distance(to: center))) <= 1e-12)
        }
        #expect(abs(o.area - 2500 * .pi) <= 1e-9)
    }

    @Test("cut 50 on 100x100 is the diamond |x - 50| + |y - 50| <= 50 (the cut-diamond identity)")
    func diamond() throws {
        let o = try Self.oracle(ShapeSpec(allCorners: .cut(50)), 100, 100)
        #expect(o.scale == 1)
        #expect(o.reaches.topLeft == OracleReach(incoming: 50, outgoing: 50))
        #expect(o.area == 5000)
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let p = Point(x: Double.random(in: -10...110, using: &rng), y: Double.random(in: -10...110, using: &rng))
            let l1 = abs(p.x - 50) + abs(p.y - 50)
            if l1 < 50 - 1e-3 { #expect(o.classify(p) == .inside, "\(p)") }
            if l1 > 50 + 1e-3 { #expect(o.classify(p) == .outside, "\(p)") }
        }
        #expect(o.classify(Point(x: 25, y: 25)) == .boundary)
    }

    @Test("the card: cut, rounded, curved (20 along the bottom, 60 up the right) and rounded corners")
    func card() throws {
        let o = try Self.oracle(HandShapes.cardSpec, 200, 120)
        #expect(o.reaches.topLeft == OracleReach(incoming: 20, outgoing: 20))
        #expect(o.reaches.topRight == OracleReach(incoming: 20, outgoing: 20))
        #expect(o.reaches.bottomRight == OracleReach(incoming: 60, outgoing: 20))
        #expect(o.reaches.bottomLeft == OracleReach(incoming: 20, outgoing: 20))
        // 200·120 - 200 (cut) - 2 (400 - 100π) (rounded) - 1200/6 (curved: a third of the control triangle)
        #expect(abs(o.area - (24000 - 200 - 2 * (400 - 100 * .pi) - 200)) <= 1e-9)
        let expectations: [(Double, Double, Region)] = [
            (5, 5, .outside), (15, 10, .inside), (9.9, 9.9, .outside), (10.1, 10.1, .inside),
            (198, 2, .outside), (190, 10, .inside),
            // curved: α = 5/20, β = 10/60 -> √α + √β = 0.908 < 1, removed; α = 1/2, β = 1/3 -> 1.28, kept
            (195, 110, .outside), (190, 100, .inside), (199, 61, .inside), (181, 119, .inside),
            (2, 118, .outside), (10, 110, .inside), (100, 60, .inside), (100, 121, .outside),
        ]
        for (x, y, region) in expectations {
            #expect(o.classify(Point(x: x, y: y)) == region, "(\(x), \(y))")
        }
        // On the parabola at t = 1/2: (200 - 5, 120 - 15).
        #expect(o.classify(Point(x: 195, y: 105)) == .boundary)
        #expect(o.distanceToOutline(Point(x: 195, y: 105)) <= 1e-10)
    }

    @Test("a slanted parallelogram with rounded corners: true circles tangent to slanted edges")
    func slanted() throws {
        let o = try Self.oracle(HandShapes.slantedSpec, 100, 100)
        let s2 = 2.0.squareRoot()
        #expect(o.cornerPoints.topLeft == Point(x: 100, y: 0))
        #expect(o.cornerPoints.topRight == Point(x: 200, y: 0))
        #expect(o.scale == 1)
        #expect(abs(o.reaches.topLeft.outgoing - 10 * (s2 - 1)) <= 1e-12)
        #expect(abs(o.reaches.topRight.incoming - 10 * (s2 + 1)) <= 1e-12)
        #expect(abs(o.reaches.bottomRight.outgoing - 10 * (s2 - 1)) <= 1e-12)
        #expect(abs(o.reaches.bottomLeft.incoming - 10 * (s2 + 1)) <= 1e-12)
        #expect(abs(o.area - HandShapes.slantedArea) <= 1e-9)
        #expect(abs(o.bounds.minX - 10 * s2) <= 1e-12)
        #expect(abs(o.bounds.maxX - (200 - 10 * s2)) <= 1e-12)
        #expect(o.bounds.minY == 0 && o.bounds.maxY == 100)
        // Near the 45-degree corner (200, 0): centre (200 - 10(√2 + 1), 10).
        let c = Point(x: 200 - 10 * (s2 + 1), y: 10)
        #expect(o.classify(Point(x: 190, y: 2)) == .outside)
        #expect(o.classify(Point(x: 180, y: 8)) == .inside)
        #expect(abs(o.distanceToOutline(Point(x: 190, y: 2)) - (Point(x: 190, y: 2).distance(to: c) - 10)) <= 1e-12)
        #expect(o.classify(Point(x: 100, y: 50)) == .inside)
        #expect(o.classify(Point(x: 30, y: 50)) == .outside)     // left of the edge x + y = 100
        #expect(o.classify(Point(x: 60, y: 50)) == .inside)
    }

    @Test("outward triangle handle and inward triangle notch")
    func triangles() throws {
        let handle = try Self.oracle(HandShapes.handleSpec, 100, 50)
        #expect(handle.triangleSizes == Edges(top: 10, right: 0, bottom: 0, left: 0))
        for (x, y, region) in [(50.0, -9.0, Region.inside), (50, -11, .outside), (45, -4, .inside), (41, -4, .outside),
                               (59, -0.5, .inside), (61, -0.5, .outside), (50, 1, .inside)] {
            #expect(handle.classify(Point(x: x, y: y)) == region, "(\(x), \(y))")
        }
        #expect(handle.classify(Point(x: 50, y: -10)) == .boundary)
        let notch = try Self.oracle(HandShapes.notchSpec, 100, 50)
        #expect(notch.triangleSizes == Edges(top: 0, right: 0, bottom: 8, left: 0))
        for (x, y, region) in [(50.0, 45.0, Region.outside), (50, 41, .inside), (45, 48, .outside), (45, 46, .inside),
                               (50, 49.99, .outside), (41.9, 49.99, .inside), (58.1, 49.99, .inside)] {
            #expect(notch.classify(Point(x: x, y: y)) == region, "(\(x), \(y))")
        }
    }

    @Test("continuous corners of 12: the diagonal crossing at 0.291506715 r and the vertex side")
    func continuous() throws {
        let o = try Self.oracle(ShapeSpec(allCorners: .continuous(12)), 120, 80)
        #expect(abs(o.reaches.topLeft.incoming - 1.52866483 * 12) <= 1e-12)
        let k = 0.291506715 * 12
        #expect(o.classify(Point(x: 1, y: 1)) == .outside)
        #expect(o.classify(Point(x: k - 1e-3, y: k - 1e-3)) == .outside)
        #expect(o.classify(Point(x: k + 1e-3, y: k + 1e-3)) == .inside)
        #expect(o.classify(Point(x: k, y: k)) == .boundary)
        #expect(o.classify(Point(x: 120 - k - 1e-3, y: 80 - k - 1e-3)) == .inside)
        #expect(o.classify(Point(x: 120 - k + 1e-3, y: 80 - k + 1e-3)) == .outside)
        // Past the reach, the edges are straight.
        #expect(o.classify(Point(x: 18.5, y: 0.001)) == .inside)
        #expect(o.classify(Point(x: 5, y: 0.5)) == .outside)
    }

    @Test("inward triangle clamps: span, a third of the clearance, and the bisector bound")
    func inwardClamps() throws {
        func top(_ s: Double) -> Edges<EdgeTreatment> {
            Edges(top: .triangle(size: .points(s), direction: .inward), right: .straight, bottom: .straight, left: .straight)
        }
        // 100x30: span 100 -> s1 = min(50, 50); clearance 30 -> 10.
        try #expect(Self.oracle(ShapeSpec(edges: top(50)), 100, 30).triangleSizes.top == 10)
        // 100x300, rounded 40: span 20 -> s1 = 10.
        try #expect(Self.oracle(ShapeSpec(corners: Corners(all: .rounded(40)), edges: top(50)), 100, 300).triangleSizes.top == 10)
        // 100x100: a third of the clearance is 33.3, but the bisector bound at each right angle
        // is 50 * tan(45°) / 2 = 25.
        try #expect(Self.oracle(ShapeSpec(edges: top(50)), 100, 100).triangleSizes.top == 25)
        // Quad (0,0) (100,0) (100,50) (40,30): tan θ = 0.75 at (0,0), so tan(θ/2) = 1/3; cut 4:
        // span 96, centre 52 from (0,0) -> 52/3/2 = 26/3, below clearance/3 = 10 and 48/2 = 24.
        var spec = ShapeSpec(corners: Corners(topLeft: .cut(4), topRight: .square, bottomRight: .square, bottomLeft: .square), edges: top(40))
        spec.offsets.bottomLeft = Vector(dx: 40, dy: -20)
        let sharp = try Self.oracle(spec, 100, 50)
        #expect(abs(sharp.triangleSizes.top - 26.0 / 3) <= 1e-12)
        // A square sharp corner keeps a notch: centre 50 -> 50/3/2 = 25/3.
        spec.corners.topLeft = .square
        try #expect(abs(Self.oracle(spec, 100, 50).triangleSizes.top - 25.0 / 3) <= 1e-12)
        // Outward triangles are not clamped by clearance.
        let outward = Edges<EdgeTreatment>(top: .triangle(size: 50, direction: .outward), right: .straight, bottom: .straight, left: .straight)
        try #expect(Self.oracle(ShapeSpec(edges: outward), 100, 30).triangleSizes.top == 50)
    }

    @Test("a zero-area size is empty: outside everywhere, zero area and margins, bounds (0, 0, w, h)")
    func empty() throws {
        var spec = ShapeSpec(allCorners: .rounded(10))
        spec.offsets.topLeft = Vector(dx: 500, dy: 500)   // would be non-convex; ignored for an empty size
        let o = try AnalyticOracle(spec: spec, size: Size(width: 0, height: 40))
        #expect(o.isEmpty)
        #expect(o.area == 0)
        #expect(o.bounds == Rect(x: 0, y: 0, width: 0, height: 40))
        #expect(o.marginDemands == .zero)
        #expect(o.classify(Point(x: 0, y: 20)) == .outside)
        #expect(o.distanceToOutline(.zero) == .infinity)
        #expect(o.outline(tolerance: 0.1).isEmpty)
        #expect(o.adversarialPoints.isEmpty)
    }

    @Test("fractions resolve against the shorter side, so 0.5 is a pill whatever the orientation")
    func fractions() throws {
        for (w, h) in [(40.0, 80.0), (80.0, 40.0), (33.3, 33.3)] {
            let o = try Self.oracle(ShapeSpec(allCorners: .rounded(.fraction(0.5))), w, h)
            #expect(o.scale == 1)
            let r = min(w, h) / 2
            #expect(abs(o.area - (w * h - (4 - .pi) * r * r)) <= 1e-9)
        }
    }
}
