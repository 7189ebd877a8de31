import Foundation
import ShapeModel

/// The raster reference oracle: decides pixel centres from a flattened path with a proven error
/// bound, and measures exact coverage of the flattened polygon.
///
/// Soundness of `classify`: every flattened chord is within its `error` of the true piece, and
/// the homotopy between them moves no point farther than that from the chord (`FlattenedPath`).
/// A pixel is `.boundary` iff its centre is within `error + margin` of some chord, `margin =
/// 1e-10 * S` covering rounding (S the largest coordinate magnitude of the path and the grid).
/// Any other centre has the same winding number for the true path as for the polygon, which the
/// scanline computes exactly, so its definite answer is the true one.
public enum RasterOracle {
    /// Classifies every pixel centre of `grid` against `path` under `rule`, flattening within
    /// `tolerance` (a non-positive or NaN tolerance flattens at the per-element cap and reports
    /// the bound actually reached). An empty path gives all `.outside`; a path with a non-finite
    /// coordinate (or one beyond 1e100), or an unusable grid, gives all `.boundary`.
    /// Work is O(segments + pixels + band crossings) per image: runs of pixels between two
    /// crossings of a row are filled at once.
    public static func classify(_ path: Path, on grid: RasterGrid, rule: FillRule = .nonZero, tolerance: Double) -> RasterImage {
        classify(FlattenedPath(path, tolerance: tolerance), on: grid, rule: rule)
    }

    /// Classifies several grids against one path flattened once: each image is exactly
    /// `classify(path, on: grid, rule: rule, tolerance: tolerance)` (the flattening depends on
    /// the path and the tolerance only), without flattening the path again for every grid.
    ///
    /// ```swift
    /// let square = Path([.move(to: Point(x: 0, y: 0)), .line(to: Point(x: 4, y: 0)),
    ///                    .line(to: Point(x: 4, y: 4)), .line(to: Point(x: 0, y: 4)), .close])
    /// let grid = RasterGrid(origin: Point(x: -2, y: -2), pixelSize: 1, columns: 8, rows: 8)
    /// let images = RasterOracle.classify(square, on: [(grid, .nonZero), (grid, .evenOdd)], tolerance: 0.01)
    /// images[1][2, 2]   // .inside: centre (0.5, 0.5)
    /// ```
    ///
    /// - Complexity: one flattening, then per grid what ``classify(_:on:rule:tolerance:)`` costs beyond it.
    public static func classify(_ path: Path, on grids: [(grid: RasterGrid, rule: FillRule)], tolerance: Double) -> [RasterImage] {
        let flat = FlattenedPath(path, tolerance: tolerance)
        return grids.map { classify(flat, on: $0.grid, rule: $0.rule) }
    }

    /// Classifies `grid` against the flattened path `flat` (the body of both `classify` entry points).
    private static func classify(_ flat: FlattenedPath, on grid: RasterGrid, rule: FillRule) -> RasterImage {
        let (columns, rows) = grid.safeDimensions
        guard flat.isValid, grid.isUsable else {
            return RasterImage(grid: grid, regions: Array(repeating: .boundary, count: columns * rows), width: columns)
        }
        var regions = Array(repeating: Region.outside, count: columns * rows)
        let segments = flat.segments
        guard !segments.isEmpty, columns > 0, rows > 0 else {
            return RasterImage(grid: grid, regions: regions, width: columns)
        }
        let (ox, oy, ps) = (grid.origin.x, grid.origin.y, grid.pixelSize)
        let magnitude = max(flat.magnitude, abs(ox), abs(oy), abs(ox + Double(columns) * ps), abs(oy + Double(rows) * ps))
        let margin = 1e-10 * magnitude

        // Each row: runs of pixels between crossings get the polygon's verdict, then every pixel
        // whose centre is within a chord's band is overwritten with `.boundary`.
        // A chord is bucketed only into rows within twice its band of its y-extent: a short chord
        // reaches no centre at all in most rows it could be rounded into, and such a row is
        // skipped before the band's roots and divisions. Sound, not just likely: the band is at
        // least 1e-10 of the magnitude, and the rounding in `bandInterval` is a few ulps of it,
        // far less than the band spared; and a row a chord crosses is within its y-extent.
        let scan = ScanlineRows(segments, grid: grid, columns: columns, rows: rows) { $0.error + margin }
        func columnIndex(_ v: Double) -> Int {
            let c = min(max(v, -1), Double(columns))
            return c.isNaN ? -1 : Int(c)
        }
        scan.withCrossingScratch { scratch in
            regions.withUnsafeMutableBufferPointer { image in
                for j in 0..<rows {
                    let row = j * columns
                    scan.forEachRun(scan.crossings(inRow: j, into: scratch)) { run, winding in
                        if rule == .nonZero || winding & 1 != 0 {
                            UnsafeMutableBufferPointer(rebasing: image[row + run.lowerBound ..< row + run.upperBound]).update(repeating: .inside)
                        }
                    }
                    let yc = scan.centreY(row: j)
                    scan.forEachSegment(inRow: j) { s in
                        let (lo, hi) = bandInterval(s, y: yc, band: s.error + margin)
                        guard lo <= hi else { return }
                        let c0 = max(0, columnIndex(((lo - ox) / ps - 0.5).rounded(.up)))
                        let c1 = min(columns - 1, columnIndex(((hi - ox) / ps - 0.5).rounded(.down)))
                        if c0 <= c1 { UnsafeMutableBufferPointer(rebasing: image[row + c0 ... row + c1]).update(repeating: .boundary) }
                    }
                }
            }
        }
        return RasterImage(grid: grid, regions: regions, width: columns)
    }

    /// The x-interval of the horizontal line at `y` within `band` of the segment: the line's
    /// intersection with the segment's capsule (convex, so the hull of its intersections with the
    /// two end disks and the central rectangle). Empty when `lo > hi`.
    static func bandInterval(_ s: FlattenedPath.Segment, y: Double, band b: Double) -> (lo: Double, hi: Double) {
        var lo = Double.infinity, hi = -Double.infinity
        // The two end disks (a function, not a loop over an array literal: this runs for every
        // chord of every row, and the array was allocated and freed each time).
        func disk(_ px: Double, _ py: Double) {
            let dy = y - py
            if abs(dy) <= b {
                let h = max(0, b * b - dy * dy).squareRoot()
                lo = min(lo, px - h); hi = max(hi, px + h)
            }
        }
        disk(s.x0, s.y0)
        disk(s.x1, s.y1)
        let (dx, dy) = (s.x1 - s.x0, s.y1 - s.y0)
        let len2 = dx * dx + dy * dy
        guard len2 > 0 else { return (lo, hi) }
        let len = len2.squareRoot()
        let ry = y - s.y0
        // u = x - x0: 0 <= u dx + ry dy <= |d|² and |dx ry - dy u| <= b |d|.
        var uLo = -Double.infinity, uHi = Double.infinity
        func constrain(_ a: Double, _ m: Double, _ mx: Double) {
            if a > 0 { uLo = max(uLo, m / a); uHi = min(uHi, mx / a) }
            else if a < 0 { uLo = max(uLo, mx / a); uHi = min(uHi, m / a) }
            else if !(m <= 0 && 0 <= mx) { uLo = .infinity; uHi = -.infinity }
        }
        constrain(dx, -ry * dy, len2 - ry * dy)
        constrain(dy, dx * ry - b * len, dx * ry + b * len)
        if uLo <= uHi { lo = min(lo, s.x0 + uLo); hi = max(hi, s.x0 + uHi) }
        return (lo, hi)
    }

    /// The winding-weighted area of the flattened path in every pixel (signed: clockwise on screen
    /// is positive), by exact signed-area accumulation: each chord is split at pixel rows and
    /// columns, each piece adds the trapezoid to its right within its pixel and full rows of cover
    /// to the pixels further right, and a prefix sum per row finishes. Parts left of the grid cover
    /// the whole row; parts above, below or right of it add nothing.
    /// A non-finite path, an unusable grid, or a path more than 2^52 pixels from the grid origin
    /// gives `.nan` cells and total and an infinite error bound.
    public static func coverage(_ path: Path, on grid: RasterGrid, tolerance: Double) -> CoverageImage {
        let (columns, rows) = grid.safeDimensions
        let flat = FlattenedPath(path, tolerance: tolerance)
        guard flat.isValid, grid.isUsable else {
            return CoverageImage(grid: grid, cells: Array(repeating: .nan, count: columns * rows), width: columns,
                                 totalArea: .nan, errorBound: .infinity)
        }
        let (ox, oy, ps) = (grid.origin.x, grid.origin.y, grid.pixelSize)
        let stride = columns + 1
        var acc = [Double](repeating: 0, count: rows * stride)
        var verticalTravel = 0.0
        let fullWidth = Double(columns)

        func addColumnPiece(_ base: Int, _ xl: Double, _ xr: Double, _ y0: Double, _ y1: Double) {
            let dy = y0 - y1    // upward travel covers the area to its right positively (clockwise = +)
            verticalTravel += abs(dy)
            let xm = 0.5 * (xl + xr)
            if xm <= 0 {
                acc[base] += dy
            } else if xm < fullWidth {
                let col = min(columns - 1, Int(xm.rounded(.down)))
                let a = dy * (Double(col) + 1 - xm)
                acc[base + col] += a
                acc[base + col + 1] += dy - a
            }
        }
        func addRowPiece(_ row: Int, _ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double) {
            let base = row * stride
            if xa == xb { addColumnPiece(base, xa, xb, ya, yb); return }
            let increasing = xb > xa
            var (xp, yp) = (xa, ya)
            var budget = columns + 4    // each step crosses a column line; never loop on a bad value
            while xp != xb && budget > 0 {
                budget -= 1
                let xn: Double
                if increasing {
                    xn = xp < 0 ? min(0, xb) : (xp >= fullWidth ? xb : min(xp.rounded(.down) + 1, xb))
                } else {
                    xn = xp > fullWidth ? max(fullWidth, xb) : (xp <= 0 ? xb : max(xp.rounded(.up) - 1, xb))
                }
                let yn = xn == xb ? yb : ya + (xn - xa) * (yb - ya) / (xb - xa)
                addColumnPiece(base, xp, xn, yp, yn)
                (xp, yp) = (xn, yn)
            }
        }

        var representable = true
        if columns > 0 && rows > 0 {
            let fullHeight = Double(rows)
            for s in flat.segments {
                let (x0, y0) = ((s.x0 - ox) / ps, (s.y0 - oy) / ps)
                let (x1, y1) = ((s.x1 - ox) / ps, (s.y1 - oy) / ps)
                // Beyond 2^52 pixels from the origin a pixel coordinate has no fractional digits left.
                guard max(abs(x0), abs(y0), abs(x1), abs(y1)) < 0x1p52 else { representable = false; break }
                guard y0 != y1 else { continue }
                func x(at y: Double) -> Double { y == y0 ? x0 : (y == y1 ? x1 : x0 + (y - y0) * (x1 - x0) / (y1 - y0)) }
                let down = y1 > y0
                let yStart = down ? max(y0, 0) : min(y0, fullHeight)
                let yEnd = down ? min(y1, fullHeight) : max(y1, 0)
                guard down ? yStart < yEnd : yStart > yEnd else { continue }
                var (yp, xp) = (yStart, x(at: yStart))
                while yp != yEnd {
                    let yn = down ? min(yp.rounded(.down) + 1, yEnd) : max(yp.rounded(.up) - 1, yEnd)
                    let xn = x(at: yn)
                    let row = min(rows - 1, max(0, Int(min(yp, yn).rounded(.down))))
                    addRowPiece(row, xp, yp, xn, yn)
                    (yp, xp) = (yn, xn)
                }
            }
        }

        guard representable else {
            return CoverageImage(grid: grid, cells: Array(repeating: .nan, count: columns * rows), width: columns,
                                 totalArea: .nan, errorBound: .infinity)
        }
        var cells = [Double](repeating: 0, count: columns * rows)
        var total = CompensatedSum()
        let pixelArea = ps * ps
        for r in 0..<rows {
            var running = 0.0
            for c in 0..<columns {
                running += acc[r * stride + c]
                let v = running * pixelArea
                cells[r * columns + c] = v
                total.add(v)
            }
        }
        let magnitude = max(flat.magnitude, abs(ox), abs(oy)) / ps
        let rounding = 16 * Double.ulpOfOne * pixelArea * Double(columns + rows + 4)
            * (verticalTravel + 1) * (Double(columns) + 2 + magnitude)
        return CoverageImage(grid: grid, cells: cells, width: columns, totalArea: total.value,
                             errorBound: flat.areaError + rounding)
    }
}
