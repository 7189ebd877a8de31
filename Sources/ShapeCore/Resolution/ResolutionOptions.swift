/// Switches that break resolution in known ways, so the verification engine can prove it
/// notices (a fuzzer that never fails proves nothing). Production code uses the defaults.
@_spi(FaultInjection)
public struct ResolutionOptions: Sendable {
    /// When `false`, the overlap factor is always 1: corners may overrun their edges.
    public var appliesOverlapRule: Bool = true
    /// What fractions resolve against; `.height` reproduces the iOS percentage bug.
    public var fractionBasis: FractionBasis = .shorterSide

    /// The contract's behaviour.
    public init() {}

    /// Chosen behaviour, for fault injection.
    public init(appliesOverlapRule: Bool, fractionBasis: FractionBasis) {
        self.appliesOverlapRule = appliesOverlapRule
        self.fractionBasis = fractionBasis
    }
}
