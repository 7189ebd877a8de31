import Foundation
import Testing
import ShapeModel
@testable import ShapeOracle

/// `AnalyticOracle.isDistance(_:within:of:)` against the expression it replaces,
/// `abs(distanceToOutline(p, cutoff: target + bound) - target) <= bound`: identical verdicts are
/// required on seeded random specs (every family, offsets, triangles; unit, hairline and huge
/// scales) at random points, at points 0 to 3 bands off every probe (square vertices, starts and
/// middles of segments, arcs and Beziers), and for bands of every width around the point's own
/// distance: exactly at either end, an ulp and a tolerance either side, and wide and narrow
/// bands around targets well inside, near and beyond. `isCertainlyNearer(_:than:)` is held to its
/// promise: whenever it answers `true`, the distance with every cutoff is below the number.
@Suite("Analytic distance band against the expression")
struct DistanceBandTests {
    struct Tally { var compared = 0, mismatches: [String] = [], trues = 0, falses = 0, nearer = 0, nearerChecked = 0, quick = 0 }

    /// Compares the decision with the expression on `shapes` random specs from `seed`; a
    /// throwaway harness ran this with far more shapes (Docs/Oracle.md, section 4).
    static func compare(seed: UInt64, shapes: Int, scales: ClosedRange<Double>, wild: Bool) -> Tally {
        var g = SplitMix(seed: seed)
        var tally = Tally()
        for _ in 0..<shapes {
            let scale = pow(10, g.next(scales.lowerBound, scales.upperBound))
            let size = Size(width: scale * g.next(0.2, 3), height: scale * g.next(0.2, 3))
            let spec = RandomShapeTests.randomSpec(&g, size, wild: wild)
            guard let o = try? AnalyticOracle(spec: spec, size: size) else { continue }
            let s = o.epsilon / AnalyticOracle.relativeBand
            let extent = max(o.bounds.width, o.bounds.height)
            var points = RandomShapeTests.randomPoints(&g, around: o, count: 40)
            for probe in o.adversarialPoints {
                for k in [0, 1, 3, -1, -3, -0.5 * g.next(0, 1)] {
                    points.append(probe.point + probe.outwardNormal * (k * o.epsilon))
                }
                // Inward by a border-like width: where border-inside-shape's mask outline lies.
                points.append(probe.point - probe.outwardNormal * (g.next(0, 0.3) * extent))
                points.append(probe.point + Vector(dx: 0.8 * o.epsilon, dy: -0.8 * o.epsilon))
            }
            for p in points {
                let d = o.distanceToOutline(p)
                let tol = o.distanceTolerance
                var bands: [(bound: Double, target: Double)] = []
                for bound in [o.epsilon, 0.5 * o.epsilon, 10 * o.epsilon, 1e-3 * s, 10 * tol, 2 * tol, 0, g.next(0, 0.1) * extent] {
                    // The point's distance exactly at either end, an ulp and a tolerance past them.
                    for target in [d, d - bound, d + bound, (d - bound).nextUp, (d + bound).nextDown, (d - bound).nextDown,
                                   (d + bound).nextUp, d - bound + tol, d + bound - tol, d - bound - 3 * tol, d + bound + 3 * tol,
                                   d + g.next(-2, 2) * bound, g.next(0, 0.3) * extent] {
                        bands.append((bound, target))
                    }
                }
                // isCertainlyNearer: when it says so, every cutoff's answer is below the distance.
                for x in [d, d.nextUp, d + 2 * tol, d + 5 * tol, d + o.epsilon, d * (1 + 1e-9), 2 * d + tol, g.next(0, 0.3) * extent] {
                    guard o.isCertainlyNearer(p, than: x) else { continue }
                    tally.nearer += 1
                    for c in [Double.infinity, x, d, 0.5 * x, 0, x + o.epsilon] {
                        let r = o.distanceToOutline(p, cutoff: c)
                        tally.nearerChecked += 1
                        if !(r < x), tally.mismatches.count < 10 {
                            tally.mismatches.append("\(spec.jsonString()) at \(size): isCertainlyNearer(than: \(x)) yet \(r) with cutoff \(c) at (\(p.x), \(p.y))")
                        }
                    }
                }
                for (bound, target) in bands {
                    let expected = abs(o.distanceToOutline(p, cutoff: target + bound) - target) <= bound
                    let verdict = o.isDistance(p, within: bound, of: target)
                    tally.compared += 1
                    // Settled without measuring: both ends certain (the path under test).
                    if o.isCertainlyNearer(p, than: target + bound) && o.isCertainlyFarther(p, than: target - bound) { tally.quick += 1 }
                    if verdict { tally.trues += 1 } else { tally.falses += 1 }
                    if verdict != expected, tally.mismatches.count < 10 {
                        tally.mismatches.append("\(spec.jsonString()) at \(size): isDistance(within: \(bound), of: \(target)) is \(verdict) at (\(p.x), \(p.y)), distance \(d)")
                    }
                }
            }
        }
        return tally
    }

    @Test("identical verdicts on random specs, points and bands", arguments: 0..<4)
    func matchesExpression(_ batch: Int) {
        // Batches 0 and 1 at unit scale, 2 hairline to small, 3 large to huge.
        let scales: ClosedRange<Double> = [0 ... 0, 0 ... 2, -9 ... -3, 3 ... 9][batch]
        let tally = Self.compare(seed: UInt64(5100 + batch), shapes: 3, scales: scales, wild: batch % 2 == 1)
        for m in tally.mismatches { Issue.record(Comment(rawValue: m)) }
        #expect(tally.mismatches.isEmpty)
        #expect(tally.compared > 20_000 && tally.trues > 2_000 && tally.falses > 2_000 && tally.nearer > 500 && tally.quick > 1_000)
    }

    /// A square corner's vertex, where the skipped-box distance by the square root can fall an
    /// ulp inside a distance that `hypot` puts beyond (the case isNearOutline had to learn).
    @Test("square corners, hairline and huge, at and around the vertices")
    func squareVertices() throws {
        for scale in [1e-9, 1, 3.7, 7e8] {
            let o = try AnalyticOracle(spec: ShapeSpec(), size: Size(width: 1.3 * scale, height: scale))
            var compared = 0
            for vertex in [o.cornerPoints.topLeft, o.cornerPoints.topRight, o.cornerPoints.bottomRight, o.cornerPoints.bottomLeft] {
                for dx in [-1.0, -0.3, 0, 0.3, 1] { for dy in [-1.0, -0.3, 0, 0.3, 1] {
                    let p = Point(x: vertex.x + dx * 0.1 * scale, y: vertex.y + dy * 0.1 * scale)
                    let d = o.distanceToOutline(p)
                    for bound in [o.epsilon, 0.01 * scale] {
                        for target in [d, d - bound, d + bound, (d + bound).nextUp, (d - bound).nextDown, 0.05 * scale] {
                            let expected = abs(o.distanceToOutline(p, cutoff: target + bound) - target) <= bound
                            #expect(o.isDistance(p, within: bound, of: target) == expected, "\(scale): \(bound), \(target) at (\(p.x), \(p.y))")
                            compared += 1
                        }
                    }
                } }
            }
            #expect(compared == 4 * 25 * 2 * 6)
        }
    }

    @Test("empty shapes, NaN and infinite inputs answer as the expression")
    func degenerate() throws {
        let empty = try AnalyticOracle(spec: ShapeSpec(), size: Size(width: 0, height: 5))
        let card = try AnalyticOracle(spec: ShapeSpec(allCorners: .continuous(.points(12))), size: Size(width: 100, height: 60))
        let points = [Point(x: 50, y: 10), Point(x: .nan, y: 1), Point(x: .infinity, y: 3), Point(x: 0, y: 0)]
        for o in [empty, card] {
            for p in points {
                for bound in [0, 1, .infinity, .nan, -1] {
                    for target in [0, 10, .infinity, .nan, -5] {
                        let expected = abs(o.distanceToOutline(p, cutoff: target + bound) - target) <= bound
                        #expect(o.isDistance(p, within: bound, of: target) == expected, "\(bound), \(target) at (\(p.x), \(p.y))")
                    }
                }
            }
        }
    }
}
