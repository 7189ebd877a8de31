/// Where a point lies relative to a shape, as an oracle can vouch for it.
///
/// `.inside` and `.outside` are definite: the oracle guarantees them for the exact curve.
/// `.boundary` means "too close to the outline to promise either"; a checker must accept any
/// answer there.
public enum Region: Hashable, Sendable {
    /// Definitely inside (nonzero winding of the exact outline, unless a raster rule says otherwise).
    case inside
    /// Definitely outside.
    case outside
    /// Within the oracle's band of the outline: no promise either way.
    case boundary
}
