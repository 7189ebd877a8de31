extension ShapedSurface {
    /// This surface mirrored left to right within `(0, 0, w, h)`: every path reflected about
    /// `x = w/2` and reversed, so that outlines run clockwise again (arcs stay exact arcs), the
    /// ripple sized from the mirrored bounds.
    public func mirrored() -> ShapedSurface {
        let mirror = AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: size.width, ty: 0)
        func mirrored(_ path: Path) -> Path { path.transformed(by: mirror).reversed() }
        let outline = mirrored(outline)
        let bounds = outline.isEmpty ? Rect(size: size) : outline.bounds
        return ShapedSurface(size: size, borderWidth: borderWidth, elevation: elevation, outline: outline,
                             contentMask: mirrored(contentMask), borderRegion: mirrored(borderRegion),
                             shadow: shadow, ripple: Ripple(bounds: bounds, size: size))
    }
}
