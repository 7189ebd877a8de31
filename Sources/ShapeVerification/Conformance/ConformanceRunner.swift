import ShapeModel

/// Runs the conformance suite against one producer: replays its corpus, then generates cases
/// within its capabilities, checks every property it can be judged by, shrinks and saves the
/// failures, and reports pass, fail or skipped per property and per feature.
///
/// The same engine as a fuzz run (generator, properties, shrinker, corpus, pictures), with the
/// producer's capabilities applied: ``ConformanceProperty`` wraps each property, the generator
/// draws only supported cases, and a protocol fault ends the run as a failure of `protocol`.
public struct ConformanceRunner {
    /// The options.
    public var options: ConformanceOptions
    /// The producer under test: an ``ExternalProducer`` over the protocol, or a linked one.
    public var producer: any ShapeProducer

    /// A runner for `options` against `producer`.
    public init(options: ConformanceOptions, producer: any ShapeProducer) {
        self.options = options
        self.producer = producer
    }

    /// Every property a conformance run knows: `protocol`, then the catalogue, each wrapped.
    public static var catalog: [ConformanceProperty] {
        [ConformanceProperty(ProtocolProperty())] + PropertyCatalog.all.map(ConformanceProperty.init)
    }

    /// The command that replays one saved counterexample against the producer.
    public static func replayCommand(producer command: String?, corpus: String, file: String) -> String {
        let producer = command.map { " --producer \(shellQuoted($0))" } ?? ""
        return "verify-shapes conform\(producer) --corpus \(shellQuoted(corpus)) --only \(shellQuoted(file))"
    }

    /// `text` as one word for a POSIX shell: as it is when it is plain, else in single quotes.
    public static func shellQuoted(_ text: String) -> String {
        let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:,+@%")
        if !text.isEmpty && text.allSatisfy(plain.contains) { return text }
        return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Runs; errors are bad input (an unknown property id, an unreadable corpus file named by `--only`).
    ///
    /// ```swift
    /// let options = ConformanceOptions(seed: 1, limit: .cases(100))
    /// let report = try ConformanceRunner(options: options, producer: CoreProducer()).run { print($0) }
    /// report.hasFailures   // false: the core conforms
    /// ```
    ///
    /// - Complexity: O(c * p) property checks for `c` cases and `p` properties that run, each a
    ///   few requests to an external producer, plus a bounded number (about 2,000) per shrunk failure.
    public func run(log: (String) -> Void) throws(ShapeInputError) -> ConformanceReport {
        let properties = try selected()
        let capabilities = producer.capabilities
        let external = producer as? ExternalProducer
        var report = ConformanceReport(producer: producer.name, command: external?.command, capabilities: capabilities, seed: options.seed,
                                       properties: properties.map { ConformanceReport.PropertyLine(id: $0.id, skipped: $0.skipReason(for: capabilities)) })
        let running = properties.indices.filter { report.properties[$0].skipped == nil }
        let clock = ContinuousClock()
        let start = clock.now
        defer { report.seconds = (clock.now - start).seconds }
        if case .seconds(let s) = options.limit { external?.deadline = start + .milliseconds(Int64(s * 1000)) }

        if let corpus = options.corpus {
            replay(corpus, properties: properties, into: &report, log: log)
            if !options.only.isEmpty {
                report.requests = external?.requests ?? 0
                report.seconds = (clock.now - start).seconds
                return report
            }
        }

        let generator = ShapeGenerator(capabilities: capabilities)
        var shrunk = [Int](repeating: 0, count: properties.count)
        var number = 0
        var lastProgress = start
        caseLoop: while report.incident == nil {
            let now = clock.now
            if case .cases(let limit) = options.limit, number >= limit { break }
            if case .seconds(let limit) = options.limit, (now - start).seconds >= limit { break }
            if (now - lastProgress).seconds >= 2 {
                lastProgress = now
                log("progress: \(number) cases, \(report.properties.reduce(0) { $0 + $1.tally.failed }) failures")
            }
            var source = ChoiceSource(random: SplitMix64(seed: FuzzOptions.caseSeed(options.seed, number)))
            let shapeCase = generator.generate(&source)
            let cells = FeatureCell.cells(of: shapeCase.spec)
            report.countCase(in: cells)
            external?.currentCase = shapeCase
            let subject = CaseSubject(shapeCase, producer: producer)
            var failedHere = false
            for index in running {
                let outcome = properties[index].check(subject)
                if let incident = external?.incident {
                    recordIncident(incident, on: shapeCase, number: number, cells: cells, into: &report, log: log)
                    number += 1
                    break caseLoop
                }
                switch outcome {
                case .pass: report.count(.pass, property: index, cells: cells)
                case .discard: report.count(.discard, property: index, cells: cells)
                case .fail:
                    report.count(.fail, property: index, cells: cells)
                    failedHere = true
                    guard shrunk[index] < options.failuresShrunkPerProperty else { continue }
                    shrunk[index] += 1
                    // Shrinking may take longer than the budget: only the fuzzing is budgeted.
                    let budget = external?.deadline
                    external?.deadline = nil
                    let failure = options.shrink
                        ? FailureShrinker().shrink(source.recorded, original: shapeCase, outcome: outcome, property: properties[index], producer: producer,
                                                   generator: generator, seed: options.seed, caseNumber: number)
                        : FailureShrinker.failure(of: properties[index], on: shapeCase, original: shapeCase, outcome: outcome, producer: producer,
                                                  seed: options.seed, caseNumber: number)
                    external?.deadline = budget
                    if let incident = external?.incident {
                        // The producer broke while the failure was being shrunk: report the failure
                        // as found, then the fault on the case it met it on.
                        report.counterexamples.append(record(FailureShrinker.failure(of: properties[index], on: shapeCase, original: shapeCase, outcome: outcome,
                                                                                     producer: producer, steps: ["not shrunk: the producer broke the protocol while shrinking"],
                                                                                     seed: options.seed, caseNumber: number), cells: cells, log: log))
                        recordIncident(incident, on: incident.request?.shapeCase ?? shapeCase, number: number, cells: cells, into: &report, log: log)
                        number += 1
                        break caseLoop
                    }
                    report.counterexamples.append(record(failure, cells: cells, log: log))
                }
            }
            number += 1
            if failedHere && options.stopsAtFirstFailure { break }
        }
        report.cases = number
        report.requests = external?.requests ?? 0
        return report
    }

    /// Ends the run on a protocol fault: the case it happened on fails `protocol` (whichever
    /// property's request met it), unshrunk (each attempt could cost a timeout) and saved.
    private func recordIncident(_ incident: ProtocolIncident, on shapeCase: ShapeCase, number: Int, cells: [FeatureCell],
                                into report: inout ConformanceReport, log: (String) -> Void) {
        report.incident = incident
        report.count(.fail, property: 0, cells: cells)
        let failure = FailureShrinker.failure(of: ConformanceProperty(ProtocolProperty()), on: shapeCase, original: shapeCase,
                                              outcome: .fail("protocol: \(incident)"), producer: producer,
                                              steps: ["not shrunk: a protocol fault ends the run"], seed: options.seed, caseNumber: number)
        report.counterexamples.append(record(failure, cells: cells, log: log))
    }

    /// The selected properties, wrapped; `protocol` always first (it is where faults are counted).
    private func selected() throws(ShapeInputError) -> [ConformanceProperty] {
        let all = Self.catalog
        guard !options.properties.isEmpty else { return all }
        var chosen = [all[0]]
        for id in options.properties {
            guard let property = all.first(where: { $0.id == id }) else {
                throw ShapeInputError(field: "--property", problem: "unknown property \(ShapeInputError.quoted(id)) (known: \(all.map(\.id).joined(separator: ", ")))")
            }
            if !chosen.contains(where: { $0.id == id }) { chosen.append(property) }
        }
        return chosen
    }

    /// Replays the corpus (or the `--only` files) against the producer.
    private func replay(_ corpus: CorpusStore, properties: [ConformanceProperty], into report: inout ConformanceReport, log: (String) -> Void) {
        var paths = options.only
        if paths.isEmpty {
            do {
                let listing = try corpus.listing()
                for foreign in listing.foreign { log("skipped corpus \(corpus.displayPath(of: foreign.path)): \(foreign.problem)") }
                paths = listing.entries
            } catch {
                log("skipped corpus: \(error)")
            }
        }
        let external = producer as? ExternalProducer
        for path in paths {
            let file: CorpusStore.File
            do { file = try corpus.load(path) } catch {
                log("skipped corpus \(path): \(error.problem)")
                if !options.only.isEmpty { report.corpusFailures.append(path) }
                continue
            }
            guard let index = properties.firstIndex(where: { $0.id == file.entry.property }) else { continue }
            if let reason = report.properties[index].skipped {
                log("skipped corpus \(corpus.displayPath(of: path)) [\(file.entry.property)]: \(reason)")
                continue
            }
            external?.currentCase = file.entry.shapeCase
            let outcome = properties[index].check(file.entry.shapeCase, producer: producer)
            report.corpusReplayed += 1
            switch outcome {
            case .fail(let message, _):
                report.corpusFailures.append(path)
                log("FAIL corpus \(corpus.displayPath(of: path)) [\(file.entry.property)]: \(message)")
                log("  replay: \(Self.replayCommand(producer: external?.command, corpus: corpus.directory.path, file: path))")
            case .pass: log("pass corpus \(corpus.displayPath(of: path)) [\(file.entry.property)]")
            case .discard(let why): log("does not apply: corpus \(corpus.displayPath(of: path)) [\(file.entry.property)]: \(why)")
            }
            if let incident = external?.incident {
                report.incident = incident
                return
            }
        }
        log("corpus: \(report.corpusReplayed) entries replayed, \(report.corpusFailures.count) failed")
    }

    /// Prints a failure and saves it to the corpus, its note naming the producer and its command.
    private func record(_ failure: Failure, cells: [FeatureCell], log: (String) -> Void) -> ConformanceReport.Counterexample {
        let external = producer as? ExternalProducer
        var found = ConformanceReport.Counterexample(failure: failure, cells: cells)
        log("FAIL \(failure.property) at case \(failure.caseNumber) (seed \(failure.seed)): \(failure.message)")
        log("  shrunk case: \(failure.shrunk.jsonString)")
        if !failure.steps.isEmpty { log("  shrink steps: \(failure.steps.joined(separator: "; "))") }
        guard let corpus = options.corpus else { return found }
        var entry = failure.entry
        entry.note = "conformance of \(producer.name)" + (external.map { " (\($0.command))" } ?? "")
            + (producer.capabilities.variants.isEmpty ? "" : " under " + producer.capabilities.variants.sorted().map(\.rawValue).joined(separator: ", "))
        do {
            let picture = FailurePicture.svg(for: entry, outcome: .fail(failure.message, evidence: failure.evidence), producer: producer)
            let saved = try corpus.save(entry, picture: picture)
            found.file = saved.jsonPath
            found.picture = saved.svgPath
            let relative = "\(entry.property)/\(entry.fileName)"
            found.replay = Self.replayCommand(producer: external?.command, corpus: corpus.displayPath(of: ""), file: relative)
            log("  corpus: \(saved.jsonPath)\(saved.isNew ? "" : " (already there)")")
            log("  picture: \(saved.svgPath)")
            log("  replay: \(found.replay ?? "")")
        } catch {
            log("  not saved: \(error)")
        }
        return found
    }
}
