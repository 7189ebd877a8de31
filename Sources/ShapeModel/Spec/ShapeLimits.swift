/// Limits on input numbers (Contract: input limits, minimum size).
///
/// Any finite size would be meaningful in principle, but geometry at 1e300 overflows to infinity
/// (an area of 1e300 x 1e300 is not finite) and loses every digit of the 1e-9 join tolerance.
/// The package therefore accepts numbers of magnitude up to ``maximumMagnitude`` (a billion
/// points, far beyond any screen) and reports anything larger as invalid input, never as a trap.
public enum ShapeLimits {
    /// The largest magnitude accepted for a size, a corner or triangle size, a fraction, or an offset.
    public static let maximumMagnitude: Double = 1e9

    /// The smallest non-zero width or height accepted. The hit-test band lets hit tests answer either way
    /// within 1e-9 of the outline, so a smaller shape has no definite point at all; and products
    /// of tiny coordinates (the convexity test's cross products) underflow to zero.
    public static let minimumNonzeroSize: Double = 1e-9

    /// Whether ``check(_:field:nonNegative:)`` accepts `value`: finite, within
    /// ``maximumMagnitude``, and (if `nonNegative`) `>= 0`. No field name, no error: validation
    /// of a whole spec asks this first and names a field only when something fails.
    @inlinable
    public static func accepts(_ value: Double, nonNegative: Bool) -> Bool {
        value.isFinite && !(nonNegative && value < 0) && abs(value) <= maximumMagnitude
    }

    /// Throws unless `value` is finite, within ``maximumMagnitude``, and (if `nonNegative`) `>= 0`.
    /// The field's name is built only for the error (validation runs on every resolution).
    public static func check(_ value: Double, field: @autoclosure () -> String, nonNegative: Bool) throws(ShapeInputError) {
        if accepts(value, nonNegative: nonNegative) { return }
        guard value.isFinite else {
            throw ShapeInputError(field: field(), problem: "must be a finite number, got \(value)")
        }
        if nonNegative && value < 0 {
            throw ShapeInputError(field: field(), problem: "must be >= 0, got \(value)")
        }
        if abs(value) > maximumMagnitude {
            throw ShapeInputError(field: field(), problem: "magnitude must be at most 1e9, got \(value)")
        }
    }
}
