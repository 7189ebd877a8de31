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
    /// The most chords bucketed into one row: room for any row's crossings.
    let widestRow: Int

    /// Buckets every chord into the rows whose centre line is within `reach(chord)` of the
    /// chord's y-extent, and one row more either side (so that rounding in the row index never
    /// drops a row), then keeps of those only the rows whose centre `yc` passes, by the very
    /// comparisons a caller would make, `min(y0, y1) - 2 r <= yc <= max(y0, y1) + 2 r` for `r =
    /// reach(chord)`: a row that fails it is one no caller needs (it crosses no chord and lies
    /// outside every band, see ``RasterOracle``), and for a chord shorter than a row, most of
    /// them, the estimate's spare rows were two of its three.
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
        /// ``centreY(row:)``, which `self` cannot call before it is whole.
        func centre(_ j: Int) -> Double { oy + (Double(j) + 0.5) * ps }
        // Each chord's rows first, then per-row counts (shifted one place, so that the fill
        // below, advancing each row's cursor, leaves the row starts in place), then the fill.
        var spans = [(first: Int, last: Int)](repeating: (0, -1), count: segments.count)
        var start = [Int](repeating: 0, count: rows + 2)
        for (k, s) in segments.enumerated() {
            let band = reach(s)
            let (yMin, yMax) = (min(s.y0, s.y1), max(s.y0, s.y1))
            let (low, high) = (yMin - 2 * band, yMax + 2 * band)
            // Most chords (an arc's, flattened to a small fraction of a pixel) lie between two
            // rows' centre lines: settled here, before the row estimates and their loops.
            if Self.missesEveryCentre(low, high, originY: oy, pixelSize: ps, rows: rows) { continue }
            var a = max(0, rowIndex(((yMin - band - oy) / ps - 0.5).rounded(.up)) - 1)
            var b = min(rows - 1, rowIndex(((yMax + band - oy) / ps - 0.5).rounded(.down)) + 1)
            while a <= b && !(centre(a) >= low) { a += 1 }
            while a <= b && !(centre(b) <= high) { b -= 1 }
            guard a <= b else { continue }
            spans[k] = (a, b)
            start[a + 1] += 1
            start[b + 2] -= 1
        }
        // start[j + 1] becomes row j's first slot.
        var running = 0, offset = 0
        for j in 0 ..< rows {
            running += start[j + 1]
            start[j + 1] = offset
            offset += running
        }
        var bucket = [Int](repeating: 0, count: offset)
        // Through buffers: this writes every entry, and the arrays' checks cost more than the writes.
        bucket.withUnsafeMutableBufferPointer { bucket in
            start.withUnsafeMutableBufferPointer { cursor in
                for k in spans.indices where spans[k].first <= spans[k].last {
                    for j in spans[k].first ... spans[k].last { bucket[cursor[j + 1]] = k; cursor[j + 1] += 1 }
                }
            }
        }
        // Each cursor ended at its row's end, the next row's start: start[j] ..< start[j + 1] is row j.
        rowStart = start
        self.bucket = bucket
        var widest = 0
        for j in 0 ..< rows { widest = max(widest, start[j + 1] - start[j]) }
        widestRow = widest
    }

    /// Whether no row centre `oy + (j + 0.5) ps` (as ``centreY(row:)`` computes it) can lie in
    /// `[low, high]`, so that no row passes the comparisons that bucket a chord: the interval's
    /// ends in rows, `(v - oy) / ps - 0.5`, widened by `slack`, hold no whole number. The
    /// rounding of a centre and of an end's position is at most 2⁻⁵³ (4 (|oy| + |low| + |high|)
    /// / ps + rows + 2) rows; `slack` is eight times that. False for NaN and infinite ends (the
    /// loops decide those), so it only skips chords the loops would skip.
    @inline(__always)
    static func missesEveryCentre(_ low: Double, _ high: Double, originY oy: Double, pixelSize ps: Double, rows: Int) -> Bool {
        let slack = 16 * Double.ulpOfOne * ((abs(oy) + abs(low) + abs(high)) / ps + Double(rows) + 2)
        let first = (low - oy) / ps - 0.5 - slack, last = (high - oy) / ps - 0.5 + slack
        return last.rounded(.down) < first
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

    /// Row j's crossings, sorted by x, written to the front of `scratch` (room for
    /// ``widestRow`` crossings, reused from row to row: no array is emptied or grown per row);
    /// returns that front part.
    func crossings(inRow j: Int, into scratch: UnsafeMutableBufferPointer<(x: Double, direction: Int)>)
        -> UnsafeMutableBufferPointer<(x: Double, direction: Int)> {
        var count = 0
        let y = centreY(row: j)
        forEachSegment(inRow: j) { s in
            if let c = Self.crossing(s, y: y) { scratch[count] = c; count += 1 }
        }
        var crossings = UnsafeMutableBufferPointer(rebasing: scratch[..<count])
        // Which of two crossings at one x comes first changes no run (both start the next run at
        // the same column), so any sort will do: insertion for a row's usual handful.
        if count > 16 {
            crossings.sort { $0.x < $1.x }
        } else {
            for end in crossings.indices.dropFirst() {
                var i = end
                while i > 0 && crossings[i].x < crossings[i - 1].x { crossings.swapAt(i, i - 1); i -= 1 }
            }
        }
        return crossings
    }

    /// Calls `body` with room for the crossings of any row (``crossings(inRow:into:)``).
    func withCrossingScratch<R>(_ body: (UnsafeMutableBufferPointer<(x: Double, direction: Int)>) -> R) -> R {
        var scratch = [(x: Double, direction: Int)](repeating: (0, 0), count: widestRow)
        return scratch.withUnsafeMutableBufferPointer { body($0) }
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
    func forEachRun(_ crossings: UnsafeMutableBufferPointer<(x: Double, direction: Int)>, _ body: (Range<Int>, Int) -> Void) {
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
