/// One edge after resolution: how long it is, which part of it stays straight, and its triangle.
public struct ResolvedEdge: Hashable, Sendable {
    /// Distance between the edge's two corner points.
    public var length: Double
    /// Distance from the start corner point where the straight span starts (the start corner's reach).
    public var spanStart: Double
    /// Distance from the start corner point where the straight span ends (`length` minus the end corner's reach).
    public var spanEnd: Double
    /// The clamped triangle, or `nil` if the edge is straight or its triangle clamped to nothing.
    public var triangle: ResolvedTriangle?

    /// Memberwise.
    public init(length: Double, spanStart: Double, spanEnd: Double, triangle: ResolvedTriangle?) {
        self.length = length
        self.spanStart = spanStart
        self.spanEnd = spanEnd
        self.triangle = triangle
    }
}
