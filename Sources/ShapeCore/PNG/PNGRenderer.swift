/// Paints paths into a PNG, anti-aliased by supersampling the core's exact hit test, so the
/// picture shows the same geometry `contains` answers for (no second rasterizer to disagree).
public struct PNGRenderer: Sendable {
    /// The region of shape space that maps onto the image.
    public var viewBox: Rect
    /// Pixels per point.
    public var scale: Double
    /// Hit tests per pixel along each axis (4 gives 16 coverage levels).
    public var samplesPerAxis: Int

    /// The largest image, in pixels, a renderer will allocate.
    public static let maximumPixels = 1 << 24

    /// A renderer for `viewBox` at `scale` pixels per point.
    public init(viewBox: Rect, scale: Double = 2, samplesPerAxis: Int = 4) {
        self.viewBox = viewBox
        self.scale = scale
        self.samplesPerAxis = samplesPerAxis
    }

    /// The image size in pixels (at least 1 x 1).
    public var pixelSize: (width: Int, height: Int) {
        let w = (viewBox.width * scale).rounded(.up), h = (viewBox.height * scale).rounded(.up)
        return (Int(Swift.max(1, Swift.min(w, 1e8))), Int(Swift.max(1, Swift.min(h, 1e8))))
    }

    /// The PNG bytes of `layers` (each path filled with its colour, in order) over `background`
    /// (transparent by default, so the picture sits on any page or slide).
    public func render(_ layers: [(Path, RGBA)], background: RGBA = .clear, rule: FillRule = .nonZero) throws(ShapeInputError) -> [UInt8] {
        guard scale.isFinite, scale > 0 else { throw ShapeInputError(field: "scale", problem: "must be a finite number > 0, got \(scale)") }
        guard viewBox.width.isFinite, viewBox.height.isFinite, viewBox.x.isFinite, viewBox.y.isFinite else {
            throw ShapeInputError(field: "viewBox", problem: "must be finite")
        }
        let (width, height) = pixelSize
        guard width * height <= Self.maximumPixels else {
            throw ShapeInputError(field: "scale", problem: "the image would be \(width) x \(height) pixels, more than \(Self.maximumPixels); use a smaller scale")
        }
        let n = Swift.max(1, Swift.min(samplesPerAxis, 16))
        let testers = layers.map { (PathHitTester($0.0), $0.1) }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for row in 0 ..< height {
            for column in 0 ..< width {
                var color = background
                for (tester, fill) in testers {
                    var hits = 0
                    for sy in 0 ..< n {
                        for sx in 0 ..< n {
                            let p = Point(x: viewBox.x + (Double(column) + (Double(sx) + 0.5) / Double(n)) / scale,
                                          y: viewBox.y + (Double(row) + (Double(sy) + 0.5) / Double(n)) / scale)
                            if tester.contains(p, rule: rule) { hits += 1 }
                        }
                    }
                    if hits > 0 { color = fill.composited(over: color, coverage: Double(hits) / Double(n * n)) }
                }
                let i = (row * width + column) * 4
                pixels[i] = color.red; pixels[i + 1] = color.green; pixels[i + 2] = color.blue; pixels[i + 3] = color.alpha
            }
        }
        // The sizes are checked above, so the encoder always accepts them.
        return PNGEncoder.encode(width: width, height: height, rgba: pixels) ?? []
    }
}
