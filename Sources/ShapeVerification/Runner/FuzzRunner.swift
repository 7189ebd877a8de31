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
    /// Replays `options.corpus` (if any) for the selected properties, then checks every selected
    /// property on every generated case, shrinking and saving the first failures.
    ///
    /// ```swift
    /// let options = FuzzOptions(seed: 1, limit: .cases(200), properties: ["overlap-rule"])
    /// let report = try FuzzRunner(options: options).run { print($0) }
    /// report.hasFailures   // false for the real core
    /// ```
    ///
    /// - Complexity: O(c * p) property checks for `c` cases and `p` properties (each check costs a
    ///   resolution and a bounded number of sample points), plus one check per corpus entry and a
    ///   bounded number of evaluations (about 2,000) per shrunk failure.
    public func run(log: (String) -> Void) throws(ShapeInputError) -> FuzzReport {
        var properties: [any ShapeProperty] = []
        for id in options.properties {
            guard let property = PropertyCatalog.property(id: id) else {
                throw ShapeInputError(field: "--property", problem: "unknown property \(ShapeInputError.quoted(id)) (known: \(PropertyCatalog.ids.joined(separator: ", ")))")
            }
            if !properties.contains(where: { $0.id == id }) { properties.append(property) }
        }
        if properties.isEmpty { properties = PropertyCatalog.all }
        var report = FuzzReport(seed: options.seed, tallies: properties.map { FuzzReport.Tally(id: $0.id) })

        if let corpus = options.corpus {
            let replay = try CorpusReplay.run(corpus, properties: properties.map(\.id), producer: producer)
            // Unreadable, foreign and newer-format files are reported and passed over; only failures fail.
            for skipped in replay.skipped { log("skipped corpus \(corpus.displayPath(of: skipped.file)): \(skipped.problem)") }
            for result in replay.results {
                report.corpusReplayed += 1
                if case .fail(let message, _) = result.outcome {
                    report.corpusFailures.append(result.file)
                    log("FAIL corpus \(result.file) [\(result.entry.property)]: \(message)")
                    log("  replay: \(Self.replayCommand(file: corpus.displayPath(of: result.file)))")
                }
            }
            log("corpus: \(report.corpusReplayed) entries replayed, \(report.corpusFailures.count) failed"
                + (replay.skipped.isEmpty ? "" : ", \(replay.skipped.count) files skipped"))
        }

        let clock = ContinuousClock()
        let start = clock.now
        var lastProgress = start
        var shrunkCount = [Int](repeating: 0, count: properties.count)
        var number = 0
        while true {
            let now = clock.now
            if case .cases(let limit) = options.limit, number >= limit { break }
            if case .seconds(let limit) = options.limit, (now - start).seconds >= limit { break }
            if (now - lastProgress).seconds >= 1 {
                lastProgress = now
                let elapsed = (now - start).seconds
                let failures = report.tallies.reduce(0) { $0 + $1.failed }
                log("progress: \(number) cases, \(Int((Double(number) / elapsed).rounded())) cases/s, \(failures) failures")
            }
            let verdict = checkCase(number, properties: properties, stoppingAtFirstFailure: options.stopsAtFirstFailure)
            for (index, outcome) in verdict.outcomes.enumerated() {
                switch outcome {
                case .pass: report.tallies[index].checked += 1
                case .discard: report.tallies[index].discarded += 1
                case .skipped: break
                case .fail:
                    report.tallies[index].checked += 1
                    report.tallies[index].failed += 1
                    guard shrunkCount[index] < options.failuresShrunkPerProperty, let (shapeCase, choices) = verdict.failing else { continue }
                    shrunkCount[index] += 1
                    let found = verdict.failures[index]
                    let failure = options.shrink
                        ? FailureShrinker().shrink(choices, original: shapeCase, outcome: found, property: properties[index], producer: producer,
                                                   baseline: baseline, generator: generator, seed: options.seed, caseNumber: number)
                        : FailureShrinker.failure(of: properties[index], on: shapeCase, original: shapeCase, outcome: found, producer: producer,
                                                  seed: options.seed, caseNumber: number)
                    report.failures.append(record(failure, log: log))
                }
            }
            number += 1
            if options.stopsAtFirstFailure && !report.failures.isEmpty { break }
        }
        report.cases = number
        report.seconds = (clock.now - start).seconds
        return report
    }

    /// Generates case `number` of the run and checks `properties` on it: the whole of what a
    /// fuzz run does per case. Every property reads one ``CaseSubject``, so the producer's
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
        var source = ChoiceSource(random: SplitMix64(seed: FuzzOptions.caseSeed(options.seed, number)))
        let shapeCase = generator.generate(&source)
        let subject = CaseSubject(shapeCase, producer: producer)
        var baselineSubject: CaseSubject?
        var verdict = CaseVerdict(caseNumber: number, outcomes: [])
        verdict.outcomes.reserveCapacity(properties.count)
        for (index, property) in properties.enumerated() {
            if stoppingAtFirstFailure && !verdict.failures.isEmpty {
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
