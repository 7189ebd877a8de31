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

    /// Checks one entry; an unknown property id is an input error naming the file.
    public static func check(_ file: CorpusStore.File, producer: any ShapeProducer = CoreProducer()) throws(ShapeInputError) -> Result {
        guard let property = PropertyCatalog.property(id: file.entry.property) else {
            throw ShapeInputError(field: file.relativePath,
                                  problem: "unknown property \(ShapeInputError.quoted(file.entry.property)) (known: \(PropertyCatalog.ids.joined(separator: ", ")))")
        }
        return Result(file: file.relativePath, entry: file.entry, outcome: property.check(file.entry.shapeCase, producer: producer))
    }

    /// Checks every entry (or only the given files), in path order, restricted to `properties` if
    /// not empty and to the files of `shard` (the `i`-th path belongs to shard `i % N`), on
    /// `jobs` threads; the results and the first error (in path order) do not depend on `jobs`.
    ///
    /// - Complexity: one load and one property check per file, spread over `jobs` threads.
    public static func run(_ store: CorpusStore, only files: [String] = [], properties: [String] = [],
                           producer: any ShapeProducer = CoreProducer(), shard: FuzzShard = .whole,
                           jobs: Int = 1) throws(ShapeInputError) -> [Result] {
        let all = files.isEmpty ? try store.relativePaths() : files
        let paths = all.indices.filter(shard.owns).map { all[$0] }
        let checked = WorkerThreads.map(paths.count, jobs: jobs) { index -> Swift.Result<Result?, ShapeInputError> in
            do throws(ShapeInputError) {
                let file = try store.load(paths[index])
                if !properties.isEmpty && !properties.contains(file.entry.property) { return .success(nil) }
                return .success(try check(file, producer: producer))
            } catch {
                return .failure(error)
            }
        }
        var results: [Result] = []
        for outcome in checked {
            if let result = try outcome.get() { results.append(result) }
        }
        return results
    }
}
