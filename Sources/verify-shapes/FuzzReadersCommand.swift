import ShapeCore
import ShapeVerification

/// `verify-shapes fuzz-readers [--seed N] [--cases N | --seconds S]`: the suite's own JSON readers
/// (spec and corpus entry) fed mutated documents (``HostileInputGenerator``), each judged by
/// ``ReaderCheck``; the first failure is shrunk and printed.
enum FuzzReadersCommand {
    static let command = Command(
        name: "fuzz-readers", synopsis: "[--seed N] [--cases N | --seconds S]",
        summary: "feed the spec and corpus-entry readers mutated JSON (truncated, NaN, deep, duplicate keys, bad UTF-8, BOM, 10 MB, ...); each must be read correctly or rejected naming a field or byte offset",
        options: [
            Command.Option("--seed N", "the run's seed, 0...\(UInt64.max) (default 1)"),
            Command.Option("--cases N", "judge N inputs (default 10000)"),
            Command.Option("--seconds S", "run for S seconds instead of a number of inputs"),
        ]
    ) { arguments in
        var args = ArgumentParser(arguments, command: "fuzz-readers")
        let seedText = try args.option("seed")
        let casesText = try args.option("cases")
        let secondsText = try args.option("seconds")
        try args.finish()
        let seed = try seedText.map(FuzzCommand.seed) ?? 1
        let limit = try FuzzCommand.limit(cases: casesText, seconds: secondsText)
        StandardIO.write("seed: \(seed)\n")
        let report = ReaderFuzzer(seed: seed, limit: limit).run { StandardIO.write($0 + "\n") }
        StandardIO.write(report.summaryText + "\n")
        return report.failed > 0 ? 1 : 0
    }
}
