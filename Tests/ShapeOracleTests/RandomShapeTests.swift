import Foundation
import Testing
import ShapeModel
@testable import ShapeOracle

/// Random specs of every family, with offsets and triangles: the oracle's region tests (chords,
/// circles, affine frames, the template) against its own outline pieces sampled into a polygon,
/// its area formulas against that polygon's area, and its resolution invariants.
@Suite("Random shapes")
struct RandomShapeTests {
    static func randomLength(_ g: inout SplitMix, _ m: Double) -> Length {
        g.next(0, 1) < 0.3 ? .fraction(g.next(0, 0.7)) : .points(g.next(0, 0.8 * m))
    }

    static func randomSpec(_ g: inout SplitMix, _ size: Size, wild: Bool = false) -> ShapeSpec {
        let m = size.minDimension * (wild ? 2.5 : 1)
        let reach = wild ? 0.49 : 0.3
        var spec = ShapeSpec()
        for c in Corner.allCases {
            switch Int(g.next(0, 5)) {
            case 0: spec.corners[c] = .square
            case 1: spec.corners[c] = .rounded(randomLength(&g, m))
            case 2: spec.corners[c] = .cut(randomLength(&g, m))
            case 3: spec.corners[c] = .curved(width: randomLength(&g, m), height: randomLength(&g, m))
            default: spec.corners[c] = .continuous(randomLength(&g, m))
            }
            if g.next(0, 1) < 0.5 {
                spec.offsets[c] = Vector(dx: g.next(-reach, reach) * size.width, dy: g.next(-reach, reach) * size.height)
            }
        }
        for e in Edge.allCases where g.next(0, 1) < 0.4 {
            spec.edges[e] = .triangle(size: randomLength(&g, m), direction: g.next(0, 1) < 0.5 ? .inward : .outward)
        }
        return spec
    }

    /// `count` random points over the oracle's bounds widened by 5% of their larger side.
    static func randomPoints(_ g: inout SplitMix, around o: AnalyticOracle, count: Int) -> [Point] {
        let s = max(o.bounds.width, o.bounds.height)
        return (0..<count).map { _ in
            Point(x: g.next(o.bounds.minX - 0.05 * s, o.bounds.maxX + 0.05 * s),
                  y: g.next(o.bounds.minY - 0.05 * s, o.bounds.maxY + 0.05 * s))
        }
    }

    static func polygonWinding(_ poly: [Point], _ q: Point) -> Int {
        var w = 0
        for i in poly.indices {
            let a = poly[i], b = poly[(i + 1) % poly.count]
            if (a.y <= q.y) != (b.y <= q.y) {
                let x = a.x + (q.y - a.y) * (b.x - a.x) / (b.y - a.y)
                if x < q.x { w += b.y > a.y ? 1 : -1 }
            }
        }
        return w
    }

    static func polygonDistance(_ poly: [Point], _ q: Point) -> Double {
        var best = Double.infinity
        for i in poly.indices {
            let a = poly[i], b = poly[(i + 1) % poly.count]
            let d = b - a
            let len2 = d.dot(d)
            let t = len2 > 0 ? max(0, min(1, (q - a).dot(d) / len2)) : 0
            best = min(best, q.distance(to: a + d * t))
        }
        return best
    }

    @Test("regions, areas and resolution invariants on random specs", arguments: 0..<12)
    func randomShapes(_ batch: Int) throws {
        var g = SplitMix(seed: UInt64(1000 + batch))
        var checkedShapes = 0, checkedPoints = 0, checkedProbes = 0
        let wild = batch >= 8
        for _ in 0..<25 {
            let size = Size(width: g.next(20, 300), height: g.next(20, 300))
            let spec = Self.randomSpec(&g, size, wild: wild)
            guard let o = try? AnalyticOracle(spec: spec, size: size) else { continue }
            checkedShapes += 1
            // Resolution: f in [0, 1]; reaches fit every edge exactly in floating point.
            #expect(o.scale >= 0 && o.scale <= 1)
            for c in Corner.allCases {
                let next = Corner(rawValue: (c.rawValue + 1) % 4) ?? .topLeft
                let length = o.cornerPoints[next].distance(to: o.cornerPoints[c])
                #expect(o.reaches[c].outgoing + o.reaches[next].incoming <= length)
            }
            let s = max(o.bounds.width, o.bounds.height)
            let tol = 1e-5 * s
            let poly = o.outline(tolerance: tol)
            // Every corner curve bulges outward from its chords, and triangles are exact: the
            // sampled polygon loses at most tol times its perimeter.
            var perimeter = 0.0
            for i in poly.indices { perimeter += poly[i].distance(to: poly[(i + 1) % poly.count]) }
            #expect(abs(HandShapes.shoelace(poly) - o.area) <= tol * perimeter * 1.01 + 1e-9 * s * s)
            // The bounds hold the polygon and are touched by it.
            let pb = Rect(enclosing: poly) ?? .zero
            #expect(pb.minX >= o.bounds.minX - 1e-9 * s && pb.maxX <= o.bounds.maxX + 1e-9 * s)
            #expect(pb.minY >= o.bounds.minY - 1e-9 * s && pb.maxY <= o.bounds.maxY + 1e-9 * s)
            #expect(abs(pb.width - o.bounds.width) <= 2 * tol + 1e-9 * s, "\(pb) vs \(o.bounds) tol \(tol)")
            #expect(abs(pb.height - o.bounds.height) <= 2 * tol + 1e-9 * s, "\(pb) vs \(o.bounds) tol \(tol)")
            // Membership against the polygon's winding, away from the polygon.
            for _ in 0..<60 {
                let q = Point(x: g.next(o.bounds.minX - 0.05 * s, o.bounds.maxX + 0.05 * s),
                              y: g.next(o.bounds.minY - 0.05 * s, o.bounds.maxY + 0.05 * s))
                let d = Self.polygonDistance(poly, q)
                let region = o.classify(q)
                let lower = o.distanceToOutline(q)
                #expect(abs(lower - d) <= tol + 1e-9 * s, "distance \(lower) vs polygon \(d)")
                guard d > tol + 2 * o.epsilon else { continue }
                checkedPoints += 1
                // The inward-notch clamp keeps the outline simple: the winding number is only ever 0 or 1.
                #expect(o.winding(q) == 0 || o.winding(q) == 1, "winding \(o.winding(q))")
                let expected: Region = Self.polygonWinding(poly, q) != 0 ? .inside : .outside
                #expect(region == expected, "\(spec) \(size) at \(q)")
            }
            // Content margins keep the content inside, with or without offsets.
            let content = Rect(size: size).inset(by: o.marginDemands)
            if content.width >= 0 && content.height >= 0 {
                for i in 0...8 {
                    for j in 0...8 {
                        let p = Point(x: content.minX + content.width * Double(i) / 8, y: content.minY + content.height * Double(j) / 8)
                        #expect(o.classify(p) != .outside, "content \(p) of \(spec) \(size)")
                    }
                }
            }
            // Probes: nudges beyond the band, scaled for sharp kinks, land on the promised side.
            for probe in o.adversarialPoints {
                #expect(o.distanceToOutline(probe.point) <= 1e-9 * s, "\(probe.label)")
                for k in [1.5, 3.0, 30.0] {
                    let out = probe.point + probe.outwardNormal * (k * o.epsilon)
                    let inn = probe.point - probe.outwardNormal * (k * o.epsilon)
                    #expect(o.classify(out) != .inside, "\(probe.label) +\(k)ε")
                    #expect(o.classify(inn) != .outside, "\(probe.label) -\(k)ε")
                    checkedProbes += o.classify(out) == .outside ? 1 : 0
                }
            }
        }
        #expect(checkedShapes >= (wild ? 5 : 10))
        #expect(checkedPoints >= (wild ? 100 : 200))
        print("[oracle-measure] random batch \(batch): \(checkedShapes) shapes, \(checkedPoints) points checked against the sampled outline, \(checkedProbes) definite probe nudges")
    }
}
