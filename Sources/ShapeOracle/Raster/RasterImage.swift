/// The raster oracle's verdict for every pixel centre of a grid.
public struct RasterImage: Sendable {
    /// The grid classified.
    public let grid: RasterGrid
    @usableFromInline let regions: [Region]
    @usableFromInline let width: Int
    /// Pixels per region, counted when asked (most readers of an image never ask).
    public var counts: RasterCounts {
        var (i, o, b) = (0, 0, 0)
        for r in regions {
            switch r {
            case .inside: i += 1
            case .outside: o += 1
            case .boundary: b += 1
            }
        }
        return RasterCounts(inside: i, outside: o, boundary: b)
    }

    init(grid: RasterGrid, regions: [Region], width: Int) {
        self.grid = grid
        self.regions = regions
        self.width = width
    }

    /// Every pixel's region, row by row, ``rowWidth`` a row (empty for a grid without pixels):
    /// for a reader that visits every pixel and its neighbours, without a bounds check per pixel.
    public var rowMajorRegions: [Region] { regions }
    /// Pixels per row of ``rowMajorRegions``: the grid's columns (0 for an unusable grid).
    public var rowWidth: Int { width }

    /// The region of a pixel's centre; `.boundary` (no answer) for a pixel not in the image.
    /// (Inlinable: properties read every pixel of an image, and a call per pixel cost more than the reading.)
    @inlinable
    public subscript(column: Int, row: Int) -> Region {
        guard column >= 0, row >= 0, column < width, width > 0, row < regions.count / width else { return .boundary }
        return regions[row * width + column]
    }
}
