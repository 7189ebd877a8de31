import Foundation
import ShapeCore
import ShapeVerification

/// `verify-shapes replay [--corpus DIR] [--only FILE]... [--jobs N] [--pictures]`: checks saved
/// counterexamples only; `--pictures` also (re)draws the SVG beside each entry checked.
enum ReplayCommand {
    static let command = Command(
        name: "replay", synopsis: "[--corpus DIR] [--only FILE]... [--jobs N] [--pictures]",
        summary: "check every corpus entry (or only the given files) against the core; files it cannot replay are reported (SKIP) and passed over; crash entries are checked in a child process (CRASH if they still trap); --pictures redraws the SVG beside each",
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
        // A run that died left cases pending: replay does not file them (a fuzz run does), but says so.
        if only.isEmpty {
            for stale in PendingFiles.stale(in: store.directory) {
                let what = (try? stale.read().get()).map(CrashRecovery.describe) ?? "an unreadable record"
                StandardIO.write("PENDING \(store.displayPath(of: ".pending/" + stale.url.lastPathComponent)): \(what) was being checked when a run died; `verify-shapes --cases 0\(explicitCorpus.map { " --corpus \($0)" } ?? "")` checks it in a child process and files it if it traps\n")
                stale.release()
            }
        }
        // A large corpus takes a while: SIGINT or SIGTERM stops it with the verdicts so far.
        let watch = InterruptWatch()
        if only.isEmpty {
            StandardIO.write("replaying \(store.displayPath(of: "")) (SIGINT or SIGTERM stops with the verdicts so far)\n")
        }
        let safety = CorpusReplay.Safety(children: ChildCaseRunner(executable: RunCaseCommand.executable), interruption: watch.interruption)
        let replay = try CorpusReplay.run(store, only: only, jobs: jobs, safety: safety)
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
                StandardIO.write("\(result.trap == nil ? "FAIL   " : "CRASH  ") \(result.file) [\(result.entry.property)]: \(message)\n")
            }
            // A crash entry that replays without trapping is fixed; its verdict above is its property's.
            if result.entry.crash != nil && result.trap == nil {
                StandardIO.write("        (a crash entry: it no longer traps; the line above is its property's verdict)\n")
            }
        }
        StandardIO.write("replayed \(results.count) corpus entries, \(failed) failed"
            + (replay.skipped.isEmpty ? "" : ", \(replay.skipped.count) files skipped (see SKIP lines)")
            + (replay.interrupted ? " (INTERRUPTED: the verdicts so far)" : "") + "\n")
        if let interrupted = watch.exitStatus { return interrupted }
        if pictures {
            let drawn = try CorpusPictures.redraw(results, in: store)
            StandardIO.write("drew \(drawn.count) pictures, \(drawn.filter(\.changed).count) changed\n")
        }
        return failed > 0 ? 1 : 0
    }
}
