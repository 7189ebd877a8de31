import ShapeModel

/// Fuzzes the suite's own JSON readers (the spec decoder and the corpus-entry decoder) with
/// ``HostileInputGenerator`` inputs judged by ``ReaderCheck``, and shrinks the first failure with
/// the same ``ChoiceShrinker`` that shrinks shapes.
///
/// Case `n` of seed `s` is drawn from `SplitMix64(FuzzOptions.caseSeed(s, n))`, so a failure is
/// reproducible from `(seed, case number)` alone.
public struct ReaderFuzzer: Sendable {
    /// The run's seed.
    public var seed: UInt64
    /// When to stop.
    public var limit: FuzzOptions.Limit
    /// The generator of inputs.
    public var generator: HostileInputGenerator

    /// A fuzzer of `limit` cases (or seconds) under `seed`.
    public init(seed: UInt64, limit: FuzzOptions.Limit, generator: HostileInputGenerator = HostileInputGenerator()) {
        self.seed = seed
        self.limit = limit
        self.generator = generator
    }

    /// A failure, shrunk.
    public struct Failure: Sendable {
        /// The case number that found it.
        public var caseNumber: Int
        /// The input as first generated.
        public var original: HostileInput
        /// The shrunk input.
        public var shrunk: HostileInput
        /// The rule the shrunk input breaks, and how.
        public var problem: ReaderCheck.Problem
    }

    /// What a run found.
    public struct Report: Sendable {
        /// The run's seed.
        public var seed: UInt64
        /// Inputs judged.
        public var cases = 0
        /// Inputs the readers decoded (and that round-tripped).
        public var accepted = 0
        /// Inputs rejected with a syntax error naming a byte offset.
        public var rejectedAtOffset = 0
        /// Inputs rejected with an error naming a field.
        public var rejectedNamingField = 0
        /// Inputs whose answer broke a rule.
        public var failed = 0
        /// The first failure, shrunk (later ones are counted).
        public var failures: [Failure] = []
        /// The case that took longest to judge, and its seconds (machine-dependent; a hang shows here first).
        public var slowest: (caseNumber: Int, seconds: Double)?
        /// Wall-clock seconds.
        public var seconds = 0.0

        /// The summary lines.
        public var summaryText: String {
            var lines = ["reader fuzz, seed \(seed): \(cases) inputs; \(accepted) accepted, \(rejectedAtOffset) rejected at a byte offset, "
                + "\(rejectedNamingField) rejected naming a field; \(failed) broke a rule"]
            if let slowest {
                let ms = (slowest.seconds * 1000).rounded()
                lines.append("slowest input: case \(slowest.caseNumber), \(ms) ms; \(Int((Double(cases) / max(seconds, 1e-9)).rounded())) inputs/s")
            }
            return lines.joined(separator: "\n")
        }
    }

    /// Runs; every failure is printed through `log` (the first with its shrunk input).
    ///
    /// ```swift
    /// let report = ReaderFuzzer(seed: 1, limit: .cases(200)).run { print($0) }
    /// report.failed   // 0: every input was read correctly or rejected naming its place
    /// ```
    ///
    /// - Complexity: O(*c* · *n*) for `c` inputs of at most `n` bytes (10 MB inputs are rare), plus at
    ///   most `ChoiceShrinker().maximumEvaluations` judgements to shrink the first failure.
    public func run(log: (String) -> Void) -> Report {
        var report = Report(seed: seed)
        let clock = ContinuousClock()
        let start = clock.now
        var number = 0
        while true {
            if case .cases(let n) = limit, number >= n { break }
            if case .seconds(let s) = limit, (clock.now - start).seconds >= s { break }
            var source = ChoiceSource(random: SplitMix64(seed: FuzzOptions.caseSeed(seed, number)))
            let caseStart = clock.now
            let input = generator.generate(&source)
            let (answer, problem) = ReaderCheck.judge(input)
            let elapsed = (clock.now - caseStart).seconds
            if elapsed > (report.slowest?.seconds ?? -1) { report.slowest = (number, elapsed) }
            switch answer {
            case .accepted: report.accepted += 1
            case .rejectedAtOffset: report.rejectedAtOffset += 1
            case .rejectedField: report.rejectedNamingField += 1
            }
            if let problem {
                report.failed += 1
                log("FAIL reader input, case \(number) (seed \(seed)): \(problem)")
                if report.failures.isEmpty {
                    let shrunk = ChoiceShrinker().shrink(source.recorded, generate: generator.generate) {
                        ReaderCheck.problem(with: $0)?.rule == problem.rule
                    }
                    let shrunkProblem = ReaderCheck.problem(with: shrunk.value) ?? problem
                    report.failures.append(Failure(caseNumber: number, original: input, shrunk: shrunk.value, problem: shrunkProblem))
                    log("  shrunk: \(shrunkProblem)")
                    log("  input: \(shrunk.value.excerpt())")
                }
            }
            number += 1
        }
        report.cases = number
        report.seconds = (clock.now - start).seconds
        return report
    }
}
