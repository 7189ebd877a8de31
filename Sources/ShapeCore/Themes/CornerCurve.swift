/// How a themed corner is drawn: the two iOS `CALayerCornerCurve` values.
public enum CornerCurve: String, Hashable, Sendable, CaseIterable {
    /// A circular arc (`.rounded`).
    case circular
    /// The continuous-curvature "squircle" corner (`.continuous`).
    case continuous
}
