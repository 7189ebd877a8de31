import Foundation
import ShapeCore
import ShapeModel
import ShapeOracle

/// `hit-test-matches-raster`: the producer's `contains` agrees with the raster oracle's
/// classification of the producer's own path, pixel by pixel, along the whole outline and
/// across the whole area.
public struct HitTestMatchesRasterProperty: ShapeProperty {
    /// Pixels per side of each grid.
    public var resolution: Int

    /// The property with grids of `resolution` x `resolution` pixels.
    public init(resolution: Int = 40) {
        self.resolution = resolution
    }

    public var id: String { "hit-test-matches-raster" }
    public var needs: Set<ProducerMeasure> { [.outline, .hitTest] }
    public var summary: String {
        "On two grids over the bounds, each jittered by a sub-pixel offset drawn from the case (nonzero and even-odd), contains(p) agrees with the raster oracle at every definite pixel centre next to a change of the oracle's verdict (the band along the outline, where hit-testing goes wrong) and at one pixel of every \(Self.interiorBlock) x \(Self.interiorBlock) block elsewhere."
    }
    /// The raster oracle flattens to `1 / flatteningDivisor` of a pixel: pixel centres nearer the
    /// outline than that are boundary and skipped; a finer flattening costs thousands of chords per arc.
    public static let flatteningDivisor: Double = 256
    /// Away from the outline, one pixel of every `interiorBlock` x `interiorBlock` block is tested.
    public static let interiorBlock = 2

    public var tolerance: String {
        "Zero disagreements allowed on the pixels tested. The raster oracle flattens the path within 1/\(Tolerances.text(Self.flatteningDivisor)) of a pixel, with a proven bound, and marks a pixel centre as boundary when it lies within that bound (plus rounding) of the flattened outline; those are skipped. Every definite pixel with a 4-neighbour of another verdict is tested: a region where contains is wrong that touches the outline (a chord for an arc, a crossing counted wrongly, an edge moved) is at least one pixel wide there, so it contains such a pixel. Elsewhere the pixels (c, r) with (c + \(Self.interiorBlock) r) mod \(Self.interiorBlock * Self.interiorBlock) == 0 are tested, one in every \(Self.interiorBlock) x \(Self.interiorBlock) block, so a wrong island of that many pixels is found (testing every interior pixel cost four times as many hit tests, almost all of them far from where a hit tester errs). A finer flattening would cost thousands of chords per arc; the band near the outline is path-matches-spec's job. The jitter keeps pixel centres off the outline's round coordinates."
    }

    public func check(_ subject: CaseSubject) -> PropertyOutcome {
        guard let shape = subject.shape else { return subject.invalidInput }
        if subject.size.isEmpty { return .discard("empty shape") }
        let area = Sampling.expanded(shape.bounds, by: 0.05, minimum: subject.joinTolerance)
        var prng = SplitMix64(seed: subject.samplingSeed)
        func jitter() -> Vector {
            Vector(dx: Double(prng.next() >> 11) / Double(1 << 53) - 0.5, dy: Double(prng.next() >> 11) / Double(1 << 53) - 0.5)
        }
        // Grids 1 and 2 (grid 0, without jitter, was dropped: the jittered grids see everything it did).
        let grids = [(1, FillRule.nonZero, jitter()), (2, FillRule.evenOdd, jitter())].map { index, rule, offset in
            (index: index, grid: RasterGrid.covering(area, resolution: resolution, jitter: offset), rule: rule)
        }
        // Flatten to a small fraction of a pixel: a pixel centre that close to the outline is boundary and
        // skipped; path-matches-spec probes that band instead, with exact formulas. The jitter only shifts a
        // grid (`covering` sizes pixels from the area and the resolution), so both grids have the same pixel
        // size and tolerance, and the path is flattened once for both.
        let tolerance = grids[0].grid.pixelSize / Self.flatteningDivisor
        let images = RasterOracle.classify(shape.path, on: grids.map { ($0.grid, $0.rule) }, tolerance: tolerance)
        for ((index, grid, rule), image) in zip(grids, images) {
            let wrong = Self.disagreements(shape, image, rule: rule)
            if !wrong.isEmpty {
                return .fail("contains disagrees with the raster oracle on \(wrong.count) definite pixel(s) (grid \(index), \(rule))",
                             evidence: Self.evidence(wrong, grid: grid, index: index, rule: rule, shape: shape))
            }
        }
        return .pass
    }

    /// The pixel centres tested on `image` where `shape` disagrees with it, row by row, left to right.
    ///
    /// A pixel is tested when it is definite and either next to a change of the oracle's verdict
    /// or the interior sample of its block (`isTested`). When the core's own tester answers
    /// (``ProducedShape/rowCache``), each row comes back as runs of one answer, and only the
    /// pixels of a run whose region is the opposite verdict can disagree: those are checked for
    /// being tested, the rest (almost all) cost a comparison of regions and no hit query, and
    /// the list is the one the per-point loop would make. A replaced hit test (a faulty or an
    /// external producer) is asked point by point at exactly the tested pixels, in the same
    /// order (an external producer is asked about those points afterwards, so no more of them).
    static func disagreements(_ shape: ProducedShape, _ image: RasterImage, rule: FillRule) -> [Point] {
        let grid = image.grid
        let columns = image.rowWidth
        let rows = columns > 0 ? image.rowMajorRegions.count / columns : 0
        let block = Self.interiorBlock, period = block * block
        var wrong: [Point] = []
        // The regions are read in place (a copy and a bounds check per pixel cost as much as the hit tests).
        image.rowMajorRegions.withUnsafeBufferPointer { regions in
            /// Whether the definite pixel (column, row) is tested: the interior sample, the first
            /// c with (c + block * row) % period == 0, or a 4-neighbour of another region (a
            /// neighbour beyond the grid's edge reads as the pixel itself: no change there).
            func isTested(_ column: Int, _ row: Int) -> Bool {
                if (column + block * row) % period == 0 { return true }
                let i = row * columns + column, region = regions[i]
                return (column > 0 && regions[i - 1] != region) || (column + 1 < columns && regions[i + 1] != region)
                    || (row > 0 && regions[i - columns] != region) || (row + 1 < rows && regions[i + columns] != region)
            }
            if var cache = shape.rowCache {
                for row in 0 ..< rows {
                    let at = row * columns
                    cache.forEachRun(atY: grid.center(column: 0, row: row).y, count: columns, rule: rule,
                                     x: { grid.center(column: $0, row: row).x }) { run, inside in
                        let opposite: Region = inside ? .outside : .inside
                        // Searched for first: a run holds a pixel of the opposite verdict only where
                        // contains is wrong, so the pixel by pixel visit below almost never runs. The
                        // search is memchr for the opposite region's byte (read from the value, as
                        // the image stores it): a run is about 16 pixels, shorter than a vectorized
                        // loop's stride, which then went byte by byte.
                        assert(MemoryLayout<Region>.stride == 1, "memchr needs one byte per region")
                        let byte = withUnsafeBytes(of: opposite) { $0[0] }
                        guard memchr(regions.baseAddress! + at + run.lowerBound, Int32(byte), run.count) != nil else { return }
                        for column in run where regions[at + column] == opposite && isTested(column, row) {
                            wrong.append(grid.center(column: column, row: row))
                        }
                    }
                }
            } else {
                shape.withHitTest { contains in
                    for row in 0 ..< rows {
                        for column in 0 ..< columns {
                            let region = regions[row * columns + column]
                            guard region != .boundary && isTested(column, row) else { continue }
                            let point = grid.center(column: column, row: row)
                            if contains(point, rule) != (region == .inside) { wrong.append(point) }
                        }
                    }
                }
            }
        }
        return wrong
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
