import Foundation
import ShapeModel
import ShapeVerification
import Testing

/// An unattended fuzz run loses nothing it found: a time limit cuts shrinking short and saves
/// what it reached, an interrupt writes what was found and prints the summary so far.
@Suite("Crash safety")
struct CrashSafetyTests {
    typealias Tool = CommandLineToolTests

    /// A shrinker whose deadline has passed checks no candidate: it returns the case it was
    /// given, says it was cut short, and the failure still carries the original message.
    @Test func aPassedDeadlineCutsShrinkingShortAndKeepsTheFailure() throws {
        let producer = FaultyProducer(.noOverlapRule)
        let property = try #require(PropertyCatalog.property(id: "overlap-rule"))
        let generator = ShapeGenerator()
        var failing: (ShapeCase, ChoiceSequence)?
        for number in 0 ..< 2_000 where failing == nil {
            var source = ChoiceSource(random: SplitMix64(seed: FuzzOptions.caseSeed(1, number)))
            let shapeCase = generator.generate(&source)
            if property.check(shapeCase, producer: producer).isFailure { failing = (shapeCase, source.recorded) }
        }
        let (shapeCase, choices) = try #require(failing)
        let past = ContinuousClock().now
        let cut = FailureShrinker(deadline: past).shrink(choices, original: shapeCase, property: property, producer: producer,
                                                         seed: 1, caseNumber: 0)
        #expect(cut.shrunk == shapeCase)
        #expect(cut.steps == [FailureShrinker.cutShortStep])
        #expect(cut.message != "the failure no longer reproduces")
        // Without a deadline the same failure shrinks, and says nothing of a deadline.
        let full = FailureShrinker().shrink(choices, original: shapeCase, property: property, producer: producer, seed: 1, caseNumber: 0)
        #expect(full.shrunk != shapeCase)
        #expect(!full.steps.contains(FailureShrinker.cutShortStep))
    }

    /// `--seconds S` ends the run within S + 1 seconds, shrinking included, with a producer whose
    /// every case fails many properties (so a full shrink of each would take far longer), and
    /// saves what shrinking reached.
    @Test func secondsEndsTheRunWithinOneSecondMoreAndSavesWhatShrinkingReached() throws {
        let corpus = try Tool.temporaryDirectory("seconds")
        defer { try? FileManager.default.removeItem(at: corpus) }
        let seconds = 2.0
        let start = Date()
        let run = try Tool.run(["--fault", "no-overlap-rule", "--seed", "3", "--seconds", "\(seconds)", "--jobs", "2",
                                "--corpus", corpus.path], timeLimit: 60)
        let elapsed = Date().timeIntervalSince(start)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(elapsed <= seconds + 1, "the run took \(elapsed) s")
        #expect(run.stdout.contains(FailureShrinker.cutShortStep))
        let saved = try FileManager.default.subpathsOfDirectory(atPath: corpus.path).filter { $0.hasSuffix(".json") }
        #expect(!saved.isEmpty)
        // Every entry saved reads back (and the real core passes it: the run was differential).
        let replay = try Tool.run(["replay", "--corpus", corpus.path], timeLimit: 60)
        #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")
        #expect(replay.stdout.contains("replayed \(saved.count) corpus entries, 0 failed"))
    }
}
