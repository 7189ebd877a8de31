/// The real roots in `[0, 1]` of a polynomial given by its Bernstein coefficients, robust to
/// any parameterisation: the coefficients bound the polynomial (convex hull), so a span whose
/// coefficients never change sign has no root; one sign change means exactly one root
/// (Descartes' rule of signs for the Bernstein basis), found by bisection on the polynomial
/// itself; more, and the span is halved by de Casteljau's algorithm. No sampling grid can miss
/// a root that way, however the parameter crowds it.
enum BernsteinRoots {
    /// The roots of the polynomial with Bernstein coefficients `coefficients` on `[0, 1]`;
    /// `value` evaluates the same polynomial (more accurately than the coefficients can) for
    /// the bisection. A double root (no sign change) is not reported: a touch, not a crossing.
    ///
    /// - Complexity: O(d^2) per halving for degree d; at most 24 halvings deep.
    static func roots(_ coefficients: [Double], value: (Double) -> Double) -> [Double] {
        var out: [Double] = []
        isolate(coefficients, 0, 1, 0, value, &out)
        return out
    }

    private static func isolate(_ coefficients: [Double], _ a: Double, _ b: Double, _ level: Int,
                                _ value: (Double) -> Double, _ out: inout [Double]) {
        var changes = 0
        for k in 1 ..< coefficients.count where (coefficients[k - 1] < 0) != (coefficients[k] < 0) { changes += 1 }
        guard changes > 0 else { return }
        if changes == 1 || level >= 24 {
            var (lo, hi) = (a, b)
            let rising = value(b) > value(a)
            for _ in 0 ..< 60 {
                let m = (lo + hi) / 2
                guard m > lo, m < hi else { break }
                if (value(m) > 0) == rising { hi = m } else { lo = m }
            }
            out.append((lo + hi) / 2)
            return
        }
        // de Casteljau at the middle: the two halves' coefficients.
        var left: [Double] = [coefficients[0]], right: [Double] = [coefficients[coefficients.count - 1]]
        var row = coefficients
        while row.count > 1 {
            row = (0 ..< row.count - 1).map { (row[$0] + row[$0 + 1]) / 2 }
            left.append(row[0])
            right.append(row[row.count - 1])
        }
        let m = (a + b) / 2
        isolate(left, a, m, level + 1, value, &out)
        isolate(right.reversed(), m, b, level + 1, value, &out)
    }
}
