import Foundation
import Testing
import ShapeModel
@testable import ShapeOracle

/// `AnalyticOracle.classify` and `distanceToOutline` against the obvious answer they had before
/// the distance prefilter stopped calling `hypot` for far pieces: every piece's box distance by
/// `hypot`, then the piece distance, then the winding. Identical answers are required, on seeded
/// random specs (every family, offsets, triangles, wild sizes) at random points and at points
/// placed at 0, 0.5, 1, 1.5 and 3 bands from every probe of the outline, inside and out; and
/// `isNearOutline` against `distanceToOutline(p, cutoff:) <= cutoff` at those points, and inside
/// the box where `classify` skips the band test (and, certified, the winding).
@Suite("Analytic classify against the reference")
struct ClassifyReferenceTests {
    static func boxDistance(_ q: Point, _ r: Rect) -> Double {
        let dx = max(r.minX - q.x, 0, q.x - r.maxX)
        let dy = max(r.minY - q.y, 0, q.y - r.maxY)
        return (dx == 0 || dy == 0) ? max(dx, dy) : hypot(dx, dy)
    }

    static func referenceClassify(_ o: AnalyticOracle, _ p: Point) -> Region {
        if o.isEmpty { return .outside }
        if p.x.isNaN || p.y.isNaN { return .boundary }
        let e = o.epsilon, b = o.bounds
        if !(p.x >= b.minX - e && p.x <= b.maxX + e && p.y >= b.minY - e && p.y <= b.maxY + e) { return .outside }
        var lower = Double.infinity
        for piece in o.pieces where boxDistance(p, piece.hullBox) <= e {
            lower = min(lower, piece.distance(from: p, cutoff: e, tolerance: o.distanceTolerance).lower)
            if lower <= e { break }
        }
        if lower <= e { return .boundary }
        return o.winding(p) != 0 ? .inside : .outside
    }

    static func referenceDistance(_ o: AnalyticOracle, _ p: Point) -> Double {
        if o.isEmpty { return .infinity }
        if p.x.isNaN || p.y.isNaN { return .nan }
        var lower = Double.infinity, upper = Double.infinity
        for piece in o.pieces where boxDistance(p, piece.hullBox) <= upper {
            let d = piece.distance(from: p, cutoff: upper, tolerance: o.distanceTolerance)
            lower = min(lower, d.lower)
            upper = min(upper, d.upper)
        }
        return lower
    }

    @Test("identical regions and distances on random specs", arguments: 0..<4)
    func matchesReference(_ batch: Int) {
        var g = SplitMix(seed: UInt64(4400 + batch))
        var compared = 0, boundaries = 0, nearChecks = 0
        for _ in 0..<30 {
            let scale = batch < 2 ? 1 : pow(10, g.next(-8, 8))
            let size = Size(width: scale * g.next(0.2, 3), height: scale * g.next(0.2, 3))
            let spec = RandomShapeTests.randomSpec(&g, size, wild: batch % 2 == 1)
            guard let o = try? AnalyticOracle(spec: spec, size: size) else { continue }
            let s = max(o.bounds.width, o.bounds.height)
            var points = RandomShapeTests.randomPoints(&g, around: o, count: 150)
            for probe in o.adversarialPoints {
                for k in [0, 0.5, 1, 1.5, 3, -0.5, -1, -1.5, -3] {
                    points.append(probe.point + probe.outwardNormal * (k * o.epsilon))
                }
                // Off the normal too: the corner regions of the hull boxes.
                points.append(probe.point + Vector(dx: 0.8 * o.epsilon, dy: 0.8 * o.epsilon))
                points.append(probe.point + Vector(dx: -0.8 * o.epsilon, dy: 0.8 * o.epsilon))
            }
            // Inside the band-free box, where classify asks neither the pieces nor (when the box
            // is certified, InsideBox) the winding: its corners, sides and points within.
            let free = o.bandFreeBox
            if free.minX <= free.maxX && free.minY <= free.maxY {
                for _ in 0..<20 { points.append(Point(x: g.next(free.minX, free.maxX), y: g.next(free.minY, free.maxY))) }
                for x in [free.minX, free.maxX] { for y in [free.minY, free.maxY] { points.append(Point(x: x, y: y)) } }
            }
            for p in points {
                let expected = Self.referenceClassify(o, p)
                let region = o.classify(p)
                if region != expected { Issue.record("\(spec.jsonString()) at \(size): \(region) vs \(expected) at (\(p.x), \(p.y))") }
                let d = o.distanceToOutline(p), r = Self.referenceDistance(o, p)
                if d != r { Issue.record("\(spec.jsonString()) at \(size): distance \(d) vs \(r) at (\(p.x), \(p.y))") }
                // isNearOutline decides exactly what distanceToOutline's cutoff answer does, also
                // at the distance itself and a hair either side of it.
                for cut in [0.5 * o.epsilon, o.epsilon, 2 * o.epsilon, r, r * (1 - 1e-9), r * (1 + 1e-9), 0.01 * s] {
                    let full = o.distanceToOutline(p, cutoff: cut) <= cut
                    if o.isNearOutline(p, within: cut) != full {
                        Issue.record("\(spec.jsonString()) at \(size): isNearOutline(within: \(cut)) is \(!full) at (\(p.x), \(p.y))")
                    }
                    nearChecks += 1
                }
                if region == .boundary { boundaries += 1 }
                compared += 1
            }
        }
        #expect(compared > 5_000 && boundaries > 500 && nearChecks > 35_000)
    }
}
