import Foundation
import ShapeModel

/// What a fuzz run does.
public struct FuzzOptions: Sendable {
    /// How long a run goes on.
    public enum Limit: Sendable, Hashable {
        /// A fixed number of generated cases (deterministic).
        case cases(Int)
        /// As many cases as fit in the time (the counts then depend on the machine).
        case seconds(Double)
    }

    /// The run seed; case n is generated from `SplitMix64.mix(seed, n)`.
    public var seed: UInt64
    /// When to stop.
    public var limit: Limit
    /// Properties to check, by id; empty means all.
    public var properties: [String]
    /// Whether failures are shrunk before being reported and saved.
    public var shrink: Bool
    /// The corpus to replay first and to save new failures to; `nil` for neither.
    public var corpus: CorpusStore?
    /// Whether new failures are written to the corpus.
    public var savesFailures: Bool
    /// Failures shrunk and saved per property; later failures of the property are only counted.
    public var failuresShrunkPerProperty: Int
    /// Whether the run ends at the first failing case (the faulty-producer hunts use this): the
    /// lowest failing case number, whatever `jobs` is; its first failing property (catalogue
    /// order) is shrunk and the properties after it on that case are not counted.
    public var stopsAtFirstFailure: Bool
    /// Threads that check cases (at least 1). The report does not depend on it: only the time does.
    public var jobs: Int
    /// The share of case numbers (and corpus files) this run checks; ``FuzzShard/whole`` by default.
    public var shard: FuzzShard
    /// If set and requested, the run stops early: no more cases, shrinking cut short, what was
    /// found is saved, and the report is marked interrupted.
    public var interruption: Interruption?
    /// Crash safety: when set (and ``corpus`` is), pending files left by a run that died are
    /// checked again in child processes and filed as crash entries before anything else; every
    /// case, shrink candidate and corpus entry is recorded in the worker's pending file before
    /// it is checked; crash entries are replayed in child processes (``CrashRecovery``,
    /// ``PendingFiles``). `verify-shapes` sets it to itself.
    public var children: ChildCaseRunner?
    /// Cases a worker takes at a time. The report does not depend on it; small enough that a run
    /// that stops at its first failure wastes little, large enough that the lock is cold.
    var chunkSize = 16

    /// Options with the CLI's defaults: 10,000 cases, every property, shrinking on, one job per core.
    public init(seed: UInt64, limit: Limit = .cases(10_000), properties: [String] = [], shrink: Bool = true,
                corpus: CorpusStore? = nil, savesFailures: Bool = true, failuresShrunkPerProperty: Int = 1,
                stopsAtFirstFailure: Bool = false, jobs: Int = FuzzOptions.defaultJobs, shard: FuzzShard = .whole) {
        self.seed = seed
        self.limit = limit
        self.properties = properties
        self.shrink = shrink
        self.corpus = corpus
        self.savesFailures = savesFailures
        self.failuresShrunkPerProperty = failuresShrunkPerProperty
        self.stopsAtFirstFailure = stopsAtFirstFailure
        self.jobs = Swift.max(1, jobs)
        self.shard = shard
    }

    /// One job per active processor.
    public static var defaultJobs: Int { Swift.max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// The independent seed of case `number`.
    public static func caseSeed(_ seed: UInt64, _ number: Int) -> UInt64 {
        SplitMix64.mix(seed ^ SplitMix64.mix(UInt64(truncatingIfNeeded: number) &+ 0x632B_E59B_D9B4_E019))
    }
}
