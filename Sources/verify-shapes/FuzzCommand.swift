import Foundation
import ShapeCore
import ShapeModel
import ShapeVerification

/// `verify-shapes [fuzz] [--seed N] [--cases N | --seconds S] [--jobs N] [--shard K/N] [--property ID]... [--corpus DIR] [--no-shrink] [--json FILE] [--fault NAME]`
///
/// Replays the corpus, then fuzzes; the default subcommand. `--jobs` and `--shard` change how
/// the work is spread, never what a case number means: the same seed and budget give the same
/// report and corpus files on any number of threads, and the shards of a seed together give
/// the unsharded run's. Exit status: 0 when nothing fails,
/// 1 on failures, 2 on bad input, 130 / 143 when SIGINT / SIGTERM stopped it (what was found is
/// saved and the summary so far printed, marked interrupted; a second signal exits at once).
/// Every case is recorded in a pending file under the corpus before it runs: if the tool dies
/// of a trap, the next run files that case as a crash entry (Docs/Verification.md, "Crash safety").
/// `--fault NAME` fuzzes a deliberately faulty producer instead
/// of the core (a self-test that shows the whole failure path); its counterexamples go to
/// `--corpus` only when one is given explicitly, never to the real corpus by default.
enum FuzzCommand {
    static let command = Command(
        name: "fuzz", synopsis: "[--seed N] [--cases N | --seconds S] [--jobs N] [--shard K/N] [--property ID]... [--corpus DIR] [--no-shrink] [--json FILE] [--fault NAME]",
        summary: "replay the corpus, then fuzz the core against the oracles; shrink and save failures (the default)",
        options: [
            Command.Option("--seed N", "the run's seed, 0...\(UInt64.max); without it one is drawn and printed first"),
            Command.Option("--cases N", "check N generated cases (default 10000)"),
            Command.Option("--seconds S", "fuzz for S seconds instead of a number of cases (no case is handed out after S seconds; every case handed out is finished and counted; the run ends within S + 1 seconds, corpus replay and shrinking included: shrinking past S is cut short and what it reached is saved)"),
            Command.Option("--jobs N", "check cases on N threads, 1...\(maximumJobs) (default: one per core, here \(FuzzOptions.defaultJobs)); the summary, the failures and the corpus files are the same for any N"),
            Command.Option("--shard K/N", "check only shard K of N: the case numbers n with n % N == K (below the --cases budget, which is the whole run's) and every N-th corpus file from the K-th; N machines with one seed share the work without overlap"),
            Command.Option("--property ID", "check only this property, on every case; repeat for more (ids: \(PropertyCatalog.ids.joined(separator: ", "))); without it every property is checked, \(PropertyCatalog.all.filter { $0.caseStride > 1 }.map { "\($0.id) on 1 case in \($0.caseStride)" }.joined(separator: ", ")) (see 'properties')"),
            Command.Option("--corpus DIR", "the corpus to replay first and save failures to (default $VERIFY_SHAPES_CORPUS, else ./corpus); each case is recorded in DIR/.pending/ before it runs, and a run that finds a case left there by a run that died checks it again in a child process and files it as a crash entry if it traps (--cases 0 does only that and the replay)"),
            Command.Option("--no-shrink", "save and print failures as found, without shrinking"),
            Command.Option("--json FILE", "also write the summary as JSON; its status is passed, failed or bad-input"),
            Command.Option("--fault NAME", "fuzz a deliberately faulty producer instead of the core (finds go to a temporary corpus unless --corpus); NAME is one of: \(Fault.allCases.map(\.rawValue).joined(separator: ", "))"),
        ]
    ) { arguments in
        let (properties, rest) = try repeatedOption("property", in: arguments)
        var args = ArgumentParser(rest, command: "fuzz")
        let jsonPath = try args.option("json")
        do {
            return try run(properties: properties, arguments: args, jsonPath: jsonPath)
        } catch {
            // A script reading --json must see the bad input there too, not a stale or missing file.
            if let jsonPath, StandardIO.isDirectory(StandardIO.parentDirectory(of: jsonPath)) {
                let summary = JSONValue.object(["status": .string("bad-input"), "error": .string(String(describing: error))])
                try? StandardIO.writeFileAtomically(JSONWriter.string(summary, style: .pretty), to: jsonPath)
            }
            throw error
        }
    }

    /// The run after `--property` and `--json` were taken out.
    private static func run(properties: [String], arguments: ArgumentParser, jsonPath: String?) throws(ShapeInputError) -> Int32 {
        var args = arguments
        let noShrink = try args.flag("no-shrink")
        let seedText = try args.option("seed")
        let casesText = try args.option("cases")
        let secondsText = try args.option("seconds")
        let explicitCorpus = try args.option("corpus")
        let faultName = try args.option("fault")
        let jobsText = try args.option("jobs")
        let shardText = try args.option("shard")
        try args.finish()

        let jobs = try Self.jobs(jobsText)
        let shard = try shardText.map { text throws(ShapeInputError) in try FuzzShard(parsing: text) } ?? .whole

        let fault = try faultName.map { name throws(ShapeInputError) -> Fault in
            guard let fault = Fault(rawValue: name) else {
                throw ShapeInputError(field: "--fault", problem: "unknown fault \(ShapeInputError.quoted(name)) (known: \(Fault.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            return fault
        }
        // A self-test must not seed the real corpus with cases the core passes.
        let corpusPath = explicitCorpus ?? (fault == nil ? defaultCorpus : FileManager.default.temporaryDirectory
            .appendingPathComponent("verify-shapes-selftest-\(faultName ?? "")").path)

        let seed = try seedText.map(Self.seed)
        let limit = try Self.limit(cases: casesText, seconds: secondsText)
        for id in properties where PropertyCatalog.property(id: id) == nil {
            throw ShapeInputError(field: "--property", problem: "unknown property \(ShapeInputError.quoted(id)) (known: \(PropertyCatalog.ids.joined(separator: ", ")))")
        }
        if let jsonPath { try checkWritable(jsonPath) }
        try checkDirectoryOption(explicitCorpus, field: "--corpus")
        if explicitCorpus == nil && fault == nil { warnIfMissing(corpusPath) }

        // Signals are watched from the first line the run prints: an interrupt is never lost to
        // the default action (death without a summary) however early it comes.
        let watch = InterruptWatch()
        let chosenSeed = announcedSeed(seed)
        if !shard.isWhole {
            StandardIO.write("shard: \(shard) (case numbers n with n % \(shard.count) == \(shard.index), and every \(shard.count)th corpus file from the \(shard.index)th)\n")
        }
        var options = FuzzOptions(seed: chosenSeed, limit: limit, properties: properties, shrink: !noShrink,
                                  corpus: CorpusStore(directory: URL(fileURLWithPath: corpusPath)), jobs: jobs, shard: shard)
        options.interruption = watch.interruption
        // Crash safety: cases are recorded before they run, and what traps is checked in a child: this tool.
        options.children = ChildCaseRunner(executable: RunCaseCommand.executable)
        let corpusURL = URL(fileURLWithPath: corpusPath)
        watch.onImmediateExit = { PendingFiles.removeFiles(ofThisProcessIn: corpusURL) }
        let runner = if let fault {
            FuzzRunner(options: options, producer: FaultyProducer(fault), baseline: CoreProducer())
        } else {
            FuzzRunner(options: options)
        }
        if let fault { StandardIO.write("self-test: fuzzing the faulty producer '\(fault)', saving to \(corpusPath)\n") }
        let report = try runner.run { StandardIO.write($0 + "\n") }
        StandardIO.write(report.summaryText + "\n")
        if let jsonPath { try StandardIO.writeFileAtomically(JSONWriter.string(report.jsonValue, style: .pretty), to: jsonPath) }
        if let interrupted = watch.exitStatus { return interrupted }
        return report.hasFailures ? 1 : 0
    }

    /// The most threads `--jobs` accepts (far more than any machine's cores; a typo's guard).
    static let maximumJobs = 1_024

    /// The value of `--jobs` (`fuzz`, `replay`): 1 to ``maximumJobs``, one per core when absent.
    static func jobs(_ text: String?) throws(ShapeInputError) -> Int {
        guard let text else { return FuzzOptions.defaultJobs }
        return try ArgumentValue.integer(text, field: "--jobs", in: 1 ... maximumJobs)
    }

    /// The run's seed: `given`, or one drawn from the system (the only thing that comes from it;
    /// every generated value comes from SplitMix64). The seed line comes first in every run,
    /// given or drawn, so a log always says what to repeat.
    static func announcedSeed(_ given: UInt64?) -> UInt64 {
        var entropy = SystemRandomNumberGenerator()
        let chosen = given ?? entropy.next()
        StandardIO.write(given == nil ? "seed: \(chosen) (pass --seed \(chosen) to reproduce this run)\n" : "seed: \(chosen)\n")
        return chosen
    }

    /// A directory option (`--corpus`, `--report`): one that does not exist yet is created when
    /// written to; a file in its place never works.
    static func checkDirectoryOption(_ path: String?, field: String) throws(ShapeInputError) {
        if let path, FileManager.default.fileExists(atPath: path), !StandardIO.isDirectory(path) {
            throw ShapeInputError(field: field, problem: "\(ShapeInputError.quoted(path)) is not a directory")
        }
    }

    /// The value of `--seed`.
    static func seed(_ text: String) throws(ShapeInputError) -> UInt64 {
        guard let value = UInt64(text) else {
            throw ShapeInputError(field: "--seed", problem: "expected an integer in 0...\(UInt64.max), got \(ShapeInputError.quoted(text))")
        }
        return value
    }

    /// The limit `--cases N` or `--seconds S` set (not both), else 10,000 cases.
    static func limit(cases casesText: String?, seconds secondsText: String?) throws(ShapeInputError) -> FuzzOptions.Limit {
        switch (casesText, secondsText) {
        case (.some, .some): throw ShapeInputError(field: "--seconds", problem: "give either --cases or --seconds, not both")
        case (let text?, nil): return .cases(try ArgumentValue.integer(text, field: "--cases", in: 0 ... 1_000_000_000))
        case (nil, let text?):
            let seconds = try ArgumentValue.double(text, field: "--seconds")
            guard seconds > 0, seconds <= 1e7 else {
                throw ShapeInputError(field: "--seconds", problem: "expected a number of seconds in (0, 1e7], got \(ShapeInputError.quoted(text))")
            }
            return .seconds(seconds)
        case (nil, nil): return .cases(10_000)
        }
    }

    /// A default corpus that is not there is worth a line: "0 entries replayed" alone looks like a
    /// corpus that was checked, when the run is most likely in the wrong directory.
    static func warnIfMissing(_ defaultCorpus: String) {
        guard !StandardIO.isDirectory(defaultCorpus) else { return }
        let path = URL(fileURLWithPath: defaultCorpus).standardizedFileURL.path
        StandardIO.writeError("verify-shapes: warning: no corpus at \(path) (set VERIFY_SHAPES_CORPUS, pass --corpus DIR, or run from the package directory); nothing to replay")
    }

    /// `$VERIFY_SHAPES_CORPUS` (the plugin sets it to the package's `corpus/`), else `corpus`.
    static var defaultCorpus: String {
        ProcessInfo.processInfo.environment["VERIFY_SHAPES_CORPUS"] ?? "corpus"
    }

    /// Takes every `--name value` / `--name=value` out of `arguments` (the shared parser keeps only the last).
    static func repeatedOption(_ name: String, in arguments: [String]) throws(ShapeInputError) -> (values: [String], rest: [String]) {
        let key = "--" + name
        var values: [String] = []
        var rest: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                rest += arguments[(index - 1)...]
                break
            }
            if argument == key {
                guard index < arguments.count, arguments[index] != "--" else { throw ShapeInputError(field: key, problem: "needs a value") }
                values.append(arguments[index])
                index += 1
            } else if argument.hasPrefix(key + "=") {
                values.append(String(argument.dropFirst(key.count + 1)))
            } else {
                rest.append(argument)
            }
        }
        return (values, rest)
    }

    /// Bad `--json` paths are bad input, found before a long run rather than after it.
    static func checkWritable(_ path: String) throws(ShapeInputError) {
        let directory = StandardIO.parentDirectory(of: path)
        guard StandardIO.isDirectory(directory) else {
            throw ShapeInputError(field: "--json", problem: "cannot write \(path): no such directory \(directory)")
        }
    }
}
