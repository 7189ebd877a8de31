extension ShapedSurface {
    /// The surface painted by the same renderer as the PNG output (`PNGRenderer`: the core's
    /// exact hit test, supersampled): the outline filled with `fill`, then the border region
    /// with `border` (Contract: surface image). A `UIImage` or `CGImage` of a shape is this
    /// image handed over as it is, so it shows exactly what `contains` answers.
    ///
    /// The image covers `viewBox`, by default the view's rectangle `(0, 0, w, h)` (what a view
    /// of that size shows; an outward triangle past it is cut, as ``Ripple/overflowsBounds``
    /// tells), at `scale` pixels per point.
    ///
    /// ```swift
    /// let surface = try ShapedSurface(spec: DiamondShape(), size: Size(width: 56, height: 56), borderWidth: 2)
    /// let image = try surface.image(fill: RGBA(hex: "#6200ee")!, border: .white, scale: 3)   // 168 x 168 pixels
    /// ```
    ///
    /// - Complexity: that of `PNGRenderer.image` for two layers.
    public func image(fill: RGBA, border: RGBA = .clear, background: RGBA = .clear, scale: Double,
                      viewBox: Rect? = nil, samplesPerAxis: Int = 4) throws(ShapeInputError) -> RGBAImage {
        let renderer = PNGRenderer(viewBox: viewBox ?? Rect(size: size), scale: scale, samplesPerAxis: samplesPerAxis)
        var layers = [(fillPath, fill)]
        if !borderRegion.isEmpty, border.alpha > 0 { layers.append((borderRegion, border)) }
        return try renderer.image(layers, background: background)
    }
}
