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

    /// Checks every entry (or only the given files), in path order, restricted to `properties` if not empty.
    public static func run(_ store: CorpusStore, only files: [String] = [], properties: [String] = [],
                           producer: any ShapeProducer = CoreProducer()) throws(ShapeInputError) -> [Result] {
        let paths = files.isEmpty ? try store.relativePaths() : files
        var results: [Result] = []
        for path in paths {
            let file = try store.load(path)
            if !properties.isEmpty && !properties.contains(file.entry.property) { continue }
            results.append(try check(file, producer: producer))
        }
        return results
    }
}
