import ShapeModel

/// A flattened polygon cut along the rows of pixel centres of a grid: the raster oracle's
/// scanline, shared by ``RasterOracle/classify(_:on:rule:tolerance:)`` and
/// ``RasterOracle/mask(_:on:rule:tolerance:)``.
///
/// The winding number of the polygon at a pixel centre `(xc, yc)` is the sum of the directions
/// (+1 downward on screen, -1 upward) of the chords that cross the horizontal line `y = yc` at
/// an `x < xc`, a chord crossing when `y0 <= yc < y1` or `y1 <= yc < y0` (half-open, so a
/// vertex shared by two chords is counted once and a horizontal chord never). That is the
/// classic crossing rule applied to a ray from the centre towards -x; it is exact for the
/// polygon up to the rounding of each crossing's x, which both verdicts share.
///
/// Chords are bucketed by row (compressed-row layout), so a row visits only the chords whose
/// y-extent, grown by the caller's `reach`, comes near its centre line; the crossings of a row
/// sorted by x then give its winding numbers as runs of pixels: between two consecutive
/// crossings the winding number does not change.
struct ScanlineRows {
    let segments: [FlattenedPath.Segment]
    let rows: Int
    let columns: Int
    let originX: Double
    let originY: Double
    let pixelSize: Double
    /// `bucket[rowStart[j] ..< rowStart[j + 1]]` are the indices of the chords near row j.
    private let rowStart: [Int]
    private let bucket: [Int]

    /// Buckets every chord into the rows whose centre line is within `reach(chord)` of the
    /// chord's y-extent, and one row more either side (so that rounding in the row index never
    /// drops a row; visiting an extra row is harmless, every test on it is exact).
    init(_ segments: [FlattenedPath.Segment], grid: RasterGrid, columns: Int, rows: Int,
         reach: (FlattenedPath.Segment) -> Double) {
        self.segments = segments
        self.rows = rows
        self.columns = columns
        (originX, originY, pixelSize) = (grid.origin.x, grid.origin.y, grid.pixelSize)
        let (oy, ps) = (originY, pixelSize)
        func rowIndex(_ v: Double) -> Int {
            let c = min(max(v, -1), Double(rows))
            return c.isNaN ? -1 : Int(c)
        }
        // A difference array of per-row counts first, then the offsets, then the fill.
        var first = [Int](repeating: 0, count: segments.count)
        var last = [Int](repeating: -1, count: segments.count)
        var start = [Int](repeating: 0, count: rows + 1)
        for (k, s) in segments.enumerated() {
            let band = reach(s)
            let lo = rowIndex(((min(s.y0, s.y1) - band - oy) / ps - 0.5).rounded(.up)) - 1
            let hi = rowIndex(((max(s.y0, s.y1) + band - oy) / ps - 0.5).rounded(.down)) + 1
            let (a, b) = (max(lo, 0), min(hi, rows - 1))
            guard a <= b else { continue }
            first[k] = a; last[k] = b
            start[a] += 1
            start[b + 1] -= 1
        }
        var running = 0, offset = 0
        for j in 0 ..< rows {
            running += start[j]
            start[j] = offset
            offset += running
        }
        start[rows] = offset
        var bucket = [Int](repeating: 0, count: offset)
        var fill = start
        for k in segments.indices where first[k] <= last[k] {
            for j in first[k] ... last[k] { bucket[fill[j]] = k; fill[j] += 1 }
        }
        rowStart = start
        self.bucket = bucket
    }

    /// The y of row j's pixel centres.
    @inline(__always)
    func centreY(row j: Int) -> Double { originY + (Double(j) + 0.5) * pixelSize }

    /// The x of column c's pixel centres; the one formula every verdict compares crossings with.
    @inline(__always)
    func centreX(column c: Int) -> Double { originX + (Double(c) + 0.5) * pixelSize }

    /// Calls `body` with every chord bucketed into row j.
    @inline(__always)
    func forEachSegment(inRow j: Int, _ body: (FlattenedPath.Segment) -> Void) {
        for slot in rowStart[j] ..< rowStart[j + 1] { body(segments[bucket[slot]]) }
    }

    /// Where the chord crosses the line `y` under the half-open rule, and its direction; `nil`
    /// when it does not cross.
    @inline(__always)
    static func crossing(_ s: FlattenedPath.Segment, y: Double) -> (x: Double, direction: Int)? {
        guard (s.y0 <= y && y < s.y1) || (s.y1 <= y && y < s.y0) else { return nil }
        return (s.x0 + (y - s.y0) * (s.x1 - s.x0) / (s.y1 - s.y0), s.y1 > s.y0 ? 1 : -1)
    }

    /// Row j's crossings, sorted by x, in `crossings` (reused to avoid allocating per row).
    func crossings(inRow j: Int, into crossings: inout [(x: Double, direction: Int)]) {
        crossings.removeAll(keepingCapacity: true)
        let y = centreY(row: j)
        forEachSegment(inRow: j) { s in
            if let c = Self.crossing(s, y: y) { crossings.append(c) }
        }
        crossings.sort { $0.x < $1.x }
    }

    /// The first column whose centre is right of `x` (`columns` if none): exactly by
    /// ``centreX(column:)``, which is nondecreasing in the column, so the estimate from the
    /// division is only a starting point and the loops settle the last ulp.
    @inline(__always)
    func firstColumn(rightOf x: Double) -> Int {
        let estimate = ((x - originX) / pixelSize - 0.5).rounded(.down) + 1
        var c = estimate.isNaN ? 0 : Int(min(max(estimate, 0), Double(columns)))
        while c > 0 && centreX(column: c - 1) > x { c -= 1 }
        // The first step is tested before the loop: the estimate is almost always right, and
        // the bare loop became a 16-wide vector search whose setup cost more than the call.
        guard c < columns && centreX(column: c) <= x else { return c }
        c += 1
        while c < columns && centreX(column: c) <= x { c += 1 }
        return c
    }

    /// Calls `body(columns, winding)` for every run of pixels of a row between two consecutive
    /// crossings (and after the last) whose winding number is not zero, given the row's
    /// crossings sorted by x. A pixel's winding number is the sum of the directions of the
    /// crossings left of its centre (`x < xc`), so the run after crossing k starts at the first
    /// centre right of it. Pixels in no run have winding number 0.
    func forEachRun(_ crossings: [(x: Double, direction: Int)], _ body: (Range<Int>, Int) -> Void) {
        var winding = 0
        var runStart = 0
        for crossing in crossings {
            let next = firstColumn(rightOf: crossing.x)
            if winding != 0 && next > runStart { body(runStart ..< next, winding) }
            if next > runStart { runStart = next }
            winding += crossing.direction
            if runStart == columns { break }
        }
        if winding != 0 && runStart < columns { body(runStart ..< columns, winding) }
    }
}
