import Testing
@testable import ShapeCore

@Suite("Root solvers")
struct PolynomialTests {
    func sorted(_ roots: Polynomial.Roots) -> [Double] { roots.sorted() }

    @Test func threeDistinctRoots() {
        // (x-1)(x-2)(x-3) = x³ - 6x² + 11x - 6
        let r = sorted(Polynomial.cubicRoots(1, -6, 11, -6))
        #expect(r.count == 3)
        for (a, b) in zip(r, [1.0, 2, 3]) { #expect(close(a, b, 1e-12)) }
    }

    @Test func oneRealRoot() {
        // x³ + x + 2 = (x + 1)(x² - x + 2)
        let r = Polynomial.cubicRoots(1, 0, 1, 2)
        #expect(r.count == 1 && close(r[0], -1, 1e-14))
    }

    @Test func degenerateLeadingCoefficients() {
        #expect(sorted(Polynomial.cubicRoots(0, 1, -3, 2)).count == 2)
        #expect(Polynomial.cubicRoots(1e-300, 0, 2, -4).contains { close($0, 2, 1e-12) })
        #expect(Polynomial.cubicRoots(0, 0, 2, -4) == [2])
        #expect(Polynomial.cubicRoots(0, 0, 0, 1).isEmpty)
        #expect(Polynomial.quadraticRoots(0, 0, 0).isEmpty)
    }

    @Test func multipleRoots() {
        // (x - 2)³
        let r = Polynomial.cubicRoots(1, -6, 12, -8)
        #expect(!r.isEmpty && r.allSatisfy { close($0, 2, 1e-5) })
        // (x - 1)² has a double root even when rounding makes the discriminant slightly negative.
        #expect(Polynomial.quadraticRoots(1, -2, 1).allSatisfy { close($0, 1, 1e-12) })
        #expect(Polynomial.quadraticRoots(1, 0, 1).isEmpty)
    }

    @Test func quadraticWithoutCancellation() {
        // Roots 1e8 and 1e-8: the small one survives.
        let r = sorted(Polynomial.quadraticRoots(1, -(1e8 + 1e-8), 1))
        #expect(close(r[0], 1e-8, 1e-12) && close(r[1], 1e8, 1e-12))
    }
}
