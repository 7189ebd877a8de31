/// The bookkeeping of a parallel fuzz run, as a plain value that the workers and the
/// coordinator share through a ``Monitor``: which cases to hand out next, the verdicts merged in
/// case order, the failures to shrink and the shrunk failures to publish.
///
/// Why the report cannot depend on the number of workers or on their timing:
/// - cases are handed out in chunks of consecutive local indices (``FuzzShard``), and verdicts
///   are merged strictly in index order, whatever order the chunks finish in;
/// - which failures are shrunk is decided at the merge (the first
///   `failuresShrunkPerProperty` failing cases of each property, in case order), and a run that
///   stops at its first failure stops at the lowest failing case: verdicts past it are dropped;
/// - shrinks run on any worker, but each is a pure function of its case, and shrunk failures
///   are published (printed, saved) in the order they were decided, one after another;
/// - a time limit only stops the handing out of chunks: every chunk handed out is finished and
///   merged, so the cases counted are always exactly the local indices `0 ..< cases`.
struct FuzzSchedule {
    /// A failing case whose failure of one property is to be shrunk.
    struct ShrinkJob: Sendable {
        /// Its place in the order of publication.
        var order: Int
        /// The index of the failing property among the run's properties.
        var propertyIndex: Int
        /// The run's case number.
        var caseNumber: Int
        /// The case and the choices that generated it.
        var shapeCase: ShapeCase
        var choices: ChoiceSequence
        /// The property's failing outcome on the case (its message and evidence), so the
        /// shrinker need not check the case again to learn what it is shrinking.
        var outcome: PropertyOutcome?
    }

    /// What a worker does next.
    enum Work: Sendable {
        /// Check the cases with these local indices.
        case chunk(Range<Int>)
        /// Shrink this failure.
        case shrink(ShrinkJob)
        /// Nothing is left: end the thread.
        case exit
    }

    /// Local indices at or past it are not handed out (`nil`: no case budget).
    let limit: Int?
    /// No chunk is handed out at or after it (`nil`: no time limit).
    let deadline: ContinuousClock.Instant?
    /// Cases per chunk.
    let chunkSize: Int
    /// Whether the run stops at its first failing case.
    let stopsAtFirstFailure: Bool
    /// Failures shrunk per property.
    let shrinksPerProperty: Int

    /// Workers that have not exited.
    private(set) var running: Int
    /// The next local index to hand out.
    private var next = 0
    /// Whether the deadline passed when a chunk was asked for.
    private var deadlineReached = false
    /// Chunks handed out and not yet completed.
    private var outstanding = 0
    /// Completed chunks waiting for the ones before them, by their first local index.
    private var completed: [Int: [CaseVerdict]] = [:]
    /// Every local index below it is merged: the run's case count.
    private(set) var merged = 0
    /// Set once the merge passed the first failing case of a run that stops at it.
    private(set) var stopped = false
    /// A local index past a failing case (of a run that stops at its first failure): later
    /// cases need not be checked. Lowered by workers as soon as they find a failure.
    private(set) var stopBefore = Int.max
    /// The tallies of the merged cases.
    private(set) var tallies: [FuzzReport.Tally]
    /// Failures found (all, shrunk or not), for the progress line.
    private(set) var failuresFound = 0
    /// Failures chosen for shrinking, per property.
    private var shrinksChosen: [Int]
    /// Shrink jobs in order of publication, and the next to hand out.
    private var shrinkJobs: [ShrinkJob] = []
    private var nextShrink = 0
    /// Shrunk failures by job order, and the next to publish.
    private var shrunk: [Failure?] = []
    private var published = 0

    init(properties: [String], workers: Int, limit: Int?, deadline: ContinuousClock.Instant?, chunkSize: Int,
         stopsAtFirstFailure: Bool, shrinksPerProperty: Int) {
        self.limit = limit
        self.deadline = deadline
        self.chunkSize = Swift.max(1, chunkSize)
        self.stopsAtFirstFailure = stopsAtFirstFailure
        self.shrinksPerProperty = shrinksPerProperty
        running = workers
        tallies = properties.map { FuzzReport.Tally(id: $0) }
        shrinksChosen = Array(repeating: 0, count: properties.count)
    }

    /// The next piece of work for a worker, or `nil` to wait for a change. Shrinks come first:
    /// they are few, and the failures they give are what a user waits to read.
    mutating func takeWork(now: ContinuousClock.Instant, interrupted: Bool = false) -> Work? {
        if nextShrink < shrinkJobs.count {
            defer { nextShrink += 1 }
            return .shrink(shrinkJobs[nextShrink])
        }
        if !interrupted, let chunk = takeChunk(now: now) { return .chunk(chunk) }
        // Only merging a chunk creates shrink jobs: with none outstanding, nothing more can come.
        guard outstanding == 0 else { return nil }
        running -= 1
        return .exit
    }

    private mutating func takeChunk(now: ContinuousClock.Instant) -> Range<Int>? {
        guard !stopped, !deadlineReached, next < stopBefore else { return nil }
        if let limit, next >= limit { return nil }
        if let deadline, now >= deadline {
            deadlineReached = true
            return nil
        }
        let end = Swift.min(next + chunkSize, limit ?? Int.max)
        defer { next = end }
        outstanding += 1
        return next ..< end
    }

    /// Whether the case at `local` need not be checked: a run that stops at its first failure
    /// already has a failing case before it.
    func isPastStop(_ local: Int) -> Bool { local >= stopBefore }

    /// Notes a failing case at `local` in a run that stops at its first failure.
    mutating func noteFailure(at local: Int) {
        stopBefore = Swift.min(stopBefore, local + 1)
    }

    /// Takes back a chunk starting at `start` with the verdicts of its cases in order, or with
    /// `nil` when it was abandoned (every case in it was past a failure that stops the run), then
    /// merges every completed chunk that is next in order.
    mutating func complete(chunkAt start: Int, verdicts: [CaseVerdict]?) {
        outstanding -= 1
        guard !stopped, let verdicts else { return }
        completed[start] = verdicts
        while !stopped, let verdicts = completed.removeValue(forKey: merged) {
            for verdict in verdicts {
                merge(verdict)
                if stopped { break }
            }
        }
        if stopped { completed = [:] }
    }

    private mutating func merge(_ verdict: CaseVerdict) {
        merged += 1
        for (index, outcome) in verdict.outcomes.enumerated() {
            switch outcome {
            case .pass: tallies[index].checked += 1
            case .discard: tallies[index].discarded += 1
            case .skipped: break
            case .fail:
                tallies[index].checked += 1
                tallies[index].failed += 1
                failuresFound += 1
                guard let failing = verdict.failing, shrinksChosen[index] < shrinksPerProperty else { continue }
                shrinksChosen[index] += 1
                shrinkJobs.append(ShrinkJob(order: shrinkJobs.count, propertyIndex: index, caseNumber: verdict.caseNumber,
                                            shapeCase: failing.shapeCase, choices: failing.choices, outcome: verdict.failures[index]))
                shrunk.append(nil)
            }
        }
        if stopsAtFirstFailure && verdict.hasFailure { stopped = true }
    }

    /// Takes back a shrunk failure.
    mutating func complete(shrinkNumber order: Int, failure: Failure) {
        shrunk[order] = failure
    }

    /// The next shrunk failure in order of publication, if it is ready.
    mutating func takePublishable() -> Failure? {
        guard published < shrunk.count, let failure = shrunk[published] else { return nil }
        published += 1
        return failure
    }

    /// Whether every worker has exited and every failure is published.
    var isFinished: Bool { running == 0 && published == shrunk.count }
}
