/// What a conformance run does.
public struct ConformanceOptions: Sendable {
    /// The run seed; case n is generated from `FuzzOptions.caseSeed(seed, n)`, as in a fuzz run.
    public var seed: UInt64
    /// When to stop: a number of cases, or a time budget (which also bounds every wait for the producer).
    public var limit: FuzzOptions.Limit
    /// Properties to check, by id (`protocol` included); empty means all.
    public var properties: [String]
    /// Whether failures are shrunk before being reported and saved.
    public var shrink: Bool
    /// The corpus to replay first and save failures to; `nil` for neither.
    public var corpus: CorpusStore?
    /// Replay only these corpus files (relative to the corpus, or paths), and generate nothing.
    public var only: [String]
    /// Failures shrunk and saved per property; later failures of it are only counted.
    public var failuresShrunkPerProperty: Int
    /// Whether the run ends at the first failing case.
    public var stopsAtFirstFailure: Bool

    /// Options: 1,000 cases, every property, shrinking on.
    public init(seed: UInt64, limit: FuzzOptions.Limit = .cases(1_000), properties: [String] = [], shrink: Bool = true,
                corpus: CorpusStore? = nil, only: [String] = [], failuresShrunkPerProperty: Int = 1, stopsAtFirstFailure: Bool = false) {
        self.seed = seed
        self.limit = limit
        self.properties = properties
        self.shrink = shrink
        self.corpus = corpus
        self.only = only
        self.failuresShrunkPerProperty = failuresShrunkPerProperty
        self.stopsAtFirstFailure = stopsAtFirstFailure
    }
}
