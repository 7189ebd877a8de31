import Foundation
import Testing
import ShapeModel
@testable import ShapeOracle

/// The oracle finds the inward-notch clamp's own-corner bounds by searching where the apex leaves
/// the allowed region (`NotchApexSearch`); this checks the search against the contract's closed
/// forms, written out here in the edge's own frame (never read from the core or the oracle).
@Suite("Inward-notch clamp: search against closed forms")
struct NotchClampTests {
    /// The contract's `min(s1, D/3, B_start, B_end, C_start, C_end)` for edge `i` of `oracle`,
    /// from its corner points and reaches.
    static func closedForm(_ oracle: AnalyticOracle, spec: ShapeSpec, edge i: Int, chordBound: inout Int) -> Double? {
        guard case .triangle(let length, .inward) = spec.edges[Edge.allCases[i]] else { return nil }
        let p = oracle.cornerPoints.inOrder, r = oracle.reaches.inOrder
        let e = (0 ..< 4).map { p[($0 + 1) % 4] - p[$0] }
        let L = e[i].length
        let a = r[i].outgoing, b = r[(i + 1) % 4].incoming
        let span = max(0, L - a - b)
        var s = min(length.resolved(for: oracle.size), span / 2)
        // Opposite clearance: the far corners and their reach points, from edge i's line.
        var clearance = Double.infinity
        for k in [(i + 2) % 4, (i + 3) % 4] {
            let toPrevious = (p[(k + 3) % 4] - p[k]) * (1 / e[(k + 3) % 4].length)
            let toNext = e[k] * (1 / e[k].length)
            for q in [p[k], p[k] + toPrevious * r[k].incoming, p[k] + toNext * r[k].outgoing] {
                clearance = min(clearance, e[i].cross(q - p[i]) / L)
            }
        }
        s = min(s, max(0, clearance) / 3)
        // Own corners, in the edge's frame: the vertex at 0, the edge along +x, the inside at +y.
        let centre = a + span / 2
        let own: [(x: Double, rho: Double, sigma: Double, theta: Double)] = [
            (centre, a, r[i].incoming, angle(-e[(i + 3) % 4], e[i])),
            (L - centre, b, r[(i + 1) % 4].outgoing, angle(-e[i], e[(i + 1) % 4])),
        ]
        var chordBinds = false
        for corner in own {
            s = min(s, corner.x * tan(corner.theta / 2) / 2)                      // B_k
            if corner.rho > 0 && corner.sigma > 0 {
                // The chord from (rho, 0) to sigma (cos θ, sin θ) passes over the apex's foot
                // (x >= rho) only when the side reach point projects beyond rho; the apex (x, s)
                // meets it at s = (x - rho) sigma sin θ / (sigma cos θ - rho).
                let lean = corner.sigma * cos(corner.theta) - corner.rho
                if lean > 0 {
                    let c = (corner.x - corner.rho) * corner.sigma * sin(corner.theta) / lean / 2       // C_k
                    if c < s { s = c; chordBinds = true } else if c == s { chordBinds = true }
                }
            }
        }
        if chordBinds { chordBound += 1 }
        return max(0, s)
    }

    static func angle(_ u: Vector, _ v: Vector) -> Double { atan2(abs(u.cross(v)), u.dot(v)) }

    @Test("random specs with notches: the searched size equals the closed form to 1e-12 of the shape")
    func searchMatchesClosedForm() {
        var g = SplitMix(seed: 2024)
        var compared = 0, bindingOwnCorner = 0, chordBound = 0
        while compared < 600 {
            let size = Size(width: g.next(10, 300), height: g.next(10, 300))
            var spec = RandomShapeTests.randomSpec(&g, size, wild: g.next(0, 1) < 0.3)
            for edge in Edge.allCases where g.next(0, 1) < 0.6 {
                spec.edges[edge] = .triangle(size: .points(g.next(0, size.minDimension)), direction: .inward)
            }
            guard let oracle = try? AnalyticOracle(spec: spec, size: size) else { continue }
            for i in 0 ..< 4 {
                guard let expected = Self.closedForm(oracle, spec: spec, edge: i, chordBound: &chordBound) else { continue }
                let got = oracle.triangleSizes.inOrder[i]
                let scale = max(size.width, size.height)
                #expect(abs(got - expected) <= 1e-12 * scale, "\(spec.jsonString()) at \(size): edge \(i) \(got) vs \(expected)")
                compared += 1
                if case .triangle(let l, _) = spec.edges[Edge.allCases[i]], expected < l.resolved(for: size) * 0.999 { bindingOwnCorner += 1 }
            }
        }
        // The comparison means something only if the clamp binds often.
        #expect(bindingOwnCorner > 100, "only \(bindingOwnCorner) clamped notches")
    }

    @Test("acute corners whose side reach leans over the notch: the chord bound decides, and the search finds it")
    func chordBoundDecides() throws {
        var g = SplitMix(seed: 77)
        var chordBound = 0
        for _ in 0 ..< 400 {
            // topLeft is acute (bottomLeft moved right); its curved corner reaches far down the left
            // edge and little along the top; topRight's cut leaves a short span for the notch.
            var spec = ShapeSpec()
            spec.offsets.bottomLeft = Vector(dx: g.next(40, 98), dy: 0)
            let rho = g.next(0, 30)
            spec.corners.topLeft = .curved(width: .points(rho), height: .points(g.next(0, 120)))
            spec.corners.topRight = .cut(.points(g.next(0.8, 1) * (100 - rho)))
            spec.edges.top = .triangle(size: .points(g.next(0, 60)), direction: .inward)
            let oracle = try AnalyticOracle(spec: spec, size: Size(width: 100, height: 100))
            let expected = try #require(Self.closedForm(oracle, spec: spec, edge: 0, chordBound: &chordBound))
            #expect(abs(oracle.triangleSizes.top - expected) <= 1e-12 * 100, "\(spec.jsonString()): \(oracle.triangleSizes.top) vs \(expected)")
        }
        #expect(chordBound > 20, "the chord bound decided only \(chordBound) notches")
        // One worked by hand: topLeft at 51.3 degrees (left edge to (80, 100)), curved 10 along the
        // top and 100 down the left edge, topRight cut 86: the span is 4, the foot 12 from topLeft.
        // Chord: (12 - 10) 100 sin θ / (100 cos θ - 10) / 2 = 1.488...; bisector 12 tan(θ/2) / 2 = 2.89.
        var spec = ShapeSpec(corners: Corners(topLeft: .curved(width: 10, height: 100), topRight: .cut(86), bottomRight: .square, bottomLeft: .square))
        spec.offsets.bottomLeft = Vector(dx: 80, dy: 0)
        spec.edges.top = .triangle(size: .points(50), direction: .inward)
        let oracle = try AnalyticOracle(spec: spec, size: Size(width: 100, height: 100))
        let theta = atan2(100.0, 80.0)
        let byHand = 2 * 100 * sin(theta) / (100 * cos(theta) - 10) / 2
        #expect(abs(oracle.triangleSizes.top - byHand) <= 1e-13 * 100, "\(oracle.triangleSizes.top) vs \(byHand)")
        #expect(abs(byHand - 1.488) < 1e-3)
    }

    @Test("the contract's examples: 50 on top of 100 x 100 is 25 deep; the worked notch keeps its size")
    func examples() throws {
        var spec = ShapeSpec()
        spec.edges.top = .triangle(size: .points(50), direction: .inward)
        let square = try AnalyticOracle(spec: spec, size: Size(width: 100, height: 100))
        #expect(square.triangleSizes.top == 25)
        // Cut corners of 40 on 100 x 100: the chord from (40, 0) to (0, 40) runs away from the
        // notch (foot at 50), so only the span (20 wide) limits it: 10.
        var cut = ShapeSpec(allCorners: .cut(40))
        cut.edges.top = .triangle(size: .points(50), direction: .inward)
        let chamfered = try AnalyticOracle(spec: cut, size: Size(width: 100, height: 100))
        #expect(chamfered.triangleSizes.top == 10)
    }
}
