/// A binary image: for every pixel centre of a grid, whether the flattened path fills it
/// (``RasterOracle/mask(_:on:rule:tolerance:)``).
public struct RasterMask: Sendable {
    /// The grid the mask covers.
    public let grid: RasterGrid
    let pixels: [Bool]
    let width: Int
    /// How many pixels are set.
    public let insideCount: Int
    /// The largest distance from the true outline at which a pixel centre may be on the wrong
    /// side: the flattening error actually reached plus the rounding margin. Every pixel whose
    /// centre is farther than this from the outline is set exactly when the true path fills it.
    public let band: Double

    init(grid: RasterGrid, pixels: [Bool], width: Int, insideCount: Int, band: Double) {
        self.grid = grid
        self.pixels = pixels
        self.width = width
        self.insideCount = insideCount
        self.band = band
    }

    /// Whether the pixel is set; `false` for a pixel not in the image.
    public subscript(column: Int, row: Int) -> Bool {
        guard column >= 0, row >= 0, column < width, width > 0, row < pixels.count / width else { return false }
        return pixels[row * width + column]
    }
}
