/// A documented departure from the contract that an implementation may declare it follows
/// (Docs/Contract.md, "Variants"), so that a conformance run judges it by the rule it chose
/// rather than failing it everywhere for one known difference.
///
/// Variants are named by what other platforms do today. The analytic oracle applies a declared
/// variant in its own resolution (`AnalyticOracle(spec:size:variants:)`); the core never does.
public enum ContractVariant: String, Hashable, Sendable, CaseIterable, Comparable {
    /// Fractions of the height (MDC-iOS): every `.fraction(x)` resolves to `x * h`, not
    /// `x * min(w, h)` (Contract: variant fractions of the height).
    case fractionsOfHeight = "fractions-of-height"
    /// Per-corner clamping (MDC-Android's `ClampedCornerSize`): each corner's sizes are first
    /// clamped on their own to half the shorter side, then the overlap rule applies to whatever
    /// still overflows (Contract: variant per-corner clamping).
    case perCornerClamping = "per-corner-clamping"

    public static func < (a: ContractVariant, b: ContractVariant) -> Bool { a.rawValue < b.rawValue }
}
