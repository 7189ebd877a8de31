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
        return roots(inline(coefficients), count: coefficients.count, value: value)
    }

    /// The first `coefficients.count` of ``Coefficients``.
    static func inline(_ coefficients: [Double]) -> Coefficients {
        var inline = Coefficients(repeating: 0)
        for (k, c) in coefficients.enumerated() where k < inline.count { inline[k] = c }
        return inline
    }

    /// ``roots(_:value:)`` of the polynomial with the first `count` of `coefficients`, for a
    /// caller that builds them inline.
    static func roots(_ coefficients: Coefficients, count: Int, value: (Double) -> Double) -> [Double] {
        // (The search holds the closure only while it runs.)
        withoutActuallyEscaping(value) { value in
            var collect = Collected(polynomial: value)
            search(coefficients, count: count, &collect)
            return collect.roots
        }
    }

    /// Every root, in a list.
    private struct Collected: RootSearch {
        let polynomial: (Double) -> Double
        var roots: [Double] = []
        func value(at t: Double) -> Double { polynomial(t) }
        mutating func found(_ t: Double) { roots.append(t) }
    }

    /// The roots of the polynomial with the first `count` of `coefficients`, handed to
    /// `search` as they are found (in increasing order), except in spans it turns down
    /// (``RootSearch/wants(from:to:)``): a caller that wants only some roots (the nearest
    /// point's, which a span of the curve far from the query cannot hold) spares their
    /// bisection. Generic rather than closures: the bisection evaluates the polynomial some 55
    /// times per root, and a specialised search inlines it.
    static func search<S: RootSearch>(_ coefficients: Coefficients, count: Int, _ search: inout S) {
        precondition(count >= 2 && count <= maximumDegree + 1)
        isolate(coefficients, count: count, 0, 1, 0, &search)
    }

    private static func isolate<S: RootSearch>(_ c: Coefficients, count n: Int, _ a: Double, _ b: Double, _ level: Int,
                                               _ search: inout S) {
        var changes = 0
        for k in 1 ..< n where (c[k - 1] < 0) != (c[k] < 0) { changes += 1 }
        guard changes > 0, level == 0 || search.wants(from: a, to: b) else { return }
        if changes == 1 || level >= 24 {
            var (lo, hi) = (a, b)
            let rising = search.value(at: b) > search.value(at: a)
            for _ in 0 ..< 60 {
                let m = (lo + hi) / 2
                guard m > lo, m < hi else { break }
                if (search.value(at: m) > 0) == rising { hi = m } else { lo = m }
            }
            search.found((lo + hi) / 2)
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
        isolate(left, count: n, a, m, level + 1, &search)
        isolate(right, count: n, m, b, level + 1, &search)
    }
}

/// A polynomial whose roots ``BernsteinRoots`` isolates, and what its caller does with them.
protocol RootSearch {
    /// The polynomial at `t`, evaluated directly (more accurately than its coefficients can).
    func value(at t: Double) -> Double
    /// Whether roots in `[a, b]`, a span of a halving (never the whole `[0, 1]`), may matter:
    /// `false` passes them over. `true` always gives every root.
    func wants(from a: Double, to b: Double) -> Bool
    /// A root, in increasing order.
    mutating func found(_ t: Double)
}

extension RootSearch {
    /// Every span may hold a wanted root: the search finds them all.
    func wants(from a: Double, to b: Double) -> Bool { true }
}
