import Foundation

/// Adaptive Gauss-Legendre quadrature for arc lengths of Beziers.
enum GaussLegendre {
    /// Nodes and weights of the 10-point rule on `[-1, 1]`, computed once by Newton's method
    /// on the Legendre polynomial (exact to full precision, no hand-typed tables).
    static let rule: [(node: Double, weight: Double)] = {
        let n = 10
        var result: [(Double, Double)] = []
        for i in 1...n {
            var x = cos(Double.pi * (Double(i) - 0.25) / (Double(n) + 0.5))
            var derivative = 0.0
            for _ in 0..<100 {
                var p0 = 1.0, p1 = x
                for k in 2...n {
                    let p2 = ((2 * Double(k) - 1) * x * p1 - (Double(k) - 1) * p0) / Double(k)
                    p0 = p1
                    p1 = p2
                }
                derivative = Double(n) * (x * p1 - p0) / (x * x - 1)
                let step = p1 / derivative
                x -= step
                if abs(step) <= 1e-16 { break }
            }
            result.append((x, 2 / ((1 - x * x) * derivative * derivative)))
        }
        return result
    }()

    /// One application of the rule on `[a, b]`.
    static func fixed(_ f: (Double) -> Double, _ a: Double, _ b: Double) -> Double {
        let half = (b - a) / 2, mid = (a + b) / 2
        var sum = 0.0
        for (node, weight) in rule { sum += weight * f(mid + half * node) }
        return sum * half
    }

    /// The most intervals one integral is halved into. A sound rule on a curve between its speed
    /// minima needs a few dozen (at most 39 over 40,000 fuzz cases, near-cusps included); the
    /// budget only bounds the work when something is wrong: with a broken node the halving never
    /// agrees with itself and would run for hours, so a broken rule now shows as a wrong length,
    /// which `length-matches-oracle` catches, instead of as a hang.
    static let intervalBudget = 4096

    /// `∫_a^b f` to about `relativeTolerance` of the result (or `absoluteTolerance`, if larger:
    /// a piece of a longer integral need not be known better than the whole), by interval halving.
    ///
    /// - Complexity: at most ``intervalBudget`` halvings of 20 evaluations of `f` each.
    static func integrate(_ f: (Double) -> Double, from a: Double, to b: Double,
                          relativeTolerance: Double = 1e-13, absoluteTolerance: Double = 0) -> Double {
        guard b > a else { return 0 }
        let whole = fixed(f, a, b)
        var budget = intervalBudget
        return refine(f, a, b, whole, tolerance: Swift.max(abs(whole) * relativeTolerance, absoluteTolerance, 1e-300),
                      depth: 0, budget: &budget)
    }

    private static func refine(_ f: (Double) -> Double, _ a: Double, _ b: Double, _ whole: Double,
                               tolerance: Double, depth: Int, budget: inout Int) -> Double {
        // Out of budget: this interval keeps the estimate it has.
        guard budget > 0 else { return whole }
        budget -= 1
        let mid = (a + b) / 2
        let left = fixed(f, a, mid), right = fixed(f, mid, b)
        if abs(left + right - whole) <= tolerance || depth >= 40 || !(mid > a && mid < b) {
            return left + right
        }
        return refine(f, a, mid, left, tolerance: tolerance / 2, depth: depth + 1, budget: &budget)
            + refine(f, mid, b, right, tolerance: tolerance / 2, depth: depth + 1, budget: &budget)
    }
}
