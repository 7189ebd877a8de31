import Foundation
import Testing
@testable import ShapeOracle

/// `Geometry.isHypot(_:_:atMost:)` and `isHypot(_:_:above:)` settle `hypot(dx, dy) <= d` and
/// `> d` by comparing squares where that leaves no doubt; their verdicts must be `hypot`'s own,
/// bit for bit, including where `d` is within an ulp of `hypot`, at every scale, and for zeros,
/// negative, infinite and NaN inputs.
@Suite("hypot verdicts by squares")
struct HypotVerdictTests {
    static func check(_ dx: Double, _ dy: Double, _ d: Double, into mismatches: inout [String]) {
        let h = hypot(dx, dy)
        if Geometry.isHypot(dx, dy, atMost: d) != (h <= d) { mismatches.append("atMost \(dx) \(dy) \(d)") }
        if Geometry.isHypot(dx, dy, above: d) != (h > d) { mismatches.append("above \(dx) \(dy) \(d)") }
    }

    @Test("the same verdicts as hypot near, at and away from the distance, at every scale")
    func randomVerdicts() {
        var g = SplitMix(seed: 0x4879_7074)
        var mismatches: [String] = []
        var compared = 0
        for _ in 0..<20_000 {
            let scale = pow(10, g.next(-170, 170))
            let dx = scale * g.next(-1, 1), dy = scale * pow(10, g.next(-20, 1)) * g.next(-1, 1)
            let h = hypot(dx, dy)
            // At the distance, an ulp or two either side, a hair inside and outside the squares'
            // band (2^-40), and far either side.
            var ds = [h, h.nextUp, h.nextDown, h.nextUp.nextUp, h.nextDown.nextDown, 0.5 * h, 2 * h]
            for k in [-44.0, -41, -40, -39, -36] { ds.append(h * (1 + pow(2, k))); ds.append(h * (1 - pow(2, k))) }
            for d in ds {
                Self.check(dx, dy, d, into: &mismatches)
                compared += 2
            }
        }
        #expect(compared == 20_000 * 17 * 2)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test("zeros, negative, infinite and NaN inputs answer as hypot")
    func specialVerdicts() {
        var mismatches: [String] = []
        let values: [Double] = [0, -0.0, 1, -1, 3, 4, 5, 0x1p-1060, 1e-160, 1e160, 1e300, .greatestFiniteMagnitude, .infinity, -.infinity, .nan]
        for dx in values { for dy in values { for d in values { Self.check(dx, dy, d, into: &mismatches) } } }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        // The squares decided these (no `hypot` needed), and rightly.
        #expect(Geometry.isHypot(3, 4, atMost: 5.0001))
        #expect(Geometry.isHypot(3, 4, above: 4.9999))
        #expect(!Geometry.isHypot(3, 4, above: 5))
    }
}
