extension Vector {
    /// The Euclidean length without `hypot`'s overflow protection: `sqrt(dx² + dy²)`, several
    /// times faster. Exact enough wherever components stay below 1e150 and above 1e-150, which
    /// every coordinate within ``ShapeLimits`` (and every difference of two) does; the hot loops
    /// of the parallel curve and distance searches use it, `length` stays the general one.
    @inlinable
    var norm: Double { (dx * dx + dy * dy).squareRoot() }

    /// `dx² + dy²`, for comparing distances without a square root.
    @inlinable
    var squaredNorm: Double { dx * dx + dy * dy }
}
