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

    /// Checks every entry (or only the given files), in path order, restricted to `properties` if not empty.
    ///
    /// A file of the directory that cannot be replayed (unreadable, malformed, a newer format
    /// version, an unknown property, not an entry) is reported in ``Replay/skipped`` and the rest
    /// are replayed: one bad file must not hide the verdicts on the others, and only a failing
    /// verdict fails a run. Files named in `files` are input given on purpose: there, such a file
    /// is an error. A corpus root that is not a directory is an error too.
    public static func run(_ store: CorpusStore, only files: [String] = [], properties: [String] = [],
                           producer: any ShapeProducer = CoreProducer()) throws(ShapeInputError) -> Replay {
        var replay = Replay(results: [], skipped: [])
        if !files.isEmpty {
            for path in files {
                let file = try store.load(path)
                if !properties.isEmpty && !properties.contains(file.entry.property) { continue }
                replay.results.append(try check(file, producer: producer))
            }
            return replay
        }
        let listing = try store.listing()
        replay.skipped = listing.foreign.map { Skipped(file: $0.path, problem: $0.problem) }
        for path in listing.entries {
            do {
                let file = try store.load(path)
                if !properties.isEmpty && !properties.contains(file.entry.property) { continue }
                replay.results.append(try check(file, producer: producer))
            } catch {
                replay.skipped.append(Skipped(file: path, problem: error.problem))
            }
        }
        replay.skipped.sort { $0.file < $1.file }
        return replay
    }
}
