import Foundation
import Testing
import ShapeModel
import ShapeOracle

/// Adversarial probes, distances and the outline polygon.
@Suite("Probes and distances")
struct ProbeAndDistanceTests {
    static let shapes: [WorkedExample] = WorkedExample.examples

    @Test("every probe is on the outline, and nudging along its normal leaves the shape", arguments: shapes)
    func probes(_ example: WorkedExample) throws {
        let o = try AnalyticOracle(spec: example.spec, size: example.size)
        #expect(!o.adversarialPoints.isEmpty)
        let step = 100 * o.epsilon
        for probe in o.adversarialPoints {
            #expect(o.classify(probe.point) == .boundary, "\(probe.label)")
            #expect(o.distanceToOutline(probe.point) <= 1e-9, "\(probe.label)")
            #expect(abs(probe.outwardNormal.length - 1) <= 1e-12, "\(probe.label)")
            #expect(o.classify(probe.point + probe.outwardNormal * step) == .outside, "\(probe.label) out")
            #expect(o.classify(probe.point - probe.outwardNormal * step) == .inside, "\(probe.label) in")
        }
    }

    @Test("probe labels name the delicate places")
    func labels() throws {
        let handle = try AnalyticOracle(spec: HandShapes.handleSpec, size: Size(width: 100, height: 50))
        let labels = Set(handle.adversarialPoints.map(\.label))
        for l in ["top.triangle.apex", "top.triangle.base0", "top.triangle.base1", "topLeft.rounded.start", "topLeft.rounded.mid", "top.span1.start"] {
            #expect(labels.contains(l), "\(l)")
        }
        let apex = handle.adversarialPoints.first { $0.label == "top.triangle.apex" }
        #expect(apex?.point == Point(x: 50, y: -10))
        let rect = try AnalyticOracle(spec: .rectangle, size: Size(width: 10, height: 10))
        #expect(Set(rect.adversarialPoints.map(\.label)) == ["topLeft.vertex", "topRight.vertex", "bottomRight.vertex", "bottomLeft.vertex"])
        let cont = try AnalyticOracle(spec: ShapeSpec(allCorners: .continuous(12)), size: Size(width: 120, height: 80))
        #expect(cont.adversarialPoints.contains { $0.label == "bottomRight.continuous.line2.start" })
    }

    @Test("distance brackets agree with dense sampling of the outline polygon", arguments: shapes)
    func distances(_ example: WorkedExample) throws {
        let o = try AnalyticOracle(spec: example.spec, size: example.size)
        // The polygon's vertices lie on the outline and its chords within 1e-6 of it.
        let poly = o.outline(tolerance: 1e-6)
        #expect(poly.count >= 4)
        var g = SplitMix(seed: 7)
        let b = o.bounds
        for _ in 0..<200 {
            let q = Point(x: g.next(b.minX - 10, b.maxX + 10), y: g.next(b.minY - 10, b.maxY + 10))
            var sampled = Double.infinity
            for i in poly.indices {
                let a = poly[i], c = poly[(i + 1) % poly.count]
                let d = c - a, t = max(0, min(1, (q - a).dot(d) / max(d.dot(d), 1e-300)))
                sampled = min(sampled, q.distance(to: a + d * t))
            }
            let exact = o.distanceToOutline(q)
            #expect(exact <= sampled + 1e-6 + 1e-12, "\(q)")
            #expect(exact >= sampled - 1e-6 - 1e-9, "\(q)")
        }
    }

    @Test("a distance with a cutoff is the distance within it, and a bound above it beyond", arguments: shapes)
    func cutoffDistances(_ example: WorkedExample) throws {
        let o = try AnalyticOracle(spec: example.spec, size: example.size)
        var g = SplitMix(seed: 11)
        let b = o.bounds
        let slack = 2e-5 * o.epsilon
        for k in 0..<300 {
            let q = Point(x: g.next(b.minX - 10, b.maxX + 10), y: g.next(b.minY - 10, b.maxY + 10))
            let full = o.distanceToOutline(q)
            // Cutoffs just below, at and above the distance, and far from it either way.
            for cutoff in [0, full * 0.5, full - 4 * slack, full, full + 4 * slack, full * 2 + 1, .infinity] {
                let cut = o.distanceToOutline(q, cutoff: cutoff)
                #expect(cut <= full + slack, "\(q), cutoff \(cutoff): \(cut) above the distance \(full) (case \(k))")
                if full <= cutoff {
                    #expect(abs(cut - full) <= slack, "\(q), cutoff \(cutoff): \(cut) where the distance is \(full)")
                } else {
                    #expect(cut >= cutoff - slack, "\(q), cutoff \(cutoff): \(cut) does not show the distance \(full) is beyond it")
                }
            }
        }
    }

    @Test("the outline polygon is clockwise with the oracle's area, to its tolerance", arguments: shapes)
    func outlineArea(_ example: WorkedExample) throws {
        let o = try AnalyticOracle(spec: example.spec, size: example.size)
        let poly = o.outline(tolerance: 1e-5)
        let a = HandShapes.shoelace(poly)
        #expect(a > 0)
        // Chords cut inside convex arcs: the polygon loses at most tolerance x perimeter.
        #expect(abs(a - o.area) <= 2e-5 * 1000)
        #expect(abs(a - o.area) <= 1e-3 * o.area)
    }
}
