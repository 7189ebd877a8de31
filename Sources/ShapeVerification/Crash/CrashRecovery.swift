import Foundation
import ShapeModel

/// What a run does first when an earlier run died: every pending file left in the corpus
/// (``PendingFiles/stale(in:)``) is reported, its case checked again in a child process
/// (``ChildCaseRunner``), and, if the child traps too, the case is filed in the corpus as a
/// crash entry (``CrashRecord``) with its picture; then the pending file is removed.
///
/// A pending case whose child does not trap is reported and removed: the run that left it died
/// of something else (SIGKILL, a full disk, a power cut), and its case is not the culprit.
public enum CrashRecovery {
    /// One pending file dealt with.
    public struct Recovered: Sendable {
        /// The pending file, for messages.
        public var pendingFile: String
        /// The crash entry filed (with where it was saved), if the case trapped again.
        public var filed: (entry: CorpusEntry, saved: CorpusStore.Saved)?
    }

    /// Deals with every stale pending file under `store`'s directory, logging what it does.
    ///
    /// - Complexity: one child process per pending file.
    public static func recover(_ store: CorpusStore, runner: ChildCaseRunner, log: (String) -> Void) -> [Recovered] {
        var recovered: [Recovered] = []
        for stale in PendingFiles.stale(in: store.directory) {
            let shown = store.displayPath(of: ".pending/" + stale.url.lastPathComponent)
            let pending: PendingCase
            switch stale.read() {
            case .failure(let error):
                log("pending: \(shown) cannot be read (\(error.problem)); removed")
                stale.discard()
                continue
            case .success(let record):
                pending = record
            }
            log("pending: \(shown): \(describe(pending)) was being checked when a run died; checking it again in a child process")
            switch runner.check(pending: stale.url) {
            case .failedToRun(let why):
                // Kept for a later run: the case is not lost because this one could not check it.
                log("  cannot check it in a child process (\(why)); the pending file is kept")
                stale.release()
                continue
            case .completed:
                log("  it no longer traps (the run that left it died of something else, such as SIGKILL); removed")
                stale.discard()
                recovered.append(Recovered(pendingFile: shown, filed: nil))
            case .trapped(let signal, let property, let output):
                do throws(ShapeInputError) {
                    let entry = try crashEntry(for: pending, signal: signal, property: property, output: output, store: store)
                    let saved = try store.save(entry, picture: FailurePicture.crashSVG(for: entry))
                    log("CRASH \(describe(pending)) [\(entry.property)] \(entry.crash?.summary ?? "")")
                    log("  corpus: \(saved.jsonPath)\(saved.isNew ? "" : " (already there)")")
                    log("  picture: \(saved.svgPath)")
                    log("  replay: \(FuzzRunner.replayCommand(file: saved.jsonPath))")
                    stale.discard()
                    recovered.append(Recovered(pendingFile: shown, filed: (entry, saved)))
                } catch {
                    log("  it traps (\(signal)), but cannot be filed: \(error); the pending file is kept")
                    stale.release()
                }
            }
        }
        return recovered
    }

    /// `case 12 of seed 5`, `a shrink candidate of closed-path (from case 12 of seed 5)`, or
    /// `corpus entry FILE`, with the faulty producer named.
    public static func describe(_ pending: PendingCase) -> String {
        let producer = pending.fault.map { " with faulty(\($0))" } ?? ""
        switch pending.work {
        case .generated(let seed, let caseNumber): return "case \(caseNumber) of seed \(seed)\(producer)"
        case .candidate(let property, _, let seed, let caseNumber):
            return "a shrink candidate of \(property) (shrinking case \(caseNumber) of seed \(seed))\(producer)"
        case .entry(let file): return "corpus entry \(file)\(producer)"
        }
    }

    /// The crash entry for a pending case that trapped with `signal` in `property`.
    static func crashEntry(for pending: PendingCase, signal: String, property: String?, output: String,
                           store: CorpusStore) throws(ShapeInputError) -> CorpusEntry {
        let crash = CrashRecord(signal: signal, during: pending.moment, fault: pending.fault, output: output)
        switch pending.work {
        case .generated(let seed, let caseNumber):
            let (shapeCase, _) = ShapeGenerator().generate(seed: FuzzOptions.caseSeed(seed, caseNumber))
            // Before the first property (generation, say), the trap is filed under the first one checked.
            let id = property ?? pending.properties.first ?? PropertyCatalog.ids[0]
            return CorpusEntry(property: id, shapeCase: shapeCase, seed: seed, caseNumber: caseNumber, message: crash.summary, crash: crash)
        case .candidate(let id, let shapeCase, let seed, let caseNumber):
            let (original, _) = ShapeGenerator().generate(seed: FuzzOptions.caseSeed(seed, caseNumber))
            return CorpusEntry(property: property ?? id, shapeCase: shapeCase, seed: seed, caseNumber: caseNumber, original: original,
                               message: crash.summary, shrinkSteps: ["a shrink candidate: the run died checking it"], crash: crash)
        case .entry(let file):
            var entry = try store.load(file).entry
            entry.message = crash.summary
            entry.crash = crash
            if let property { entry.property = property }
            return entry
        }
    }
}
