/// The size a shape is drawn at. Valid sizes are finite and `>= 0` in both dimensions.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The shorter side, which fractions resolve against (SPEC 3.1).
    @inlinable
    public var minDimension: Double { Swift.min(width, height) }

    /// Whether the size has no area (SPEC 3.6: such a size yields an empty path).
    @inlinable
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// Throws if either dimension is NaN, infinite or negative (SPEC 1).
    public func validate() throws(ShapeInputError) {
        if !width.isFinite || width < 0 { throw ShapeInputError(field: "size.width", problem: "must be finite and >= 0, got \(width)") }
        if !height.isFinite || height < 0 { throw ShapeInputError(field: "size.height", problem: "must be finite and >= 0, got \(height)") }
    }
}
