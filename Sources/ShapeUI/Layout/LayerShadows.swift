/// One Core Animation shadow: what a layer's `shadowOpacity`, `shadowRadius` and `shadowOffset`
/// are set to.
public struct LayerShadow: Hashable, Sendable {
    /// `shadowOpacity` (black shadows).
    public var opacity: Double
    /// `shadowRadius`.
    public var radius: Double
    /// `shadowOffset`, down on screen for positive `dy`.
    public var offset: Vector

    /// A shadow.
    public init(opacity: Double, radius: Double, offset: Vector) {
        self.opacity = opacity
        self.radius = radius
        self.offset = offset
    }

    /// No shadow: opacity 0.
    public static let none = LayerShadow(opacity: 0, radius: 0, offset: .zero)
}

/// The two Core Animation shadows of a Material surface at an elevation (Contract: layer
/// shadows): the key shadow and the ambient shadow of `ShadowParameters`, each blur used as the
/// layer's `shadowRadius` as the iOS shadow layer sets it, both black and following the
/// outline (the layers' `shadowPath`). At elevation 0 (or any elevation `ShadowParameters`
/// refuses) both are ``LayerShadow/none``.
///
/// ```swift
/// let shadows = LayerShadows(elevation: 6)
/// shadows.key.offset.dy     // 7.34775
/// shadows.ambient.radius    // 5.333563
/// ```
public struct LayerShadows: Hashable, Sendable {
    /// The offset, sharper shadow.
    public var key: LayerShadow
    /// The unoffset, softer shadow.
    public var ambient: LayerShadow

    /// The shadows at `elevation` points.
    public init(elevation: Double) {
        guard let parameters = ShadowParameters(elevation: elevation) else {
            key = .none
            ambient = .none
            return
        }
        key = LayerShadow(opacity: parameters.keyOpacity, radius: parameters.keyBlur, offset: parameters.keyOffset)
        ambient = LayerShadow(opacity: parameters.ambientOpacity, radius: parameters.ambientBlur, offset: .zero)
    }
}
