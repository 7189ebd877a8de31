import Foundation

/// How far a surface's ink ripple may spread (Contract: ripple).
///
/// The maximum radius comes from the outline's tight bounds, not the nominal rectangle:
/// `hypot(bounds.width, bounds.height) / 2 + 10` (Material's ink ripple). The ripple must be
/// allowed past the nominal bounds `(0, 0, w, h)` exactly when the outline leaves them
/// (outward triangles, offsets that move a corner outside) by more than ``overflowBand`` times
/// `max(1, w, h)`: a continuous corner's control points land an ulp past the edge they sit
/// on, and a ripple should not be unclipped for that.
///
/// ```swift
/// let ripple = Ripple(bounds: Rect(x: 0, y: 0, width: 30, height: 40), size: Size(width: 30, height: 40))
/// ripple.maximumRadius     // 35
/// ripple.overflowsBounds   // false
/// ```
public struct Ripple: Hashable, Sendable {
    /// What the ripple adds to half the bounds' diagonal, in points.
    public static let padding: Double = 10
    /// How far past the nominal rectangle (relative to `max(1, w, h)`) the bounds may round
    /// before the ripple overflows: the contract's join band.
    public static let overflowBand: Double = 1e-9

    /// The outline's tight bounds the ripple is sized from (`(0, 0, w, h)` for an empty shape).
    public var bounds: Rect
    /// `hypot(bounds.width, bounds.height) / 2 + 10`.
    public var maximumRadius: Double
    /// Whether the bounds leave the nominal rectangle `(0, 0, w, h)`, so the ripple must not be
    /// clipped to it.
    public var overflowsBounds: Bool

    /// The ripple for an outline with tight `bounds` drawn at `size`.
    public init(bounds: Rect, size: Size) {
        self.bounds = bounds
        maximumRadius = hypot(bounds.width, bounds.height) / 2 + Self.padding
        let band = Self.overflowBand * Swift.max(1, size.width, size.height)
        overflowsBounds = bounds.minX < -band || bounds.minY < -band
            || bounds.maxX > size.width + band || bounds.maxY > size.height + band
    }
}
