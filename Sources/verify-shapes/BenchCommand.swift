import Foundation
import ShapeCore
import ShapeOracle
import ShapeVerification

/// `verify-shapes bench [--json FILE] [--quick] [--repetitions N] [--corpus DIR]`: the speed
/// of the hot paths, measured in whatever configuration the tool was built in (the plugin
/// always builds release, which is what counts; a debug build says so).
///
/// Inputs are fixed (a rounded rectangle, the card with different corners, a card with
/// triangles and offsets, grids of points, seed 1 for the fuzzer and the faults), so runs are
/// comparable. Every benchmark warms up once, then runs `--repetitions` times; the line gives
/// the median and the spread ((slowest - fastest) / median). `--json` writes the medians under
/// the names of Docs/Verification.md ("The benchmark").
enum BenchCommand {
    static let command = Command(
        name: "bench", synopsis: "[--json FILE] [--quick] [--repetitions N] [--corpus DIR]",
        summary: "measure hit testing, path building, the oracles, every property, fuzz cases per second (one job and all), shrinking and replay: the median and spread of repetitions after a warm-up (use a release build)",
        options: [
            Command.Option("--json FILE", "also write the medians as one JSON object: containsRoundedRectNs, containsMixedNs, containsTrianglesOffsetsNs, containsUnpreparedNs, pathBuildRoundedRectNs, pathBuildCardNs, oracleClassifyNs, rasterMpxPerSecond256, rasterMpxPerSecond1024, fuzzCasesPerSecond, fuzzCasesPerSecondAllJobs, pendingRecordNs, pendingRenameNs, fuzzCasesPerSecondWithPending, shrinkMedianMs, replayMsPerEntry, machine (CPU model, cores), build, date and every benchmark's timings"),
            Command.Option("--quick", "a smoke test: a tenth of the work per repetition and 3 repetitions; every figure is still measured"),
            Command.Option("--repetitions N", "timed repetitions per benchmark after its warm-up, 1...100 (default 5, or 3 with --quick)"),
            Command.Option("--corpus DIR", "the corpus whose replay is timed (default $VERIFY_SHAPES_CORPUS, else ./corpus); when it has no entries, the failures the shrink benchmark found are replayed instead"),
        ]
    ) { arguments in
        var args = ArgumentParser(arguments, command: "bench")
        let quick = try args.flag("quick")
        let jsonPath = try args.option("json")
        let repetitionsText = try args.option("repetitions")
        let corpusPath = try args.option("corpus") ?? FuzzCommand.defaultCorpus
        try args.finish()
        let repetitions = try repetitionsText.map { text throws(ShapeInputError) in
            try ArgumentValue.integer(text, field: "--repetitions", in: 1 ... 100)
        } ?? (quick ? 3 : 5)
        if let jsonPath { try FuzzCommand.checkWritable(jsonPath) }
        let figures = try measure(quick: quick, repetitions: repetitions, corpusPath: corpusPath)
        if let jsonPath {
            try StandardIO.writeFileAtomically(JSONWriter.string(figures, style: .pretty), to: jsonPath)
            StandardIO.write("wrote \(jsonPath)\n")
        }
        return 0
    }

    /// Whether this tool was built in debug mode, where figures are many times slower.
    static var isDebugBuild: Bool {
        #if DEBUG
        true
        #else
        false
        #endif
    }

    /// Runs every benchmark, prints its line, and returns the figures for `--json`.
    private static func measure(quick: Bool, repetitions: Int, corpusPath: String) throws(ShapeInputError) -> JSONValue {
        let scale = quick ? 1 : 10
        let machine = BenchMachine.current
        let jobs = FuzzOptions.defaultJobs
        let debugNote = "note: this verify-shapes is a debug build: its figures are many times slower than release and compare with nothing; run `swift run -c release verify-shapes bench` or the plugin"
        if isDebugBuild { StandardIO.write(debugNote + "\n") }
        StandardIO.write("machine: \(machine.description); \(isDebugBuild ? "debug" : "release") build; \(repetitions) repetition\(repetitions == 1 ? "" : "s") after a warm-up; spread = (slowest - fastest) / median\n")
        StandardIO.write(BenchRun.header + "\n")
        let run = BenchRun(repetitions: repetitions)
        var keys: [String: JSONValue] = [:]

        // The shapes: a rounded rectangle, the card with four different corners and an inward
        // triangle, and the card with triangles on two edges on a slanted quadrilateral.
        let size = Size(width: 200, height: 120)
        let roundedRect = ShapeSpec(allCorners: .rounded(16))
        var card = ShapeSpec()
        card.corners = Corners(topLeft: .cut(20), topRight: .rounded(20), bottomRight: .curved(width: 20, height: 60), bottomLeft: .continuous(12))
        card.edges.bottom = .triangle(size: 10, direction: .inward)
        var slanted = card
        slanted.edges.top = .triangle(size: 12, direction: .outward)
        slanted.offsets = Corners(topLeft: Vector(dx: 12, dy: 6), topRight: Vector(dx: -4, dy: 0),
                                  bottomRight: Vector(dx: 6, dy: -3), bottomLeft: Vector(dx: -10, dy: 0))
        let roundedPath = try roundedRect.path(for: size)
        let path = try card.path(for: size)
        let slantedShape = try slanted.resolved(for: size)
        // A grid of side x side points over the shape and a margin of 10 around it: inside,
        // outside and near the outline, in the proportions of the picture.
        func points(around bounds: Rect, side: Int) -> [Point] {
            (0 ..< side * side).map { i in
                Point(x: bounds.minX - 10 + (bounds.width + 20) * Double(i % side) / Double(side),
                      y: bounds.minY - 10 + (bounds.height + 20) * Double(i / side) / Double(side))
            }
        }

        // 100,000 shapes a repetition (about 50-70 ms): at 20,000 a few milliseconds of other load on a
        // shared machine moved the median by half.
        let buildRounded = run.measure("resolve + build the path, rounded rect", count: 10_000 * scale, unit: "shapes") { n in
            for i in 0 ..< n { run.sink += Double((try? roundedRect.path(for: Size(width: 200 + Double(i % 7), height: 120)))?.elements.count ?? 0) }
        }
        let buildCard = run.measure("resolve + build the path, card", count: 10_000 * scale, unit: "shapes") { n in
            for i in 0 ..< n { run.sink += Double((try? card.path(for: Size(width: 200 + Double(i % 7), height: 120)))?.elements.count ?? 0) }
        }
        keys["pathBuildRoundedRectNs"] = .number(buildRounded.nanosecondsPerUnit)
        keys["pathBuildCardNs"] = .number(buildCard.nanosecondsPerUnit)
        let coarse = points(around: path.bounds, side: 32 * scale)
        let unprepared = run.measure("Path.contains (exact, unprepared), card", count: coarse.count, unit: "points") { n in
            for p in coarse.prefix(n) where path.contains(p) { run.sink += 1 }
        }
        keys["containsUnpreparedNs"] = .number(unprepared.nanosecondsPerUnit)
        for (key, name, shapePath) in [("containsRoundedRectNs", "rounded rect", roundedPath), ("containsMixedNs", "card", path),
                                       ("containsTrianglesOffsetsNs", "triangles + offsets", slantedShape.path)] {
            let tester = PathHitTester(shapePath)
            let grid = points(around: shapePath.bounds, side: 100 * scale)
            let m = run.measure("PathHitTester.contains, \(name)", count: grid.count, unit: "points") { n in
                for p in grid.prefix(n) where tester.contains(p) { run.sink += 1 }
            }
            keys[key] = .number(m.nanosecondsPerUnit)
        }
        let oracle = try AnalyticOracle(spec: card, size: size)
        let medium = points(around: path.bounds, side: 45 * scale)
        let classify = run.measure("AnalyticOracle.classify, card", count: medium.count, unit: "points") { n in
            for p in medium.prefix(n) where oracle.classify(p) == .inside { run.sink += 1 }
        }
        keys["oracleClassifyNs"] = .number(classify.nanosecondsPerUnit)
        // Square grids of N x N pixels over the card's longer side: a binary inside/outside mask.
        for (key, resolution, images) in [("rasterMpxPerSecond256", 256, 4 * scale), ("rasterMpxPerSecond1024", 1024, scale)] {
            let b = path.bounds
            let pixel = max(b.width, b.height) / Double(resolution)
            let grid = RasterGrid(origin: Point(x: b.minX, y: b.minY + b.height / 2 - pixel * Double(resolution) / 2), pixelSize: pixel,
                                  columns: resolution, rows: resolution)
            let m = run.measure("RasterOracle.mask \(resolution)x\(resolution) px, card", count: images, unit: "images") { n in
                for _ in 0 ..< n { run.sink += Double(RasterOracle.mask(path, on: grid, tolerance: grid.pixelSize / 256)?.insideCount ?? 0) }
            }
            keys[key] = .number(m.perSecond * Double(resolution * resolution) / 1e6)
        }

        run.measure("ShapedSurface, border 6 (card)", count: 200 * scale, unit: "surfaces") { n in
            for i in 0 ..< n {
                let surface = try? ShapedSurface(spec: card, size: Size(width: 200 + Double(i % 7), height: 120), borderWidth: 6, elevation: 4)
                run.sink += Double(surface?.contentMask.elements.count ?? 0)
            }
        }
        // The card on a slanted quadrilateral: its margins are the blocked rectangle (Contract: blocked sides).
        var slantedCard = card
        slantedCard.offsets = slanted.offsets
        let slantedCardShape = try slantedCard.resolved(for: size)
        run.measure("content margins, blocked (offsets)", count: 200 * scale, unit: "shapes") { n in
            for _ in 0 ..< n { run.sink += slantedCardShape.contentMargins.top }
        }
        let slantedOracle = try AnalyticOracle(spec: slantedCard, size: size)
        let m = slantedCardShape.contentMargins
        run.measure("AnalyticOracle.outwardClearance x4", count: 200 * scale, unit: "rects") { n in
            for _ in 0 ..< n {
                for side in Edge.allCases {
                    run.sink += slantedOracle.outwardClearance(of: side, left: m.left, top: m.top, right: 200 - m.right, bottom: 120 - m.bottom)
                }
            }
        }
        let renderer = PNGRenderer(viewBox: SVGDocument.viewBox(around: Rect(size: size)), scale: 3)
        let picture = try renderer.image([(path, RGBA(red: 0x62, green: 0, blue: 0xEE))])
        run.measure("PNGRenderer.image 624x384 px", count: scale, unit: "images") { n in
            for _ in 0 ..< n { run.sink += Double((try? renderer.image([(path, .white)]))?.bytes.count ?? 0) }
        }
        run.measure("PNGEncoder.encode 624x384 px", count: scale, unit: "images") { n in
            for _ in 0 ..< n { run.sink += Double(PNGEncoder.encode(picture).count) }
        }
        let png = PNGEncoder.encode(picture)
        run.measure("PNGDecoder.decode 624x384 px", count: 2 * scale, unit: "images") { n in
            for _ in 0 ..< n { run.sink += Double((try? PNGDecoder.decode(png))?.width ?? 0) }
        }

        // What every case pays once, whichever properties read it: the producer's shape and the
        // oracle of the case subject. Then each property on the same cases, given fresh subjects
        // (made before each repetition, untimed) whose shape and oracle are built: what the
        // property adds to a fuzz case. Its cost per case is 1/rate; the shared samples and
        // surfaces count in every property that reads them.
        let cases = (0 ..< 30 * scale).map { ShapeGenerator().generate(seed: FuzzOptions.caseSeed(1, $0)).0 }
        run.measure("case subject: shape + oracle", count: cases.count, unit: "cases") { n in
            for shapeCase in cases.prefix(n) where CaseSubject(shapeCase).geometry != nil { run.sink += 1 }
        }
        func builtSubjects() -> [CaseSubject] {
            let subjects = cases.map { CaseSubject($0) }
            for subject in subjects { _ = subject.geometry }
            return subjects
        }
        for property in PropertyCatalog.all {
            run.measure("check \(property.id)", count: cases.count, unit: "cases", prepare: builtSubjects) { subjects, n in
                for subject in subjects.prefix(n) where property.check(subject).isFailure { run.sink += 1 }
            }
        }
        // Whole fuzz cases: generation and every property, without the corpus, on one thread and on all.
        func fuzz(jobs: Int) -> Measurement {
            run.measure("fuzz, every property, seed 1, \(jobs) job\(jobs == 1 ? "" : "s")", count: quick ? 40 : 1_000, unit: "cases",
                        warmUp: quick ? 10 : 200) { n in
                let options = FuzzOptions(seed: 1, limit: .cases(n), shrink: false, savesFailures: false, jobs: jobs)
                if let report = try? FuzzRunner(options: options).run(log: { _ in }) { run.sink += Double(report.cases) }
            }
        }
        let oneJob = fuzz(jobs: 1)
        let allJobs = fuzz(jobs: jobs)
        keys.merge(measurePendingFiles(run, quick: quick, oneJob: oneJob)) { $1 }
        keys["fuzzCasesPerSecond"] = .number(oneJob.perSecond)
        keys["fuzzCasesPerSecondAllJobs"] = .number(allJobs.perSecond)
        StandardIO.write("fuzz on \(jobs) jobs: \(String(format: "%.2f", allJobs.perSecond / oneJob.perSecond))x the cases per second of one job\n")

        let shrinks = shrinkEachFault(run)
        let shrinkMedian = Measurement.median(shrinks.map(\.seconds)) * 1e3
        keys["shrinkMedianMs"] = .number(shrinkMedian)
        StandardIO.write("shrink: median \(String(format: "%.1f", shrinkMedian)) ms over \(shrinks.count) faulty producers, each shrinking its first failure (seed 1)\n")

        keys["replayMsPerEntry"] = .number(try replay(run, corpusPath: corpusPath, fallback: shrinks.map(\.entry)))

        StandardIO.write("figures (medians):\n")
        for key in keys.keys.sorted() {
            if case .number(let value) = keys[key] { StandardIO.write("  \(key.padding(toLength: 28, withPad: " ", startingAt: 0)) \(String(format: "%.4g", value))\n") }
        }
        StandardIO.write("work sink: \(run.sink) (a sum of the timed work's results, printed only so the optimiser cannot skip that work; not a figure)\n")
        if isDebugBuild { StandardIO.write(debugNote + "\n") }

        let date = ISO8601DateFormatter.string(from: Date(), timeZone: TimeZone(identifier: "UTC") ?? .current, formatOptions: [.withFullDate])
        keys["machine"] = .object(["cpu": .string(machine.cpu), "cores": .number(Double(machine.cores)), "system": .string(machine.system)])
        keys["build"] = .string(isDebugBuild ? "debug" : "release")
        keys["date"] = .string(date)
        keys["repetitions"] = .number(Double(repetitions))
        keys["quick"] = .bool(quick)
        keys["jobs"] = .number(Double(jobs))
        keys["benchmarks"] = .array(run.measurements.map { m in
            .object(["name": .string(m.name), "unit": .string(m.unit), "count": .number(Double(m.count)),
                     "medianSeconds": .number(m.median), "fastestSeconds": .number(m.fastest), "slowestSeconds": .number(m.slowest),
                     "perSecond": .number(m.perSecond)])
        })
        keys["shrinks"] = .array(shrinks.map { s in
            .object(["fault": .string(s.fault.rawValue), "property": .string(s.entry.property),
                     "caseNumber": .number(Double(s.entry.caseNumber ?? -1)), "ms": .number(s.seconds * 1e3)])
        })
        return .object(keys)
    }

    /// What crash safety costs: one pending record (a `pwrite` of the generated case's record,
    /// as the fuzz loop writes before every case), the same record written the other way (a
    /// temporary file and a rename), and whole fuzz cases with pending files on (a corpus in a
    /// temporary folder and this tool as the child runner, as `verify-shapes` runs).
    private static func measurePendingFiles(_ run: BenchRun, quick: Bool, oneJob: Measurement) -> [String: JSONValue] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("verify-shapes-bench-pending-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let pending = PendingFiles(corpus: folder, workers: 1, fault: nil, seed: 1)
        let record = run.measure("pending record: one pwrite per case", count: quick ? 2_000 : 20_000, unit: "records") { n in
            for number in 0 ..< n { pending.recordGenerated(caseNumber: number, worker: 0) }
        }
        pending.removeAll()
        let renamed = folder.appendingPathComponent("renamed.json")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let rename = run.measure("pending record: temporary file + rename (not used)", count: quick ? 200 : 2_000, unit: "records") { n in
            for number in 0 ..< n { try? Data(#"{"caseNumber":\#(number)}"#.utf8).write(to: renamed, options: .atomic) }
        }
        let withPending = run.measure("fuzz, every property, seed 1, 1 job, pending files on", count: quick ? 40 : 1_000, unit: "cases",
                                      warmUp: quick ? 10 : 200) { n in
            var options = FuzzOptions(seed: 1, limit: .cases(n), shrink: false, savesFailures: false, jobs: 1)
            options.corpus = CorpusStore(directory: folder.appendingPathComponent("corpus"))
            options.children = ChildCaseRunner(executable: RunCaseCommand.executable)
            if let report = try? FuzzRunner(options: options).run(log: { _ in }) { run.sink += Double(report.cases) }
        }
        let share = record.nanosecondsPerUnit * oneJob.perSecond / 1e9
        StandardIO.write("pending files: \(String(format: "%.2f", share * 100)) % of a case's time on one job (a record \(String(format: "%.0f", record.nanosecondsPerUnit)) ns; \(String(format: "%.3f", withPending.perSecond / oneJob.perSecond))x the cases per second with them on)\n")
        return ["pendingRecordNs": .number(record.nanosecondsPerUnit), "pendingRenameNs": .number(rename.nanosecondsPerUnit),
                "fuzzCasesPerSecondWithPending": .number(withPending.perSecond)]
    }

    /// One shrink per fault: the first failure of seed 1 (found on every core, not timed),
    /// then its shrink, timed once, exactly as a fuzz run shrinks it.
    private static func shrinkEachFault(_ run: BenchRun) -> [(fault: Fault, entry: CorpusEntry, seconds: Double)] {
        var shrinks: [(fault: Fault, entry: CorpusEntry, seconds: Double)] = []
        for fault in Fault.inProcessCases {
            let producer = FaultyProducer(fault)
            let find = FuzzOptions(seed: 1, limit: .cases(10_000), shrink: false, stopsAtFirstFailure: true)
            guard let found = (try? FuzzRunner(options: find, producer: producer, baseline: CoreProducer()).run(log: { _ in }))?.failures.first?.failure,
                  let property = PropertyCatalog.property(id: found.property) else {
                StandardIO.write("shrink \(fault.rawValue): not caught in 10000 cases of seed 1 (FaultyProducerTests should fail too)\n")
                continue
            }
            let (original, choices) = ShapeGenerator().generate(seed: FuzzOptions.caseSeed(1, found.caseNumber))
            let (failure, seconds) = run.once {
                FailureShrinker().shrink(choices, original: original, property: property, producer: producer,
                                         baseline: CoreProducer(), seed: 1, caseNumber: found.caseNumber)
            }
            run.sink += Double(failure.steps.count)
            shrinks.append((fault, failure.entry, seconds))
            let name = "shrink \(fault.rawValue)".padding(toLength: 44, withPad: " ", startingAt: 0)
            let work = "case \(found.caseNumber), \(property.id)".padding(toLength: 44, withPad: " ", startingAt: 0)
            StandardIO.write("\(name)\(work)\(BenchRun.duration(seconds))\n")
        }
        return shrinks
    }

    /// Replays the corpus at `corpusPath` on one thread (loading and checking every entry), or
    /// the `fallback` entries written to a temporary corpus when it has none; milliseconds per entry.
    private static func replay(_ run: BenchRun, corpusPath: String, fallback: [CorpusEntry]) throws(ShapeInputError) -> Double {
        var store = CorpusStore(directory: URL(fileURLWithPath: corpusPath))
        var entries = try store.relativePaths().count
        var temporary: URL?
        defer { if let temporary { try? FileManager.default.removeItem(at: temporary) } }
        if entries == 0 {
            let directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("verify-shapes-bench-\(ProcessInfo.processInfo.processIdentifier)")
            try? FileManager.default.removeItem(at: directory)
            temporary = directory
            store = CorpusStore(directory: directory)
            for entry in fallback { _ = try store.save(entry, picture: nil) }
            entries = try store.relativePaths().count
            StandardIO.write("replay: no entries in \(corpusPath); replaying the \(entries) shrunk failures above instead\n")
        }
        guard entries > 0 else { return 0 }
        let m = run.measure("replay corpus, 1 job", count: entries, unit: "entries") { _ in
            run.sink += Double((try? CorpusReplay.run(store, jobs: 1))?.results.count ?? 0)
        }
        return m.median / Double(entries) * 1e3
    }
}
