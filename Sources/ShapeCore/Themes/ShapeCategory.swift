/// The corners of one size class of components (`MDCShapeCategory`): a treatment per corner.
public struct ShapeCategory: Hashable, Sendable {
    /// One treatment per corner.
    public var corners: Corners<CornerTreatment>

    /// Per-corner treatments.
    public init(corners: Corners<CornerTreatment>) {
        self.corners = corners
    }

    /// Every corner of one family and size (`initWithCornersFamily:andSize:`). A curved corner
    /// gets the size as both width and height; `.square` ignores the size.
    public init(family: CornerFamily, size: Double) {
        let length = Length.points(size)
        let treatment: CornerTreatment = switch family {
        case .square: .square
        case .rounded: .rounded(length)
        case .cut: .cut(length)
        case .curved: .curved(width: length, height: length)
        case .continuous: .continuous(length)
        }
        self.init(corners: Corners(all: treatment))
    }

    /// `spec` with this category's corners; offsets and edges are kept.
    public func apply(to spec: ShapeSpec = ShapeSpec()) -> ShapeSpec {
        var result = spec
        result.corners = corners
        return result
    }
}
