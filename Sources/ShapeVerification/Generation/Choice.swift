/// One recorded draw: the value taken and the largest value that was allowed.
///
/// Recording the bound lets a shrinker know the space each choice lived in, and lets a replay
/// clamp a value that no longer fits after an earlier choice changed.
public struct Choice: Hashable, Sendable, CustomStringConvertible {
    /// The value drawn, in `0...bound`.
    public var value: UInt64
    /// The inclusive upper bound the draw was made under.
    public var bound: UInt64

    /// A choice of `value` out of `0...bound`.
    public init(value: UInt64, bound: UInt64) {
        self.value = value
        self.bound = bound
    }

    public var description: String { "\(value)/\(bound)" }
}
