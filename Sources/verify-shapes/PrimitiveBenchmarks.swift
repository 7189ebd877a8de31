import ShapeCore
import ShapeModel
import ShapeOracle

/// The geometry primitives' workloads for `verify-shapes bench`: fixed shapes, fixed point grids,
/// and one function per measured figure that does `count` units of work and returns a checksum
/// of the answers (so the optimiser cannot drop the work). Timing, repetitions and reporting are
/// the caller's; each function's unit is what its figure is quoted per (a point, a shape, a pixel).
///
/// The bench's JSON figures and what measures them:
/// - `containsRoundedRectNs`, `containsMixedNs`, `containsTrianglesOffsetsNs`:
///   ``containsPrepared(_:count:)`` on ``roundedRect``, ``card``, ``trianglesOffsets``;
/// - `containsUnpreparedNs`: ``containsUnprepared(_:count:)`` on ``card``;
/// - `pathBuildRoundedRectNs`, `pathBuildCardNs`: ``pathBuild(_:count:)`` on ``roundedRect``, ``card``;
/// - `oracleClassifyNs`: ``oracleClassify(_:count:)`` on ``card``;
/// - `rasterMpxPerSecond256`, `rasterMpxPerSecond1024`: ``rasterMask(_:resolution:images:)`` on
///   ``card``, ``pixels(_:resolution:)`` per image.
struct PrimitiveBenchmarks {
    /// A shape measured by the hit-testing and oracle figures.
    struct Fixture {
        let name: String
        let spec: ShapeSpec
        let size: Size
        let path: Path
        /// A grid of points over the shape's box grown by 5% of the size on every side.
        let points: [Point]
    }

    /// All corners rounded 20 on 200 x 120: four arcs and four lines.
    let roundedRect: Fixture
    /// The card with mixed corners (cut, rounded, curved, continuous) and an inward triangle.
    let card: Fixture
    /// Triangles on every edge, both directions, on a quadrilateral moved by offsets.
    let trianglesOffsets: Fixture

    /// The fixtures with `side * side` points each.
    init(side: Int) throws(ShapeInputError) {
        let size = Size(width: 200, height: 120)
        roundedRect = try Self.fixture("rounded rect", ShapeSpec(allCorners: .rounded(20)), size, side: side)
        var card = ShapeSpec()
        card.corners = Corners(topLeft: .cut(20), topRight: .rounded(20), bottomRight: .curved(width: 20, height: 60),
                               bottomLeft: .continuous(12))
        card.edges.bottom = .triangle(size: 10, direction: .inward)
        self.card = try Self.fixture("card", card, size, side: side)
        var triangles = ShapeSpec(allCorners: .rounded(12))
        triangles.edges = Edges(top: .triangle(size: 14, direction: .outward), right: .triangle(size: 10, direction: .inward),
                                bottom: .triangle(size: 16, direction: .outward), left: .triangle(size: 8, direction: .inward))
        triangles.offsets = Corners(topLeft: Vector(dx: 12, dy: 6), topRight: Vector(dx: -4, dy: 0),
                                    bottomRight: Vector(dx: 6, dy: -3), bottomLeft: Vector(dx: -10, dy: 0))
        trianglesOffsets = try Self.fixture("triangles and offsets", triangles, size, side: side)
    }

    private static func fixture(_ name: String, _ spec: ShapeSpec, _ size: Size, side: Int) throws(ShapeInputError) -> Fixture {
        let path = try spec.path(for: size)
        let (mx, my) = (0.05 * size.width, 0.05 * size.height)
        let n = max(1, side)
        let points = (0 ..< n * n).map { i in
            Point(x: -mx + (size.width + 2 * mx) * Double(i % n) / Double(n),
                  y: -my + (size.height + 2 * my) * Double(i / n) / Double(n))
        }
        return Fixture(name: name, spec: spec, size: size, path: path, points: points)
    }

    /// `PathHitTester.contains` (prepared once, outside the timing) on the fixture's points,
    /// cycling through them `count` times in all. Unit: a point.
    static func containsPrepared(_ f: Fixture, count: Int) -> Double {
        let tester = PathHitTester(f.path)
        return Self.cycle(f.points, count: count) { tester.contains($0) }
    }

    /// `Path.contains`, which prepares on every call. Unit: a point.
    static func containsUnprepared(_ f: Fixture, count: Int) -> Double {
        let path = f.path
        return Self.cycle(f.points, count: count) { path.contains($0) }
    }

    /// `AnalyticOracle.classify` (the oracle built once, outside the timing). Unit: a point.
    static func oracleClassify(_ f: Fixture, count: Int) throws(ShapeInputError) -> Double {
        let oracle = try AnalyticOracle(spec: f.spec, size: f.size)
        return Self.cycle(f.points, count: count) { oracle.classify($0) == .inside }
    }

    /// Resolve the spec and build its path, at seven slightly different widths in turn (so that
    /// nothing can be cached across calls). Unit: a shape.
    static func pathBuild(_ f: Fixture, count: Int) -> Double {
        var checksum = 0.0
        for i in 0 ..< count {
            let size = Size(width: f.size.width + Double(i % 7), height: f.size.height)
            if let path = try? f.spec.path(for: size) { checksum += Double(path.elements.count) }
        }
        return checksum
    }

    /// `RasterOracle.mask` at `resolution` pixels along the longer side, `images` times, with the
    /// flattening tolerance the properties use (1/256 of a pixel). Returns the inside pixel count;
    /// the pixels per image are `pixels(f, resolution:)`.
    static func rasterMask(_ f: Fixture, resolution: Int, images: Int) -> Double {
        let grid = RasterGrid.covering(f.path.bounds, resolution: resolution)
        var checksum = 0.0
        for _ in 0 ..< images {
            checksum += Double(RasterOracle.mask(f.path, on: grid, tolerance: grid.pixelSize / 256)?.insideCount ?? 0)
        }
        return checksum
    }

    /// The pixels of one image of ``rasterMask(_:resolution:images:)``.
    static func pixels(_ f: Fixture, resolution: Int) -> Int {
        let grid = RasterGrid.covering(f.path.bounds, resolution: resolution)
        return grid.columns * grid.rows
    }

    /// Applies `answer` to `count` points, cycling through `points`; the number of `true` answers.
    private static func cycle(_ points: [Point], count: Int, _ answer: (Point) -> Bool) -> Double {
        guard !points.isEmpty else { return 0 }
        var hits = 0, i = 0
        for _ in 0 ..< count {
            if answer(points[i]) { hits += 1 }
            i += 1
            if i == points.count { i = 0 }
        }
        return Double(hits)
    }
}
