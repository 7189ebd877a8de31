/// Chosen corners rounded by half the shorter side, the others square; the radius is
/// recomputed for every size (a pill end on one side, a "D", a leaf...).
public struct FullyRoundedCornersShape: ShapeGenerating, Hashable {
    /// The corners to round.
    public var corners: Set<Corner>

    /// Fully rounded `corners`.
    public init(corners: Set<Corner>) {
        self.corners = corners
    }

    /// The spec for one size: rounded `min(w, h) / 2` in points on the chosen corners.
    public func spec(for size: Size) -> ShapeSpec {
        let radius = size.minDimension / 2
        return ShapeSpec(corners: Corners { corners.contains($0) ? .rounded(.points(radius)) : .square })
    }

    /// The outline for a size.
    public func path(for size: Size) throws(ShapeInputError) -> Path {
        try size.validate()
        return try spec(for: size).path(for: size)
    }
}
