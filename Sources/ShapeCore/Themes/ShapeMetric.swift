/// A themable corner: a radius and a corner curve, applied to chosen corners of a spec.
///
/// The named values follow the Material 3 shape scale tokens (none 0, extra-small 4, small 8,
/// medium 12, large 16, extra-large 28; see Docs/Core.md for the source and the choice).
public struct ShapeMetric: Hashable, Sendable {
    /// The corner radius in points; 0 means no treatment.
    public var cornerRadius: Double
    /// Circular or continuous corners.
    public var cornerCurve: CornerCurve

    /// A metric of the given radius and curve.
    public init(cornerRadius: Double, cornerCurve: CornerCurve = .circular) {
        self.cornerRadius = cornerRadius
        self.cornerCurve = cornerCurve
    }

    /// Square corners: applying it removes any treatment.
    public static let square = ShapeMetric(cornerRadius: 0)
    /// Material 3 "extra small": 4.
    public static let extraSmall = ShapeMetric(cornerRadius: 4)
    /// Material 3 "small": 8.
    public static let small = ShapeMetric(cornerRadius: 8)
    /// Material 3 "medium": 12.
    public static let medium = ShapeMetric(cornerRadius: 12)
    /// Material 3 "large": 16.
    public static let large = ShapeMetric(cornerRadius: 16)
    /// Material 3 "extra large": 28.
    public static let extraLarge = ShapeMetric(cornerRadius: 28)

    /// The treatment this metric gives a corner: `.square` for a radius of 0.
    public var treatment: CornerTreatment {
        cornerRadius == 0 ? .square : cornerCurve.treatment(.points(cornerRadius))
    }

    /// `spec` with this metric's treatment on `corners` (all four by default); other corners,
    /// offsets and edges are kept. Applying ``square`` removes the treatment from those corners.
    public func apply(to spec: ShapeSpec, corners: Set<Corner> = Set(Corner.allCases)) -> ShapeSpec {
        var result = spec
        for corner in corners { result.corners[corner] = treatment }
        return result
    }
}
