/// Paints paths into an image, anti-aliased by supersampling the core's exact hit test, so the
/// picture shows the same geometry `contains` answers for (no second rasterizer to disagree).
///
/// The contract's rules (Contract: PNG image size, pixel-centre sampling, coverage bound): the
/// image is `max(1, ceil(viewBox.width · scale))` by `max(1, ceil(viewBox.height · scale))`
/// pixels; pixel `(c, r)` covers `[x + c/scale, x + (c+1)/scale) × [y + r/scale, y + (r+1)/scale)`
/// and is sampled at the centres of its `n × n` sub-squares; a layer's coverage is the fraction
/// `k / n²` of samples its path contains, exactly as `PathHitTester.contains` answers.
///
/// ```swift
/// let card = try ShapeSpec(allCorners: .rounded(8)).path(for: Size(width: 40, height: 20))
/// let renderer = PNGRenderer(viewBox: Rect(x: 0, y: 0, width: 40, height: 20), scale: 2)
/// let image = try renderer.image([(card, RGBA(hex: "#6200ee")!)])   // 80 x 40 pixels
/// let png = PNGEncoder.encode(image)                                // or renderer.render(...)
/// ```
public struct PNGRenderer: Sendable {
    /// The region of shape space that maps onto the image.
    public var viewBox: Rect
    /// Pixels per point.
    public var scale: Double
    /// Hit tests per pixel along each axis, clamped to 1...15 (4 gives 17 coverage levels;
    /// up to 15, every level `k / n²` has its own 8-bit alpha).
    public var samplesPerAxis: Int

    /// The largest image, in pixels, a renderer will allocate.
    public static let maximumPixels = 1 << 24

    /// A renderer for `viewBox` at `scale` pixels per point.
    public init(viewBox: Rect, scale: Double = 2, samplesPerAxis: Int = 4) {
        self.viewBox = viewBox
        self.scale = scale
        self.samplesPerAxis = samplesPerAxis
    }

    /// The image size in pixels (Contract: PNG image size): `ceil(side · scale)`, at least 1.
    public var pixelSize: (width: Int, height: Int) {
        let w = (viewBox.width * scale).rounded(.up), h = (viewBox.height * scale).rounded(.up)
        // NaN compares false both ways, so it lands on 1 too.
        func clamp(_ v: Double) -> Int { v >= 1 ? Int(Swift.min(v, 1e8)) : 1 }
        return (clamp(w), clamp(h))
    }

    /// The sample count per axis actually used.
    public var effectiveSamplesPerAxis: Int { Swift.max(1, Swift.min(samplesPerAxis, 15)) }

    /// The image of `layers` (each path filled with its colour, in order, source-over) over
    /// `background` (transparent by default, so the picture sits on any page or slide).
    /// Throws for a non-finite or non-positive scale, a non-finite view box, or an image of
    /// more than ``maximumPixels``.
    ///
    /// - Complexity: O(h · n · (p log p + w · n)) for an image of w x h pixels, n samples per
    ///   axis and p monotone pieces per path: each sample row's crossings are found once and
    ///   merged with the row's samples, instead of one hit test per sample.
    public func image(_ layers: [(Path, RGBA)], background: RGBA = .clear, rule: FillRule = .nonZero) throws(ShapeInputError) -> RGBAImage {
        guard scale.isFinite, scale > 0 else { throw ShapeInputError(field: "scale", problem: "must be a finite number > 0, got \(scale)") }
        guard viewBox.width.isFinite, viewBox.height.isFinite, viewBox.x.isFinite, viewBox.y.isFinite else {
            throw ShapeInputError(field: "viewBox", problem: "must be finite")
        }
        let (width, height) = pixelSize
        guard width * height <= Self.maximumPixels else {
            throw ShapeInputError(field: "scale", problem: "the image would be \(width) x \(height) pixels, more than \(Self.maximumPixels); use a smaller scale")
        }
        let n = effectiveSamplesPerAxis
        let testers = layers.map { PathHitTester($0.0) }
        // Sample x positions of one row, non-decreasing (each step adds a positive amount).
        var sampleX = [Double](repeating: 0, count: width * n)
        for column in 0 ..< width {
            for sx in 0 ..< n { sampleX[column * n + sx] = viewBox.x + (Double(column) + (Double(sx) + 0.5) / Double(n)) / scale }
        }
        var hits = [[Int]](repeating: [Int](repeating: 0, count: width), count: layers.count)
        var crossings: [(x: Double, direction: Int)] = []
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for row in 0 ..< height {
            for layer in testers.indices {
                for column in 0 ..< width { hits[layer][column] = 0 }
                for sy in 0 ..< n {
                    let y = viewBox.y + (Double(row) + (Double(sy) + 0.5) / Double(n)) / scale
                    testers[layer].crossings(atY: y, into: &crossings)
                    guard !crossings.isEmpty else { continue }
                    var winding = crossings.reduce(0) { $0 + $1.direction }
                    var next = 0
                    for (index, x) in sampleX.enumerated() {
                        while next < crossings.count && crossings[next].x <= x { winding -= crossings[next].direction; next += 1 }
                        let inside = rule.fills(winding)
                        if inside { hits[layer][index / n] += 1 }
                    }
                }
            }
            for column in 0 ..< width {
                var color = background
                for layer in layers.indices where hits[layer][column] > 0 {
                    color = layers[layer].1.composited(over: color, coverage: Double(hits[layer][column]) / Double(n * n))
                }
                let i = (row * width + column) * 4
                bytes[i] = color.red; bytes[i + 1] = color.green; bytes[i + 2] = color.blue; bytes[i + 3] = color.alpha
            }
        }
        return RGBAImage(checkedWidth: width, height: height, bytes: bytes)
    }

    /// The PNG bytes of ``image(_:background:rule:)``, compressed (Contract: PNG compression).
    public func render(_ layers: [(Path, RGBA)], background: RGBA = .clear, rule: FillRule = .nonZero) throws(ShapeInputError) -> [UInt8] {
        PNGEncoder.encode(try image(layers, background: background, rule: rule))
    }
}
