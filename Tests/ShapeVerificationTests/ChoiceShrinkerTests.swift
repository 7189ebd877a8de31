import ShapeModel
import Testing
@testable import ShapeVerification

/// The generic shrinker on toy generators, where the minimal failing value is known.
@Suite struct ChoiceShrinkerTests {
    /// A list of up to 20 numbers in 0...1000, drawn with a continue flag before each.
    static func list(_ source: inout ChoiceSource) -> [UInt64] {
        var values: [UInt64] = []
        while values.count < 20 && source.draw(upTo: 3) != 0 { values.append(source.draw(upTo: 1000)) }
        return values
    }

    func failingSequence(seedFrom start: UInt64, _ fails: ([UInt64]) -> Bool) -> ChoiceSequence {
        for seed in start ..< start + 10_000 {
            var source = ChoiceSource(random: SplitMix64(seed: seed))
            if fails(Self.list(&source)) { return source.recorded }
        }
        Issue.record("no failing case found")
        return ChoiceSequence()
    }

    @Test func sumOverAThresholdShrinksToOneMinimalElement() {
        let fails = { (values: [UInt64]) in values.reduce(0, +) > 500 }
        let sequence = failingSequence(seedFrom: 1, fails)
        let result = ChoiceShrinker().shrink(sequence, generate: Self.list, fails: fails)
        #expect(result.value == [501])
        #expect(result.sequence.isSimpler(than: sequence))
    }

    @Test func containsALargeValueShrinksToExactlyThatValue() {
        let fails = { (values: [UInt64]) in values.contains { $0 >= 700 } && values.count >= 2 }
        let sequence = failingSequence(seedFrom: 100, fails)
        let result = ChoiceShrinker().shrink(sequence, generate: Self.list, fails: fails)
        #expect(result.value.count == 2)
        #expect(result.value.sorted() == [0, 700])
    }

    @Test func budgetBoundsEvaluations() {
        let fails = { (values: [UInt64]) in values.reduce(0, +) > 500 }
        let result = ChoiceShrinker(maximumEvaluations: 5).shrink(failingSequence(seedFrom: 7, fails), generate: Self.list, fails: fails)
        #expect(result.evaluations <= 5)
        #expect(fails(result.value))
    }

    @Test func replayPastTheEndDrawsZeroAndClampsToTheBound() {
        var source = ChoiceSource(replaying: [9, 500])
        #expect(source.draw(upTo: 3) == 3)
        #expect(source.draw(upTo: 1000) == 500)
        #expect(source.draw(upTo: 1000) == 0)
        #expect(source.recorded.values == [3, 500, 0])
    }

    @Test func shortlexOrder() {
        let short = ChoiceSequence([Choice(value: 9, bound: 9)])
        let long = ChoiceSequence([Choice(value: 0, bound: 9), Choice(value: 0, bound: 9)])
        let smaller = ChoiceSequence([Choice(value: 0, bound: 9), Choice(value: 1, bound: 9)])
        #expect(short.isSimpler(than: long))
        #expect(long.isSimpler(than: smaller))
        #expect(!smaller.isSimpler(than: smaller))
    }
}
