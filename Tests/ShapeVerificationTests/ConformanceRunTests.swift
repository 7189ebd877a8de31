import Foundation
import ShapeCore
import ShapeModel
import Testing
@testable import ShapeVerification

/// The conformance suite end to end, against real processes: the tool's own `serve` (the core,
/// and the core with each fault the protocol can show), the Python example, and producers that
/// misbehave (they sleep, exit or print garbage).
@Suite("Conformance runs")
struct ConformanceRunTests {
    static var tool: String { CommandLineToolTests.executable.path }

    static func run(_ arguments: [String], timeLimit: Double = 120) throws -> CommandLineToolTests.Run {
        try CommandLineToolTests.run(arguments, timeLimit: timeLimit)
    }

    static func scratch(_ name: String) throws -> URL {
        try CommandLineToolTests.temporaryDirectory("conform-\(name)")
    }

    /// `verify-shapes conform --producer "verify-shapes serve"`: the core passes over the
    /// protocol, and the report is written.
    @Test func theCoreConformsOverTheProtocol() throws {
        let dir = try Self.scratch("core")
        let run = try Self.run(["conform", "--producer", "\(Self.tool) serve", "--seed", String(TestBudget.seed), "--cases", String(TestBudget.cases(60)),
                                "--corpus", dir.appendingPathComponent("corpus").path, "--report", dir.appendingPathComponent("report").path])
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stdout.contains("core: \(TestBudget.cases(60)) cases"))
        let json = try JSONParser.parse(String(decoding: try Data(contentsOf: dir.appendingPathComponent("report/report.json")), as: UTF8.self))
        #expect(json["status"] == .string("passed"))
        #expect(json["producer"]?["name"] == .string("core"))
        let page = try String(contentsOf: dir.appendingPathComponent("report/report.md"), encoding: .utf8)
        #expect(page.contains("# Conformance report: core") && page.contains("**PASSED**"))
        #expect(page.contains("| `overlap-rule` | pass |"))
    }

    /// The same through elements (exact arcs in centre form) instead of SVG path data.
    @Test func theCoreConformsWithElements() throws {
        let producer = try ExternalProducer(command: "\(Self.tool) serve --elements")
        defer { producer.close() }
        let report = try ConformanceRunner(options: ConformanceOptions(seed: TestBudget.seed, limit: .cases(TestBudget.cases(30))), producer: producer).run { _ in }
        #expect(!report.hasFailures, "\(report.summaryText)")
        #expect(report.requests > report.cases)
    }

    /// Every fault the protocol can show is caught over it, within a few hundred cases, and
    /// shrunk to a small case that the faithful `serve` passes.
    @Test(arguments: Fault.allCases.filter(\.isObservableOverTheProtocol))
    func everyFaultIsCaughtOverTheProtocol(_ fault: Fault) throws {
        let producer = try ExternalProducer(command: "\(Self.tool) serve --fault \(fault)")
        defer { producer.close() }
        let options = ConformanceOptions(seed: TestBudget.seed, limit: .cases(2_000), stopsAtFirstFailure: true)
        let report = try ConformanceRunner(options: options, producer: producer).run { _ in }
        let failure = try #require(report.counterexamples.first?.failure, "\(fault) survived \(report.cases) cases over the protocol")
        let shrunk = failure.shrunk
        print("\(fault) over the protocol: caught by \(failure.property) at case \(failure.caseNumber); shrunk to \(shrunk.jsonString)")
        #expect(report.incident == nil)
        #expect(shrunk.featureCount <= 2, "shrunk case keeps \(shrunk.featureCount) features: \(shrunk.jsonString)")
        #expect(shrunk.numbers.allSatisfy(Roundness.isSmallRound), "shrunk case has numbers \(shrunk.numbers)")
        let property = try #require(ConformanceRunner.catalog.first { $0.id == failure.property })
        #expect(property.check(shrunk, producer: producer).isFailure)
        let faithful = try ExternalProducer(command: "\(Self.tool) serve")
        defer { faithful.close() }
        #expect(!property.check(shrunk, producer: faithful).isFailure)
    }

    /// The user's command line for a fault: `conform --producer "verify-shapes serve --fault
    /// no-overlap-rule"` fails (exit 1), prints each failure with its shrunk case and replay line,
    /// and judges every case: at seed 1, case 44 reports a final size of 1.14e11 (a fraction of
    /// 1e9, never scaled), which once ended the run as a malformed line.
    @Test func aFaultyServeFailsOnTheCommandLine() throws {
        let dir = try Self.scratch("fault-cli")
        let run = try Self.run(["conform", "--producer", "\(Self.tool) serve --fault no-overlap-rule", "--seed", "1", "--cases", "50",
                                "--corpus", dir.appendingPathComponent("corpus").path])
        #expect(run.status == 1, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stdout.contains("FAIL overlap-rule at case 3 (seed 1)"), "\(run.stdout)")
        #expect(run.stdout.contains("shrunk case: {\"size\":{\"height\":1,\"width\":1},\"spec\":{\"corners\":{\"topLeft\":{\"family\":\"rounded\",\"size\":2}}}}"), "\(run.stdout)")
        #expect(run.stdout.contains("replay: verify-shapes conform --producer"))
        #expect(!run.stdout.contains("protocol fault"), "\(run.stdout)")
        #expect(run.stdout.contains("faulty-no-overlap-rule: 50 cases"))
    }

    /// `verify-shapes css` says which form it chose: native corner-shape for rounded and cut,
    /// clip-path for the card with different corners, and asks for a size where CSS needs one.
    @Test func cssChoosesItsForm() throws {
        let card = try CommandLineToolTests.specFile(#"{"corners":{"topLeft":{"family":"cut","size":20},"topRight":{"family":"rounded","size":20},"bottomLeft":{"family":"rounded","size":20},"bottomRight":{"family":"curved","width":20,"height":60}}}"#)
        let shape = try Self.run(["css", card])
        #expect(shape.status == 0)
        #expect(shape.stdout.contains("clip-path: shape(from 0% 20px") && shape.stdout.hasPrefix("/* verify-shapes css: clip-path: shape()."))
        let path = try Self.run(["css", card, "--size", "30x30", "--selector", "#card"])
        #expect(path.stdout.contains("#card {") && path.stdout.contains("clip-path: path('M 0 7.5 L 7.5 0"))
        let native = try Self.run(["css", try CommandLineToolTests.specFile(#"{"corners":{"all":{"family":"rounded","size":12},"topLeft":{"family":"cut","size":8}}}"#)])
        #expect(native.stdout.contains("corner-top-left-shape: bevel;") && native.stdout.contains("corner-top-right-shape: round;"))
        #expect(!native.stdout.contains("clip-path"))
        let fraction = try Self.run(["css", try CommandLineToolTests.specFile(#"{"corners":{"topLeft":{"family":"rounded","size":{"fraction":0.25}}}}"#)])
        #expect(fraction.status == 2)
        #expect(fraction.stderr.contains("give --size WxH") && fraction.stderr.contains("usage: verify-shapes css"))
    }

    /// `serve` refuses a fault the protocol cannot carry, and says where to fuzz it instead.
    @Test func serveRefusesFaultsOfTheSwiftLibrary() throws {
        let run = try Self.run(["serve", "--fault", "trim-no-wrap"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("does not carry") && run.stderr.contains("verify-shapes --fault trim-no-wrap"))
    }

    static var python: String? { onPath("python3") }
    static var chromium: String? { onPath("chromium") }

    static func onPath(_ name: String) -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The web producer, where Chromium is installed: `verify-shapes css` rendered by headless
    /// Chromium conforms for what it declares (rounded and cut corners in points, hit tests of
    /// a box of 0.129 points: Chromium's pixel at zoom 16, grown by its snapping and rounding).
    /// `.ci/run` and the nightly workflow run it at 100 and 500 cases.
    @Test(.enabled(if: python != nil && chromium != nil, "python3 or chromium is not on the PATH"))
    func theWebProducerConforms() throws {
        let script = URL(fileURLWithPath: Self.pythonExample).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("web-producer/producer.py").path
        let producer = try ExternalProducer(command: "python3 \(ConformanceRunner.shellQuoted(script)) --verify-shapes \(ConformanceRunner.shellQuoted(Self.tool))",
                                            timeout: .seconds(60))
        defer { producer.close() }
        #expect(producer.name == "chromium-css")
        #expect(producer.capabilities.hitTestBox == 2.0625 / 16)
        let report = try ConformanceRunner(options: ConformanceOptions(seed: TestBudget.seed, limit: .cases(TestBudget.cases(25))), producer: producer).run { _ in }
        #expect(!report.hasFailures, "\(report.summaryText)")
        #expect(report.properties.first { $0.id == "path-matches-spec" }?.verdict == .pass)
        #expect(report.properties.first { $0.id == "hit-test-matches-raster" }?.verdict == .pass)
    }

    static var pythonExample: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/python-producer/producer.py").path
    }

    /// The Python example passes for what it declares: rounded and cut corners under per-corner clamping.
    @Test(.enabled(if: python != nil, "python3 is not on the PATH"))
    func thePythonExampleConforms() throws {
        let producer = try ExternalProducer(command: "python3 \(ConformanceRunner.shellQuoted(Self.pythonExample))")
        defer { producer.close() }
        #expect(producer.name == "python-example")
        #expect(producer.capabilities.variants == [.perCornerClamping])
        let report = try ConformanceRunner(options: ConformanceOptions(seed: TestBudget.seed, limit: .cases(TestBudget.cases(150))), producer: producer).run { _ in }
        #expect(!report.hasFailures, "\(report.summaryText)")
        #expect(report.properties.first { $0.id == "overlap-rule" }?.verdict == .pass)
        #expect(report.properties.first { $0.id == "margins-inside-shape" }?.verdict == .pass)
    }

    /// Declared as following the contract (no variant), the same code fails `overlap-rule`, on a
    /// case shrunk to at most two non-square corners.
    @Test(.enabled(if: python != nil, "python3 is not on the PATH"))
    func thePythonExampleWithoutItsVariantFailsTheOverlapRule() throws {
        let producer = try ExternalProducer(command: "python3 \(ConformanceRunner.shellQuoted(Self.pythonExample)) --contract")
        defer { producer.close() }
        #expect(producer.capabilities.variants.isEmpty)
        let options = ConformanceOptions(seed: TestBudget.seed, limit: .cases(500), properties: ["overlap-rule"], stopsAtFirstFailure: true)
        let report = try ConformanceRunner(options: options, producer: producer).run { _ in }
        let failure = try #require(report.counterexamples.first?.failure)
        #expect(failure.property == "overlap-rule")
        let corners = failure.shrunk.spec.corners.inOrder.filter { !$0.isSquare }.count
        #expect(corners >= 1 && corners <= 2, "\(failure.shrunk.jsonString)")
        print("python example as the contract: overlap-rule fails on \(failure.shrunk.jsonString): \(failure.message)")
    }

    /// A producer whose hit test answers for a box (here: the core, asked about each point snapped
    /// to the half-pixel grid, as a renderer's box test errs) passes when it declares the box and
    /// fails when it does not; declared sizes bound every case it is asked about.
    @Test(.enabled(if: python != nil, "python3 is not on the PATH"))
    func aHitTestBoxIsJudgedFairly() throws {
        let dir = try Self.scratch("box")
        let wrapper = dir.appendingPathComponent("snapping.py")
        try Data(#"""
            import json, subprocess, sys
            box = float(sys.argv[2])
            serve = subprocess.Popen([sys.argv[1], "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
            handshake = json.loads(serve.stdout.readline())
            handshake["name"] = "snapping"
            handshake["capabilities"]["sizes"] = [8, 4096]
            if box > 0:
                handshake["capabilities"]["hitTestBox"] = box
            print(json.dumps(handshake), flush=True)
            for line in sys.stdin:
                request = json.loads(line)
                request["points"] = [[round(x * 2) / 2, round(y * 2) / 2] for x, y in request["points"]]
                serve.stdin.write(json.dumps(request) + "\n")
                serve.stdin.flush()
                print(serve.stdout.readline(), end="", flush=True)
            """#.utf8).write(to: wrapper)
        func run(box: Double) throws -> ConformanceReport {
            let producer = try ExternalProducer(command: "python3 \(wrapper.path) \(Self.tool) \(box)")
            defer { producer.close() }
            #expect(producer.capabilities.sizes == 8 ... 4096)
            let options = ConformanceOptions(seed: TestBudget.seed, limit: .cases(40), properties: ["path-matches-spec", "hit-test-matches-raster"], shrink: false)
            return try ConformanceRunner(options: options, producer: producer).run { _ in }
        }
        let fair = try run(box: 1)
        #expect(!fair.hasFailures, "\(fair.summaryText)")
        #expect(fair.features.keys.count > 1)
        let strict = try run(box: 0)
        #expect(strict.properties.first { $0.id == "hit-test-matches-raster" }?.tally.failed ?? 0 > 0, "\(strict.summaryText)")
        // Every case drawn had sides of 0 or 8 to 4096.
        let generator = ShapeGenerator(capabilities: ProducerCapabilities(families: [.rounded], fractions: true, offsets: true, triangles: [], sizes: 8 ... 4096))
        for seed in UInt64(0) ..< 200 {
            let size = generator.generate(seed: seed).0.size
            #expect([size.width, size.height].allSatisfy { $0 == 0 || (8 ... 4096).contains($0) }, "\(size)")
        }
    }

    /// Producers that misbehave get a clear report and exit status 1, within the time budget.
    @Test(arguments: [
        ("sleeps before its handshake", "sleep 30", "timeout while waiting for the handshake"),
        ("sleeps after its handshake", "echo '{\"protocol\": 1, \"name\": \"silent\"}'; sleep 30", "timeout on request 1"),
        ("exits mid-run", "echo '{\"protocol\": 1, \"name\": \"quitter\"}'; read line; echo 'bye' >&2; exit 3", "producer exited on request 1"),
        ("prints garbage", "echo '{\"protocol\": 1, \"name\": \"noisy\"}'; read line; echo 'hello, world'; sleep 30", "malformed line on request 1"),
        ("answers another id", "echo '{\"protocol\": 1, \"name\": \"confused\"}'; read line; echo '{\"id\": 99, \"path\": \"\"}'; sleep 30", "wrong id on request 1"),
        ("speaks another version", "echo '{\"protocol\": 2, \"name\": \"future\"}'; sleep 30", "bad handshake"),
        ("refuses what it drew", #"""
            echo '{"protocol": 1, "name": "fickle", "capabilities": {"measures": ["hit-test"]}}'
            while read -r line; do
              id=$(echo "$line" | sed 's/.*"id":\([0-9]*\).*/\1/')
              case "$line" in
                *'"points":[]'*) echo "{\"id\": $id, \"path\": \"M 0 0 L 10 0 L 10 10 L 0 10 Z\"}" ;;
                *) echo "{\"id\": $id, \"error\": \"no\"}" ;;
              esac
            done
            """#, "then refused them when asked about"),
    ])
    func misbehavingProducersFailClearlyWithinTheBudget(_ name: String, _ script: String, _ expected: String) throws {
        let dir = try Self.scratch(name.replacingOccurrences(of: " ", with: "-"))
        let file = dir.appendingPathComponent("producer.sh")
        try Data(("#!/bin/sh\n" + script + "\n").utf8).write(to: file)
        let clock = ContinuousClock()
        let start = clock.now
        let run = try Self.run(["conform", "--producer", "sh \(file.path)", "--seed", "1", "--seconds", "2", "--timeout", "1",
                                "--corpus", dir.appendingPathComponent("corpus").path, "--report", dir.appendingPathComponent("report").path], timeLimit: 20)
        let elapsed = clock.now - start
        #expect(run.status == 1, "\(name): \(run.stdout) \(run.stderr)")
        #expect(run.stdout.contains("FAIL protocol"), "\(run.stdout)")
        #expect(run.stdout.contains(expected), "\(name): \(run.stdout)")
        // The budget is 2 s (the timeout 1 s per answer): the run ends within it, plus starting up.
        #expect(elapsed < .seconds(4), "\(name) took \(elapsed)")
        let json = try JSONParser.parse(String(decoding: try Data(contentsOf: dir.appendingPathComponent("report/report.json")), as: UTF8.self))
        #expect(json["status"] == .string("failed"))
        guard case .string(let fault)? = json["protocolFault"] else { Issue.record("no protocolFault in the report"); return }
        #expect(fault.contains(expected))
        if name == "exits mid-run" { #expect(run.stdout.contains("exited with status 3") && run.stdout.contains("bye")) }
    }

    /// A producer that answers well for a while and then exits (here: the core behind a Python
    /// relay that quits after 25 answers) is reported on the request it died on, with its exit
    /// status and last words, within the budget; the cases before it were judged.
    @Test(.enabled(if: python != nil, "python3 is not on the PATH"))
    func aProducerThatExitsMidRunIsReported() throws {
        let dir = try Self.scratch("mid-run")
        let relay = dir.appendingPathComponent("relay.py")
        try Data(#"""
            import subprocess, sys
            serve = subprocess.Popen([sys.argv[1], "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
            print(serve.stdout.readline(), end="", flush=True)
            for answered, line in enumerate(sys.stdin):
                if answered == 25:
                    print("relay: that is enough", file=sys.stderr, flush=True)
                    sys.exit(3)
                serve.stdin.write(line)
                serve.stdin.flush()
                print(serve.stdout.readline(), end="", flush=True)
            """#.utf8).write(to: relay)
        let clock = ContinuousClock()
        let start = clock.now
        let run = try Self.run(["conform", "--producer", "python3 \(relay.path) \(Self.tool)", "--seed", "1", "--seconds", "10", "--timeout", "5",
                                "--corpus", dir.appendingPathComponent("corpus").path], timeLimit: 30)
        let elapsed = clock.now - start
        #expect(run.status == 1, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stdout.contains("protocol fault: producer exited on request 26"), "\(run.stdout)")
        #expect(run.stdout.contains("it exited with status 3") && run.stdout.contains("relay: that is enough"), "\(run.stdout)")
        #expect(run.stdout.contains("| protocol ") || run.stdout.contains("protocol       "), "the summary table lists protocol")
        // The relay quits after 25 answers, so the run ends there, long before its budget; the
        // budget and the timeout are generous only so that a loaded machine (a debug `serve`
        // behind Python, sharing the cores with a build) cannot end the run first.
        #expect(elapsed < .seconds(12), "took \(elapsed)")
    }

    /// A protocol fault on a case is saved like any failure and replays against the producer.
    @Test func aProtocolFaultIsSavedAndReplays() throws {
        let dir = try Self.scratch("saved-fault")
        let corpus = dir.appendingPathComponent("corpus").path
        let script = "echo '{\"protocol\": 1, \"name\": \"noisy\"}'; read line; echo 'hello'"
        let first = try Self.run(["conform", "--producer", script, "--seed", "1", "--cases", "5", "--timeout", "2", "--corpus", corpus], timeLimit: 20)
        #expect(first.status == 1)
        let saved = try FileManager.default.contentsOfDirectory(atPath: corpus + "/protocol").filter { $0.hasSuffix(".json") }
        #expect(saved.count == 1)
        #expect(FileManager.default.fileExists(atPath: corpus + "/protocol/" + saved[0].replacingOccurrences(of: ".json", with: ".svg")))
        let entry = try String(contentsOfFile: corpus + "/protocol/" + saved[0], encoding: .utf8)
        #expect(entry.contains("conformance of noisy (echo"))
        let replay = try Self.run(["conform", "--producer", script, "--corpus", corpus, "--only", "protocol/" + saved[0], "--timeout", "2"], timeLimit: 20)
        #expect(replay.status == 1)
        #expect(replay.stdout.contains("FAIL corpus"))
        #expect(replay.stdout.contains("malformed line"))
    }
}
