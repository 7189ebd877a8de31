import ShapeModel

/// Where a generator's draws come from: fresh from a PRNG, or replayed from a recorded prefix.
///
/// Either way every draw is recorded, so the resulting ``ChoiceSequence`` reproduces the case.
/// A replay that runs past the end of its prefix draws 0, the simplest value: deleting a span
/// of choices therefore always yields *some* valid case, which is what lets shrinking delete.
public struct ChoiceSource: Sendable {
    // Where draws come from, as plain fields rather than an enum with payloads: switching on
    // and rebuilding such an enum on every draw cost as much as the PRNG itself.
    private var prng: SplitMix64
    /// The recorded values, or nil for fresh draws from ``prng``.
    private let replayed: [UInt64]?
    /// The next value of ``replayed`` to replay.
    private var position = 0
    /// The draws made so far.
    public private(set) var recorded = ChoiceSequence()
    /// Draws beyond this many return 0 whatever the origin, so a generator can never run away.
    public let maximumDraws: Int

    /// How many draws a recording reserves room for: more than a typical case makes, so
    /// recording one seldom grows its array.
    private static let typicalDraws = 64

    /// Fresh draws from a PRNG.
    public init(random: SplitMix64, maximumDraws: Int = 4_096) {
        prng = random
        replayed = nil
        self.maximumDraws = maximumDraws
        recorded.choices.reserveCapacity(Swift.min(Self.typicalDraws, Swift.max(maximumDraws, 0)))
    }

    /// Replays recorded values; a value above the current bound is clamped to it.
    public init(replaying values: [UInt64], maximumDraws: Int = 4_096) {
        prng = SplitMix64(seed: 0)
        replayed = values
        self.maximumDraws = maximumDraws
        recorded.choices.reserveCapacity(Swift.min(Self.typicalDraws, Swift.max(maximumDraws, 0)))
    }

    /// An integer in `0...bound`. Generators map 0 to the simplest option.
    public mutating func draw(upTo bound: UInt64) -> UInt64 {
        var value: UInt64 = 0
        if recorded.choices.count < maximumDraws {
            if let values = replayed {
                if position < values.count { value = min(values[position], bound) }
                position += 1
            } else {
                value = prng.next(upTo: bound)
            }
        }
        recorded.choices.append(Choice(value: value, bound: bound))
        return value
    }

    /// An index into `0..<count` (count >= 1); 0 is the first, simplest, option.
    public mutating func index(below count: Int) -> Int {
        Int(draw(upTo: UInt64(max(count, 1) - 1)))
    }

    /// A boolean that is `true` with probability `percent`/100 on fresh draws; replaying 0 gives `false`.
    public mutating func flag(percent: Int) -> Bool {
        let p = UInt64(min(max(percent, 0), 100))
        return draw(upTo: 99) >= 100 - p
    }

    /// One option by weight; the first option is what a 0 draw selects, so list the simplest first.
    public mutating func weighted<T>(_ options: [(weight: Int, value: T)]) -> T {
        let total = options.reduce(0) { $0 + max($1.weight, 0) }
        var roll = Int(draw(upTo: UInt64(max(total, 1) - 1)))
        for option in options where option.weight > 0 {
            if roll < option.weight { return option.value }
            roll -= option.weight
        }
        return options[0].value
    }

    /// A number in `[0, 1)` from 53 random bits; shrinking its draw toward 0 moves it toward 0.
    public mutating func unitInterval() -> Double {
        Double(draw(upTo: (1 << 53) - 1)) / Double(1 << 53)
    }
}
