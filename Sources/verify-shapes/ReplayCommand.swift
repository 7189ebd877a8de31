import Foundation
import ShapeCore
import ShapeVerification

/// `verify-shapes replay [--corpus DIR] [--only FILE]... [--jobs N] [--pictures]`: checks saved
/// counterexamples only; `--pictures` also (re)draws the SVG beside each entry checked.
enum ReplayCommand {
    static let command = Command(
        name: "replay", synopsis: "[--corpus DIR] [--only FILE]... [--jobs N] [--pictures]",
        summary: "check every corpus entry (or only the given files) against the core; files it cannot replay are reported (SKIP) and passed over; --pictures redraws the SVG beside each",
        options: [
            Command.Option("--corpus DIR", "the corpus (default $VERIFY_SHAPES_CORPUS, else ./corpus)"),
            Command.Option("--only FILE", "replay only this entry; repeat for more (a named file that cannot be read is bad input, exit 2)"),
            Command.Option("--jobs N", "check entries on N threads, 1...\(FuzzCommand.maximumJobs) (default: one per core, here \(FuzzOptions.defaultJobs)); the output is the same, in path order, for any N"),
            Command.Option("--pictures", "(re)write the picture beside every entry replayed, atomically"),
        ]
    ) { arguments in
        let (only, rest) = try FuzzCommand.repeatedOption("only", in: arguments)
        var args = ArgumentParser(rest, command: "replay")
        let explicitCorpus = try args.option("corpus")
        let pictures = try args.flag("pictures")
        let jobs = try FuzzCommand.jobs(args.option("jobs"))
        let corpusPath = explicitCorpus ?? FuzzCommand.defaultCorpus
        try args.finish()
        // A corpus named on purpose that is not there is a typo, not an empty corpus.
        if let explicitCorpus, !StandardIO.isDirectory(explicitCorpus) {
            throw ShapeInputError(field: "--corpus", problem: "no such corpus directory: \(ShapeInputError.quoted(explicitCorpus))")
        }
        if explicitCorpus == nil { FuzzCommand.warnIfMissing(corpusPath) }
        let store = CorpusStore(directory: URL(fileURLWithPath: corpusPath))
        let replay = try CorpusReplay.run(store, only: only, jobs: jobs)
        let results = replay.results
        // Reported, not fatal: one unreadable or newer-format file must not hide the other verdicts.
        for skipped in replay.skipped { StandardIO.write("SKIP    \(skipped.file): \(skipped.problem)\n") }
        var failed = 0
        for result in results {
            switch result.outcome {
            case .pass: StandardIO.write("pass    \(result.file) [\(result.entry.property)]\n")
            case .discard(let why): StandardIO.write("discard \(result.file) [\(result.entry.property)]: \(why)\n")
            case .fail(let message, _):
                failed += 1
                StandardIO.write("FAIL    \(result.file) [\(result.entry.property)]: \(message)\n")
            }
        }
        StandardIO.write("replayed \(results.count) corpus entries, \(failed) failed"
            + (replay.skipped.isEmpty ? "" : ", \(replay.skipped.count) files skipped (see SKIP lines)") + "\n")
        if pictures {
            let drawn = try CorpusPictures.redraw(results, in: store)
            StandardIO.write("drew \(drawn.count) pictures, \(drawn.filter(\.changed).count) changed\n")
        }
        return failed > 0 ? 1 : 0
    }
}
