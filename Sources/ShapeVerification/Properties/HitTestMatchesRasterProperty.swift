import ShapeModel
import ShapeOracle

/// `hit-test-matches-raster`: the producer's `contains` agrees with the raster oracle's
/// classification of the producer's own path on every definite pixel.
public struct HitTestMatchesRasterProperty: ShapeProperty {
    /// Pixels per side of each grid.
    public var resolution: Int

    /// The property with grids of `resolution` x `resolution` pixels.
    public init(resolution: Int = 40) {
        self.resolution = resolution
    }

    public var id: String { "hit-test-matches-raster" }
    public var summary: String {
        "contains(p) agrees with the raster oracle on every definite pixel centre of a grid over the bounds and of two grids jittered by a sub-pixel offset (nonzero and even-odd)."
    }
    /// The raster oracle flattens to `1 / flatteningDivisor` of a pixel: pixel centres nearer the
    /// outline than that are boundary and skipped; a finer flattening costs thousands of chords per arc.
    public static let flatteningDivisor: Double = 256

    public var tolerance: String {
        "Zero disagreements allowed on definite pixels. The raster oracle flattens the path within 1/\(Tolerances.text(Self.flatteningDivisor)) of a pixel, with a proven bound, and marks a pixel centre as boundary when it lies within that bound (plus rounding) of the flattened outline; those are skipped, every other pixel must agree exactly. A finer flattening would cost thousands of chords per arc; the band near the outline is path-matches-spec's job. The jittered grids keep pixel centres off the outline's round coordinates."
    }

    public func check(_ subject: CaseSubject) -> PropertyOutcome {
        let shapeCase = subject.shapeCase
        guard let shape = subject.shape else { return subject.invalidInput }
        if shapeCase.size.isEmpty { return .discard("empty shape") }
        let area = Sampling.expanded(shape.bounds, by: 0.05, minimum: subject.joinTolerance)
        var prng = SplitMix64(seed: subject.samplingSeed)
        let jitters = [Vector.zero] + (0 ..< 2).map { _ in
            Vector(dx: Double(prng.next() >> 11) / Double(1 << 53) - 0.5, dy: Double(prng.next() >> 11) / Double(1 << 53) - 0.5)
        }
        var wrong: [Point] = []
        for (index, jitter) in jitters.enumerated() {
            let grid = RasterGrid.covering(area, resolution: resolution, jitter: jitter)
            let rule: FillRule = index == 2 ? .evenOdd : .nonZero
            // Flatten to a small fraction of a pixel: a pixel centre that close to the outline is boundary and
            // skipped; path-matches-spec probes that band instead, with exact formulas.
            let image = RasterOracle.classify(shape.path, on: grid, rule: rule, tolerance: grid.pixelSize / Self.flatteningDivisor)
            for row in 0 ..< grid.rows {
                for column in 0 ..< grid.columns {
                    let region = image[column, row]
                    if region == .boundary { continue }
                    let point = grid.center(column: column, row: row)
                    if shape.contains(point, rule: rule) != (region == .inside) { wrong.append(point) }
                }
            }
            if !wrong.isEmpty {
                return .fail("contains disagrees with the raster oracle on \(wrong.count) definite pixel(s) (grid \(index), \(rule))",
                             evidence: Self.evidence(wrong, grid: grid, index: index, rule: rule, shape: shape))
            }
        }
        return .pass
    }
}

extension HitTestMatchesRasterProperty {
    /// The picture of a failure (built on the failing path only): the pixel centres that
    /// disagree, the grid they belong to, and what each side said at the first one.
    private static func evidence(_ wrong: [Point], grid: RasterGrid, index: Int, rule: FillRule, shape: ProducedShape) -> FailureEvidence {
        let first = wrong[0]
        let says = shape.contains(first, rule: rule) ? "inside" : "outside"
        return FailureEvidence(
            points: Array(wrong.prefix(16)), pointsLabel: "pixel centre(s) where contains disagrees with the raster oracle",
            outlines: [FailureEvidence.Outline("raster grid \(index) (\(grid.columns) x \(grid.rows) pixels, \(rule))", rect: Rect(x: grid.origin.x, y: grid.origin.y, width: grid.pixelSize * Double(grid.columns), height: grid.pixelSize * Double(grid.rows)))],
            marks: [FailureEvidence.Mark("first disagreement: contains says \(says), the raster oracle the opposite", at: first)],
            facts: ["pixel size \(grid.pixelSize); \(wrong.count) pixel(s) disagree\(wrong.count > 16 ? ", the first 16 drawn" : "")"])
    }
}
