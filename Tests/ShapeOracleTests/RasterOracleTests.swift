import Foundation
import Testing
import ShapeModel
@testable import ShapeOracle

/// A hand-built path together with the spec it draws, for raster-vs-analytic comparisons.
struct HandCase: Sendable, CustomTestStringConvertible {
    let name: String
    let path: Path
    let spec: ShapeSpec
    let size: Size
    var testDescription: String { name }

    static let all: [HandCase] = [
        HandCase(name: "rectangle", path: HandShapes.rectangle, spec: .rectangle, size: Size(width: 120, height: 80)),
        HandCase(name: "circle", path: HandShapes.circle, spec: ShapeSpec(allCorners: .rounded(60)), size: Size(width: 100, height: 100)),
        HandCase(name: "cut diamond", path: HandShapes.diamond, spec: ShapeSpec(allCorners: .cut(50)), size: Size(width: 100, height: 100)),
        HandCase(name: "card", path: HandShapes.card, spec: HandShapes.cardSpec, size: Size(width: 200, height: 120)),
        HandCase(name: "slanted", path: HandShapes.slanted, spec: HandShapes.slantedSpec, size: Size(width: 100, height: 100)),
        HandCase(name: "handle", path: HandShapes.handle, spec: HandShapes.handleSpec, size: Size(width: 100, height: 50)),
        HandCase(name: "notch", path: HandShapes.notch, spec: HandShapes.notchSpec, size: Size(width: 100, height: 50)),
        HandCase(name: "continuous", path: HandShapes.continuous, spec: ShapeSpec(allCorners: .continuous(12)), size: Size(width: 120, height: 80)),
    ]
}

@Suite("Raster oracle")
struct RasterOracleTests {
    static let jitters = [Vector.zero, Vector(dx: 0.37, dy: 0.61), Vector(dx: 0.999, dy: 0.5)]

    static func padded(_ r: Rect, _ m: Double) -> Rect {
        Rect(x: r.minX - m, y: r.minY - m, width: r.width + 2 * m, height: r.height + 2 * m)
    }

    @Test("raster pixels never contradict the analytic oracle", arguments: HandCase.all)
    func agreement(_ c: HandCase) throws {
        let oracle = try AnalyticOracle(spec: c.spec, size: c.size)
        var report: [String] = []
        for resolution in [50, 173] {
            for jitter in Self.jitters {
                let grid = RasterGrid.covering(Self.padded(oracle.bounds, 3), resolution: resolution, jitter: jitter)
                let tolerance = grid.pixelSize / 20
                let image = RasterOracle.classify(c.path, on: grid, tolerance: tolerance)
                var compared = 0, disagreements = 0
                for row in 0..<grid.rows {
                    for column in 0..<grid.columns {
                        let raster = image[column, row]
                        guard raster != .boundary else { continue }
                        let analytic = oracle.classify(grid.center(column: column, row: row))
                        guard analytic != .boundary else { continue }
                        compared += 1
                        if analytic != raster { disagreements += 1 }
                    }
                }
                #expect(disagreements == 0, "\(c.name) at \(resolution) jitter \(jitter)")
                #expect(compared >= grid.columns * grid.rows * 8 / 10)
                #expect(image.counts.inside > 0 && image.counts.outside > 0)
                report.append("\(resolution)px j(\(jitter.dx),\(jitter.dy)): \(compared) compared, \(disagreements) disagree, \(image.counts.boundary) boundary")
            }
        }
        print("[oracle-measure] \(c.name): " + report.joined(separator: "; "))
    }

    @Test("total coverage of a polygon is its shoelace area, to rounding", arguments: [37, 64, 200])
    func polygons(_ resolution: Int) {
        let polygons: [(Path, [Point])] = [
            (HandShapes.rectangle, [Point(x: 0, y: 0), Point(x: 120, y: 0), Point(x: 120, y: 80), Point(x: 0, y: 80)]),
            (HandShapes.diamond, [Point(x: 0, y: 50), Point(x: 50, y: 0), Point(x: 100, y: 50), Point(x: 50, y: 100)]),
            (HandShapes.notch, [(0, 6), (6, 0), (94, 0), (100, 6), (100, 44), (94, 50), (58, 50), (50, 42), (42, 50), (6, 50), (0, 44)].map { Point(x: $0.0, y: $0.1) }),
            // A non-convex, irrational-coordinate polygon.
            (HandShapes.polygon([Point(x: 0.3, y: 0.1), Point(x: 77.7, y: 3.3), Point(x: 41.1, y: 40.4), Point(x: 90.9, y: 77.7), Point(x: 2.2, y: 60.6)]),
             [Point(x: 0.3, y: 0.1), Point(x: 77.7, y: 3.3), Point(x: 41.1, y: 40.4), Point(x: 90.9, y: 77.7), Point(x: 2.2, y: 60.6)]),
        ]
        for (path, points) in polygons {
            let exact = HandShapes.shoelace(points)
            for jitter in Self.jitters {
                let box = Rect(enclosing: points) ?? .zero
                let grid = RasterGrid.covering(Self.padded(box, 1), resolution: resolution, jitter: jitter)
                let cov = RasterOracle.coverage(path, on: grid, tolerance: 0.01)
                #expect(abs(cov.totalArea - exact) <= cov.errorBound)
                #expect(abs(cov.totalArea - exact) <= 1e-10 * exact)
                #expect(cov.errorBound <= 1e-8 * exact)
                // Every pixel is between 0 and a full pixel for a simple clockwise polygon.
                let full = grid.pixelSize * grid.pixelSize
                for row in 0..<grid.rows {
                    for column in 0..<grid.columns {
                        let v = cov[column, row]
                        #expect(v >= -1e-9 * full && v <= full * (1 + 1e-9))
                    }
                }
            }
        }
    }

    @Test("coverage of curved hand paths matches the analytic area within the stated bound", arguments: HandCase.all)
    func curvedCoverage(_ c: HandCase) throws {
        let oracle = try AnalyticOracle(spec: c.spec, size: c.size)
        for tolerance in [0.5, 0.01] {
            let grid = RasterGrid.covering(Self.padded(oracle.bounds, 2), resolution: 120, jitter: Vector(dx: 0.25, dy: 0.75))
            let cov = RasterOracle.coverage(c.path, on: grid, tolerance: tolerance)
            #expect(abs(cov.totalArea - oracle.area) <= cov.errorBound, "\(c.name) τ=\(tolerance): \(cov.totalArea) vs \(oracle.area) ± \(cov.errorBound)")
            print("[oracle-measure] coverage \(c.name) τ=\(tolerance): |Δ| = \(abs(cov.totalArea - oracle.area)), bound \(cov.errorBound)")
        }
    }

    @Test("covering: the jitter shifts the grid and keeps its pixel size (hit-test-matches-raster flattens once for both its grids)")
    func jitterKeepsPixelSize() {
        var g = SplitMix(seed: 77)
        for _ in 0 ..< 200 {
            let rect = Rect(x: g.next(-1e3, 1e3), y: g.next(-1e3, 1e3), width: g.next(1e-9, 1e3), height: g.next(1e-9, 1e3))
            let resolution = Int(g.next(1, 200))
            let plain = RasterGrid.covering(rect, resolution: resolution)
            let jittered = RasterGrid.covering(rect, resolution: resolution, jitter: Vector(dx: g.next(-0.5, 0.5), dy: g.next(-0.5, 0.5)))
            #expect(jittered.pixelSize == plain.pixelSize)
        }
    }

    @Test("the circle's coverage is π r² within a non-trivial error bound")
    func circleArea() {
        let grid = RasterGrid.covering(Rect(x: -1, y: -1, width: 102, height: 102), resolution: 100)
        let cov = RasterOracle.coverage(HandShapes.circle, on: grid, tolerance: 0.05)
        #expect(abs(cov.totalArea - 2500 * .pi) <= cov.errorBound)
        #expect(cov.errorBound > 0 && cov.errorBound < 0.05 * 2 * .pi * 50 * 2 + 1e-6)
    }

    @Test("flattened chords stay within their stated error of the true curve", arguments: 0..<12)
    func flatteningBound(_ seed: Int) {
        var g = SplitMix(seed: UInt64(seed + 100))
        let pts = (0..<4).map { _ in Point(x: g.next(0, 100), y: g.next(0, 100)) }
        let tolerance = [0.3, 0.01, 1e-4][seed % 3]
        let cubic = Path([.move(to: pts[0]), .cubic(control1: pts[1], control2: pts[2], to: pts[3])])
        let quad = Path([.move(to: pts[0]), .quad(control: pts[1], to: pts[2])])
        let arc = Arc(center: pts[0], radius: g.next(1, 60), startAngle: g.next(-7, 7), endAngle: g.next(-7, 7))
        let arcPath = Path([.arc(arc)])
        let curves: [(Path, (Double) -> Point)] = [
            (cubic, { t in ContinuousTemplate.point((pts[0], pts[1], pts[2], pts[3]), at: t) }),
            (quad, { t in
                let s = 1 - t
                return Point(x: s * s * pts[0].x + 2 * s * t * pts[1].x + t * t * pts[2].x, y: s * s * pts[0].y + 2 * s * t * pts[1].y + t * t * pts[2].y)
            }),
            (arcPath, { t in arc.point(at: arc.startAngle + t * arc.sweep) }),
        ]
        for (path, curve) in curves {
            let flat = FlattenedPath(path, tolerance: tolerance)
            // The implicit closing segment (error 0) is not part of the curve.
            let chords = flat.segments.filter { $0.error > 0 || flat.segments.count == 1 }
            #expect(chords.allSatisfy { $0.error <= tolerance })
            for k in 0...2000 {
                let q = curve(Double(k) / 2000)
                let d = chords.map { Geometry.segmentDistance(q, Point(x: $0.x0, y: $0.y0), Point(x: $0.x1, y: $0.y1)) }.min() ?? .infinity
                let bound = chords.map(\.error).max() ?? 0
                #expect(d <= bound + 1e-12)
            }
        }
    }

    @Test("nonzero and even-odd differ on overlapping subpaths of the same orientation")
    func fillRules() {
        let square1 = [PathElement.move(to: Point(x: 0, y: 0)), .line(to: Point(x: 60, y: 0)), .line(to: Point(x: 60, y: 60)), .line(to: Point(x: 0, y: 60)), .close]
        let square2 = [PathElement.move(to: Point(x: 30, y: 30)), .line(to: Point(x: 90, y: 30)), .line(to: Point(x: 90, y: 90)), .line(to: Point(x: 30, y: 90)), .close]
        let path = Path(square1 + square2)
        let grid = RasterGrid(origin: .zero, pixelSize: 10, columns: 9, rows: 9)
        let nonZero = RasterOracle.classify(path, on: grid, tolerance: 0.1)
        let evenOdd = RasterOracle.classify(path, on: grid, rule: .evenOdd, tolerance: 0.1)
        #expect(nonZero[4, 4] == .inside)      // centre (45, 45): winding 2
        #expect(evenOdd[4, 4] == .outside)
        #expect(nonZero[1, 1] == .inside && evenOdd[1, 1] == .inside)
        #expect(nonZero[8, 0] == .outside && evenOdd[8, 0] == .outside)
        let cov = RasterOracle.coverage(path, on: grid, tolerance: 0.1)
        #expect(abs(cov.totalArea - 7200) <= cov.errorBound)   // winding-weighted: 3600 + 3600
    }

    @Test("degenerate paths and grids never trap")
    func degenerate() {
        let grid = RasterGrid(origin: Point(x: -5, y: -5), pixelSize: 1, columns: 12, rows: 7)
        let empty = RasterOracle.classify(.empty, on: grid, tolerance: 0.1)
        #expect(empty.counts == RasterCounts(inside: 0, outside: 84, boundary: 0))
        let moveOnly = RasterOracle.classify(Path([.move(to: .zero)]), on: grid, tolerance: 0.1)
        #expect(moveOnly.counts.outside == 84)
        let nan = Path([.move(to: .zero), .line(to: Point(x: .nan, y: 1)), .close])
        #expect(RasterOracle.classify(nan, on: grid, tolerance: 0.1).counts.boundary == 84)
        let nanCoverage = RasterOracle.coverage(nan, on: grid, tolerance: 0.1)
        #expect(nanCoverage.totalArea.isNaN && nanCoverage.errorBound == .infinity)
        let huge = HandShapes.polygon([Point(x: 0, y: 0), Point(x: 1e200, y: 0), Point(x: 0, y: 1e200)])
        #expect(RasterOracle.classify(huge, on: grid, tolerance: 0.1).counts.boundary == 84)
        let badGrid = RasterGrid(origin: .zero, pixelSize: 0, columns: 3, rows: 2)
        #expect(RasterOracle.classify(HandShapes.diamond, on: badGrid, tolerance: 0.1).counts.boundary == 6)
        let negative = RasterGrid(origin: .zero, pixelSize: 1, columns: -3, rows: 2)
        #expect(RasterOracle.classify(HandShapes.diamond, on: negative, tolerance: 0.1).counts == RasterCounts(inside: 0, outside: 0, boundary: 0))
        #expect(empty[-1, 0] == .boundary && empty[12, 0] == .boundary)
        // The row-major regions are the subscript's, row by row; an unusable grid has none.
        let diamond = RasterOracle.classify(HandShapes.diamond, on: grid, tolerance: 0.1)
        #expect(diamond.rowWidth == 12 && diamond.rowMajorRegions.count == 84)
        #expect((0 ..< 7).allSatisfy { r in (0 ..< 12).allSatisfy { c in diamond.rowMajorRegions[r * 12 + c] == diamond[c, r] } })
        #expect(RasterOracle.classify(HandShapes.diamond, on: negative, tolerance: 0.1).rowMajorRegions.isEmpty)
        // A zero or negative tolerance flattens at the cap and still gives sound answers.
        let zeroTol = RasterOracle.classify(HandShapes.circle, on: RasterGrid.covering(Rect(x: 0, y: 0, width: 100, height: 100), resolution: 20), tolerance: 0)
        #expect(zeroTol[10, 10] == .inside && zeroTol[0, 0] == .outside)
        let tiny = RasterGrid(origin: .zero, pixelSize: 1e-300, columns: 4, rows: 4)
        #expect(RasterOracle.coverage(huge, on: tiny, tolerance: 0.1).totalArea.isNaN)
        let far = HandShapes.polygon([Point(x: 0, y: 0), Point(x: 1e90, y: 0), Point(x: 0, y: 1e90)])
        #expect(RasterOracle.coverage(far, on: tiny, tolerance: 0.1).totalArea.isNaN)
        #expect(RasterOracle.classify(far, on: tiny, tolerance: 0.1).counts.definite + RasterOracle.classify(far, on: tiny, tolerance: 0.1).counts.boundary == 16)
        let inf = RasterOracle.coverage(HandShapes.circle, on: grid, tolerance: .infinity)
        #expect(inf.errorBound.isFinite)
    }

    @Test("pixel centres on or near the outline are boundary; beyond tolerance they are definite")
    func band() {
        // Centres at x = 0 and y = 0 exactly lie on the rectangle's edges.
        let grid = RasterGrid(origin: Point(x: -0.5, y: -0.5), pixelSize: 1, columns: 122, rows: 82)
        let image = RasterOracle.classify(HandShapes.rectangle, on: grid, tolerance: 0.25)
        #expect(image[0, 40] == .boundary)      // centre (0, 40)
        #expect(image[1, 40] == .inside)        // centre (1, 40): a straight edge has no flattening error
        #expect(image[60, 0] == .boundary)
        #expect(image[121, 40] == .outside)     // centre (121, 40)
        // Near a curve the band is the chord error (≤ 0.6 here, a chord ends at (100, 50)):
        // centres at x = 97.8, 98.8, 99.8, 100.8, 101.8 on y = 50.
        let near = RasterOracle.classify(HandShapes.circle, on: RasterGrid(origin: Point(x: 97.3, y: 49.5), pixelSize: 1, columns: 5, rows: 1), tolerance: 0.6)
        #expect(near[0, 0] == .inside)
        #expect(near[2, 0] == .boundary)
        #expect(near[3, 0] == .outside)
        #expect(near[4, 0] == .outside)
    }

    @Test("an arc that does not start at the current point is joined by a line; an open subpath is closed")
    func implicitSegments() {
        let quarter = Path([.move(to: Point(x: 50, y: 50)), .arc(Arc(center: Point(x: 50, y: 50), radius: 50, startAngle: 0, endAngle: .pi / 2))])
        let grid = RasterGrid.covering(Rect(x: 40, y: 40, width: 70, height: 70), resolution: 140)
        let cov = RasterOracle.coverage(quarter, on: grid, tolerance: 0.001)
        #expect(abs(cov.totalArea - 2500 * .pi / 4) <= cov.errorBound)
        let open = Path([.move(to: Point(x: 0, y: 0)), .line(to: Point(x: 10, y: 0)), .line(to: Point(x: 10, y: 10))])
        let tri = RasterOracle.coverage(open, on: RasterGrid(origin: .zero, pixelSize: 1, columns: 10, rows: 10), tolerance: 0.1)
        #expect(abs(tri.totalArea - 50) <= 1e-12)
    }

    @Test("covering grids: resolution along the longer side, jitter shifts the origin and still covers")
    func covering() {
        let r = Rect(x: 10, y: 20, width: 200, height: 50)
        let g = RasterGrid.covering(r, resolution: 100)
        #expect(g.pixelSize == 2 && g.columns == 100 && g.rows == 25 && g.origin == Point(x: 10, y: 20))
        let j = RasterGrid.covering(r, resolution: 100, jitter: Vector(dx: 0.5, dy: 0.25))
        #expect(j.origin == Point(x: 9, y: 19.5))
        #expect(j.origin.x + Double(j.columns) * j.pixelSize >= r.maxX)
        #expect(j.origin.y + Double(j.rows) * j.pixelSize >= r.maxY)
        #expect(j.center(column: 0, row: 0) == Point(x: 10, y: 20.5))
        let degenerate = RasterGrid.covering(Rect(x: 0, y: 0, width: .nan, height: 0), resolution: -5)
        #expect(degenerate.columns >= 1 && degenerate.rows >= 1)
    }
}
