import ShapeModel

/// Minimises a failing choice sequence, Hypothesis style: delete spans, zero spans, and
/// binary-search each value down, keeping an edit only if the regenerated value still fails.
///
/// An edit is kept only when the sequence the generator actually recorded on replay is strictly
/// simpler in shortlex order (``ChoiceSequence/isSimpler(than:)``), so the process terminates;
/// ``maximumEvaluations`` bounds it in time as well.
public struct ChoiceShrinker: Sendable {
    /// The most times the predicate is evaluated in one shrink.
    public var maximumEvaluations: Int

    /// A shrinker that evaluates the predicate at most `maximumEvaluations` times.
    public init(maximumEvaluations: Int = 1_500) {
        self.maximumEvaluations = maximumEvaluations
    }

    /// The result of a shrink.
    public struct Result<Value> {
        /// The simplest failing value found.
        public var value: Value
        /// The choices that generate it.
        public var sequence: ChoiceSequence
        /// How many times the predicate ran.
        public var evaluations: Int
        /// How many edits were kept.
        public var acceptedEdits: Int
    }

    /// Shrinks `sequence`, whose generated value `fails`, to a simpler sequence that still fails.
    ///
    /// Passes (delete spans, zero spans, binary-search each value down) move on after a kept
    /// edit and repeat until a sweep keeps nothing. `fails` should test for *the* failure being
    /// shrunk, not any failure (``FailureShrinker`` passes one that compares a
    /// ``FailureSignature``), or the result may show a different bug.
    ///
    /// ```swift
    /// // A list generator: a continue flag before each value in 0...1000.
    /// func list(_ source: inout ChoiceSource) -> [UInt64] {
    ///     var values: [UInt64] = []
    ///     while values.count < 20 && source.draw(upTo: 3) != 0 { values.append(source.draw(upTo: 1000)) }
    ///     return values
    /// }
    /// let fails = { (values: [UInt64]) in values.reduce(0, +) > 500 }
    /// var seed: UInt64 = 0
    /// var source = ChoiceSource(random: SplitMix64(seed: seed))
    /// while !fails(list(&source)) { seed += 1; source = ChoiceSource(random: SplitMix64(seed: seed)) }
    /// let result = ChoiceShrinker().shrink(source.recorded, generate: list, fails: fails)
    /// result.value                                      // [501]
    /// ```
    ///
    /// - Parameters:
    ///   - generate: the generator, a pure function of the draws.
    ///   - fails: whether a generated value shows the failure being shrunk.
    /// - Complexity: at most ``maximumEvaluations`` calls of `fails`, each after one replay of
    ///   `generate`; the bookkeeping per attempt is O(*n*) in the number of draws.
    public func shrink<Value>(
        _ sequence: ChoiceSequence,
        generate: (inout ChoiceSource) -> Value,
        fails: (Value) -> Bool
    ) -> Result<Value> {
        var replay = ChoiceSource(replaying: sequence.values)
        var best = (value: generate(&replay), sequence: replay.recorded)
        var evaluations = 0
        var accepted = 0
        var tried = Set<[UInt64]>()

        /// Replays `values`; keeps the result if it is simpler and still fails.
        func attempt(_ values: [UInt64]) -> Bool {
            guard evaluations < maximumEvaluations, tried.insert(values).inserted else { return false }
            var source = ChoiceSource(replaying: values)
            let value = generate(&source)
            guard source.recorded.isSimpler(than: best.sequence) else { return false }
            evaluations += 1
            guard fails(value) else { return false }
            best = (value, source.recorded)
            accepted += 1
            return true
        }

        var improved = true
        while improved && evaluations < maximumEvaluations {
            improved = false
            // Delete spans, longest first: removes whole optional features at once.
            for width in [8, 4, 2, 1] {
                var start = best.sequence.choices.count - width
                while start >= 0 {
                    var values = best.sequence.values
                    if start + width <= values.count {
                        values.removeSubrange(start ..< start + width)
                        if attempt(values) { improved = true }
                    }
                    start -= 1
                }
            }
            // Zero spans: turns features off without shifting the draws after them.
            for width in [8, 4, 2, 1] {
                var start = 0
                while start + width <= best.sequence.choices.count {
                    var values = best.sequence.values
                    if values[start ..< start + width].contains(where: { $0 != 0 }) {
                        for i in start ..< start + width { values[i] = 0 }
                        if attempt(values) { improved = true }
                    }
                    start += 1
                }
            }
            // Binary-search each value down to the smallest that still fails.
            var index = 0
            while index < best.sequence.choices.count {
                if minimise(at: index, attempt: attempt, current: { best.sequence.values }) { improved = true }
                index += 1
            }
        }
        return Result(value: best.value, sequence: best.sequence, evaluations: evaluations, acceptedEdits: accepted)
    }

    /// Lowers the value at `index` as far as a binary search finds it still failing.
    private func minimise(at index: Int, attempt: ([UInt64]) -> Bool, current: () -> [UInt64]) -> Bool {
        var values = current()
        guard index < values.count, values[index] > 0 else { return false }
        var high = values[index]  // known to fail
        var low: UInt64 = 0
        var improved = false
        while low < high {
            let middle = low + (high - low) / 2
            values = current()
            guard index < values.count else { break }
            values[index] = middle
            if attempt(values) {
                improved = true
                high = middle
                // The replay may have shortened the sequence; continue from the kept one.
                values = current()
                guard index < values.count else { break }
                high = min(high, values[index])
            } else {
                low = middle + 1
            }
        }
        return improved
    }
}
