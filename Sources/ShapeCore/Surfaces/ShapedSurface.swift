/// Everything a shaped view draws along its shape, as plain data a UIKit, AppKit, SwiftUI or
/// web layer can apply (Contract: surfaces): the fill, a border of width `w`, the content
/// mask inside it, the shadow, the hit area and the ripple.
///
/// - ``fillPath``, ``shadowPath`` and ``hitArea`` are the outline.
/// - ``contentMask`` is the *erosion* of the shape by the border width: the points at least `w`
///   from the outside. Its outline is the inner parallel curve: rounded corners keep true arcs
///   of radius `r - w` (sharp once `r <= w`), cuts stay chamfers, curved and continuous corners
///   become cubics within ``parallelCurveBound``, reflex points (triangle notches and handles)
///   get arcs of radius `w`, a parallel curve that would cusp becomes a sharp corner, and a
///   border too wide for the shape leaves an empty mask, never an inverted one. (The iOS shaped
///   layer scales the outline about its centre instead: a pill's ends become ellipses and the
///   path flips once the border passes half the width.)
/// - ``borderRegion`` is the shape minus the mask: the outline followed by the mask's loops
///   reversed, so it fills correctly under the nonzero and the even-odd rule alike.
///
/// ```swift
/// let pill = try ShapedSurface(spec: PillShape(), size: Size(width: 200, height: 80), borderWidth: 10, elevation: 6)
/// pill.contentMask.svgPathData   // "M 10 40 A 30 30 0 0 1 40 10 L 160 10 …": exact arcs of radius 30
/// pill.maskArea                  // 180 * 60 - (4 - π) * 30 * 30
/// pill.borderArea                // the outline's area minus maskArea
/// pill.ripple.maximumRadius      // hypot(200, 80) / 2 + 10
/// pill.shadow?.keyOffset.dy      // 7.34775
/// ```
///
/// - Complexity: resolution, plus O(n^2) in the number of pieces of the inner parallel curve
///   (a few dozen for any resolved shape) to trim it, where it crosses itself.
public struct ShapedSurface: Hashable, Sendable {
    /// How far a point of the content mask's outline may be from distance `w` to the shape's
    /// outline, relative to `max(1, w, h, |bounds coordinates|)` (Contract: inner parallel
    /// curve): the parallel curves of Beziers are fitted by cubics within a quarter of it
    /// (measured along the normals); lines and arcs are exact to rounding. The same relative
    /// size as the analytic oracle's boundary band: far below anything a screen shows.
    public static let parallelCurveBound = 1e-7

    /// The size the shape is drawn at.
    public var size: Size
    /// The border width `w`, in points.
    public var borderWidth: Double
    /// The elevation, in points.
    public var elevation: Double
    /// The shape's outline (Contract: path order).
    public var outline: Path
    /// The erosion of the shape by ``borderWidth``; the outline itself when `w == 0`, and
    /// empty when nothing is at least `w` from the outside. One or more clockwise loops.
    public var contentMask: Path
    /// The shape minus the mask: ``outline`` then ``contentMask`` reversed (fills correctly
    /// under the nonzero and the even-odd rule). Empty when `w == 0`.
    public var borderRegion: Path
    /// The shadows, or `nil` at elevation 0.
    public var shadow: ShadowParameters?
    /// The ink ripple's reach.
    public var ripple: Ripple

    /// The path to fill: the outline.
    public var fillPath: Path { outline }
    /// The path the shadows follow: the outline.
    public var shadowPath: Path { outline }
    /// The region that takes touches: the outline.
    public var hitArea: Path { outline }
    /// The content mask's area.
    public var maskArea: Double { contentMask.area }
    /// The border region's area: the outline's area minus the mask's.
    public var borderArea: Double { borderRegion.signedArea }

    /// The surface of `spec` drawn at `size`.
    ///
    /// Throws the spec's and the size's input errors, and for a border width or elevation that
    /// is negative, not finite or beyond ``ShapeLimits`` (fields `borderWidth`, `elevation`).
    public init(spec: some ShapeGenerating, size: Size, borderWidth: Double = 0, elevation: Double = 0) throws(ShapeInputError) {
        try ShapeLimits.check(borderWidth, field: "borderWidth", nonNegative: true)
        try ShapeLimits.check(elevation, field: "elevation", nonNegative: true)
        let outline = try spec.path(for: size)
        // Measured once, for the ripple and the content mask.
        let outlineBounds = outline.isEmpty ? nil : outline.bounds
        self.init(outline: outline, bounds: outlineBounds ?? Rect(size: size), outlineBounds: outlineBounds, size: size,
                  borderWidth: borderWidth, elevation: elevation)
    }

    /// The surface of an outline already drawn at `size` (`spec.path(for: size)`): the same
    /// surface as ``init(spec:size:borderWidth:elevation:)`` of that spec, for a caller that has
    /// the outline and should not resolve the spec again. `outlineBounds` is `outline.bounds`
    /// where the caller has measured it already (`nil` to measure it here).
    ///
    /// Throws for a border width or elevation as ``init(spec:size:borderWidth:elevation:)``
    /// does, then the size's input errors.
    public init(outline: Path, outlineBounds: Rect? = nil, size: Size, borderWidth: Double = 0,
                elevation: Double = 0) throws(ShapeInputError) {
        try ShapeLimits.check(borderWidth, field: "borderWidth", nonNegative: true)
        try ShapeLimits.check(elevation, field: "elevation", nonNegative: true)
        try size.validate()
        let measured = outline.isEmpty ? nil : (outlineBounds ?? outline.bounds)
        self.init(outline: outline, bounds: measured ?? Rect(size: size), outlineBounds: measured, size: size,
                  borderWidth: borderWidth, elevation: elevation)
    }

    /// The surface of an already resolved shape (no input can be wrong but the two numbers).
    public init(resolved shape: ResolvedShape, borderWidth: Double = 0, elevation: Double = 0) throws(ShapeInputError) {
        try ShapeLimits.check(borderWidth, field: "borderWidth", nonNegative: true)
        try ShapeLimits.check(elevation, field: "elevation", nonNegative: true)
        self.init(outline: shape.path, bounds: shape.bounds, outlineBounds: nil, size: shape.size, borderWidth: borderWidth,
                  elevation: elevation)
    }

    /// `outlineBounds`: `outline.bounds` where the caller measured it (`nil` where not).
    private init(outline: Path, bounds: Rect, outlineBounds: Rect?, size: Size, borderWidth: Double, elevation: Double) {
        self.size = size
        self.borderWidth = borderWidth
        self.elevation = elevation
        self.outline = outline
        let mask = Erosion.contentMask(of: outline, width: borderWidth, outlineBounds: outlineBounds)
        contentMask = mask
        if borderWidth > 0 {
            // The mask's reversed loops appended straight after the outline, in one array.
            var border = outline.elements
            mask.appendReversedElements(to: &border)
            borderRegion = Path(border)
        } else {
            borderRegion = .empty
        }
        shadow = ShadowParameters(elevation: elevation)
        ripple = Ripple(bounds: bounds, size: size)
    }

    /// A surface from its parts, for producers that compute a part another way (a test's
    /// deliberately wrong mask, say). Nothing is checked.
    public init(size: Size, borderWidth: Double, elevation: Double, outline: Path, contentMask: Path,
                borderRegion: Path, shadow: ShadowParameters?, ripple: Ripple) {
        self.size = size
        self.borderWidth = borderWidth
        self.elevation = elevation
        self.outline = outline
        self.contentMask = contentMask
        self.borderRegion = borderRegion
        self.shadow = shadow
        self.ripple = ripple
    }

    /// Whether a touch at `point` lands on the surface (its hit area, nonzero rule).
    public func contains(_ point: Point) -> Bool { outline.contains(point) }
}
