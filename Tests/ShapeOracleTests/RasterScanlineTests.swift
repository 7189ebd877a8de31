import Foundation
import Testing
import ShapeModel
@testable import ShapeOracle

/// The span-filling scanline (``RasterOracle/classify(_:on:rule:tolerance:)`` and
/// ``RasterOracle/mask(_:on:rule:tolerance:)``) against the obvious per-pixel answer: for every
/// pixel centre, the winding number of the flattened polygon summed over every chord, and the
/// band test against every chord, on seeded random paths (lines, quadratics, cubics, arcs, open
/// subpaths, overlaps) and on grids whose centres fall exactly on vertices and edges.
@Suite("Raster scanline against per-pixel answers")
struct RasterScanlineTests {
    /// Region of every pixel, computed pixel by pixel the way `classify` was first written:
    /// winding from every crossing left of the centre, `.boundary` when the centre's column is in
    /// some chord's band interval on its row.
    static func perPixel(_ path: Path, _ grid: RasterGrid, _ rule: FillRule, _ tolerance: Double) -> [Region] {
        let (columns, rows) = grid.safeDimensions
        let flat = FlattenedPath(path, tolerance: tolerance)
        guard flat.isValid, grid.isUsable else { return Array(repeating: .boundary, count: columns * rows) }
        let (ox, oy, ps) = (grid.origin.x, grid.origin.y, grid.pixelSize)
        let magnitude = max(flat.magnitude, abs(ox), abs(oy), abs(ox + Double(columns) * ps), abs(oy + Double(rows) * ps))
        let margin = 1e-10 * magnitude
        func columnIndex(_ v: Double) -> Int {
            let c = min(max(v, -1), Double(columns))
            return c.isNaN ? -1 : Int(c)
        }
        var out: [Region] = []
        for j in 0 ..< rows {
            let yc = oy + (Double(j) + 0.5) * ps
            // The row's crossings and band intervals (in columns), in no particular order.
            var crossings: [(x: Double, direction: Int)] = []
            var bands: [ClosedRange<Int>] = []
            for s in flat.segments {
                if (s.y0 <= yc && yc < s.y1) || (s.y1 <= yc && yc < s.y0) {
                    crossings.append((s.x0 + (yc - s.y0) * (s.x1 - s.x0) / (s.y1 - s.y0), s.y1 > s.y0 ? 1 : -1))
                }
                let (lo, hi) = RasterOracle.bandInterval(s, y: yc, band: s.error + margin)
                guard lo <= hi else { continue }
                let c0 = max(0, columnIndex(((lo - ox) / ps - 0.5).rounded(.up)))
                let c1 = min(columns - 1, columnIndex(((hi - ox) / ps - 0.5).rounded(.down)))
                if c0 <= c1 { bands.append(c0 ... c1) }
            }
            for c in 0 ..< columns {
                let xc = ox + (Double(c) + 0.5) * ps
                let winding = crossings.reduce(0) { $1.x < xc ? $0 + $1.direction : $0 }
                let filled = rule == .nonZero ? winding != 0 : winding & 1 != 0
                out.append(bands.contains { $0.contains(c) } ? .boundary : (filled ? .inside : .outside))
            }
        }
        return out
    }

    /// A random closed path of 3 to 8 pieces on a lattice (so vertices repeat and land on pixel
    /// centres), sometimes two subpaths, sometimes left open.
    static func randomPath(_ g: inout SplitMix) -> Path {
        func lattice() -> Point { Point(x: (g.next(0, 40)).rounded(.down) / 2, y: (g.next(0, 40)).rounded(.down) / 2) }
        var elements: [PathElement] = []
        for _ in 0 ..< (g.next(0, 1) < 0.3 ? 2 : 1) {
            elements.append(.move(to: lattice()))
            for _ in 0 ..< Int(g.next(3, 9)) {
                switch Int(g.next(0, 5)) {
                case 0, 1: elements.append(.line(to: lattice()))
                case 2: elements.append(.quad(control: lattice(), to: lattice()))
                case 3: elements.append(.cubic(control1: lattice(), control2: lattice(), to: lattice()))
                default:
                    let start = g.next(-4, 4)
                    elements.append(.arc(Arc(center: lattice(), radius: g.next(0.5, 6), startAngle: start,
                                             endAngle: start + g.next(-5, 5))))
                }
            }
            if g.next(0, 1) < 0.8 { elements.append(.close) }
        }
        return Path(elements)
    }

    static func randomGrid(_ g: inout SplitMix) -> RasterGrid {
        switch Int(g.next(0, 3)) {
        case 0:   // centres on the half-lattice: exactly on vertices and axis-aligned edges
            return RasterGrid(origin: Point(x: -1.25, y: -1.25), pixelSize: 0.5, columns: 46, rows: 45)
        case 1:   // centres on the integer lattice
            return RasterGrid(origin: Point(x: -2.5, y: -2.5), pixelSize: 1, columns: 25, rows: 24)
        default:
            let ps = g.next(0.2, 1.5)
            return RasterGrid(origin: Point(x: g.next(-3, 1), y: g.next(-3, 1)), pixelSize: ps,
                              columns: Int(24 / ps) + 1, rows: Int(23 / ps) + 1)
        }
    }

    @Test("classify equals the per-pixel answer on 180 random paths, both rules", arguments: 0 ..< 3)
    func classifyMatchesPerPixel(_ batch: Int) {
        var g = SplitMix(seed: UInt64(9100 + batch))
        var boundaries = 0, insides = 0
        for k in 0 ..< 60 {
            let path = Self.randomPath(&g)
            let grid = Self.randomGrid(&g)
            let rule: FillRule = k % 3 == 0 ? .evenOdd : .nonZero
            let tolerance = g.next(0.02, 0.3)
            let image = RasterOracle.classify(path, on: grid, rule: rule, tolerance: tolerance)
            let expected = Self.perPixel(path, grid, rule, tolerance)
            #expect(image.regions == expected, "batch \(batch) path \(k)")
            boundaries += image.counts.boundary
            insides += image.counts.inside
        }
        // Both verdicts and the band must actually have been exercised.
        #expect(boundaries > 1000 && insides > 1000)
    }

    @Test("classify on several grids (one flattening) equals classify grid by grid")
    func classifyOnSeveralGrids() {
        var g = SplitMix(seed: 9150)
        var compared = 0
        for k in 0 ..< 40 {
            let path = Self.randomPath(&g)
            let grids = (0 ..< 1 + k % 3).map { i in (grid: Self.randomGrid(&g), rule: (k + i) % 2 == 0 ? FillRule.nonZero : .evenOdd) }
            let tolerance = g.next(0.02, 0.3)
            let images = RasterOracle.classify(path, on: grids, tolerance: tolerance)
            #expect(images.count == grids.count)
            for (image, (grid, rule)) in zip(images, grids) {
                let single = RasterOracle.classify(path, on: grid, rule: rule, tolerance: tolerance)
                #expect(image.grid == grid && image.regions == single.regions, "path \(k)")
                compared += single.regions.count
            }
        }
        #expect(compared > 50_000)
        // A non-finite path: every grid all boundary, as for one grid.
        let nan = Path([.move(to: .zero), .line(to: Point(x: .nan, y: 1)), .close])
        let grid = RasterGrid(origin: Point(x: -5, y: -5), pixelSize: 1, columns: 12, rows: 7)
        #expect(RasterOracle.classify(nan, on: [(grid, .nonZero), (grid, .evenOdd)], tolerance: 0.1).allSatisfy { $0.counts.boundary == 84 })
        #expect(RasterOracle.classify(nan, on: [], tolerance: 0.1).isEmpty)
    }

    @Test("the mask is the per-pixel polygon winding, and agrees with classify wherever it is definite", arguments: 0 ..< 3)
    func maskMatchesPerPixel(_ batch: Int) throws {
        var g = SplitMix(seed: UInt64(9200 + batch))
        var onBoundary = 0
        for k in 0 ..< 60 {
            let path = Self.randomPath(&g)
            let grid = Self.randomGrid(&g)
            let rule: FillRule = k % 3 == 0 ? .evenOdd : .nonZero
            let tolerance = g.next(0.02, 0.3)
            let mask = try #require(RasterOracle.mask(path, on: grid, rule: rule, tolerance: tolerance))
            let flat = FlattenedPath(path, tolerance: tolerance)
            let image = RasterOracle.classify(path, on: grid, rule: rule, tolerance: tolerance)
            var count = 0
            for row in 0 ..< grid.rows {
                for column in 0 ..< grid.columns {
                    let centre = grid.center(column: column, row: row)
                    // The per-pixel winding of the flattened polygon is what the mask promises.
                    let w = Self.polygonWinding(flat.segments, centre)
                    let filled = rule == .nonZero ? w != 0 : w & 1 != 0
                    #expect(mask[column, row] == filled, "batch \(batch) path \(k) pixel (\(column), \(row))")
                    switch image[column, row] {
                    case .inside: #expect(mask[column, row])
                    case .outside: #expect(!mask[column, row])
                    case .boundary: onBoundary += 1
                    }
                    if filled { count += 1 }
                }
            }
            #expect(mask.insideCount == count)
            #expect(mask.band >= flat.segments.reduce(0) { max($0, $1.error) })
        }
        #expect(onBoundary > 1000)
    }

    /// The polygon's winding number at `q`, chord by chord (half-open crossings left of `q`).
    static func polygonWinding(_ segments: [FlattenedPath.Segment], _ q: Point) -> Int {
        var w = 0
        for s in segments where (s.y0 <= q.y && q.y < s.y1) || (s.y1 <= q.y && q.y < s.y0) {
            let x = s.x0 + (q.y - s.y0) * (s.x1 - s.x0) / (s.y1 - s.y0)
            if x < q.x { w += s.y1 > s.y0 ? 1 : -1 }
        }
        return w
    }

    @Test("the mask is nil where classify has no definite answer, empty for an empty path")
    func maskDegenerate() throws {
        let grid = RasterGrid(origin: Point(x: -5, y: -5), pixelSize: 1, columns: 12, rows: 7)
        let empty = try #require(RasterOracle.mask(.empty, on: grid, tolerance: 0.1))
        #expect(empty.insideCount == 0 && !empty[3, 3] && !empty[-1, 0] && !empty[12, 0])
        let nan = Path([.move(to: .zero), .line(to: Point(x: .nan, y: 1)), .close])
        #expect(RasterOracle.mask(nan, on: grid, tolerance: 0.1) == nil)
        #expect(RasterOracle.mask(HandShapes.diamond, on: RasterGrid(origin: .zero, pixelSize: 0, columns: 3, rows: 2), tolerance: 0.1) == nil)
        let negative = try #require(RasterOracle.mask(HandShapes.diamond, on: RasterGrid(origin: .zero, pixelSize: 1, columns: -3, rows: 2), tolerance: 0.1))
        #expect(negative.insideCount == 0)
        // A path far right or left of the grid: every row's crossings clamp to the grid's ends.
        let far = HandShapes.polygon([Point(x: -1e9, y: -10), Point(x: -1e9 + 1, y: -10), Point(x: -1e9 + 1, y: 10)])
        #expect(try #require(RasterOracle.mask(far, on: grid, tolerance: 0.1)).insideCount == 0)
        let wide = HandShapes.polygon([Point(x: -1e9, y: -10), Point(x: 1e9, y: -10), Point(x: 1e9, y: 10), Point(x: -1e9, y: 10)])
        #expect(try #require(RasterOracle.mask(wide, on: grid, tolerance: 0.1)).insideCount == 84)
    }

    @Test("the mask of the hand shapes agrees with the analytic oracle away from the outline", arguments: HandCase.all)
    func maskAgreesWithAnalytic(_ c: HandCase) throws {
        let oracle = try AnalyticOracle(spec: c.spec, size: c.size)
        let grid = RasterGrid.covering(RasterOracleTests.padded(oracle.bounds, 3), resolution: 151, jitter: Vector(dx: 0.37, dy: 0.61))
        let mask = try #require(RasterOracle.mask(c.path, on: grid, tolerance: grid.pixelSize / 256))
        var compared = 0
        for row in 0 ..< grid.rows {
            for column in 0 ..< grid.columns {
                let centre = grid.center(column: column, row: row)
                guard oracle.distanceToOutline(centre) > mask.band else { continue }
                let analytic = oracle.classify(centre)
                guard analytic != .boundary else { continue }
                compared += 1
                #expect(mask[column, row] == (analytic == .inside), "\(c.name) pixel (\(column), \(row))")
            }
        }
        #expect(compared >= grid.columns * grid.rows * 9 / 10)
    }
}
