import ShapeCore
import ShapeModel
import ShapeOracle

/// `coverage-matches-area`: the producer's renderer paints the shape at the size the contract
/// gives for the view box and scale, its PNG file decodes (by the suite's own decoder) to the
/// same pixels, each pixel's coverage agrees with the raster oracle's verdict on the pixel's
/// samples, and the coverage summed over the image is the shape's area within the contract's
/// coverage bound (Contract: PNG image size, pixel-centre sampling, coverage bound, PNG compression).
///
/// The image is small (``pixelsAcross`` pixels along the shape's longer side, plus padding and
/// a sub-pixel jitter drawn from the case), so the fuzzer can afford it on every case.
public struct CoverageMatchesAreaProperty: ShapeProperty {
    /// Pixels along the longer side of the oracle's bounds.
    public static let pixelsAcross: Double = 12
    /// Empty pixels around the bounds on each side, before the jitter: more than the half pixel
    /// a shifted sampling moves the picture, so the whole shape is always in the image.
    public static let paddingPixels: Double = 1.5
    /// Samples per pixel along each axis (the renderer's default).
    public static let samplesPerAxis = 4
    /// The raster oracle flattens within `1 / flatteningDivisor` of a sample spacing.
    public static let flatteningDivisor: Double = 256
    /// The fill colour (Material's primary purple): opaque, so alpha is the coverage.
    static let fill = RGBA(red: 0x62, green: 0x00, blue: 0xEE)

    public init() {}
    public var id: String { "coverage-matches-area" }
    /// A run of the whole catalogue checks the picture on one case in 8: rendering, encoding and
    /// decoding a PNG cost as much as the five cheapest thirds of the catalogue, and a wrong
    /// picture shows on almost every case (Docs/Verification.md, "Properties checked on a share of cases").
    public var caseStride: Int { Self.stride }
    /// The default ``caseStride``.
    public static let stride = 8
    public var summary: String {
        "The rendered image has the contract's size for its view box and scale, its PNG decodes to the same pixels, every pixel's coverage k/n² lies between the raster oracle's definitely-inside and n² minus definitely-outside sample counts, and the summed coverage is the oracle's area within the coverage bound."
    }
    public var tolerance: String {
        "Size, decoded pixels and coverage levels exact. Samples: the raster oracle classifies every sample centre (flattening within 1/\(Tolerances.text(Self.flatteningDivisor)) of the sample spacing s, boundary samples may go either way); each pixel's count must lie in the range its definite samples allow. Area: the contract's coverage bound (3/2) s (X + Y) + (5/2) s^2 M, times (1 + 2 band / s)^2 for the hit-test band \(Tolerances.text(Tolerances.joinBand)) * max(1, w, h, |offsets|), with X and Y bounds on the outline's horizontal and vertical travel and M on its y-monotone pieces (midpoint sampling errs by at most s/2 per unit of travel; samples within the band may flip, at most ((X + Y)/s + 2M) (1 + 2 band / s)^2 of them); plus relative \(Tolerances.text(Tolerances.areaRelative)) and \(Tolerances.text(Tolerances.areaAbsolute)) * max(1, w, h, |offsets|)^2 for the oracle's own area."
    }

    public func check(_ subject: CaseSubject) -> PropertyOutcome {
        guard let (shape, oracle) = subject.geometry else { return subject.invalidInput }
        let n = Self.samplesPerAxis
        let renderer = Self.renderer(framing: oracle.bounds, seed: subject.samplingSeed)
        let picture: RenderedPicture
        do { picture = try subject.producer.render(shape.path, color: Self.fill, with: renderer) } catch {
            return .fail("the renderer refused a \(renderer.viewBox) view box at scale \(renderer.scale): \(error)")
        }
        let image = picture.image
        let frame = FailureEvidence.Outline("the view box", rect: renderer.viewBox)

        // The contract's size, computed here from its rule, not asked of the renderer.
        let expected = (Self.side(renderer.viewBox.width, renderer.scale), Self.side(renderer.viewBox.height, renderer.scale))
        if image.width != expected.0 || image.height != expected.1 {
            return .fail("the image is \(image.width) x \(image.height) pixels; the contract says \(expected.0) x \(expected.1) for a \(renderer.viewBox.width) x \(renderer.viewBox.height) view box at scale \(renderer.scale)",
                         evidence: FailureEvidence(outlines: [frame], facts: ["view box \(renderer.viewBox), scale \(renderer.scale)",
                                                                          "width: ceil(\(renderer.viewBox.width * renderer.scale)) = \(expected.0), got \(image.width)",
                                                                          "height: ceil(\(renderer.viewBox.height * renderer.scale)) = \(expected.1), got \(image.height)"]))
        }

        // The file gives back the pixels.
        do {
            let decoded = try PNGDecoder.decode(picture.png)
            if decoded.width != image.width || decoded.height != image.height || decoded.rgba != image.bytes {
                let first = zip(decoded.rgba, image.bytes).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? 0
                return .fail("the PNG decodes to \(decoded.width) x \(decoded.height) pixels that differ from the painted \(image.width) x \(image.height) (first at byte \(first))",
                             evidence: FailureEvidence(outlines: [frame], facts: ["PNG of \(picture.png.count) bytes"]))
            }
        } catch {
            return .fail("the PNG does not decode: \(error)", evidence: FailureEvidence(outlines: [frame], facts: ["PNG of \(picture.png.count) bytes: \(error)"]))
        }

        // Coverage levels, and the oracle's verdict on every sample.
        let levels = (0 ... n * n).map { UInt8((Double($0) / Double(n * n) * 255).rounded()) }
        // The level k of each alpha byte (the smallest k when two round alike), -1 for none.
        var levelOfAlpha = [Int](repeating: -1, count: 256)
        for k in levels.indices.reversed() { levelOfAlpha[Int(levels[k])] = k }
        let spacing = 1 / (renderer.scale * Double(n))
        let grid = RasterGrid(origin: Point(x: renderer.viewBox.x, y: renderer.viewBox.y), pixelSize: spacing,
                              columns: image.width * n, rows: image.height * n)
        let verdicts = RasterOracle.classify(shape.path, on: grid, rule: .nonZero, tolerance: spacing / Self.flatteningDivisor)
        let (definitelyInside, definitelyOutside) = Self.definiteSamples(verdicts, width: image.width, height: image.height, samplesPerAxis: n)
        let fillColour = (Self.fill.red, Self.fill.green, Self.fill.blue)
        var covered = 0
        var wrong: [(point: Point, fact: String)] = []
        for row in 0 ..< image.height {
            for column in 0 ..< image.width {
                let pixel = row * image.width + column
                let i = pixel * 4
                let alpha = image.bytes[i + 3]
                func centre() -> Point {
                    Point(x: renderer.viewBox.x + (Double(column) + 0.5) / renderer.scale, y: renderer.viewBox.y + (Double(row) + 0.5) / renderer.scale)
                }
                let k = levelOfAlpha[Int(alpha)]
                guard k >= 0 else {
                    return .fail("pixel (\(column), \(row)) has alpha \(alpha), which is no coverage level round(255 k / \(n * n))",
                                 evidence: FailureEvidence(points: [centre()], outlines: [frame]))
                }
                let colour = (image.bytes[i], image.bytes[i + 1], image.bytes[i + 2])
                let expectedColour = k > 0 ? fillColour : (0, 0, 0)
                if colour != expectedColour {
                    return .fail("pixel (\(column), \(row)) has colour \([colour.0, colour.1, colour.2]) at alpha \(alpha), expected \([expectedColour.0, expectedColour.1, expectedColour.2])",
                                 evidence: FailureEvidence(points: [centre()], outlines: [frame]))
                }
                covered += k
                let (inside, outside) = (definitelyInside[pixel], definitelyOutside[pixel])
                if k < inside || k > n * n - outside {
                    wrong.append((centre(), "pixel (\(column), \(row)): \(k) of \(n * n) samples covered, the oracle says \(inside) definitely inside and \(outside) definitely outside"))
                }
            }
        }
        if !wrong.isEmpty {
            return .fail("\(wrong.count) pixel(s) disagree with the raster oracle's samples; \(wrong[0].fact)",
                         evidence: FailureEvidence(points: Array(wrong.prefix(16).map(\.point)), pointsLabel: "centres of pixels whose coverage the oracle's samples rule out",
                                                   outlines: [frame], facts: Array(wrong.prefix(4).map(\.fact)) + ["scale \(renderer.scale), \(n) x \(n) samples per pixel"]))
        }

        // The summed coverage against the oracle's area.
        let coverageArea = Double(covered) * spacing * spacing
        let travel = OutlineTravel(shape.path)
        let band = subject.joinTolerance
        let widening = 1 + 2 * band / spacing
        let sampling = (1.5 * spacing * (travel.horizontal + travel.vertical) + 2.5 * spacing * spacing * Double(travel.monotonePieces)) * widening * widening
        let scale = subject.lengthScale
        let bound = sampling + Tolerances.areaRelative * Swift.abs(oracle.area) + Tolerances.areaAbsolute * scale * scale
        if !(Swift.abs(coverageArea - oracle.area) <= bound) {
            return .fail("the rendered coverage sums to \(coverageArea), the oracle's area is \(oracle.area) (difference \(coverageArea - oracle.area), bound \(bound))",
                         evidence: FailureEvidence(outlines: [frame], facts: ["coverage \(covered) samples of \(spacing) x \(spacing): \(coverageArea)",
                                                                          "the oracle's area \(oracle.area)",
                                                                          "bound \(bound): travel \(travel.horizontal) + \(travel.vertical), \(travel.monotonePieces) monotone pieces"]))
        }
        return .pass
    }

    /// The definitely inside and definitely outside samples of each pixel of a `width` x `height`
    /// image (row by row), counted in one pass over `verdicts`, `samplesPerAxis` samples a side.
    ///
    /// The oracle's image of the sample grid is row by row, a row the grid's width: read straight
    /// from that buffer, a pixel's run of samples at a time, rather than through the subscript,
    /// whose bounds check divides once per sample (a third of the property's own work). Any
    /// other layout is read through the subscript, sample by sample, as before.
    static func definiteSamples(_ verdicts: RasterImage, width: Int, height: Int, samplesPerAxis n: Int) -> (inside: [Int], outside: [Int]) {
        var inside = [Int](repeating: 0, count: width * height), outside = [Int](repeating: 0, count: width * height)
        let (columns, rows) = (width * n, height * n)
        let regions = verdicts.rowMajorRegions
        guard verdicts.rowWidth == columns, regions.count == columns * rows else {
            for sampleRow in 0 ..< rows {
                for sampleColumn in 0 ..< columns {
                    let pixel = (sampleRow / n) * width + sampleColumn / n
                    switch verdicts[sampleColumn, sampleRow] {
                    case .inside: inside[pixel] += 1
                    case .outside: outside[pixel] += 1
                    case .boundary: break
                    }
                }
            }
            return (inside, outside)
        }
        regions.withUnsafeBufferPointer { samples in
            inside.withUnsafeMutableBufferPointer { inside in
                outside.withUnsafeMutableBufferPointer { outside in
                    var sample = 0
                    for sampleRow in 0 ..< rows {
                        let firstPixel = (sampleRow / n) * width
                        for pixel in firstPixel ..< firstPixel + width {
                            var (i, o) = (0, 0)
                            for region in samples[sample ..< sample + n] {
                                switch region {
                                case .inside: i += 1
                                case .outside: o += 1
                                case .boundary: break
                                }
                            }
                            inside[pixel] += i
                            outside[pixel] += o
                            sample += n
                        }
                    }
                }
            }
        }
        return (inside, outside)
    }

    /// The contract's image side for a view-box side and a scale: `max(1, ceil(side · scale))`.
    static func side(_ length: Double, _ scale: Double) -> Int {
        let pixels = (length * scale).rounded(.up)
        return pixels >= 1 ? Int(Swift.min(pixels, 1e8)) : 1
    }

    /// A renderer whose view box holds `framing` with ``paddingPixels`` on every side, moved by
    /// a sub-pixel jitter and widened by a fraction of a pixel drawn from `seed`, so sample
    /// centres avoid the shape's round coordinates and the sides are rarely whole pixels.
    static func renderer(framing bounds: Rect, seed: UInt64) -> PNGRenderer {
        var prng = SplitMix64(seed: seed ^ 0x434F_5645_5241_4745)
        func unit() -> Double { Double(prng.next() >> 11) / Double(1 << 53) }
        let longer = Swift.max(bounds.width, bounds.height)
        let scale = pixelsAcross / (longer > 0 && longer.isFinite ? longer : 1)
        let (jx, jy, ex, ey) = (unit(), unit(), unit(), unit())
        let viewBox = Rect(x: bounds.minX - (paddingPixels + jx) / scale, y: bounds.minY - (paddingPixels + jy) / scale,
                           width: bounds.width + (2 * paddingPixels + jx + ex) / scale,
                           height: bounds.height + (2 * paddingPixels + jy + ey) / scale)
        return PNGRenderer(viewBox: viewBox, scale: scale, samplesPerAxis: samplesPerAxis)
    }
}

/// Upper bounds on how far an outline travels horizontally and vertically, and on how many
/// pieces monotone in y it has: what the contract's coverage bound is made of.
struct OutlineTravel {
    private(set) var horizontal = 0.0
    private(set) var vertical = 0.0
    private(set) var monotonePieces = 0

    /// Lines exactly; a Bezier by its control polygon (a Bezier varies no more than its control
    /// polygon in each coordinate); an arc by `|r| |sweep|` in each coordinate. Monotone pieces:
    /// 1 per line, 2 per quadratic, 3 per cubic, `ceil(|sweep| / π) + 1` per arc, plus the lines
    /// that join an arc to the pen and that close subpaths.
    init(_ path: Path) {
        var pen: Point?, start: Point?
        func line(_ a: Point?, _ b: Point) {
            guard let a else { return }
            horizontal += Swift.abs(b.x - a.x); vertical += Swift.abs(b.y - a.y); monotonePieces += 1
        }
        func polygon(_ points: [Point], pieces: Int) {
            for (a, b) in zip(points, points.dropFirst()) { horizontal += Swift.abs(b.x - a.x); vertical += Swift.abs(b.y - a.y) }
            monotonePieces += pieces
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                line(pen, start ?? p)   // the previous subpath's closing line (fills close every subpath)
                pen = p; start = p
            case .line(let p):
                line(pen, p); pen = p
            case .quad(let c, let p):
                if let a = pen { polygon([a, c, p], pieces: 2) }
                pen = p
            case .cubic(let c1, let c2, let p):
                if let a = pen { polygon([a, c1, c2, p], pieces: 3) }
                pen = p
            case .arc(let arc):
                if pen == nil { start = arc.startPoint } else { line(pen, arc.startPoint) }
                let turn = Swift.abs(arc.radius * arc.sweep)
                horizontal += turn; vertical += turn
                let halfTurns = Swift.abs(arc.sweep) / .pi   // a non-finite sweep draws nothing countable
                monotonePieces += (halfTurns.isFinite ? Int(Swift.min(halfTurns, 1e6).rounded(.up)) : 0) + 1
                pen = arc.endPoint
            case .close:
                if let s = start { line(pen, s) }
                pen = start
            }
        }
        if let s = start { line(pen, s) }
    }
}
