/// What a shaped view draws and answers at one size, computed once per ``ShapeLayoutKey``
/// (Contract: on screen): the surface (fill, shadow and hit paths; the content mask and the
/// border region at the border width; the ripple), the layout margins, and the hit test.
///
/// Nothing here traps: a shape or size that cannot be drawn gives empty paths, no margins, a
/// ripple sized from the nominal rectangle, a hit test that answers `false`, and ``error``.
///
/// ```swift
/// let layout = ShapeLayout(ShapeLayoutKey(shape: CircleShape(), size: Size(width: 120, height: 80)))
/// layout.layoutMargins          // the inscribed square of the centred circle of radius 40
/// layout.ripple.maximumRadius   // hypot(80, 80) / 2 + 10
/// layout.contains(Point(x: 60, y: 40))   // true; (21, 1) is outside the circle: false
/// ```
///
/// - Complexity: one resolution of the shape (two for a spec-backed shape: the outline and
///   the margins) and its erosion by the border width; see `ShapedSurface`.
public struct ShapeLayout: Sendable {
    /// What this layout was computed for.
    public let key: ShapeLayoutKey
    /// The outline, the content mask at the border width, the border region and the ripple,
    /// mirrored when the key says so. Its elevation is 0: shadows need no path
    /// (``LayerShadows``), so an elevation change does not recompute the layout.
    public let surface: ShapedSurface
    /// The layout margins (Contract: layout margins): the content margins of the spec drawn
    /// at this size, grown by the border width; `nil` for a shape that is not a
    /// ``SpecBackedShape`` or whose spec does not resolve at this size.
    public let layoutMargins: EdgeInsets?
    /// Why the outline is empty, if drawing the shape threw.
    public let error: ShapeInputError?

    /// The layout for `key`.
    public init(_ key: ShapeLayoutKey) {
        self.key = key
        let size = key.size
        let (spec, drawn) = Self.drawnShape(key.shape, size: size, cornerCurve: key.cornerCurve)
        var surface: ShapedSurface
        (surface, error) = Self.surface(of: drawn, size: size, borderWidth: key.borderWidth)
        var margins: EdgeInsets?
        if error == nil, let spec, let content = try? spec.resolved(for: size).contentMargins {
            margins = content.layoutMargins(borderWidth: key.borderWidth, size: size)
        }
        if key.mirrored {
            surface = surface.mirrored()
            margins = margins?.mirrored
        }
        self.surface = surface
        layoutMargins = margins
    }

    /// The outline of `shape` in `rect`, eroded by `inset` (SwiftUI's `path(in:)` and
    /// `inset(by:)`): the content mask at border width `inset`, moved to the rectangle's
    /// origin. An inset that is not a number `> 0` erodes nothing; a shape that cannot be drawn
    /// gives the empty path.
    public static func path(for shape: AnyShapeGenerator, in rect: Rect, inset: Double, cornerCurve: CornerCurve? = nil) -> Path {
        let size = Size(width: rect.width, height: rect.height)
        let (_, drawn) = drawnShape(shape, size: size, cornerCurve: cornerCurve)
        return path(surface(of: drawn, size: size, borderWidth: inset > 0 ? inset : 0).surface.contentMask,
                    at: Point(x: rect.x, y: rect.y))
    }

    /// The spec drawn at `size` after the corner curve switch (`nil` for a shape that is not
    /// spec-backed), and what draws the outline: the switched spec when the switch changed
    /// something, else the shape itself (a circle stays the exact circle it draws directly).
    private static func drawnShape(_ shape: AnyShapeGenerator, size: Size, cornerCurve: CornerCurve?)
        -> (spec: ShapeSpec?, drawn: any ShapeGenerating) {
        let spec = shape.spec(for: size)
        guard let curve = cornerCurve, let spec else { return (spec, shape) }
        let switched = spec.withCornerCurve(curve)
        return (switched, switched == spec ? shape : switched)
    }

    /// The surface of `shape`, or an empty one (no paths, the nominal rectangle's ripple) and why.
    private static func surface(of shape: any ShapeGenerating, size: Size, borderWidth: Double)
        -> (surface: ShapedSurface, error: ShapeInputError?) {
        do {
            return (try ShapedSurface(spec: shape, size: size, borderWidth: borderWidth), nil)
        } catch {
            return (ShapedSurface(size: size, borderWidth: borderWidth, elevation: 0, outline: .empty,
                                  contentMask: .empty, borderRegion: .empty, shadow: nil,
                                  ripple: Ripple(bounds: Rect(size: size), size: size)), error)
        }
    }

    /// The ink ripple's reach, from the outline's tight bounds (Contract: ripple).
    public var ripple: Ripple { surface.ripple }

    /// The content rectangle: the view's rectangle inset by ``layoutMargins``.
    public var contentRect: Rect? {
        layoutMargins.map { Rect(size: key.size).inset(by: $0) }
    }

    /// The hit test (Contract: view hit test): whether a touch at `point`, in the coordinates of
    /// a view whose bounds start at `boundsOrigin` (a scroll view's content offset), lands on
    /// the outline's inside under the nonzero rule, within the core's hit-test band. An empty
    /// outline takes no touches.
    public func contains(_ point: Point, boundsOrigin: Point = .zero) -> Bool {
        surface.contains(Point(x: point.x - boundsOrigin.x, y: point.y - boundsOrigin.y))
    }

    /// `path` (one of the surface's paths) moved so that the view's rectangle starts at
    /// `origin`: SwiftUI's frame origin or a layer's bounds origin. Arcs stay exact arcs.
    public static func path(_ path: Path, at origin: Point) -> Path {
        origin == .zero ? path : path.transformed(by: .translation(dx: origin.x, dy: origin.y))
    }
}
