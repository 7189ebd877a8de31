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
    }

    static let executable: URL = {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [beside, beside.deletingLastPathComponent(),
                          URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                              .deletingLastPathComponent().appendingPathComponent(".build/debug")]
        return candidates.map { $0.appendingPathComponent("verify-shapes") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0].appendingPathComponent("verify-shapes")
    }()

    static func run(_ arguments: [String], stdin: String = "") throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Write and read concurrently enough for large inputs: stdin first, then drain the pipes.
        let writer = Thread { input.fileHandleForWriting.write(Data(stdin.utf8)); try? input.fileHandleForWriting.close() }
        writer.start()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self))
    }

    static func specFile(_ json: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cli-spec-\(UInt64(json.utf8.reduce(14695981039346656037) { ($0 ^ UInt64($1)) &* 1099511628211 })).json")
        try Data(json.utf8).write(to: url)
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
        (["inspect", "-", "--size", "-1x5"], "{}", "size.width"),
        (["inspect", "/no/such/spec.json", "--size", "1x1"], "", "/no/such/spec.json"),
        (["inspect", "-", "--size", "10x10"], "{\"corners\":", "stdin"),
        (["contains", "-", "--size", "10x10", "--bogus"], "{}", "--bogus"),
        (["fuzz", "--cases", "many"], "", "--cases"),
        (["fuzz", "--property", "no-such-property", "--cases", "1"], "", "--property"),
        (["replay", "--corpus", "/no/such/corpus"], "", "/no/such/corpus"),
        (["frobnicate"], "", "frobnicate"),
    ])
    func badInputExitsTwoWithOneLineNamingIt(_ arguments: [String], _ stdin: String, _ named: String) throws {
        let run = try Self.run(arguments, stdin: stdin)
        #expect(run.status == 2)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1, "stderr: \(run.stderr)")
        #expect(run.stderr.contains(named), "stderr: \(run.stderr)")
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
}
