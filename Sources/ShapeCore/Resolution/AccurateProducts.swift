/// Sums of two products with one rounding, for angles at nearly straight or nearly closed corners.
///
/// `1 + cos θ` computed from rounded unit vectors loses every digit as θ nears π (a reach of
/// `r cot(θ/2)` was off by 1e-7 relative on a corner 5e-5 short of straight, found by the fuzzer);
/// Kahan's fused-multiply-add determinant keeps the relative error at a few ulps.
/// (The oracle has its own equivalent on purpose: it shares no code with the core.)
enum AccurateProducts {
    /// `a*d - b*c`, relative error at most 2 ulps.
    @inline(__always)
    static func determinant(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        let bc = b * c
        let error = bc.addingProduct(-b, c)          // bc - b*c exactly
        return (-bc).addingProduct(a, d) + error
    }

    /// `u × v`, accurately rounded.
    @inline(__always)
    static func cross(_ u: Vector, _ v: Vector) -> Double { determinant(u.dx, u.dy, v.dx, v.dy) }

    /// `u · v`, accurately rounded.
    @inline(__always)
    static func dot(_ u: Vector, _ v: Vector) -> Double { determinant(u.dx, -u.dy, v.dy, v.dx) }
}
