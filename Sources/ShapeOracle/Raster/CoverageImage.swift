/// The exact area of the flattened polygon in every pixel, and in total.
public struct CoverageImage: Sendable {
    /// The grid measured.
    public let grid: RasterGrid
    let cells: [Double]
    let width: Int
    /// The sum over all pixels: the winding-weighted area of the polygon inside the grid.
    public let totalArea: Double
    /// A bound on `|totalArea - (winding-weighted area of the true path inside the grid)|`:
    /// the flattening term plus a rounding allowance (Docs/Oracle.md). Infinite for a non-finite path.
    public let errorBound: Double

    init(grid: RasterGrid, cells: [Double], width: Int, totalArea: Double, errorBound: Double) {
        self.grid = grid
        self.cells = cells
        self.width = width
        self.totalArea = totalArea
        self.errorBound = errorBound
    }

    /// Covered area in the pixel, in shape units², signed (clockwise on screen is positive);
    /// `.nan` for a pixel not in the image.
    public subscript(column: Int, row: Int) -> Double {
        guard column >= 0, row >= 0, column < width, width > 0, row < cells.count / width else { return .nan }
        return cells[row * width + column]
    }
}
