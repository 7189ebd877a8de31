/// Fully rounded ends: every corner rounded by half the shorter side (`MDCPillShapeGenerator`).
public struct PillShape: ShapeGenerating, Hashable {
    /// A pill.
    public init() {}

    /// The spec it resolves: rounded `.fraction(0.5)` on every corner, a pill at any size.
    public var spec: ShapeSpec { ShapeSpec(allCorners: .rounded(.fraction(0.5))) }

    /// The pill's outline for a size.
    public func path(for size: Size) throws(ShapeInputError) -> Path {
        try spec.path(for: size)
    }
}
