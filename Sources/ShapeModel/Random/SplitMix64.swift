/// The SplitMix64 generator (Steele, Lea and Flood, 2014): the engine's only source of randomness,
/// kept in the model so that every module and test target can share one.
///
/// The standard library's generators are not seedable and differ between platforms; this one is
/// a few lines, passes BigCrush, and gives the same stream for the same seed everywhere, which is
/// what makes `--seed N` reproduce a run bit for bit.
public struct SplitMix64: Sendable, Hashable {
    /// The generator's whole state; the next output is a function of it alone.
    public private(set) var state: UInt64

    /// A generator whose stream is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return SplitMix64.mix(state)
    }

    /// A uniformly distributed integer in `0...bound`.
    ///
    /// Lemire's multiply-high with rejection, so no value is favoured even for bounds that are not
    /// powers of two.
    public mutating func next(upTo bound: UInt64) -> UInt64 {
        if bound == .max { return next() }
        let range = bound &+ 1
        let threshold = (0 &- range) % range
        while true {
            let (high, low) = next().multipliedFullWidth(by: range)
            if low >= threshold { return high }
        }
    }

    /// SplitMix64's output function: a bijective avalanche of 64 bits.
    ///
    /// Also used to derive independent per-case seeds from `(seed, case number)`.
    public static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
