import Foundation
import ShapeModel
import ShapeOracle
import ShapeVerification
import Testing

/// The `verify-shapes` executable end to end, as a user runs it: the binary `swift test` built
/// beside the test bundle, real arguments, stdin and exit statuses.
@Suite("verify-shapes command line")
struct CommandLineToolTests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Whether a signal ended the process (a trap, or the watchdog's SIGKILL); `status` is then the signal.
        var signalled = false
    }

    static let executable: URL = {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [beside, beside.deletingLastPathComponent(),
                          URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                              .deletingLastPathComponent().appendingPathComponent(".build/debug")]
        return candidates.map { $0.appendingPathComponent("verify-shapes") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0].appendingPathComponent("verify-shapes")
    }()

    /// Writing to a pipe whose reader has exited raises SIGPIPE, which would kill the whole test
    /// process (it did, under load, when a tool exited on bad input before reading its stdin):
    /// ignored once, so the write reports EPIPE instead.
    static let ignoreBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

    static func run(_ arguments: [String], stdin: String = "", environment: [String: String] = [:], directory: URL? = nil,
                    timeLimit: Double? = nil) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        _ = ignoreBrokenPipes
        try process.run()
        // Write and read concurrently enough for large inputs: stdin first, then drain the pipes.
        // A tool that rejects its arguments exits without reading stdin: the write then fails
        // (EPIPE), which is fine; the status and stderr are what the test checks.
        let writer = Thread {
            try? input.fileHandleForWriting.write(contentsOf: Data(stdin.utf8))
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        // A hang is a failure to report, not a test run that never ends: past the limit, SIGKILL.
        let watchdog = DispatchWorkItem { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        if let timeLimit { DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit, execute: watchdog) }
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        return Run(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self),
                   signalled: process.terminationReason == .uncaughtSignal)
    }

    static func specFile(_ json: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cli-spec-\(UInt64(json.utf8.reduce(14695981039346656037) { ($0 ^ UInt64($1)) &* 1099511628211 })).json")
        // Atomic: parallel tests write the same file, and a reader must never see it half-written.
        try Data(json.utf8).write(to: url, options: .atomic)
        return url.path
    }

    @Test func theToolWasBuilt() {
        #expect(FileManager.default.isExecutableFile(atPath: Self.executable.path), "no verify-shapes at \(Self.executable.path)")
    }

    @Test func inspectReportsTheCutDiamond() throws {
        let spec = try Self.specFile(#"{"corners":{"all":{"family":"cut","size":50}}}"#)
        let run = try Self.run(["inspect", spec, "--size", "100x100"])
        #expect(run.status == 0)
        let report = try JSONParser.parse(run.stdout)
        #expect(report["area"] == .number(5000))
        #expect(report["svgPath"] == .string("M 0 50 L 50 0 L 100 50 L 50 100 L 0 50 Z"))
        for key in ["elements", "bounds", "length", "margins", "resolved"] { #expect(report[key] != nil, "missing \(key)") }
    }

    /// The surface of the issue's acceptance case: a 200 x 80 pill bordered by 10 has a pill of
    /// radius 30 inside, made of exact arcs, of area 180 * 60 - (4 - π) * 30^2.
    @Test func inspectReportsThePillsSurface() throws {
        let spec = try Self.specFile(#"{"corners":{"all":{"family":"rounded","size":{"fraction":0.5}}}}"#)
        let run = try Self.run(["inspect", spec, "--size", "200x80", "--border", "10", "--elevation", "6"])
        #expect(run.status == 0, "\(run.stderr)")
        let surface = try #require(try JSONParser.parse(run.stdout)["surface"])
        let mask = try #require(surface["contentMask"])
        #expect(mask["svgPath"] == .string("M 10 40 A 30 30 0 0 1 40 10 L 160 10 A 30 30 0 0 1 190 40 A 30 30 0 0 1 160 70 L 40 70 A 30 30 0 0 1 10 40 Z"))
        let expected: Double = 180.0 * 60 - (4 - Double.pi) * 900
        guard case .number(let maskArea)? = surface["maskArea"], case .number(let borderArea)? = surface["borderArea"] else {
            Issue.record("missing areas: \(run.stdout)"); return
        }
        #expect(Swift.abs(maskArea - expected) < 1e-9)
        let pillArea: Double = 120 * 80 + Double.pi * 1600
        #expect(Swift.abs(borderArea - (pillArea - expected)) < 1e-9)
        let keyOffset: Double = 1.23118 * 6 - 0.03933, ambientBlur: Double = 0.889544 * 6 - 0.003701
        let radius: Double = (200.0 * 200 + 80 * 80).squareRoot() / 2 + 10
        #expect(surface["shadow"]?["keyOffset"]?["y"] == .number(keyOffset))
        #expect(surface["shadow"]?["ambientBlur"] == .number(ambientBlur))
        #expect(surface["ripple"]?["maximumRadius"] == .number(radius))
        #expect(surface["ripple"]?["overflowsBounds"] == .bool(false))
        // Without the options there is no surface; a border past half the height leaves no mask.
        #expect(try JSONParser.parse(try Self.run(["inspect", spec, "--size", "200x80"]).stdout)["surface"] == nil)
        let wide = try JSONParser.parse(try Self.run(["inspect", spec, "--size", "200x80", "--border", "41", "--pretty"]).stdout)
        #expect(wide["surface"]?["contentMask"]?["isEmpty"] == .bool(true))
        #expect(wide["surface"]?["shadow"] == .null)
    }

    @Test func renderDrawsTheSurface() throws {
        let dir = try Self.temporaryDirectory("render-surface")
        let svg = dir.appendingPathComponent("pill.svg"), png = dir.appendingPathComponent("pill.png")
        let spec = try Self.specFile(#"{"corners":{"all":{"family":"rounded","size":{"fraction":0.5}}},"edges":{"top":{"kind":"triangle","size":10,"direction":"inward"}}}"#)
        let run = try Self.run(["render", spec, "--size", "200x80", "--border", "10", "--elevation", "6", "--svg", svg.path, "--png", png.path])
        #expect(run.status == 0, "\(run.stderr)")
        let text = try String(contentsOf: svg, encoding: .utf8)
        // The shadow hint (the outline moved down by the key offset), the border region, the
        // mask's outline (with the arc of radius 10 about the notch's apex) in its own stroke.
        #expect(text.contains("opacity=\"0.26\""))
        #expect(text.contains("stroke=\"#ff0266\""))
        #expect(text.contains(" A 10 10 0 0 0 "))
        #expect(text.contains(" A 30 30 "))
        #expect(try Data(contentsOf: png).starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func spinnerPrintsTheContractsFrame() throws {
        // At 1.5 s: a quarter of the 2 s cycle past half-way, so strokeStart is 0.25 + 0.75 / 2 and
        // strokeEnd 1; the 4 s turn is 3/8 of the way round. Circle of diameter 40: length 40π.
        let run = try Self.run(["spinner", "--time", "1.5", "--size", "60x40"])
        #expect(run.status == 0, "\(run.stderr)")
        let report = try JSONParser.parse(run.stdout)
        guard case .number(let start)? = report["strokeStart"], case .number(let end)? = report["strokeEnd"],
              case .number(let rotation)? = report["rotation"], case .number(let length)? = report["length"] else {
            Issue.record("missing numbers: \(run.stdout)"); return
        }
        #expect(Swift.abs(start - 0.625) < 1e-15 && end == 1)
        #expect(Swift.abs(rotation - 0.75 * Double.pi) < 1e-15)
        #expect(Swift.abs(length - 0.375 * 40 * Double.pi) < 1e-9)
        #expect(report["elements"] != nil && report["svgPath"] != nil)
        let bad = try Self.run(["spinner", "--time", "soon"])
        #expect(bad.status == 2 && bad.stderr.contains("--time"))
    }

    @Test func interpolateGivesTheEndpointsAndTheMiddle() throws {
        let a = try Self.specFile(#"{"corners":{"all":{"family":"rounded","size":20}}}"#)
        let b = try Self.specFile(#"{"corners":{"all":{"family":"rounded","size":{"fraction":0.5}}}}"#)
        // Mixed kinds meet in points at the size: 20 and 0.5 * 100 = 50, so t = 0.5 is rounded 35.
        let middle = try JSONParser.parse(try Self.run(["interpolate", a, b, "--t", "0.5", "--size", "100x100"]).stdout)
        #expect(middle["spec"] == .object(["corners": .object(["all": .object(["family": "rounded", "size": .number(35)])])]))
        #expect(middle["area"].map { if case .number(let v) = $0 { Swift.abs(v - (10_000 - 35 * 35 * (4 - Double.pi))) < 1e-9 } else { false } } == true)
        // t = 1 is B itself, exactly as inspect reports it.
        let end = try Self.run(["interpolate", a, b, "--t", "1", "--size", "100x100"])
        let inspected = try JSONParser.parse(try Self.run(["inspect", b, "--size", "100x100"]).stdout)
        #expect(try JSONParser.parse(end.stdout)["elements"] == inspected["elements"])
        let outside = try Self.run(["interpolate", a, b, "--t", "1.5", "--size", "100x100"])
        #expect(outside.status == 2 && outside.stderr.contains("--t"), "\(outside.stderr)")
    }

    /// The acceptance check of the core's issue: `contains` agrees with the exact geometry of each
    /// corner family on random points away from the outline (the oracle's band is skipped).
    @Test(arguments: [
        #"{"corners":{"all":{"family":"rounded","size":30}}}"#,
        #"{"corners":{"all":{"family":"cut","size":{"fraction":0.4}}}}"#,
        #"{"corners":{"all":{"family":"curved","width":45,"height":25}}}"#,
        #"{"corners":{"all":{"family":"continuous","size":20}}}"#,
        #"{"corners":{"topLeft":{"family":"rounded","size":20}},"offsets":{"topRight":[-15,5]},"edges":{"bottom":{"kind":"triangle","size":12,"direction":"inward"}}}"#,
    ])
    func containsAgreesWithTheExactGeometry(_ json: String) throws {
        let spec = try ShapeSpec(json: json)
        let size = Size(width: 150, height: 90)
        let oracle = try AnalyticOracle(spec: spec, size: size)
        var random = SplitMix64(seed: 2024)
        var points: [Point] = []
        while points.count < 20_000 {
            let p = Point(x: -5 + 160 * Double(random.next() >> 11) / 0x1p53, y: -5 + 100 * Double(random.next() >> 11) / 0x1p53)
            if oracle.classify(p) != .boundary { points.append(p) }
        }
        let input = points.map { "\($0.x) \($0.y)" }.joined(separator: "\n") + "\n"
        let run = try Self.run(["contains", try Self.specFile(json), "--size", "150x90"], stdin: input)
        #expect(run.status == 0, "\(run.stderr)")
        let answers = run.stdout.split(separator: "\n")
        try #require(answers.count == points.count)
        let disagreements = zip(points, answers).filter { ($1 == "1") != (oracle.classify($0) == .inside) }
        #expect(disagreements.isEmpty, "first: \(disagreements.prefix(3).map(\.0))")
        #expect(answers.contains("1") && answers.contains("0"))
    }

    @Test(arguments: [
        (["inspect", "-", "--size", "100x100"], #"{"corners":{"topLeft":{"family":"cut","size":-3}}}"#, "corners.topLeft.size"),
        (["inspect", "-", "--size", "100by100"], "{}", "--size"),
        (["inspect", "-", "--size", "-1x5"], "{}", "--size: width must be >= 0"),
        (["inspect", "/no/such/spec.json", "--size", "1x1"], "", "/no/such/spec.json"),
        (["inspect", "-", "--size", "10x10"], "{\"corners\":", "stdin"),
        (["inspect", "-", "--size", "10x10", "--border", "-1"], "{}", "--border"),
        (["inspect", "-", "--size", "10x10", "--border", "wide"], "{}", "--border"),
        (["inspect", "-", "--size", "10x10", "--elevation", "1e10"], "{}", "--elevation"),
        (["render", "-", "--size", "10x10", "--svg", "never-written.svg", "--elevation", "-2"], "{}", "--elevation"),
        (["render", "-", "--size", "10x10", "--svg", "never-written.svg", "--border", "inf"], "{}", "--border"),
        (["contains", "-", "--size", "10x10", "--bogus"], "{}", "--bogus"),
        (["fuzz", "--cases", "many"], "", "--cases"),
        (["fuzz", "--property", "no-such-property", "--cases", "1"], "", "--property"),
        (["fuzz", "--jobs", "0", "--cases", "1"], "", "--jobs"),
        (["fuzz", "--jobs", "two", "--cases", "1"], "", "--jobs"),
        (["fuzz", "--shard", "2/2", "--cases", "1"], "", "--shard"),
        (["fuzz", "--shard", "1", "--cases", "1"], "", "--shard"),
        (["fuzz", "--shard", "-1/3", "--cases", "1"], "", "--shard"),
        (["replay", "--jobs", "0"], "", "--jobs"),
        (["bench", "--repetitions", "0"], "", "--repetitions"),
        (["bench", "--json", "/no/such/directory/bench.json"], "", "--json"),
        (["replay", "--corpus", "/no/such/corpus"], "", "/no/such/corpus"),
        (["frobnicate"], "", "frobnicate"),
    ])
    func badInputExitsTwoWithOneLineNamingIt(_ arguments: [String], _ stdin: String, _ named: String) throws {
        let run = try Self.run(arguments, stdin: stdin)
        #expect(run.status == 2)
        // One line naming it; when an argument is wrong, the subcommand's usage line follows.
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1 || (lines.count == 2 && lines[1].hasPrefix("usage: verify-shapes")), "stderr: \(run.stderr)")
        #expect(lines.first?.contains(named) == true, "stderr: \(run.stderr)")
    }

    @Test func renderWritesAStandaloneSVG() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("cli-render-test.svg")
        try? FileManager.default.removeItem(at: out)
        let run = try Self.run(["render", try Self.specFile(#"{"corners":{"all":{"family":"rounded","size":8}}}"#), "--size", "120x40", "--svg", out.path])
        #expect(run.status == 0)
        let svg = try String(contentsOf: out, encoding: .utf8)
        #expect(svg.hasPrefix("<svg") || svg.hasPrefix("<?xml"))
        #expect(svg.contains(" A 8 8 "))
    }

    static let diamond = #"{"corners":{"all":{"family":"cut","size":50}}}"#

    static func temporaryDirectory(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cli-\(name)-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test(arguments: [
        ("nan 1\n", 1), ("1 1\n0x1p3 2\n", 2), ("inf 2\n", 1), ("1 -infinity\n", 1), ("1e 2\n", 1), ("+-1 2\n", 1),
        ("1 2 3\n", 1), ("1,,2\n", 1), ("1e10 0\n", 1), ("0 -1000000001\n", 1), ("1e400 0\n", 1), ("\n\n5 5\n.\n", 4),
    ])
    func containsRejectsAnythingButTwoDecimalsWithinTheLimits(_ input: String, _ line: Int) throws {
        let run = try Self.run(["contains", try Self.specFile(Self.diamond), "--size", "100x100"], stdin: input)
        #expect(run.status == 2)
        #expect(run.stderr.contains("stdin:\(line)"), "stderr: \(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1, "stderr: \(run.stderr)")
    }

    @Test func containsKeepsTheAnswersBeforeABadLine() throws {
        let run = try Self.run(["contains", try Self.specFile(Self.diamond), "--size", "100x100"], stdin: "50 50\n1,1\nx\n")
        #expect(run.status == 2)
        #expect(run.stdout == "1\n0\n")
        #expect(run.stderr.contains("stdin:3"), "stderr: \(run.stderr)")
    }

    @Test func containsAcceptsEveryDecimalSpelling() throws {
        let run = try Self.run(["contains", try Self.specFile(Self.diamond), "--size", "100x100"],
                               stdin: "50 50\n.5 5.\r\n  -5e+1,\t+50E-0\n\n50.0 1e1")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "1\n0\n0\n1\n")
    }

    /// A co-process writes a point and waits for its answer without closing stdin.
    @Test func containsAnswersEachLineBeforeTheInputEnds() throws {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = ["contains", try Self.specFile(Self.diamond), "--size", "100x100"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        defer { try? input.fileHandleForWriting.close(); process.waitUntilExit() }
        input.fileHandleForWriting.write(Data("50 50\n".utf8))
        // availableData blocks until the answer arrives, or forever if it is held back until EOF:
        // a watchdog closes stdin after 20 s so the test fails instead of hanging.
        let watchdog = DispatchWorkItem { try? input.fileHandleForWriting.close() }
        DispatchQueue.global().asyncAfter(deadline: .now() + 20, execute: watchdog)
        let first = output.fileHandleForReading.availableData
        let answeredEarly = !watchdog.isCancelled && process.isRunning
        watchdog.cancel()
        #expect(String(decoding: first, as: UTF8.self) == "1\n")
        #expect(answeredEarly, "the answer came only when stdin closed")
    }

    static let subcommands = ["inspect", "contains", "render", "css", "spinner", "interpolate", "fuzz", "fuzz-readers", "replay", "conform", "serve", "properties", "add", "bench", "help"]

    @Test func helpListsEveryOptionOfEverySubcommand() throws {
        let usage = try Self.run(["help"])
        #expect(usage.status == 0)
        for name in Self.subcommands {
            #expect(usage.stdout.contains("  \(name) "), "usage lacks \(name)")
            let viaHelp = try Self.run(["help", name])
            let viaFlag = try Self.run([name, "--help"])
            let viaShort = try Self.run([name, "-h"])
            #expect(viaHelp.status == 0 && viaFlag.status == 0 && viaShort.status == 0, "\(name)")
            #expect(viaHelp.stdout == viaFlag.stdout && viaFlag.stdout == viaShort.stdout, "\(name)")
            // Every option of the synopsis is explained on a line of its own.
            let synopsisLine = viaHelp.stdout.split(separator: "\n").first.map(String.init) ?? ""
            let options = synopsisLine.split(whereSeparator: { " []|.".contains($0) }).filter { $0.hasPrefix("--") }
            #expect(!options.isEmpty || ["properties", "help"].contains(name), "\(name): \(synopsisLine)")
            for option in options {
                #expect(viaHelp.stdout.contains("\n  \(option)"), "help \(name) does not explain \(option)")
            }
        }
        let fuzz = try Self.run(["help", "fuzz"]).stdout
        for fault in Fault.allCases { #expect(fuzz.contains(fault.rawValue), "help fuzz lacks \(fault.rawValue)") }
        for id in PropertyCatalog.ids { #expect(fuzz.contains(id), "help fuzz lacks \(id)") }
        #expect(fuzz.contains("SwiftPM"), "the exit status note is missing")
    }

    @Test func versionPrintsOneLine() throws {
        let run = try Self.run(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout.wholeMatch(of: /verify-shapes \d+\.\d+\.\d+(-[a-z0-9.]+)?\n/) != nil, "\(run.stdout)")
    }

    @Test(arguments: [["frobnicate"], ["help", "frobnicate"], ["inspect", "-", "--size", "1x1", "--frobnicate"], ["fuzz", "--frobnicate"]])
    func mistakesSuggestHelp(_ arguments: [String]) throws {
        let run = try Self.run(arguments, stdin: "{}")
        #expect(run.status == 2)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 2 && lines[1].hasPrefix("usage: verify-shapes "), "stderr: \(run.stderr)")
        #expect(lines.first?.contains("frobnicate") == true && lines.first?.contains("verify-shapes help") == true, "stderr: \(run.stderr)")
    }

    @Test(arguments: [
        (["inspect", "-", "--size", String(repeating: "9", count: 500) + "px1"], "{}"),
        (["fuzz", "--property", String(repeating: "p", count: 500)], ""),
        (["inspect", "-", "--size", "1x1"], #"{"corners":{"all":{"family":""# + String(repeating: "f", count: 500) + #""}}}"#),
        (["contains", "SPEC", "--size", "100x100"], String(repeating: "1 ", count: 500) + "\n"),
    ])
    func errorsQuoteAtMostEightyCharactersOfInput(_ arguments: [String], _ stdin: String) throws {
        let arguments = arguments.map { $0 == "SPEC" ? (try? Self.specFile(Self.diamond)) ?? $0 : $0 }
        let run = try Self.run(arguments, stdin: stdin)
        #expect(run.status == 2)
        // The quote is cut (no run of the 500-fold input longer than 80 characters); the rest of
        // the message (e.g. the list of known property ids, which grows with the catalogue) is not input.
        let quotedWhole = ["9", "p", "f"].contains { run.stderr.contains(String(repeating: $0, count: 81)) }
            || run.stderr.contains(String(repeating: "1 ", count: 41))
        #expect(!quotedWhole && run.stderr.contains("…"), "stderr: \(run.stderr)")
    }

    @Test func jsonSummaryCarriesAStatus() throws {
        let directory = try Self.temporaryDirectory("json-status")
        let summary = directory.appendingPathComponent("summary.json").path
        let passed = try Self.run(["fuzz", "--seed", "1", "--cases", "3", "--corpus", directory.path, "--json", summary])
        #expect(passed.status == 0, "\(passed.stderr)")
        #expect(passed.stdout.hasPrefix("seed: 1\n"), "a given seed is still the first line: \(passed.stdout)")
        #expect(try JSONParser.parse(String(contentsOfFile: summary, encoding: .utf8))["status"] == .string("passed"))
        let failed = try Self.run(["fuzz", "--fault", "margins-ignore-corners", "--seed", "1", "--cases", "3", "--no-shrink",
                                   "--corpus", directory.path, "--json", summary])
        #expect(failed.status == 1, "\(failed.stderr)")
        #expect(try JSONParser.parse(String(contentsOfFile: summary, encoding: .utf8))["status"] == .string("failed"))
        let bad = try Self.run(["fuzz", "--cases", "many", "--json", summary])
        #expect(bad.status == 2)
        let json = try JSONParser.parse(String(contentsOfFile: summary, encoding: .utf8))
        #expect(json["status"] == .string("bad-input"))
        guard case .string(let error)? = json["error"] else { Issue.record("no error in \(json)"); return }
        #expect(error.contains("--cases"))
    }

    /// `bench --json` writes every figure the issue names as a finite number, and the machine;
    /// a debug build says so on stdout. (What the figures are is for a release build to say.)
    @Test func benchWritesEveryFigure() throws {
        let directory = try Self.temporaryDirectory("bench")
        let json = directory.appendingPathComponent("bench.json").path
        let run = try Self.run(["bench", "--quick", "--repetitions", "1", "--json", json, "--corpus", directory.path])
        #expect(run.status == 0, "\(run.stderr)")
        let figures = try JSONParser.parse(String(contentsOfFile: json, encoding: .utf8))
        for key in ["containsRoundedRectNs", "containsMixedNs", "containsTrianglesOffsetsNs", "containsUnpreparedNs",
                    "pathBuildRoundedRectNs", "pathBuildCardNs", "oracleClassifyNs", "rasterMpxPerSecond256", "rasterMpxPerSecond1024",
                    "fuzzCasesPerSecond", "fuzzCasesPerSecondAllJobs", "pendingRecordNs", "pendingRenameNs", "fuzzCasesPerSecondWithPending",
                    "shrinkMedianMs", "replayMsPerEntry"] {
            guard case .number(let value)? = figures[key] else { Issue.record("no number \(key) in \(json)"); continue }
            #expect(value.isFinite && value > 0, "\(key) = \(value)")
        }
        guard case .string(let cpu)? = figures["machine"]?["cpu"], case .number(let cores)? = figures["machine"]?["cores"] else {
            Issue.record("no machine in \(json)")
            return
        }
        #expect(!cpu.isEmpty && cores >= 1)
        #expect((figures["build"] == .string("debug")) == run.stdout.contains("debug build"), "\(run.stdout)")
        for id in PropertyCatalog.ids { #expect(run.stdout.contains("\ncheck \(id) "), "no line for \(id)") }
        // Nothing checksum-like goes unexplained: the one sum printed says what it is.
        #expect(!run.stdout.contains("checksum") && run.stdout.contains("work sink:") && run.stdout.contains("not a figure"))
    }

    @Test func aMissingDefaultCorpusIsAWarningNotAnEmptyCorpus() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("cli-no-such-corpus-\(ProcessInfo.processInfo.processIdentifier)").path
        let run = try Self.run(["replay"], environment: ["VERIFY_SHAPES_CORPUS": missing])
        #expect(run.status == 0)
        #expect(run.stderr.contains("warning") && run.stderr.contains(missing), "stderr: \(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: missing))
    }

    @Test func pngIsTransparentUnlessABackgroundIsGiven() throws {
        let directory = try Self.temporaryDirectory("png")
        let spec = try Self.specFile(Self.diamond)
        let plain = directory.appendingPathComponent("plain.png"), backed = directory.appendingPathComponent("backed.png")
        let svg = directory.appendingPathComponent("backed.svg")
        #expect(try Self.run(["render", spec, "--size", "100x100", "--png", plain.path, "--fill", "teal"]).status == 0)
        #expect(try Self.run(["render", spec, "--size", "100x100", "--png", backed.path, "--svg", svg.path, "--fill", "#008080",
                              "--background", "White"]).status == 0)
        let plainBytes = try Data(contentsOf: plain), backedBytes = try Data(contentsOf: backed)
        // Colour type 6 (RGBA) either way; the files differ only by the background.
        #expect(plainBytes.count > 33 && plainBytes[25] == 6)
        #expect(plainBytes != backedBytes)
        let svgText = try String(contentsOf: svg, encoding: .utf8)
        #expect(svgText.contains(##"fill="#008080""##) && svgText.contains(##"fill="#ffffff""##))
        let bad = try Self.run(["render", spec, "--size", "100x100", "--svg", svg.path, "--fill", "url(#x)"])
        #expect(bad.status == 2 && bad.stderr.contains("--fill"))
    }
}
