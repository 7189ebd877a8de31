import Foundation
import Testing
@testable import ShapeCore

/// Deterministic SplitMix64, so failures reproduce.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("Invariants over seeded random specs")
struct RandomizedInvariantTests {
    static func randomSpec(_ g: inout SplitMix64, size s: Size) -> ShapeSpec {
        func length(_ g: inout SplitMix64) -> Length {
            Bool.random(using: &g) ? .points(Double.random(in: 0...(0.8 * max(s.width, s.height)), using: &g))
                                   : .fraction(Double.random(in: 0...0.9, using: &g))
        }
        func corner(_ g: inout SplitMix64) -> CornerTreatment {
            switch Int.random(in: 0..<5, using: &g) {
            case 0: .square
            case 1: .rounded(length(&g))
            case 2: .cut(length(&g))
            case 3: .curved(width: length(&g), height: length(&g))
            default: .continuous(length(&g))
            }
        }
        func edge(_ g: inout SplitMix64) -> EdgeTreatment {
            switch Int.random(in: 0..<3, using: &g) {
            case 0: .straight
            case 1: .triangle(size: length(&g), direction: .outward)
            default: .triangle(size: length(&g), direction: .inward)
            }
        }
        var spec = ShapeSpec(corners: Corners { _ in corner(&g) }, edges: Edges { _ in edge(&g) })
        if Bool.random(using: &g) {
            spec.offsets = Corners { _ in
                Vector(dx: Double.random(in: -0.2...0.2, using: &g) * s.width, dy: Double.random(in: -0.2...0.2, using: &g) * s.height)
            }
        }
        return spec
    }

    /// Seeds 0-7 draw sizes of 1...300; seeds 8-11 sizes from 1e-8 to 1e9.
    @Test(arguments: 0..<12)
    func outlinesAreSimpleAndMarginsInside(_ seed: Int) throws {
        var g = SplitMix64(state: UInt64(seed) &* 7919)
        var checked = 0
        for _ in 0..<40 {
            let magnitude = seed < 8 ? 100 : pow(10, Double.random(in: -6...8.5, using: &g))
            let s = size(magnitude * Double.random(in: 0.01...3, using: &g), magnitude * Double.random(in: 0.01...3, using: &g))
            let spec = Self.randomSpec(&g, size: s)
            let shape: ResolvedShape
            do { shape = try spec.resolved(for: s) } catch {
                #expect(error.field == "offsets", "only folding offsets may fail: \(error)")
                continue
            }
            checked += 1
            let path = shape.path
            let scale = max(s.width, s.height)
            expectWellFormed(path, scale: scale)
            #expect(path.signedArea > 0, "\(spec.jsonString())")
            for e in Edge.allCases {
                let edge = shape.edges[e]
                let a = shape.corners[e.startCorner].reachOutgoing, b = shape.corners[e.endCorner].reachIncoming
                #expect(a + b <= edge.length, "reaches overflow \(e): \(spec.jsonString()) at \(s)")
            }
            // Simple outline: the winding number is 0 or 1 everywhere on a grid over the bounds.
            let tester = PathHitTester(path)
            let b = path.bounds
            var bad: Point?
            for i in 0..<40 {
                for j in 0..<40 {
                    let p = pt(b.minX + (Double(i) + 0.37) * b.width / 40, b.minY + (Double(j) + 0.61) * b.height / 40)
                    let w = tester.windingNumber(at: p)
                    if w != 0 && w != 1 { bad = p }
                }
            }
            #expect(bad == nil, "winding not 0/1 at \(String(describing: bad)): \(spec.jsonString()) at \(s)")
            // The content rectangle is inside (its boundary may touch the outline).
            let content = Rect(size: s).inset(by: shape.contentMargins)
            #expect(content.width >= -1e-9 * scale && content.height >= -1e-9 * scale,
                    "content \(content): \(spec.jsonString()) at \(s)")
            let e = 1e-7 * scale
            var outside: Point?
            for i in 0...12 {
                for j in 0...12 {
                    let p = pt(content.minX + e + max(0, content.width - 2 * e) * Double(i) / 12,
                               content.minY + e + max(0, content.height - 2 * e) * Double(j) / 12)
                    if content.width > 2 * e, content.height > 2 * e, !tester.contains(p) { outside = p }
                }
            }
            #expect(outside == nil, "content point \(String(describing: outside)) outside: \(spec.jsonString()) at \(s)")
        }
        #expect(checked > 10)
    }
}

@Suite("Hit testing across the outline of seeded random specs")
struct RandomizedHitTests {
    /// Points just inside and just outside every piece of the outline (away from its ends, where
    /// another piece begins) answer correctly for both fill rules.
    @Test(arguments: 0..<6)
    func justAcrossEveryPiece(_ seed: Int) throws {
        var g = SplitMix64(state: UInt64(seed) &* 104_729 &+ 17)
        var checked = 0
        for _ in 0..<40 {
            let s = size(Double.random(in: 5...300, using: &g), Double.random(in: 5...300, using: &g))
            let spec = RandomizedInvariantTests.randomSpec(&g, size: s)
            guard let path = try? spec.path(for: s) else { continue }
            let tester = PathHitTester(path)
            let scale = max(s.width, s.height)
            let delta = 1e-7 * scale
            for segment in path.fillSegments where segment.length > 1e-3 * scale {
                for t in [0.1, 0.5, 0.9] {
                    let p = segment.point(at: t)
                    let d = segment.derivative(at: t)
                    let l = d.length
                    guard l > 0 else { continue }
                    let outward = Vector(dx: d.dy / l, dy: -d.dx / l)
                    for rule in FillRule.allCases {
                        #expect(tester.contains(p - delta * outward, rule: rule), "\(p) inside, \(spec.jsonString()) at \(s)")
                        #expect(!tester.contains(p + delta * outward, rule: rule), "\(p) outside, \(spec.jsonString()) at \(s)")
                    }
                    checked += 1
                }
            }
        }
        #expect(checked > 100)
    }
}
