/// What a `.fraction` size is a fraction of. Only the fuzzer's self-test picks anything but the default.
@_spi(FaultInjection)
public enum FractionBasis: Sendable {
    /// `min(width, height)`: the contract (Contract: points or fractions).
    case shorterSide
    /// The height alone: the iOS anchor's bug, reproduced on purpose.
    case height
}
