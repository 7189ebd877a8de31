import ShapeModel

/// Replays saved counterexamples against a producer.
public enum CorpusReplay {
    /// The verdict on one corpus file.
    public struct Result: Sendable {
        /// The file, relative to the corpus root (or as given).
        public var file: String
        /// The entry.
        public var entry: CorpusEntry
        /// The property's outcome on the entry's case today.
        public var outcome: PropertyOutcome
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
    }

    /// Checks one entry; an unknown property id is an input error naming the file.
    public static func check(_ file: CorpusStore.File, producer: any ShapeProducer = CoreProducer()) throws(ShapeInputError) -> Result {
        guard let property = PropertyCatalog.property(id: file.entry.property) else {
            throw ShapeInputError(field: file.relativePath,
                                  problem: "unknown property \(ShapeInputError.quoted(file.entry.property)) (known: \(PropertyCatalog.ids.joined(separator: ", ")))")
        }
        return Result(file: file.relativePath, entry: file.entry, outcome: property.check(file.entry.shapeCase, producer: producer))
    }

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
    /// - Complexity: one load and one property check per file, spread over `jobs` threads.
    public static func run(_ store: CorpusStore, only files: [String] = [], properties: [String] = [],
                           producer: any ShapeProducer = CoreProducer(), shard: FuzzShard = .whole,
                           jobs: Int = 1) throws(ShapeInputError) -> Replay {
        func owned<T>(_ items: [T]) -> [T] { items.indices.filter(shard.owns).map { items[$0] } }
        var replay = Replay(results: [], skipped: [])
        if !files.isEmpty {
            for outcome in replayEach(owned(files), from: store, properties: properties, producer: producer, jobs: jobs) {
                if let result = try outcome.get() { replay.results.append(result) }
            }
            return replay
        }
        let listing = try store.listing()
        replay.skipped = owned(listing.foreign).map { Skipped(file: $0.path, problem: $0.problem) }
        let paths = owned(listing.entries)
        for (path, outcome) in zip(paths, replayEach(paths, from: store, properties: properties, producer: producer, jobs: jobs)) {
            switch outcome {
            case .success(let result?): replay.results.append(result)
            case .success(nil): break
            case .failure(let error): replay.skipped.append(Skipped(file: path, problem: error.problem))
            }
        }
        replay.skipped.sort { $0.file < $1.file }
        return replay
    }

    /// Loads and checks each of `paths` on `jobs` threads, in path order: a result, `nil` for an
    /// entry of a property not selected, or the error that stopped it.
    private static func replayEach(_ paths: [String], from store: CorpusStore, properties: [String], producer: any ShapeProducer,
                                   jobs: Int) -> [Swift.Result<Result?, ShapeInputError>] {
        WorkerThreads.map(paths.count, jobs: jobs) { index in
            do throws(ShapeInputError) {
                let file = try store.load(paths[index])
                if !properties.isEmpty && !properties.contains(file.entry.property) { return .success(nil) }
                return .success(try check(file, producer: producer))
            } catch {
                return .failure(error)
            }
        }
    }
}
