import ShapeModel

extension RasterOracle {
    /// Which pixel centres of `grid` the path fills under `rule`, as a binary image: the
    /// flattened polygon's verdict at every centre, with no band of doubt.
    ///
    /// Contract: a pixel is set exactly when the polygon that ``classify(_:on:rule:tolerance:)``
    /// flattens (every chord within its error of the true piece) has a nonzero (or, even-odd,
    /// odd) winding number at its centre, counted by the same scanline. So wherever `classify`
    /// is definite the mask agrees with it (set for `.inside`, clear for `.outside`), and only
    /// centres within ``RasterMask/band`` of the true outline can differ from the true path.
    /// Use `classify` where a property must know which pixels are in doubt; use the mask for
    /// pictures and coverage counts.
    ///
    /// Work is O(segments + rows + crossings) plus filling the set pixels, a run of a row at a
    /// time (no pixel is tested on its own). `nil` for a path with a non-finite coordinate (or
    /// one beyond 1e100) or an unusable grid, where `classify` says `.boundary` everywhere; an
    /// empty path gives an empty mask.
    ///
    /// ```swift
    /// let square = Path([.move(to: Point(x: 0, y: 0)), .line(to: Point(x: 4, y: 0)),
    ///                    .line(to: Point(x: 4, y: 4)), .line(to: Point(x: 0, y: 4)), .close])
    /// let grid = RasterGrid(origin: Point(x: -2, y: -2), pixelSize: 1, columns: 8, rows: 8)
    /// let mask = RasterOracle.mask(square, on: grid, tolerance: 0.01)
    /// mask?.insideCount   // 16: the centres (0.5 ... 3.5, 0.5 ... 3.5)
    /// mask?[2, 2]         // true: centre (0.5, 0.5)
    /// ```
    ///
    /// - Complexity: O(e + r + k + p) for e flattened chords, r rows, k crossings and p set pixels.
    public static func mask(_ path: Path, on grid: RasterGrid, rule: FillRule = .nonZero, tolerance: Double) -> RasterMask? {
        let (columns, rows) = grid.safeDimensions
        let flat = FlattenedPath(path, tolerance: tolerance)
        guard flat.isValid, grid.isUsable else { return nil }
        let (ox, oy, ps) = (grid.origin.x, grid.origin.y, grid.pixelSize)
        let magnitude = max(flat.magnitude, abs(ox), abs(oy), abs(ox + Double(columns) * ps), abs(oy + Double(rows) * ps))
        let margin = 1e-10 * magnitude
        let band = flat.segments.reduce(0) { max($0, $1.error) } + margin
        var pixels = [Bool](repeating: false, count: columns * rows)
        var inside = 0
        if !flat.segments.isEmpty && columns > 0 && rows > 0 {
            let scan = ScanlineRows(flat.segments, grid: grid, columns: columns, rows: rows) { _ in 0 }
            scan.withCrossingScratch { scratch in
                pixels.withUnsafeMutableBufferPointer { image in
                    for j in 0 ..< rows {
                        let row = j * columns
                        scan.forEachRun(scan.crossings(inRow: j, into: scratch)) { run, winding in
                            guard rule == .nonZero || winding & 1 != 0 else { return }
                            UnsafeMutableBufferPointer(rebasing: image[row + run.lowerBound ..< row + run.upperBound]).update(repeating: true)
                            inside += run.count
                        }
                    }
                }
            }
        }
        return RasterMask(grid: grid, pixels: pixels, width: columns, insideCount: inside, band: band)
    }
}
