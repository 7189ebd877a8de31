/// The two shadows of a Material surface at an elevation, as the iOS shadow layer
/// (`MDCShadowLayer`) computes them (Contract: shadow parameters).
///
/// An ambient shadow (blurred, not offset) and a key shadow (blurred and offset downward),
/// each linear in the elevation `e` in points:
/// - ambient blur `0.889544 e - 0.003701`, opacity 0.08;
/// - key blur `0.666920 e - 0.001648`, key offset `(0, 1.23118 e - 0.03933)`, opacity 0.26.
///
/// Both shadows follow the surface's outline (its shadow path). There is no shadow at `e <= 0`.
/// A blur radius below 0 (at `0 < e < 0.0041606`) is reported as 0: a negative blur means
/// nothing to any renderer. The key offset is not clamped: just above 0 it is slightly upward,
/// as the formula says.
///
/// ```swift
/// let shadow = ShadowParameters(elevation: 6)!
/// shadow.ambientBlur      // 5.333563
/// shadow.keyOffset.dy     // 7.34775
/// ShadowParameters(elevation: 0) == nil   // true
/// ```
public struct ShadowParameters: Hashable, Sendable {
    /// Opacity of the ambient shadow.
    public static let ambientOpacity = 0.08
    /// Opacity of the key shadow.
    public static let keyOpacity = 0.26

    /// The elevation the shadows are for, in points (`> 0`).
    public var elevation: Double
    /// Blur radius of the ambient shadow: `max(0, 0.889544 e - 0.003701)`.
    public var ambientBlur: Double
    /// Blur radius of the key shadow: `max(0, 0.666920 e - 0.001648)`.
    public var keyBlur: Double
    /// Offset of the key shadow: `(0, 1.23118 e - 0.03933)`, downward on screen.
    public var keyOffset: Vector
    /// ``ambientOpacity``.
    public var ambientOpacity: Double { Self.ambientOpacity }
    /// ``keyOpacity``.
    public var keyOpacity: Double { Self.keyOpacity }

    /// The shadows at `elevation`, or `nil` for no shadow (`elevation <= 0`, or not a number).
    public init?(elevation: Double) {
        guard elevation > 0, elevation.isFinite else { return nil }
        self.elevation = elevation
        ambientBlur = Swift.max(0, 0.889544 * elevation - 0.003701)
        keyBlur = Swift.max(0, 0.666920 * elevation - 0.001648)
        keyOffset = Vector(dx: 0, dy: 1.23118 * elevation - 0.03933)
    }
}
