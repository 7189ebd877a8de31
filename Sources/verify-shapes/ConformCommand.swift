import Foundation
import ShapeCore
import ShapeVerification

/// `verify-shapes conform --producer "COMMAND ARGS..." [--seed N] [--cases N | --seconds S]
/// [--property ID]... [--corpus DIR] [--only FILE]... [--report DIR] [--timeout S] [--no-shrink]`:
/// the conformance suite against a producer in another process (Docs/Conformance.md).
enum ConformCommand {
    static let command = Command(
        name: "conform",
        synopsis: "--producer \"COMMAND ARGS...\" [--seed N] [--cases N | --seconds S] [--property ID]... [--corpus DIR] [--only FILE]... [--report DIR] [--timeout S] [--no-shrink]",
        summary: "run the conformance suite against any implementation speaking the protocol on stdin/stdout: generate cases within its capabilities, judge it by the oracle, shrink and save failures, write a report",
        options: [
            Command.Option("--producer CMD", "the producer's command line, run once under /bin/sh -c (quote it as one argument), e.g. \"python3 Examples/python-producer/producer.py\""),
            Command.Option("--seed N", "the run's seed, 0...\(UInt64.max); without it one is drawn and printed first"),
            Command.Option("--cases N", "check N generated cases (default 1000)"),
            Command.Option("--seconds S", "run for S seconds instead; no wait for the producer goes past them"),
            Command.Option("--property ID", "check only this property (and protocol); repeat for more (ids: \(ConformanceRunner.catalog.map(\.id).joined(separator: ", ")))"),
            Command.Option("--corpus DIR", "where failures are saved and replayed from (default corpus-conformance/<producer name>)"),
            Command.Option("--only FILE", "replay only this corpus entry against the producer, generate nothing; repeat for more"),
            Command.Option("--report DIR", "write the conformance report there: report.md, report.json and the counterexamples' pictures"),
            Command.Option("--timeout S", "the longest the producer may take to answer one request or its handshake (default 10)"),
            Command.Option("--no-shrink", "save and print failures as found, without shrinking"),
        ]
    ) { arguments in
        let (properties, rest1) = try FuzzCommand.repeatedOption("property", in: arguments)
        let (only, rest) = try FuzzCommand.repeatedOption("only", in: rest1)
        var args = ArgumentParser(rest, command: "conform")
        guard let command = try args.option("producer") else {
            throw ShapeInputError(field: "--producer", problem: "is required: the command line of the producer to test, e.g. --producer \"python3 producer.py\"")
        }
        guard command.contains(where: { !$0.isWhitespace }) else { throw ShapeInputError(field: "--producer", problem: "is empty") }
        let seedText = try args.option("seed")
        let casesText = try args.option("cases")
        let secondsText = try args.option("seconds")
        let corpusPath = try args.option("corpus")
        let reportPath = try args.option("report")
        let timeoutText = try args.option("timeout")
        let noShrink = try args.flag("no-shrink")
        try args.finish()

        let seed = try seedText.map(FuzzCommand.seed)
        let limit = casesText == nil && secondsText == nil ? .cases(1_000) : try FuzzCommand.limit(cases: casesText, seconds: secondsText)
        let timeout = try timeoutText.map { text throws(ShapeInputError) -> Double in
            let value = try ArgumentValue.double(text, field: "--timeout")
            guard value > 0, value <= 86_400 else { throw ShapeInputError(field: "--timeout", problem: "expected seconds in (0, 86400], got \(ShapeInputError.quoted(text))") }
            return value
        } ?? 10
        let known = ConformanceRunner.catalog.map(\.id)
        for id in properties where !known.contains(id) {
            throw ShapeInputError(field: "--property", problem: "unknown property \(ShapeInputError.quoted(id)) (known: \(known.joined(separator: ", ")))")
        }
        try FuzzCommand.checkDirectoryOption(reportPath, field: "--report")
        try FuzzCommand.checkDirectoryOption(corpusPath, field: "--corpus")
        if !only.isEmpty && corpusPath == nil {
            throw ShapeInputError(field: "--only", problem: "needs --corpus DIR, the corpus the files belong to")
        }

        let chosenSeed = FuzzCommand.announcedSeed(seed)
        let start = ContinuousClock.now
        var deadline: ContinuousClock.Instant?
        if case .seconds(let s) = limit { deadline = start + .milliseconds(Int64(s * 1000)) }

        let producer: ExternalProducer
        do throws(ProtocolIncident) {
            producer = try ExternalProducer(command: command, timeout: .milliseconds(Int64(timeout * 1000)), deadline: deadline)
        } catch {
            // Nothing to run against: the fault is the report (no case yet, so nothing to save).
            StandardIO.write("FAIL protocol: \(error)\n")
            StandardIO.write("the producer \(ConformanceRunner.shellQuoted(command)) did not complete the handshake; it must first write one line: {\"protocol\": 1, \"name\": ..., \"capabilities\": {...}} (Docs/Conformance.md)\n")
            var report = ConformanceReport.unstarted(command: command, incident: error, seed: chosenSeed)
            report.seconds = elapsed(since: start)
            if let reportPath { try write(report, to: reportPath) }
            return 1
        }
        defer { producer.close() }
        let corpus = corpusPath ?? "corpus-conformance/" + producer.handshake.folderName
        StandardIO.write("producer: \(producer.name), protocol \(producer.handshake.protocolVersion): \(producer.capabilities.summary)\n")
        StandardIO.write("corpus: \(corpus)\n")
        let options = ConformanceOptions(seed: chosenSeed, limit: limit, properties: properties, shrink: !noShrink,
                                         corpus: CorpusStore(directory: URL(fileURLWithPath: corpus)), only: only)
        var report = try ConformanceRunner(options: options, producer: producer).run { StandardIO.write($0 + "\n") }
        report.seconds = elapsed(since: start)
        StandardIO.write(report.summaryText + "\n")
        if let reportPath {
            try write(report, to: reportPath)
            StandardIO.write("report: \(reportPath)/report.md, \(reportPath)/report.json\n")
        }
        return report.hasFailures ? 1 : 0
    }

    /// Seconds since `start`.
    private static func elapsed(since start: ContinuousClock.Instant) -> Double {
        let d = ContinuousClock.now - start
        return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }

    /// Writes `report.md`, `report.json` and the counterexamples' pictures (copied into
    /// `pictures/`, so the page stands on its own) into `directory`.
    static func write(_ report: ConformanceReport, to directory: String) throws(ShapeInputError) {
        let manager = FileManager.default
        let pictureDirectory = URL(fileURLWithPath: directory).appendingPathComponent("pictures")
        do { try manager.createDirectory(at: pictureDirectory, withIntermediateDirectories: true) } catch {
            throw ShapeInputError(field: "--report", problem: "cannot create \(pictureDirectory.path): \(error.localizedDescription)")
        }
        var links: [String: String] = [:]
        for found in report.counterexamples {
            guard let picture = found.picture, let data = manager.contents(atPath: picture) else { continue }
            let name = found.failure.property + "-" + URL(fileURLWithPath: picture).lastPathComponent.prefix(16) + ".svg"
            try StandardIO.writeFileAtomically(data, to: pictureDirectory.appendingPathComponent(String(name)).path)
            links[picture] = "pictures/" + name
        }
        try StandardIO.writeFileAtomically(report.markdown(pictures: links), to: directory + "/report.md")
        try StandardIO.writeFileAtomically(JSONWriter.string(report.jsonValue, style: .pretty) + "\n", to: directory + "/report.json")
    }
}
