/// Everything a shaped view's paths depend on (Contract: layout key). A view recomputes its
/// paths, margins and ripple exactly when its key changes: a new shape, size, border width,
/// corner curve or mirroring. A second layout pass at the same size, or a new colour or
/// elevation (shadows need no new path), keeps them.
///
/// ```swift
/// let key = ShapeLayoutKey(shape: CircleShape(), size: Size(width: 48, height: 48))
/// key == ShapeLayoutKey(shape: CircleShape(), size: Size(width: 48, height: 48))   // true: keep the paths
/// ```
public struct ShapeLayoutKey: Hashable, Sendable {
    /// The shape.
    public var shape: AnyShapeGenerator
    /// The view's size.
    public var size: Size
    /// The border width; the content mask is the shape eroded by it.
    public var borderWidth: Double
    /// The corner curve switch: `nil` draws the shape as it is; a curve redraws every rounded
    /// and continuous corner of a spec-backed shape with that curve.
    public var cornerCurve: CornerCurve?
    /// Whether the shape is mirrored left to right (a right-to-left layout).
    public var mirrored: Bool

    /// The key for `shape` drawn at `size`.
    public init(shape: some ShapeGenerating & Hashable, size: Size, borderWidth: Double = 0,
                cornerCurve: CornerCurve? = nil, mirrored: Bool = false) {
        self.shape = AnyShapeGenerator(shape)
        self.size = size
        self.borderWidth = borderWidth
        self.cornerCurve = cornerCurve
        self.mirrored = mirrored
    }
}
