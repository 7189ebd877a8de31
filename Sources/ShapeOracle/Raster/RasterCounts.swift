/// How many pixels of a raster image are in each region.
public struct RasterCounts: Hashable, Sendable {
    /// Pixels whose centre is definitely inside.
    public var inside: Int
    /// Pixels whose centre is definitely outside.
    public var outside: Int
    /// Pixels too close to the outline to promise either.
    public var boundary: Int

    /// A count.
    public init(inside: Int, outside: Int, boundary: Int) {
        self.inside = inside
        self.outside = outside
        self.boundary = boundary
    }

    /// Pixels with a definite answer.
    public var definite: Int { inside + outside }
}
