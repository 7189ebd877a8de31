/// The recorded draws of one generated case, in order (Hypothesis' "choice sequence").
///
/// A generator is a function of the draws it makes, so a sequence *is* a test case: replaying it
/// rebuilds the same input. Shrinking edits the sequence, never the generated value, which is
/// why no generator needs a hand-written shrinker.
public struct ChoiceSequence: Hashable, Sendable, CustomStringConvertible {
    /// The draws, in the order the generator made them.
    public var choices: [Choice]

    /// A sequence of the given draws.
    public init(_ choices: [Choice] = []) {
        self.choices = choices
    }

    /// The drawn values alone, which is what a replay consumes.
    public var values: [UInt64] { choices.map(\.value) }

    /// Shortlex order: shorter first, then lexicographically smaller values.
    ///
    /// Every accepted shrink makes the sequence strictly smaller in this well-founded order, so
    /// shrinking always terminates.
    public func isSimpler(than other: ChoiceSequence) -> Bool {
        if choices.count != other.choices.count { return choices.count < other.choices.count }
        for (a, b) in zip(choices, other.choices) where a.value != b.value {
            return a.value < b.value
        }
        return false
    }

    public var description: String { "[" + choices.map(\.description).joined(separator: " ") + "]" }
}
