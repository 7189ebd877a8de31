/// The size a shape is drawn at. Valid sizes are finite and `>= 0` in both dimensions.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The shorter side, which fractions resolve against (Contract: points or fractions).
    @inlinable
    public var minDimension: Double { Swift.min(width, height) }

    /// Whether the size has no area (Contract: empty size: such a size yields an empty path).
    @inlinable
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// Throws if either dimension is NaN, infinite, negative or beyond ``ShapeLimits``
    /// (Contract: input limits, minimum size).
    public func validate() throws(ShapeInputError) {
        // The common case without naming anything; the checks below say what failed.
        func accepts(_ value: Double) -> Bool {
            ShapeLimits.accepts(value, nonNegative: true) && (value == 0 || !(value < ShapeLimits.minimumNonzeroSize))
        }
        if accepts(width) && accepts(height) { return }
        try ShapeLimits.check(width, field: "size.width", nonNegative: true)
        try ShapeLimits.check(height, field: "size.height", nonNegative: true)
        func checkMinimum(_ value: Double, _ field: String) throws(ShapeInputError) {
            guard value != 0 && value < ShapeLimits.minimumNonzeroSize else { return }
            throw ShapeInputError(field: field, problem: "must be 0 or at least 1e-9 (smaller shapes lie wholly within the hit-test tolerance), got \(value)")
        }
        try checkMinimum(width, "size.width")
        try checkMinimum(height, "size.height")
    }
}
