import ShapeModel

/// A grid of square pixels; pixel `(column, row)` covers
/// `[origin.x + column * pixelSize, + pixelSize) x [origin.y + row * pixelSize, + pixelSize)`.
public struct RasterGrid: Hashable, Sendable {
    /// The top-left corner of pixel (0, 0).
    public var origin: Point
    /// The side of a pixel, in shape units.
    public var pixelSize: Double
    /// Pixels per row.
    public var columns: Int
    /// Rows of pixels.
    public var rows: Int

    /// A grid; nothing is checked here (the raster oracle treats a non-finite or non-positive
    /// pixel size or origin as "no definite answer", and negative counts as zero).
    public init(origin: Point, pixelSize: Double, columns: Int, rows: Int) {
        self.origin = origin
        self.pixelSize = pixelSize
        self.columns = columns
        self.rows = rows
    }

    /// A grid over `rect` with `resolution` pixels along its longer side, shifted left and up by
    /// `jitter` pixels (each component taken modulo 1, non-finite as 0) and with enough pixels to
    /// still cover the rect. A rect with no extent gets pixel size 1; a resolution below 1 counts as 1.
    public static func covering(_ rect: Rect, resolution: Int, jitter: Vector = .zero) -> RasterGrid {
        let n = Double(max(1, resolution))
        let longer = max(rect.width, rect.height)
        let pixel = longer.isFinite && longer > 0 ? longer / n : 1
        func fraction(_ j: Double) -> Double {
            guard j.isFinite else { return 0 }
            let f = j - j.rounded(.down)
            return f >= 0 && f < 1 ? f : 0
        }
        let (jx, jy) = (fraction(jitter.dx), fraction(jitter.dy))
        func count(_ extent: Double, _ j: Double) -> Int {
            let c = (max(0, extent) / pixel + j).rounded(.up)
            return c.isFinite && c < n + 2 ? max(1, Int(c)) : max(1, Int(n) + 1)
        }
        return RasterGrid(origin: Point(x: rect.minX - jx * pixel, y: rect.minY - jy * pixel), pixelSize: pixel,
                          columns: count(rect.width, jx), rows: count(rect.height, jy))
    }

    /// The centre of a pixel: `origin + ((column + 0.5), (row + 0.5)) * pixelSize`.
    @inlinable
    public func center(column: Int, row: Int) -> Point {
        Point(x: origin.x + (Double(column) + 0.5) * pixelSize, y: origin.y + (Double(row) + 0.5) * pixelSize)
    }

    /// Whether every pixel centre is a finite point a raster oracle can reason about.
    var isUsable: Bool {
        origin.isFinite && pixelSize.isFinite && pixelSize > 0
            && (origin.x + Double(max(0, columns)) * pixelSize).isFinite && (origin.y + Double(max(0, rows)) * pixelSize).isFinite
    }

    /// `max(0, columns)` and `max(0, rows)`, or zero pixels when their product would overflow.
    var safeDimensions: (columns: Int, rows: Int) {
        let (c, r) = (max(0, columns), max(0, rows))
        let (product, overflow) = c.multipliedReportingOverflow(by: r)
        return overflow || product > 1 << 28 ? (0, 0) : (c, r)
    }
}
