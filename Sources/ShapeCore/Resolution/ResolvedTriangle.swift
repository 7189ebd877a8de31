/// A triangle edge treatment after clamping (Contract: triangle fit, inward-notch clamp).
public struct ResolvedTriangle: Hashable, Sendable {
    /// The final half-base, which is also the depth of the apex from the edge line (`s2` of the
    /// contract's inward-notch clamp).
    public var size: Double
    /// Away from the shape or into it.
    public var direction: TriangleDirection
    /// Where the base is centred: distance from the edge's start corner point along the edge;
    /// normally the midpoint of the straight span.
    public var center: Double

    /// Memberwise.
    public init(size: Double, direction: TriangleDirection, center: Double) {
        self.size = size
        self.direction = direction
        self.center = center
    }
}
