import Foundation
import ShapeCore
import ShapeOracle
import ShapeVerification

/// `verify-shapes bench [--quick]`: throughput of the hot paths, measured in whatever
/// configuration the tool was built in (the plugin always builds release, which is what counts).
///
/// Inputs are fixed (PrimitiveBenchmarks' shapes and point grids, seed 1 for the fuzzer), so
/// runs are comparable; every loop folds its results into a checksum that is printed, so the
/// optimiser cannot drop the work being timed.
enum BenchCommand {
    static let command = Command(
        name: "bench", synopsis: "[--quick]",
        summary: "measure resolution, hit testing, the oracles, each property and fuzz cases per second (use a release build)",
        options: [Command.Option("--quick", "a tenth of the iterations, for a smoke test")]
    ) { arguments in
        var args = ArgumentParser(arguments, command: "bench")
        let quick = try args.flag("quick")
        try args.finish()
        let scale = quick ? 1 : 10

        StandardIO.write("benchmark                                       work              time      rate\n")
        var checksum = 0.0
        // The primitives (PrimitiveBenchmarks): hit testing on three shapes, the unprepared
        // query, resolving and building paths, the analytic oracle and the raster mask.
        let primitives = try PrimitiveBenchmarks(side: 100 * scale)
        let pointCount = 10_000 * scale * scale
        for fixture in [primitives.roundedRect, primitives.card, primitives.trianglesOffsets] {
            measure("PathHitTester.contains, \(fixture.name)", count: pointCount, unit: "points") { n in
                checksum += PrimitiveBenchmarks.containsPrepared(fixture, count: n)
            }
        }
        measure("Path.contains (unprepared), card", count: pointCount / 10, unit: "points") { n in
            checksum += PrimitiveBenchmarks.containsUnprepared(primitives.card, count: n)
        }
        for fixture in [primitives.roundedRect, primitives.card] {
            measure("resolve + build the path, \(fixture.name)", count: 20_000 * scale, unit: "shapes") { n in
                checksum += PrimitiveBenchmarks.pathBuild(fixture, count: n)
            }
        }
        measure("AnalyticOracle.classify, card", count: pointCount, unit: "points") { n in
            checksum += (try? PrimitiveBenchmarks.oracleClassify(primitives.card, count: n)) ?? 0
        }
        for resolution in [256, 1024] {
            let images = (resolution == 256 ? 40 : 4) * scale
            let pixels = PrimitiveBenchmarks.pixels(primitives.card, resolution: resolution) * images
            measure("RasterOracle.mask \(resolution) px, card", count: pixels, unit: "pixels") { _ in
                checksum += PrimitiveBenchmarks.rasterMask(primitives.card, resolution: resolution, images: images)
            }
        }
        let card = primitives.card.spec
        let size = primitives.card.size
        let path = primitives.card.path
        measure("ShapedSurface, border 6 (card)", count: 2_000 * scale, unit: "surfaces") { n in
            for i in 0 ..< n {
                let surface = try? ShapedSurface(spec: card, size: Size(width: 200 + Double(i % 7), height: 120), borderWidth: 6, elevation: 4)
                checksum += Double(surface?.contentMask.elements.count ?? 0)
            }
        }
        // The card on a slanted quadrilateral: its margins are the blocked rectangle (Contract: blocked sides).
        var slanted = card
        slanted.offsets = Corners(topLeft: Vector(dx: 12, dy: 6), topRight: Vector(dx: -4, dy: 0),
                                  bottomRight: Vector(dx: 6, dy: -3), bottomLeft: Vector(dx: -10, dy: 0))
        let slantedShape = try slanted.resolved(for: size)
        measure("content margins, blocked (offsets)", count: 2_000 * scale, unit: "shapes") { n in
            for _ in 0 ..< n { checksum += slantedShape.contentMargins.top }
        }
        let slantedOracle = try AnalyticOracle(spec: slanted, size: size)
        let m = slantedShape.contentMargins
        measure("AnalyticOracle.outwardClearance x4", count: 2_000 * scale, unit: "rects") { n in
            for _ in 0 ..< n {
                for side in Edge.allCases {
                    checksum += slantedOracle.outwardClearance(of: side, left: m.left, top: m.top, right: 200 - m.right, bottom: 120 - m.bottom)
                }
            }
        }
        let grid = RasterGrid.covering(path.bounds, resolution: 200)
        measure("RasterOracle.classify 200 px", count: 20 * scale, unit: "images") { n in
            for _ in 0 ..< n { checksum += Double(RasterOracle.classify(path, on: grid, tolerance: grid.pixelSize / 256).counts.inside) }
        }
        let renderer = PNGRenderer(viewBox: SVGDocument.viewBox(around: Rect(size: size)), scale: 3)
        let picture = try renderer.image([(path, RGBA(red: 0x62, green: 0, blue: 0xEE))])
        measure("PNGRenderer.image 624x384 px", count: 2 * scale, unit: "images") { n in
            for _ in 0 ..< n { checksum += Double((try? renderer.image([(path, .white)]))?.bytes.count ?? 0) }
        }
        measure("PNGEncoder.encode 624x384 px", count: 2 * scale, unit: "images") { n in
            for _ in 0 ..< n { checksum += Double(PNGEncoder.encode(picture).count) }
        }
        let png = PNGEncoder.encode(picture)
        measure("PNGDecoder.decode 624x384 px", count: 2 * scale, unit: "images") { n in
            for _ in 0 ..< n { checksum += Double((try? PNGDecoder.decode(png))?.width ?? 0) }
        }
        // What every case pays once, whichever properties read it: the producer's shape and the
        // oracle of the case subject. Then each property on the same cases, given a subject whose
        // shape and oracle are built (what the property adds to a fuzz case): its cost per case
        // is 1/rate; the shared samples and surfaces count in every property that reads them.
        let cases = (0 ..< 100 * scale).map { ShapeGenerator().generate(seed: FuzzOptions.caseSeed(1, $0)).0 }
        measure("case subject: shape + oracle", count: cases.count, unit: "cases") { n in
            for shapeCase in cases.prefix(n) where CaseSubject(shapeCase).geometry != nil { checksum += 1 }
        }
        for property in PropertyCatalog.all {
            let subjects = cases.map { CaseSubject($0) }
            for subject in subjects { _ = subject.geometry }
            measure("check \(property.id)", count: subjects.count, unit: "cases") { n in
                for subject in subjects.prefix(n) where property.check(subject).isFailure { checksum += 1 }
            }
        }
        measure("fuzz cases, every property, seed 1", count: 300 * scale, unit: "cases") { n in
            let options = FuzzOptions(seed: 1, limit: .cases(n), shrink: false, corpus: nil, savesFailures: false)
            if let report = try? FuzzRunner(options: options).run(log: { _ in }) { checksum += Double(report.cases) }
        }
        StandardIO.write("checksum \(checksum)\n")
        return 0
    }

    /// Runs `body(count)` once and prints the rate.
    private static func measure(_ name: String, count: Int, unit: String, _ body: (Int) -> Void) {
        let clock = ContinuousClock()
        let elapsed = clock.measure { body(count) }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        let rate = seconds > 0 ? Double(count) / seconds : .infinity
        let padded = name.padding(toLength: 48, withPad: " ", startingAt: 0)
        let work = "\(count) \(unit)".padding(toLength: 18, withPad: " ", startingAt: 0)
        StandardIO.write("\(padded)\(work)\(String(format: "%7.3f s", seconds))  \(formatRate(rate)) \(unit)/s\n")
    }

    private static func formatRate(_ r: Double) -> String {
        r >= 1e6 ? String(format: "%.2fM", r / 1e6) : r >= 1e3 ? String(format: "%.1fk", r / 1e3) : String(format: "%.0f", r)
    }
}
