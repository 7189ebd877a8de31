/// How winding numbers decide insideness.
public enum FillRule: String, Hashable, Sendable, CaseIterable {
    /// Inside where the winding number is not zero (the default).
    case nonZero
    /// Inside where the winding number is odd.
    case evenOdd
}
