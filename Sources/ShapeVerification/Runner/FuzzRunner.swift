import Foundation
import ShapeModel

/// Replays the corpus, then fuzzes: generates cases, checks the selected properties, shrinks
/// and saves failures. Output goes through `log`, one line at a time, so the CLI can print and
/// flush while tests capture it.
public struct FuzzRunner: Sendable {
    /// The options of the run.
    public var options: FuzzOptions
    /// The producer under test.
    public var producer: any ShapeProducer
    /// The generator of cases.
    public var generator: ShapeGenerator
    /// If set, a failure counts only where this producer passes: a differential run, used to
    /// prove faulty producers are caught for their own fault, not for a bug they share with it.
    public var baseline: (any ShapeProducer)?

    /// A runner for `options` against `producer` (differential against `baseline`, if given).
    public init(options: FuzzOptions, producer: any ShapeProducer = CoreProducer(), generator: ShapeGenerator = ShapeGenerator(),
                baseline: (any ShapeProducer)? = nil) {
        self.options = options
        self.producer = producer
        self.generator = generator
        self.baseline = baseline
    }

    /// The command that replays one corpus file.
    public static func replayCommand(file: String) -> String {
        "swift package --allow-writing-to-package-directory verify-shapes replay --only \(file)"
    }

    /// Runs; errors are bad input (an unknown property id, an unreadable corpus file).
    ///
    /// Replays `options.corpus` (if any; this shard's share of it) for the selected properties,
    /// then checks every selected property on every generated case of the shard, on
    /// `options.jobs` threads, shrinking and saving the first failures. The report, the lines
    /// logged (progress lines aside) and the corpus files written are the same for any number of
    /// jobs (``FuzzSchedule`` says why); `log` is only called on the calling thread.
    ///
    /// ```swift
    /// let options = FuzzOptions(seed: 1, limit: .cases(200), properties: ["overlap-rule"], jobs: 2)
    /// let report = try FuzzRunner(options: options).run { print($0) }
    /// report.hasFailures   // false for the real core
    /// ```
    ///
    /// - Complexity: O(c * p) property checks for `c` cases and `p` properties (each check costs a
    ///   resolution and a bounded number of sample points), spread over `options.jobs` threads,
    ///   plus one check per corpus entry and a bounded number of evaluations (about 2,000) per
    ///   shrunk failure.
    public func run(log: (String) -> Void) throws(ShapeInputError) -> FuzzReport {
        let properties = try selectedProperties()
        // The time limit counts from here: corpus replay, cases and shrinking all fit in it.
        let clock = ContinuousClock()
        let start = clock.now
        var report = FuzzReport(seed: options.seed, tallies: properties.map { FuzzReport.Tally(id: $0.id) })
        report.shard = options.shard

        // Crash safety: what a run that died left pending is checked and filed first.
        let pending: PendingFiles?
        if let corpus = options.corpus, let children = options.children {
            report.crashes = CrashRecovery.recover(corpus, runner: children, log: log).compactMap { $0.filed?.saved.jsonPath }
            // The record names the properties only when some were chosen (empty: every property).
            pending = PendingFiles(corpus: corpus.directory, workers: options.jobs, fault: faultName, seed: options.seed,
                                   properties: options.properties.isEmpty ? [] : properties.map(\.id))
        } else {
            pending = nil
        }
        // However the run ends short of dying (a bad corpus file included), nothing it was checking is pending.
        defer { pending?.removeAll() }

        // Cases known to trap under this producer (crash entries that still trap): never checked here.
        var knownTraps: [ShapeCase: String] = [:]
        if let corpus = options.corpus {
            let safety = CorpusReplay.Safety(children: options.children, pending: pending, interruption: options.interruption)
            let replay = try CorpusReplay.run(corpus, properties: properties.map(\.id), producer: producer,
                                              shard: options.shard, jobs: options.jobs, safety: safety)
            // Unreadable, foreign and newer-format files are reported and passed over; only failures fail.
            for skipped in replay.skipped { log("skipped corpus \(corpus.displayPath(of: skipped.file)): \(skipped.problem)") }
            for result in replay.results {
                report.corpusReplayed += 1
                if let trap = result.trap, trap.fault == faultName { knownTraps[result.entry.shapeCase] = result.entry.property }
                if case .fail(let message, _) = result.outcome {
                    report.corpusFailures.append(result.file)
                    log("\(result.trap == nil ? "FAIL" : "CRASH") corpus \(result.file) [\(result.entry.property)]: \(message)")
                    log("  replay: \(Self.replayCommand(file: corpus.displayPath(of: result.file)))")
                }
            }
            log("corpus: \(report.corpusReplayed) entries replayed, \(report.corpusFailures.count) failed"
                + (replay.skipped.isEmpty ? "" : ", \(replay.skipped.count) files skipped")
                + (knownTraps.isEmpty ? "" : "; \(knownTraps.count) cases that trap are skipped if generated or met while shrinking"))
        }
        if let problem = pending?.unwritable { log("warning: cannot write pending files in \(problem): a trap would lose its case") }

        let limit: Int?
        let deadline: ContinuousClock.Instant?
        switch options.limit {
        case .cases(let budget): (limit, deadline) = (options.shard.caseCount(ofBudget: budget), nil)
        case .seconds(let seconds): (limit, deadline) = (nil, start.advanced(by: .nanoseconds(Int64((seconds * 1e9).rounded()))))
        }
        // No more threads than chunks: `--jobs 64 --cases 10` needs one.
        let chunkSize = Swift.max(1, options.chunkSize)
        let workers = limit.map { Swift.min(options.jobs, Swift.max(1, ($0 + chunkSize - 1) / chunkSize)) } ?? options.jobs
        let shared = Monitor(FuzzSchedule(properties: properties.map(\.id), workers: workers, limit: limit, deadline: deadline,
                                          chunkSize: chunkSize, stopsAtFirstFailure: options.stopsAtFirstFailure,
                                          shrinksPerProperty: options.failuresShrunkPerProperty))
        let traps = knownTraps
        // Rung by a worker whose change gives the coordinator something to do (Doorbell says why).
        let news = Doorbell()
        WorkerThreads.start(workers, name: "fuzz") { [self] worker in
            work(on: shared, news: news, properties: properties, clock: clock, deadline: deadline, worker: worker, pending: pending,
                 knownTraps: traps)
        }

        // The calling thread prints: failures in their decided order, and progress once a second.
        enum Event { case failure(Failure), finished }
        var lastProgress = start
        coordinating: while true {
            // Publishing changes nothing a worker waits for: no one is woken by it.
            let event = shared.updateQuietly { state -> Event? in
                if let failure = state.takePublishable() { return .failure(failure) }
                return state.isFinished ? .finished : nil
            }
            switch event {
            case .failure(let failure)?: report.failures.append(record(failure, log: log))
            case .finished?: break coordinating
            case nil: news.wait(until: Date(timeIntervalSinceNow: Swift.max(0, 1 - (clock.now - lastProgress).seconds)))
            }
            let now = clock.now
            if (now - lastProgress).seconds >= 1 {
                lastProgress = now
                let (cases, failures) = shared.read { ($0.merged, $0.failuresFound) }
                let elapsed = (now - start).seconds
                log("progress: \(cases) cases, \(Int((Double(cases) / elapsed).rounded())) cases/s, \(failures) failures")
            }
        }
        (report.cases, report.tallies) = shared.read { ($0.merged, $0.tallies) }
        report.seconds = (clock.now - start).seconds
        report.interrupted = options.interruption?.isRequested ?? false
        return report
    }

    /// The properties named by `options.properties` (every property when none is named), each
    /// once, in the order given; an unknown id is bad input.
    public func selectedProperties() throws(ShapeInputError) -> [any ShapeProperty] {
        var properties: [any ShapeProperty] = []
        for id in options.properties {
            guard let property = PropertyCatalog.property(id: id) else {
                throw ShapeInputError(field: "--property", problem: "unknown property \(ShapeInputError.quoted(id)) (known: \(PropertyCatalog.ids.joined(separator: ", ")))")
            }
            if !properties.contains(where: { $0.id == id }) { properties.append(property) }
        }
        return properties.isEmpty ? PropertyCatalog.all : properties
    }

    /// Generates case `number` of the run and checks `properties` on it: the whole of what a
    /// fuzz run does per case, called by the worker threads. Every property reads one ``CaseSubject``, so the producer's
    /// shape, the oracle and the other shared work are made once for the case. With
    /// `stoppingAtFirstFailure`, the properties after the first failing one are skipped. In a
    /// differential run (`baseline`), a failure that the baseline shares counts as a discard
    /// (the baseline gets a subject of its own, made at the first failure).
    ///
    /// ```swift
    /// let runner = FuzzRunner(options: FuzzOptions(seed: 1))
    /// let verdict = runner.checkCase(7, properties: PropertyCatalog.all)
    /// verdict.hasFailure   // false for the real core
    /// ```
    ///
    /// - Complexity: one check per property (two where a failure is checked against the baseline).
    public func checkCase(_ number: Int, properties: [any ShapeProperty], stoppingAtFirstFailure: Bool = false) -> CaseVerdict {
        checkCase(number, properties: properties, stoppingAtFirstFailure: stoppingAtFirstFailure, knownTraps: [:])
    }

    /// ``checkCase(_:properties:stoppingAtFirstFailure:)``, where a case in `knownTraps` (a case
    /// a crash entry holds, with its property) is not checked: its property counts as failed
    /// (the crash entry is its report) and the others as skipped.
    func checkCase(_ number: Int, properties: [any ShapeProperty], stoppingAtFirstFailure: Bool,
                   knownTraps: [ShapeCase: String]) -> CaseVerdict {
        let caseSeed = FuzzOptions.caseSeed(options.seed, number)
        var source = ChoiceSource(random: SplitMix64(seed: caseSeed))
        let shapeCase = generator.generate(&source)
        var verdict = CaseVerdict(caseNumber: number, outcomes: [])
        if !knownTraps.isEmpty, let trapped = knownTraps[shapeCase] {
            verdict.outcomes = properties.map { $0.id == trapped ? .fail : .skipped }
            return verdict
        }
        let subject = CaseSubject(shapeCase, producer: producer)
        var baselineSubject: CaseSubject?
        verdict.outcomes.reserveCapacity(properties.count)
        for (index, property) in properties.enumerated() {
            if (stoppingAtFirstFailure && !verdict.failures.isEmpty) || !checks(property, caseSeed: caseSeed) {
                verdict.outcomes.append(.skipped)
                continue
            }
            let outcome = property.check(subject)
            switch outcome {
            case .pass: verdict.outcomes.append(.pass)
            case .discard: verdict.outcomes.append(.discard)
            case .fail:
                if let baseline {
                    let shared = baselineSubject ?? CaseSubject(shapeCase, producer: baseline)
                    baselineSubject = shared
                    if property.check(shared).isFailure {
                        verdict.outcomes.append(.discard)
                        continue
                    }
                }
                verdict.outcomes.append(.fail)
                verdict.failures[index] = outcome
            }
        }
        if !verdict.failures.isEmpty { verdict.failing = (shapeCase, source.recorded) }
        return verdict
    }

    /// Whether this run checks `property` on case `number`: always, unless the run checks the
    /// whole default catalogue (no `--property`) and the property has a ``ShapeProperty/caseStride``
    /// k > 1; then only on the cases whose case seed (``FuzzOptions/caseSeed(_:_:)``) is a
    /// multiple of k, about one in k, spread evenly over jobs and shards alike (the seed is a
    /// mix of the case number, so no shard owns all of them) and the same for any of them.
    ///
    /// ```swift
    /// let runner = FuzzRunner(options: FuzzOptions(seed: 1))
    /// let coverage = CoverageMatchesAreaProperty()
    /// (0 ..< 800).filter { runner.checks(coverage, caseNumber: $0) }.count   // about 800 / coverage.caseStride
    /// ```
    ///
    /// - Complexity: O(1).
    public func checks(_ property: any ShapeProperty, caseNumber number: Int) -> Bool {
        checks(property, caseSeed: FuzzOptions.caseSeed(options.seed, number))
    }

    private func checks(_ property: any ShapeProperty, caseSeed: UInt64) -> Bool {
        let stride = property.caseStride
        return stride <= 1 || !options.properties.isEmpty || caseSeed % UInt64(stride) == 0
    }

    /// One worker: takes chunks of cases and shrink jobs until none are left, and rings `news`
    /// when the coordinator has something to do: a shrunk failure to publish, or its exit (the
    /// last one finishes the run).
    private func work(on shared: Monitor<FuzzSchedule>, news: Doorbell, properties: [any ShapeProperty], clock: ContinuousClock,
                      deadline: ContinuousClock.Instant?, worker: Int, pending: PendingFiles?, knownTraps: [ShapeCase: String]) {
        let stops = options.stopsAtFirstFailure
        let interruption = options.interruption
        while let work = shared.wait({ $0.takeWork(now: clock.now, interrupted: interruption?.isRequested ?? false) }) {
            switch work {
            case .exit:
                news.ring()
                return
            case .chunk(let locals):
                var verdicts: [CaseVerdict]? = []
                for local in locals {
                    // An interrupt ends the chunk early; the report counts the unbroken prefix of
                    // cases merged (a shorter chunk leaves a gap that later chunks wait behind).
                    if interruption?.isRequested == true { break }
                    if stops && shared.read({ $0.isPastStop(local) }) {
                        verdicts = nil
                        break
                    }
                    let number = options.shard.caseNumber(local)
                    pending?.recordGenerated(caseNumber: number, worker: worker)
                    let verdict = checkCase(number, properties: properties, stoppingAtFirstFailure: stops, knownTraps: knownTraps)
                    verdicts?.append(verdict)
                    if stops && verdict.hasFailure {
                        shared.update { $0.noteFailure(at: local) }
                        break
                    }
                }
                shared.update { $0.complete(chunkAt: locals.lowerBound, verdicts: verdicts) }
            case .shrink(let job):
                let failure = shrink(job, property: properties[job.propertyIndex], deadline: deadline, worker: worker, pending: pending,
                                     knownTraps: Set(knownTraps.keys))
                shared.update { $0.complete(shrinkNumber: job.order, failure: failure) }
                news.ring()
            }
        }
    }

    /// The failure of a shrink job, shrunk if the options say so (and cut short at `deadline`).
    private func shrink(_ job: FuzzSchedule.ShrinkJob, property: any ShapeProperty, deadline: ContinuousClock.Instant?,
                        worker: Int, pending: PendingFiles?, knownTraps: Set<ShapeCase>) -> Failure {
        guard options.shrink else {
            return FailureShrinker.failure(of: property, on: job.shapeCase, original: job.shapeCase, outcome: job.outcome, producer: producer,
                                           seed: options.seed, caseNumber: job.caseNumber)
        }
        var shrinker = FailureShrinker(deadline: deadline, interruption: options.interruption)
        shrinker.avoiding = knownTraps
        if let pending {
            let (fault, id, seed, number) = (faultName, property.id, options.seed, job.caseNumber)
            shrinker.beforeCheck = { candidate in
                pending.record(PendingCase(work: .candidate(property: id, shapeCase: candidate, seed: seed, caseNumber: number), fault: fault),
                               worker: worker)
            }
        }
        return shrinker.shrink(job.choices, original: job.shapeCase, outcome: job.outcome, property: property, producer: producer,
                               baseline: baseline, generator: generator, seed: options.seed, caseNumber: job.caseNumber)
    }

    /// The fault of the producer under test (recorded with pending cases and crash entries), `nil` for the core.
    var faultName: String? { (producer as? FaultyProducer)?.fault.rawValue }

    /// Prints a failure and saves it to the corpus if asked.
    private func record(_ failure: Failure, log: (String) -> Void) -> FuzzReport.Reported {
        var reported = FuzzReport.Reported(failure: failure)
        log("FAIL \(failure.property) at case \(failure.caseNumber) (seed \(failure.seed)): \(failure.message)")
        log("  shrunk case: \(failure.shrunk.jsonString)")
        if !failure.steps.isEmpty { log("  shrink steps: \(failure.steps.joined(separator: "; "))") }
        guard let corpus = options.corpus, options.savesFailures else { return reported }
        let entry = failure.entry
        do {
            // `save` refuses an entry that would not load back (a spec with an out-of-range number).
            let picture = FailurePicture.svg(for: entry, outcome: .fail(failure.message, evidence: failure.evidence), producer: producer)
            let saved = try corpus.save(entry, picture: picture)
            reported.file = saved.jsonPath
            reported.picture = saved.svgPath
            log("  corpus: \(saved.jsonPath)\(saved.isNew ? "" : " (already there)")")
            log("  picture: \(saved.svgPath)")
            log("  replay: \(Self.replayCommand(file: saved.jsonPath))")
        } catch {
            log("  not saved: \(error)")
        }
        return reported
    }
}

extension Duration {
    /// The duration in seconds, as a Double.
    var seconds: Double {
        let (s, attoseconds) = components
        return Double(s) + Double(attoseconds) * 1e-18
    }
}
