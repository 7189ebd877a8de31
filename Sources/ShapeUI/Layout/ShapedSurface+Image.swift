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

extension RGBA {
    /// The colour with components in `0...1` (UIKit's `getRed(_:green:blue:alpha:)`), each
    /// clamped to `0...1` (extended-range colours have components outside it) and rounded to
    /// the nearest of 256 levels; a NaN component counts as 0.
    ///
    /// ```swift
    /// RGBA(unitRed: 1, green: 0.5, blue: -0.2, alpha: 1)   // (255, 128, 0, 255)
    /// ```
    public init(unitRed red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func level(_ value: Double) -> UInt8 {
            guard value > 0 else { return 0 }   // also NaN
            return UInt8((Swift.min(value, 1) * 255).rounded())
        }
        self.init(red: level(red), green: level(green), blue: level(blue), alpha: level(alpha))
    }
}
