import Foundation
import Testing
@testable import ShapeCore

/// The shortcuts the outline takes past libm must give libm's bits: `CornerFrame.angle` where an
/// argument of `atan2` is zero, and the right angle's sagitta factor.
@Suite("Exact shortcuts past libm")
struct ExactShortcutsTests {
    @Test("CornerFrame.angle is atan2, bit for bit, on zeros, signed zeros, infinities, NaN and ordinary numbers")
    func angleIsAtan2() {
        let values: [Double] = [0, -0.0, 1, -1, 1e-300, -1e-300, 5e8, -5e8, .infinity, -.infinity, .nan,
                                .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 0.3, -2.5]
        for y in values {
            for x in values {
                let expected = atan2(y, x), got = CornerFrame.angle(y: y, x: x)
                #expect(got.bitPattern == expected.bitPattern || (got.isNaN && expected.isNaN), "atan2(\(y), \(x))")
            }
        }
    }

    @Test("The right angle's sagitta factor is pow(sin(sweep / 4), 2) at sweep = π/2, bit for bit")
    func rightAngleSagitta() {
        let sweep = Double.pi - Double.pi / 2
        #expect(sweep == Double.pi / 2)
        #expect(ResolvedShape.sagittaFactor(sweep: sweep).bitPattern == pow(sin(sweep / 4), 2).bitPattern)
        #expect(ResolvedShape.sagittaFactor(sweep: 1).bitPattern == pow(sin(0.25), 2).bitPattern)
    }
}
