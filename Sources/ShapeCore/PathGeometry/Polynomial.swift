import Foundation

/// Real roots of low-degree polynomials, robust to degenerate leading coefficients.
///
/// Callers that need full precision polish these roots (Newton inside a bracket); the
/// solvers aim for a good start and for never missing a root because a coefficient is tiny.
/// The roots come back inline (``Roots``), so hit testing can solve per query without allocating.
enum Polynomial {
    /// Up to three real roots, in the order the solver found them, stored without allocating.
    struct Roots: RandomAccessCollection, Equatable, ExpressibleByArrayLiteral {
        private var storage: (Double, Double, Double) = (0, 0, 0)
        private(set) var endIndex = 0
        var startIndex: Int { 0 }

        init() {}

        init(arrayLiteral roots: Double...) {
            for r in roots.prefix(3) { append(r) }
        }

        subscript(i: Int) -> Double {
            switch i {
            case 0: storage.0
            case 1: storage.1
            default: storage.2
            }
        }

        /// Adds a root; a fourth is ignored (no polynomial here has one).
        mutating func append(_ r: Double) {
            switch endIndex {
            case 0: storage.0 = r
            case 1: storage.1 = r
            case 2: storage.2 = r
            default: return
            }
            endIndex += 1
        }

        static func == (a: Roots, b: Roots) -> Bool { a.elementsEqual(b) }

        /// The roots strictly between `low` and `high`, ascending (NaN never is): what
        /// `filter { $0 > low && $0 < high }.sorted()` gives, without allocating two arrays.
        func sortedInside(_ low: Double, _ high: Double) -> Roots {
            var result = Roots()
            for r in self where r > low && r < high {
                // Insertion into at most two sorted roots.
                var i = result.endIndex
                result.append(r)
                while i > 0 && result[i - 1] > r {
                    result.set(i, to: result[i - 1])
                    i -= 1
                }
                result.set(i, to: r)
            }
            return result
        }

        private mutating func set(_ i: Int, to r: Double) {
            switch i {
            case 0: storage.0 = r
            case 1: storage.1 = r
            default: storage.2 = r
            }
        }
    }

    /// Real roots of `a x^2 + b x + c`, falling back to the linear case when `a` is negligible.
    static func quadraticRoots(_ a: Double, _ b: Double, _ c: Double) -> Roots {
        let scale = Swift.max(abs(a), abs(b), abs(c))
        guard scale > 0, scale.isFinite else { return [] }
        if abs(a) <= 1e-14 * scale {
            return b != 0 ? [-c / b] : []
        }
        let disc = b * b - 4 * a * c
        if disc < 0 {
            // A discriminant lost to rounding is a double root; a truly negative one has none.
            return disc > -1e-14 * b * b ? [-b / (2 * a)] : []
        }
        // Citardauq form: no cancellation between -b and the square root.
        let q = -(b + (b < 0 ? -1.0 : 1.0) * disc.squareRoot()) / 2
        if q == 0 { return [0] }
        return [q / a, c / q]
    }

    /// Real roots of `a x^3 + b x^2 + c x + d`, falling back to the quadratic case when `a` is negligible.
    static func cubicRoots(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Roots {
        let scale = Swift.max(abs(a), abs(b), abs(c), abs(d))
        guard scale > 0, scale.isFinite else { return [] }
        if abs(a) <= 1e-14 * scale { return quadraticRoots(b, c, d) }
        let (bb, cc, dd) = (b / a, c / a, d / a)
        // Depressed cubic t^3 + p t + q with x = t - bb/3.
        let shift = bb / 3
        let p = cc - bb * bb / 3
        let q = 2 * bb * bb * bb / 27 - bb * cc / 3 + dd
        let halfQ = q / 2, thirdP = p / 3
        let disc = halfQ * halfQ + thirdP * thirdP * thirdP
        if disc > 0 {
            // One real root; pick the cube root without cancellation, then derive the other.
            let u = cbrt(-halfQ - (halfQ < 0 ? -1.0 : 1.0) * disc.squareRoot())
            let t = u != 0 ? u - thirdP / u : 0
            return [t - shift]
        }
        if thirdP == 0 { return [cbrt(-q) - shift] }
        // Three real roots (trigonometric form).
        let m = 2 * (-thirdP).squareRoot()
        let cosArg = Swift.max(-1, Swift.min(1, (3 * q) / (2 * p) * (-3 / p).squareRoot()))
        let phi = acos(cosArg) / 3
        var roots = Roots()
        for k in 0..<3 { roots.append(m * cos(phi - 2 * .pi * Double(k) / 3) - shift) }
        return roots
    }
}
