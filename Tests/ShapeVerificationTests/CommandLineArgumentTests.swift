import Foundation
import ShapeModel
import Testing
@testable import ShapeVerification

/// Hostile command lines: every subcommand with missing, extra or malformed arguments exits 2
/// with one line naming the problem and then its usage line; generated bad command lines never
/// trap, hang or answer outside that rule.
@Suite("hostile input: the command line")
struct CommandLineArgumentTests {
    typealias CLI = CommandLineToolTests

    /// A fresh directory with a spec (`SPEC`), a second spec (`SPEC2`), a corpus holding one
    /// passing entry (`CORPUS`) and room for outputs (`OUT.svg`, `OUT.png`, `OUT.json`).
    static func workspace(_ name: String) throws -> (directory: URL, substitute: (String) -> String) {
        let directory = try CLI.temporaryDirectory("args-\(name)-\(UUID().uuidString)")
        let spec = directory.appendingPathComponent("spec.json"), spec2 = directory.appendingPathComponent("b.json")
        try Data(#"{"corners":{"all":{"family":"rounded","size":8}}}"#.utf8).write(to: spec)
        try Data(#"{"corners":{"all":{"family":"cut","size":{"fraction":0.25}}}}"#.utf8).write(to: spec2)
        let corpus = directory.appendingPathComponent("corpus")
        _ = try CorpusStore(directory: corpus).save(CorpusHostileDirectoryTests.good, picture: nil)
        // In this order: SPEC2 before SPEC, which is a prefix of it.
        let paths = [("SPEC2", spec2.path), ("SPEC", spec.path), ("CORPUS", corpus.path), ("OUT", directory.appendingPathComponent("out").path)]
        return (directory, { argument in
            paths.reduce(argument) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
        })
    }

    /// Mistakes in the arguments of each subcommand, and the word the first line must name.
    static let mistakes: [(arguments: [String], named: String)] = [
        (["inspect", "--size", "10x10"], "SPEC.json"), (["inspect", "SPEC"], "--size"), (["inspect", "SPEC", "--size", "10x10", "extra"], "'extra'"),
        (["inspect", "SPEC", "--size", "10"], "--size"), (["inspect", "SPEC", "--size"], "--size"), (["inspect", "SPEC", "--size", "10x10", "--pretty=yes"], "--pretty"),
        (["inspect", "SPEC", "--size", "1e10x1"], "--size"), (["inspect", "SPEC", "--size", "5e-324x1"], "--size"), (["inspect", "SPEC", "--size", "nanx1"], "--size"),
        (["contains", "--size", "10x10"], "SPEC.json"), (["contains", "SPEC"], "--size"), (["contains", "SPEC", "--size", "10x10", "more"], "'more'"),
        (["contains", "-", "--size", "10x10"], "SPEC.json"), (["contains", "SPEC", "--size", "10x10", "--even-odd=1"], "--even-odd"),
        (["render", "SPEC", "--size", "10x10"], "render"), (["render", "SPEC", "--size", "10x10", "--svg", "OUT.svg", "--scale", "x"], "--scale"),
        (["render", "SPEC", "--size", "10x10", "--svg", "OUT.svg", "--fill", "url(#x)"], "--fill"), (["render", "--size", "10x10", "--svg", "OUT.svg"], "SPEC.json"),
        (["render", "SPEC", "SPEC2", "--size", "10x10", "--svg", "OUT.svg"], "render"), (["render", "SPEC", "--size", "10x10", "--svg"], "--svg"),
        (["spinner"], "--time"), (["spinner", "--time", "soon"], "--time"), (["spinner", "--time", "1", "now"], "'now'"), (["spinner", "--time", "1", "--size", "0x"], "--size"),
        (["spinner", "--time", "inf"], "--time"), (["spinner", "--time", "1e999"], "--time"),
        (["interpolate", "SPEC", "--t", "0.5", "--size", "10x10"], "B.json"), (["interpolate", "SPEC", "SPEC2", "--size", "10x10"], "--t"),
        (["interpolate", "SPEC", "SPEC2", "--t", "1.5", "--size", "10x10"], "--t"), (["interpolate", "-", "-", "--t", "0", "--size", "10x10"], "B.json"),
        (["interpolate", "SPEC", "SPEC2", "SPEC", "--t", "0", "--size", "10x10"], "interpolate"),
        (["fuzz", "extra"], "'extra'"), (["fuzz", "--cases", "many"], "--cases"), (["fuzz", "--cases", "-1"], "--cases"), (["fuzz", "--seconds", "0"], "--seconds"),
        (["fuzz", "--cases", "1", "--seconds", "1"], "--seconds"), (["fuzz", "--seed", "-1"], "--seed"), (["fuzz", "--seed", "18446744073709551616"], "--seed"),
        (["fuzz", "--fault", "nope"], "--fault"), (["fuzz", "--property", "nope"], "--property"), (["fuzz", "--json", "/no/such/dir/x.json"], "--json"),
        (["fuzz", "--corpus", "SPEC"], "--corpus"), (["fuzz", "--no-shrink=1"], "--no-shrink"), (["fuzz", "--cases"], "--cases"),
        (["fuzz-readers", "extra"], "'extra'"), (["fuzz-readers", "--seed", "x"], "--seed"), (["fuzz-readers", "--cases", "1", "--seconds", "1"], "--seconds"),
        (["fuzz-readers", "--cases", "1e3"], "--cases"),
        (["replay", "extra"], "'extra'"), (["replay", "--corpus", "/no/such/corpus"], "--corpus"), (["replay", "--only"], "--only"),
        (["replay", "--pictures=1"], "--pictures"), (["replay", "--bogus"], "'--bogus'"),
        (["properties", "extra"], "'extra'"), (["properties", "--all"], "'--all'"),
        (["add", "SPEC", "--size", "10x10", "--note", "n"], "--property"), (["add", "SPEC", "--size", "10x10", "--property", "closed-path"], "--note"),
        (["add", "SPEC", "--property", "closed-path", "--note", "n"], "--size"), (["add", "--size", "10x10", "--property", "closed-path", "--note", "n"], "SPEC.json"),
        (["add", "SPEC", "--size", "10x10", "--property", "nope", "--note", "n"], "--property"),
        (["bench", "extra"], "'extra'"), (["bench", "--quick=1"], "--quick"),
        (["help", "a", "b"], "'b'"), (["help", "frobnicate"], "frobnicate"),
        (["css"], "SPEC.json"), (["css", "SPEC", "--size", "10"], "--size"), (["css", "SPEC", "extra"], "'extra'"),
        (["css", "SPEC", "--selector", "a{b}"], "--selector"), (["css", "SPEC2"], "--size"),
        (["conform"], "--producer"), (["conform", "--producer", " "], "--producer"), (["conform", "--producer", "x", "--cases", "many"], "--cases"),
        (["conform", "--producer", "x", "--property", "nope"], "--property"), (["conform", "--producer", "x", "--timeout", "0"], "--timeout"),
        (["conform", "--producer", "x", "--only", "a.json"], "--only"), (["conform", "--producer", "x", "--report", "SPEC"], "--report"),
        (["conform", "--producer", "x", "extra"], "'extra'"),
        (["serve", "extra"], "'extra'"), (["serve", "--fault", "nope"], "--fault"), (["serve", "--fault", "trim-no-wrap"], "--fault"),
    ]

    @Test func everySubcommandAnswersAMistakeWithItsUsageLine() throws {
        let (directory, substitute) = try Self.workspace("mistakes")
        var usage: [String: String] = [:]
        for name in CLI.subcommands {
            usage[name] = try CLI.run(["help", name]).stdout.split(separator: "\n").first.map(String.init)
        }
        #expect(Set(Self.mistakes.map(\.arguments[0])) == Set(CLI.subcommands), "a subcommand has no mistakes tested")
        for (arguments, named) in Self.mistakes {
            let run = try CLI.run(arguments.map(substitute), directory: directory, timeLimit: 60)
            let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            #expect(run.status == 2 && !run.signalled, "\(arguments): status \(run.status)")
            #expect(lines.count == 2, "\(arguments): \(run.stderr)")
            #expect(lines.first?.hasPrefix("verify-shapes: ") == true && lines.first?.contains(named) == true, "\(arguments) should name \(named): \(run.stderr)")
            #expect(lines.last == usage[arguments[0]], "\(arguments): \(run.stderr)")
            #expect(run.stdout.isEmpty, "\(arguments) printed: \(run.stdout)")
        }
    }

    @Test func mistakesBeforeAnySubcommandGiveTheToolsUsageLine() throws {
        for arguments in [["frobnicate"], ["--version", "x"], ["--frobnicate"]] {
            let run = try CLI.run(arguments)
            let lines = run.stderr.split(separator: "\n")
            #expect(run.status == 2 && lines.count == 2, "\(arguments): \(run.stderr)")
            // `--frobnicate` goes to the default subcommand (fuzz), whose usage line it gets.
            #expect(lines.last?.hasPrefix("usage: verify-shapes ") == true, "\(arguments): \(run.stderr)")
        }
    }

    /// Input that is wrong inside a file or a stream is not an argument mistake: one line, no usage.
    @Test(arguments: [
        (["inspect", "-", "--size", "10x10"], "{\"corners\":", "stdin: invalid JSON at line 1, column 12 (byte offset 11): unexpected end of input"),
        (["inspect", "-", "--size", "10x10"], "", "stdin: invalid JSON at line 1, column 1 (byte offset 0): the document is empty"),
        (["inspect", "-", "--size", "10x10"], "\u{FEFF}{}", "stdin: invalid JSON at line 1, column 1 (byte offset 0): the document starts with a UTF-8 byte-order mark"),
        (["inspect", "-", "--size", "10x10"], #"{"corners":{"all":{"family":"cut","size":NaN}}}"#, "(byte offset 41): NaN is not a JSON number"),
        (["inspect", "-", "--size", "10x10"], #"{"corners":{"all":{"family":"cut","size":-1}}}"#, "corners.all.size: must be >= 0, got -1.0"),
        (["inspect", "/dev/zero", "--size", "10x10"], "", "/dev/zero: is more than 1048576 bytes, the limit of a JSON document (1 MiB)"),
        (["inspect", "/nonexistent/spec.json", "--size", "10x10"], "", "/nonexistent/spec.json: cannot read: no such file"),
        (["contains", "SPEC", "--size", "10x10"], "1 nan\n", "stdin:1: y: expected a decimal number"),
        (["contains", "SPEC", "--size", "10x10"], "1 1\n" + String(repeating: "0", count: 100_000), "stdin:2: a line longer than 4096 bytes (expected 'x y'), beginning '0000"),
    ])
    func contentErrorsAreOneLineWithoutUsage(_ arguments: [String], _ stdin: String, _ message: String) throws {
        let (directory, substitute) = try Self.workspace("content")
        let run = try CLI.run(arguments.map(substitute), stdin: stdin, directory: directory, timeLimit: 60)
        #expect(run.status == 2)
        #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }

    @Test func aTenMegabyteSpecFileIsRefusedBySize() throws {
        let (directory, _) = try Self.workspace("ten-megabytes")
        let big = directory.appendingPathComponent("big.json")
        try Data(#"{"corners":{}}"#.utf8 + [UInt8](repeating: 0x20, count: 10 << 20)).write(to: big)
        let run = try CLI.run(["inspect", big.path, "--size", "10x10"], timeLimit: 60)
        #expect(run.status == 2)
        #expect(run.stderr == "verify-shapes: \(big.path): is more than 1048576 bytes, the limit of a JSON document (1 MiB); is it the right file?\n")
    }

    /// A corpus with hostile files: replay reports each (SKIP) and exits 0 while every entry passes.
    @Test func replayGoesOnPastHostileFiles() throws {
        let store = try CorpusHostileDirectoryTests.hostileCorpus()
        let run = try CLI.run(["replay", "--corpus", store.directory.path], timeLimit: 60)
        #expect(run.status == 0, "\(run.stderr)")
        let skips = run.stdout.split(separator: "\n").filter { $0.hasPrefix("SKIP    ") }
        #expect(skips.count == CorpusHostileDirectoryTests.hostileFiles.count + 2, "\(run.stdout)")
        #expect(run.stdout.contains("replayed 1 corpus entries, 0 failed, \(skips.count) files skipped"), "\(run.stdout)")
        // The same corpus under a faulty producer: its one entry fails, and only that fails the run.
        let faulty = try CLI.run(["fuzz", "--fault", "arcs-swept-the-wrong-way", "--cases", "0", "--corpus", store.directory.path,
                                  "--property", "area-matches-oracle"], timeLimit: 60)
        #expect(faulty.status == 1, "\(faulty.stdout)\(faulty.stderr)")
        #expect(faulty.stdout.contains("FAIL corpus area-matches-oracle/"), "\(faulty.stdout)")
        #expect(faulty.stdout.contains("skipped corpus ") && faulty.stdout.contains("newer.json: formatVersion: version 3 is newer"), "\(faulty.stdout)")
    }

    // MARK: Generated command lines

    /// Valid invocations to mutate; placeholders become per-case files. `bench` is left out (it
    /// runs for seconds by design; its mistakes are tested above).
    static let templates: [[String]] = [
        ["inspect", "SPEC", "--size", "100x80", "--pretty"],
        ["inspect", "SPEC", "--size", "100x80", "--border", "4", "--elevation", "2"],
        ["contains", "SPEC", "--size", "100x80", "--even-odd"],
        ["render", "SPEC", "--size", "100x80", "--svg", "OUT.svg", "--png", "OUT.png", "--scale", "1", "--margins"],
        ["spinner", "--time", "1.5", "--size", "48x48"],
        ["interpolate", "SPEC", "SPEC2", "--t", "0.5", "--size", "100x80"],
        ["fuzz", "--seed", "3", "--cases", "2", "--corpus", "CORPUS", "--property", "closed-path", "--json", "OUT.json"],
        ["fuzz-readers", "--seed", "3", "--cases", "5"],
        ["replay", "--corpus", "CORPUS"],
        ["properties"],
        ["add", "SPEC", "--size", "100x80", "--property", "closed-path", "--note", "pinned", "--corpus", "CORPUS"],
        ["help", "inspect"],
    ]

    /// What any run must do: exit (no signal) with 0, 1 or 2; stderr empty but for warnings
    /// unless the status is 2, and then one line naming the problem, optionally the usage line.
    static func problem(with run: CLI.Run) -> String? {
        if run.signalled { return "ended by signal \(run.status) (a trap, or killed after the time limit)" }
        guard (0...2).contains(run.status) else { return "exit status \(run.status)" }
        if run.stderr.contains("Fatal error") { return "a fatal error: \(run.stderr)" }
        let lines = run.stderr.split(separator: "\n").filter { !$0.hasPrefix("verify-shapes: warning:") }
        if run.status != 2 { return lines.isEmpty ? nil : "status \(run.status) with errors: \(run.stderr)" }
        guard let first = lines.first, first.hasPrefix("verify-shapes: ") else { return "status 2 without its line: \(run.stderr)" }
        if lines.count > 2 || (lines.count == 2 && !lines[1].hasPrefix("usage: verify-shapes ")) { return "more than the line and the usage: \(run.stderr)" }
        _ = first
        return nil
    }

    /// Runs one generated command line in a fresh workspace.
    static func run(_ arguments: [String], case number: Int) throws -> CLI.Run {
        let (directory, substitute) = try workspace("generated-\(number)")
        var arguments = arguments.map(substitute)
        // However an edit left them, a fuzz run stays small: the last --cases wins.
        if ["fuzz", "fuzz-readers"].contains(arguments[0]) { arguments += ["--cases", "2"] }
        return try CLI.run(arguments, stdin: "50 40\n", environment: ["VERIFY_SHAPES_CORPUS": directory.appendingPathComponent("corpus").path],
                           directory: directory, timeLimit: 60)
    }

    @Test func generatedCommandLinesKeepTheRules() throws {
        let generator = HostileArgumentsGenerator(templates: Self.templates)
        var statuses = [Int32: Int]()
        for number in 0 ..< TestBudget.cases(120) {
            var source = ChoiceSource(random: SplitMix64(seed: FuzzOptions.caseSeed(TestBudget.seed, number)))
            let arguments = generator.generate(&source)
            let run = try Self.run(arguments, case: number)
            statuses[run.status, default: 0] += 1
            guard let problem = Self.problem(with: run) else { continue }
            // Shrink it (each evaluation is a process, so briefly) to the simplest command line that still breaks a rule.
            let shrunk = ChoiceShrinker(maximumEvaluations: 60).shrink(source.recorded, generate: generator.generate) { candidate in
                ((try? Self.run(candidate, case: number)).flatMap(Self.problem(with:))) != nil
            }
            Issue.record("case \(number): \(arguments) -> \(problem); shrunk to \(shrunk.value)")
            return
        }
        // Both answers occur: the mutations are neither all harmless nor all fatal.
        #expect(statuses[0, default: 0] > 5 && statuses[2, default: 0] > 20, "\(statuses)")
    }
}
