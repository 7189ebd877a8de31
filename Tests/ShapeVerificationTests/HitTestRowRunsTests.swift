import ShapeCore
import ShapeModel
import ShapeOracle
import Testing
@testable import ShapeVerification

/// `hit-test-matches-raster` compares the core's answers with the raster image run by run
/// (`PathHitTester.RowCache.forEachRun`) and a replaced hit test point by point. Both must give
/// the same list of disagreeing pixels, in the same order: here the same core tester is handed
/// over both ways, against images of the shape's own path and of that path moved or scaled a
/// little (so that whole bands of pixels disagree and the list is long).
@Suite struct HitTestRowRunsTests {
    @Test func runsAndPointsFindTheSamePixels() throws {
        var compared = 0, disagreeing = 0
        for number in 0 ..< 150 {
            let (shapeCase, _) = ShapeGenerator().generate(seed: FuzzOptions.caseSeed(5, number))
            guard let runs = try? CoreProducer().produce(shapeCase.spec, size: shapeCase.size), !shapeCase.size.isEmpty else { continue }
            let points = ProducedShape(resolved: runs.resolved, path: runs.path)
            let tester = PathHitTester(runs.path)
            points.hitTest = { tester.contains($0, rule: $1) }
            let bounds = runs.bounds
            let pixel = max(bounds.width, bounds.height) / 40
            let moved: [Path] = [
                runs.path,
                runs.path.transformed(by: .translation(dx: 0.37 * pixel, dy: -0.61 * pixel)),
                runs.path.transformed(by: .scale(x: 1.03, y: 0.98)),
            ]
            for (k, imaged) in moved.enumerated() {
                let jitter = Vector(dx: 0.13 * Double(k + 1), dy: 0.29 * Double(k + 1))
                let grid = RasterGrid.covering(Sampling.expanded(bounds, by: 0.05, minimum: 1e-9 * max(1, pixel)), resolution: 40, jitter: jitter)
                for rule in FillRule.allCases {
                    let image = RasterOracle.classify(imaged, on: grid, rule: rule, tolerance: grid.pixelSize / 256)
                    let byRuns = HitTestMatchesRasterProperty.disagreements(runs, image, rule: rule)
                    let byPoints = HitTestMatchesRasterProperty.disagreements(points, image, rule: rule)
                    #expect(byRuns == byPoints, "case \(number), image \(k), \(rule): \(byRuns.count) by runs, \(byPoints.count) by points")
                    compared += 1
                    disagreeing += byPoints.count
                }
            }
        }
        #expect(compared > 600)
        #expect(disagreeing > 10_000, "the moved images should disagree along whole bands")
    }
}
