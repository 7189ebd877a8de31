import ShapeModel

/// Accurately rounded primitives the oracle's region tests rely on.
///
/// The affine corner tests divide two cross products. Evaluated naively, a cross product of two
/// nearly parallel vectors loses every digit, which on a sliver corner would misplace a point by
/// far more than the boundary band. Kahan's fused-multiply-add determinant is accurate to 2 ulps
/// relative whatever the angle, so the affine coordinates it yields are those of a point within
/// a few ulps of the true one. Public for the verification engine's own judgements of builder
/// geometry (`path-builder`), which must not borrow the core's arithmetic either.
public enum ExactArithmetic {
    /// `a*d - b*c`, with relative error at most 2 ulps (Kahan; Jeannerod, Louvet and Muller 2013):
    /// exactly 0 only when the exact value is, and of its sign otherwise (barring underflow).
    @inlinable
    public static func determinant(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        let w = b * c
        let e = w.addingProduct(-b, c)      // w - b*c, exactly
        let f = (-w).addingProduct(a, d)    // a*d - w, rounded once
        return f + e
    }

    /// `u.dx * v.dy - u.dy * v.dx`, accurately rounded (positive when `v` turns clockwise on screen from `u`).
    @inlinable
    public static func cross(_ u: Vector, _ v: Vector) -> Double {
        determinant(u.dx, u.dy, v.dx, v.dy)
    }

    /// The plain cross product, as the contract's offset convexity test defines it.
    @inline(__always)
    static func plainCross(_ u: Vector, _ v: Vector) -> Double {
        u.dx * v.dy - u.dy * v.dx
    }
}

/// A running sum with Neumaier's compensation, so totals over many pixels keep their digits.
struct CompensatedSum {
    private(set) var sum: Double = 0
    private var compensation: Double = 0

    /// Adds a term.
    mutating func add(_ x: Double) {
        let t = sum + x
        if abs(sum) >= abs(x) {
            compensation += (sum - t) + x
        } else {
            compensation += (x - t) + sum
        }
        sum = t
    }

    /// The compensated total.
    var value: Double { sum + compensation }
}
