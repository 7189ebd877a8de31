import Foundation
import ShapeModel

/// Replays saved counterexamples against a producer.
public enum CorpusReplay {
    /// The verdict on one corpus file.
    public struct Result: Sendable {
        /// The file, relative to the corpus root (or as given).
        public var file: String
        /// The entry.
        public var entry: CorpusEntry
        /// The property's outcome on the entry's case today (for a case that still traps, a
        /// failure saying so).
        public var outcome: PropertyOutcome
        /// Whether the case was checked in a child process: a crash entry, or an entry of a case
        /// that a crash entry of the same producer holds.
        public var inChild = false
        /// How the child died, if the case still traps.
        public var trap: CrashRecord?
    }

    /// A file of the corpus directory that was not replayed, and why: unreadable, malformed, of a
    /// newer format version, for a property this tool does not know, or not an entry at all.
    public struct Skipped: Sendable, CustomStringConvertible {
        /// The file, relative to the corpus root.
        public var file: String
        /// Why it was skipped, one line.
        public var problem: String

        public var description: String { "\(file): \(problem)" }
    }

    /// What a replay found: the verdicts, and the files it reported and went past.
    public struct Replay: Sendable {
        /// One verdict per entry replayed, in path order.
        public var results: [Result]
        /// The files not replayed, in path order.
        public var skipped: [Skipped]
        /// Whether an interruption stopped it before every file was replayed (the results are
        /// those of the files replayed until then).
        public var interrupted = false
    }

    /// Checks one entry; an unknown property id is an input error naming the file.
    public static func check(_ file: CorpusStore.File, producer: any ShapeProducer = CoreProducer()) throws(ShapeInputError) -> Result {
        let property = try property(of: file)
        return Result(file: file.relativePath, entry: file.entry, outcome: property.check(file.entry.shapeCase, producer: producer))
    }

    private static func property(of file: CorpusStore.File) throws(ShapeInputError) -> any ShapeProperty {
        guard let property = PropertyCatalog.property(id: file.entry.property) else {
            throw ShapeInputError(field: file.relativePath,
                                  problem: "unknown property \(ShapeInputError.quoted(file.entry.property)) (known: \(PropertyCatalog.ids.joined(separator: ", ")))")
        }
        return property
    }

    /// Where a replay may run what could trap, and what it records.
    public struct Safety: Sendable {
        /// Runs crash entries (and entries of their cases) in child processes; without it they are skipped.
        public var children: ChildCaseRunner?
        /// Records each entry replayed in this process before it is checked (a fuzz run's replay).
        public var pending: PendingFiles?
        /// Stops the replay early when requested.
        public var interruption: Interruption?

        /// The given safety measures; none by default.
        public init(children: ChildCaseRunner? = nil, pending: PendingFiles? = nil, interruption: Interruption? = nil) {
            self.children = children
            self.pending = pending
            self.interruption = interruption
        }
    }

    /// The problem reported for a crash entry when no child process can run it.
    public static let needsAChild = "a crash entry: replayed only in a child process (verify-shapes replay or fuzz does that), never here"

    /// Checks every entry (or only the given files), in path order, restricted to `properties` if
    /// not empty and to the files of `shard` (the `i`-th entry and the `i`-th foreign file in
    /// path order belong to shard `i % N`), on `jobs` threads; the answer, and the first error
    /// in path order, do not depend on `jobs`.
    ///
    /// A file of the directory that cannot be replayed (unreadable, malformed, a newer format
    /// version, an unknown property, not an entry) is reported in ``Replay/skipped`` and the rest
    /// are replayed: one bad file must not hide the verdicts on the others, and only a failing
    /// verdict fails a run. Files named in `files` are input given on purpose: there, such a file
    /// is an error. A corpus root that is not a directory is an error too.
    ///
    /// A crash entry (``CorpusEntry/crash``) is checked in a child process under the producer it
    /// trapped with (`safety.children`; skipped without one), and so is any other entry of the
    /// same case under the same producer (it would trap here too). Every other entry is checked
    /// here, recorded first in `safety.pending` if given.
    ///
    /// - Complexity: one load and one property check per file, spread over `jobs` threads, plus
    ///   one child process per crash entry.
    public static func run(_ store: CorpusStore, only files: [String] = [], properties: [String] = [],
                           producer: any ShapeProducer = CoreProducer(), shard: FuzzShard = .whole,
                           jobs: Int = 1, safety: Safety = Safety()) throws(ShapeInputError) -> Replay {
        func owned<T>(_ items: [T]) -> [T] { items.indices.filter(shard.owns).map { items[$0] } }
        var replay = Replay(results: [], skipped: [])
        if !files.isEmpty {
            let checked = replayEach(owned(files), from: store, properties: properties, producer: producer, jobs: jobs, safety: safety)
            for outcome in checked {
                switch outcome {
                case .success(.some(let result?)): replay.results.append(result)
                case .success: break
                case .failure(let error): throw error
                }
            }
            replay.interrupted = checked.contains { if case .success(nil) = $0 { true } else { false } }
            return replay
        }
        let listing = try store.listing()
        replay.skipped = owned(listing.foreign).map { Skipped(file: $0.path, problem: $0.problem) }
        let paths = owned(listing.entries)
        for (path, outcome) in zip(paths, replayEach(paths, from: store, properties: properties, producer: producer, jobs: jobs, safety: safety)) {
            switch outcome {
            case .success(.some(let result?)): replay.results.append(result)
            case .success(.some(nil)): break
            case .success(nil): replay.interrupted = true
            case .failure(let error): replay.skipped.append(Skipped(file: path, problem: error.problem))
            }
        }
        replay.skipped.sort { $0.file < $1.file }
        return replay
    }

    /// What a child process said about an entry, as a result.
    private static func childResult(_ file: CorpusStore.File, verdict: ChildCaseRunner.Verdict, fault: String?) -> Swift.Result<Result?, ShapeInputError> {
        var result = Result(file: file.relativePath, entry: file.entry, outcome: .pass, inChild: true)
        switch verdict {
        case .failedToRun(let why):
            return .failure(ShapeInputError(field: file.relativePath, problem: "cannot be checked in a child process: \(why)"))
        case .trapped(let signal, _, let output):
            let trap = CrashRecord(signal: signal, during: .replay, fault: fault, output: output)
            result.trap = trap
            result.outcome = .fail("still \(trap.summary)")
        case .completed(let outcomes):
            result.outcome = outcomes.first { $0.property == file.entry.property }?.outcome ?? .discard("the child process did not check it")
        }
        return .success(result)
    }

    /// Loads and checks each of `paths` on `jobs` threads, in path order: a result, `.some(nil)`
    /// for an entry of a property not selected, `nil` for one not reached before an
    /// interruption, or the error that stopped it.
    private static func replayEach(_ paths: [String], from store: CorpusStore, properties: [String], producer: any ShapeProducer,
                                   jobs: Int, safety: Safety) -> [Swift.Result<Result??, ShapeInputError>] {
        let loaded = WorkerThreads.map(paths.count, jobs: jobs) { index -> Swift.Result<CorpusStore.File, ShapeInputError> in
            do throws(ShapeInputError) { return .success(try store.load(paths[index])) } catch { return .failure(error) }
        }
        // The cases that trap, with their producer: any entry of one of them is checked in a child too.
        let fault = (producer as? FaultyProducer)?.fault.rawValue
        let trapping = Set(loaded.compactMap { try? $0.get() }.compactMap { file in
            file.entry.crash.map { TrapKey(shapeCase: file.entry.shapeCase, fault: $0.fault) }
        })
        return WorkerThreads.map(paths.count, jobs: jobs) { worker, index -> Swift.Result<Result??, ShapeInputError> in
            if safety.interruption?.isRequested == true { return .success(nil) }
            do throws(ShapeInputError) {
                let file = try loaded[index].get()
                if !properties.isEmpty && !properties.contains(file.entry.property) { return .success(.some(nil)) }
                _ = try property(of: file)
                let childFault: String?? = if let crash = file.entry.crash { .some(crash.fault) }
                    else if trapping.contains(TrapKey(shapeCase: file.entry.shapeCase, fault: fault)) { .some(fault) }
                    else { .none }
                if let childFault {
                    guard let children = safety.children else { return .failure(ShapeInputError(field: file.relativePath, problem: needsAChild)) }
                    let verdict = children.check(entry: store.resolve(paths[index]).standardizedFileURL, fault: childFault)
                    return childResult(file, verdict: verdict, fault: childFault).map { .some($0) }
                }
                safety.pending?.record(PendingCase(work: .entry(file: store.resolve(paths[index]).standardizedFileURL.path), fault: fault), worker: worker)
                return .success(.some(try check(file, producer: producer)))
            } catch {
                return .failure(error)
            }
        }
    }

    /// A case that traps, under the producer with `fault` (`nil`: the core).
    struct TrapKey: Hashable {
        var shapeCase: ShapeCase
        var fault: String?
    }
}
