import ShapeCore

/// What `render --border W --elevation E` adds to the picture of a shape: a hint of the key
/// shadow under it (the outline moved by the key offset, at the key opacity, unblurred), and
/// over it the border region filled dark with the content mask's outline stroked (SVG only:
/// the PNG paints fills, where the border region's inner edge is that outline).
struct SurfacePicture {
    /// The border region's colour: Material's primary variant.
    static let borderColour = RGBA(red: 0x37, green: 0x00, blue: 0xB3, alpha: 230)
    /// The mask outline's colour.
    static let maskStroke = "#ff0266"

    var svgBelow: [(Path, SVGStyle)] = []
    var svgAbove: [(Path, SVGStyle)] = []
    var pngBelow: [(Path, RGBA)] = []
    var pngAbove: [(Path, RGBA)] = []
    /// Everything drawn, for the view box.
    var bounds: Rect

    init(_ surface: ShapedSurface) {
        bounds = surface.outline.isEmpty ? Rect(size: surface.size) : surface.outline.bounds
        if let shadow = surface.shadow, !surface.outline.isEmpty {
            let moved = surface.shadowPath.transformed(by: .translation(dx: shadow.keyOffset.dx, dy: shadow.keyOffset.dy))
            svgBelow.append((moved, SVGStyle(fill: "black", opacity: shadow.keyOpacity)))
            pngBelow.append((moved, RGBA(red: 0, green: 0, blue: 0, alpha: UInt8((shadow.keyOpacity * 255).rounded()))))
            bounds = Self.union(bounds, moved.bounds)
        }
        if surface.borderWidth > 0 {
            let colour = Self.borderColour
            svgAbove.append((surface.borderRegion, SVGStyle(fill: CSSColor.svgPaint(colour), opacity: CSSColor.opacity(of: colour))))
            svgAbove.append((surface.contentMask, SVGStyle(fill: "none", stroke: Self.maskStroke, strokeWidth: 0.5)))
            pngAbove.append((surface.borderRegion, colour))
        }
    }

    /// The smallest rectangle holding both.
    static func union(_ a: Rect, _ b: Rect) -> Rect {
        Rect(enclosing: [Point(x: a.minX, y: a.minY), Point(x: a.maxX, y: a.maxY), Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.maxY)]) ?? a
    }
}
