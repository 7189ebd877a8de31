/// The real roots in `[0, 1]` of a polynomial given by its Bernstein coefficients, robust to
/// any parameterisation: the coefficients bound the polynomial (convex hull), so a span whose
/// coefficients never change sign has no root; one sign change means exactly one root
/// (Descartes' rule of signs for the Bernstein basis), found by bisection on the polynomial
/// itself; more, and the span is halved by de Casteljau's algorithm. No sampling grid can miss
/// a root that way, however the parameter crowds it.
enum BernsteinRoots {
    /// The largest degree handled (the circle against a cubic: 6).
    static let maximumDegree = 7

    /// Up to ``maximumDegree`` + 1 coefficients, kept inline: the isolation runs for every
    /// nearest-point query of the erosion, and heap arrays per halving cost more than the math.
    typealias Coefficients = InlineArray<8, Double>

    /// The roots of the polynomial with Bernstein coefficients `coefficients` on `[0, 1]`;
    /// `value` evaluates the same polynomial (more accurately than the coefficients can) for
    /// the bisection. A double root (no sign change) is not reported: a touch, not a crossing.
    ///
    /// - Complexity: O(d^2) per halving for degree d; at most 24 halvings deep.
    static func roots(_ coefficients: [Double], value: (Double) -> Double) -> [Double] {
        precondition(coefficients.count >= 2 && coefficients.count <= maximumDegree + 1)
        var inline = Coefficients(repeating: 0)
        for (k, c) in coefficients.enumerated() { inline[k] = c }
        return roots(inline, count: coefficients.count, value: value)
    }

    /// ``roots(_:value:)`` of the polynomial with the first `count` of `coefficients`, for a
    /// caller that builds them inline.
    static func roots(_ coefficients: Coefficients, count: Int, value: (Double) -> Double) -> [Double] {
        var out: [Double] = []
        forEachRoot(coefficients, count: count, value: value, within: { _, _ in true }) { out.append($0) }
        return out
    }

    /// The roots of ``roots(_:count:value:)``, each handed to `body` as it is found (in
    /// increasing order), except in spans of the parameter that `within` turns down: a caller
    /// that wants only some roots (the nearest point's, which a span of the curve far from the
    /// query cannot hold) spares their bisection. `within(a, b)` is asked before a span
    /// `[a, b]` of a halving is halved again or bisected (not for the whole `[0, 1]`);
    /// answering `true` always gives every root.
    static func forEachRoot(_ coefficients: Coefficients, count: Int, value: (Double) -> Double,
                            within: (Double, Double) -> Bool, _ body: (Double) -> Void) {
        precondition(count >= 2 && count <= maximumDegree + 1)
        isolate(coefficients, count: count, 0, 1, 0, value, within, body)
    }

    private static func isolate(_ c: Coefficients, count n: Int, _ a: Double, _ b: Double, _ level: Int,
                                _ value: (Double) -> Double, _ within: (Double, Double) -> Bool, _ body: (Double) -> Void) {
        var changes = 0
        for k in 1 ..< n where (c[k - 1] < 0) != (c[k] < 0) { changes += 1 }
        guard changes > 0, level == 0 || within(a, b) else { return }
        if changes == 1 || level >= 24 {
            var (lo, hi) = (a, b)
            let rising = value(b) > value(a)
            for _ in 0 ..< 60 {
                let m = (lo + hi) / 2
                guard m > lo, m < hi else { break }
                if (value(m) > 0) == rising { hi = m } else { lo = m }
            }
            body((lo + hi) / 2)
            return
        }
        // de Casteljau at the middle: the two halves' coefficients.
        var left = Coefficients(repeating: 0), right = Coefficients(repeating: 0)
        var row = c
        left[0] = row[0]
        right[n - 1] = row[n - 1]
        for level in 1 ..< n {
            for k in 0 ..< n - level { row[k] = (row[k] + row[k + 1]) / 2 }
            left[level] = row[0]
            right[n - 1 - level] = row[n - 1 - level]
        }
        let m = (a + b) / 2
        isolate(left, count: n, a, m, level + 1, value, within, body)
        isolate(right, count: n, m, b, level + 1, value, within, body)
    }
}
