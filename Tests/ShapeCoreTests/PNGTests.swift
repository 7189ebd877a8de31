import Testing
@testable import ShapeCore

@Suite("PNG output")
struct PNGTests {
    @Test func checksumsMatchTheirStandardVectors() {
        #expect(PNGChecksums.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(PNGChecksums.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
        // Long input crosses the 5552-byte reduction boundary.
        let long = [UInt8](repeating: 0xFF, count: 100_000)
        var a: UInt64 = 1, b: UInt64 = 0
        for byte in long { a = (a + UInt64(byte)) % 65521; b = (b + a) % 65521 }
        #expect(PNGChecksums.adler32(long) == UInt32(b << 16 | a))
    }

    @Test func encodedFilesHaveThePNGLayout() throws {
        let (w, h) = (300, 70)
        let rgba = (0 ..< w * h * 4).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }
        let png = try #require(PNGEncoder.encode(width: w, height: h, rgba: rgba))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(Array(png[12 ..< 16]) == Array("IHDR".utf8))
        #expect(Array(png[16 ..< 29]) == [0, 0, 1, 44, 0, 0, 0, 70, 8, 6, 0, 0, 0])
        #expect(Array(png.suffix(12)) == [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82])
        #expect(PNGEncoder.encode(width: 2, height: 2, rgba: [0, 0, 0]) == nil)
        #expect(PNGEncoder.encode(width: 0, height: 2, rgba: []) == nil)
        // Pixel round trips are checked by the suite's own decoder (ShapeVerificationTests, ImageCodecTests).
    }

    @Test func aCircleIsFilledInsideClearOutsideAndSoftOnItsEdge() throws {
        let circle = try ShapeSpec(allCorners: .rounded(.fraction(0.5))).path(for: Size(width: 20, height: 20))
        let fill = RGBA(red: 98, green: 0, blue: 238)
        let image = try PNGRenderer(viewBox: Rect(x: 0, y: 0, width: 20, height: 20), scale: 1).image([(circle, fill)])
        #expect(image.width == 20 && image.height == 20)
        #expect(image[10, 10] == RGBA(red: 98, green: 0, blue: 238, alpha: 255))
        #expect(image[0, 0] == .clear, "the background is transparent by default")
        // The pixel at (1, 4) straddles the arc (its corner (1, 4) is outside, (2, 5) inside): the
        // fill's colour, partly transparent.
        let edge = try #require(image[1, 4])
        #expect(edge.red == 98 && edge.alpha > 0 && edge.alpha < 255)
        // Over an opaque background the same pixel is opaque, between the two colours.
        let onWhite = try PNGRenderer(viewBox: Rect(x: 0, y: 0, width: 20, height: 20), scale: 1).image([(circle, fill)], background: .white)
        #expect(onWhite[0, 0] == .white)
        let blended = try #require(onWhite[1, 4])
        #expect(blended.red > 98 && blended.red < 255 && blended.alpha == 255)
        #expect(image[20, 0] == nil && image[-1, 0] == nil)
    }

    /// The scanline renderer answers every sample exactly as `contains` does (Contract:
    /// pixel-centre sampling): a brute-force count of hit tests at the sample centres agrees
    /// with every pixel's coverage level, for shapes with arcs, Beziers, notches and offsets.
    @Test func renderedCoverageIsTheHitTestAtSampleCentres() throws {
        var cut = ShapeSpec(allCorners: .cut(6))
        cut.edges.top = .triangle(size: 5, direction: .inward)
        var slanted = ShapeSpec(allCorners: .rounded(7))
        slanted.offsets.topRight = Vector(dx: -6, dy: 3)
        let specs = [ShapeSpec(allCorners: .rounded(9)), ShapeSpec(allCorners: .continuous(5)),
                     ShapeSpec(allCorners: .curved(width: 12, height: 5)), cut, slanted]
        for (index, spec) in specs.enumerated() {
            let path = try spec.path(for: Size(width: 31, height: 23))
            for rule in [FillRule.nonZero, .evenOdd] {
                let renderer = PNGRenderer(viewBox: Rect(x: -1.3, y: -0.7, width: 33.1, height: 24.9), scale: 0.9, samplesPerAxis: 3)
                let image = try renderer.image([(path, RGBA(red: 0, green: 0, blue: 0))], rule: rule)
                #expect(image.width == 30 && image.height == 23, "ceil(33.1 * 0.9) = 30, ceil(24.9 * 0.9) = 23")
                let tester = PathHitTester(path)
                for row in 0 ..< image.height {
                    for column in 0 ..< image.width {
                        var hits = 0
                        for sy in 0 ..< 3 {
                            for sx in 0 ..< 3 {
                                let p = Point(x: -1.3 + (Double(column) + (Double(sx) + 0.5) / 3) / 0.9,
                                              y: -0.7 + (Double(row) + (Double(sy) + 0.5) / 3) / 0.9)
                                if tester.contains(p, rule: rule) { hits += 1 }
                            }
                        }
                        let alpha = UInt8((Double(hits) / 9 * 255).rounded())
                        #expect(image[column, row]?.alpha == alpha, "shape \(index), pixel (\(column), \(row))")
                    }
                }
            }
        }
    }

    @Test func colourSpellingsParse() {
        #expect(CSSColor.parse("#6200ee") == RGBA(red: 0x62, green: 0, blue: 0xEE))
        #expect(CSSColor.parse("#6200EE80")?.alpha == 0x80)
        #expect(CSSColor.parse("#f0a") == RGBA(red: 0xFF, green: 0, blue: 0xAA))
        #expect(CSSColor.parse("#f0a8") == RGBA(red: 0xFF, green: 0, blue: 0xAA, alpha: 0x88))
        #expect(CSSColor.parse("RebeccaPurple") == RGBA(red: 0x66, green: 0x33, blue: 0x99))
        #expect(CSSColor.parse("transparent") == .clear)
        for bad in ["purplish", "#12345", "#+fffff", "#ggg", "", "#", "rgb(1,2,3)", "#٣٣٣"] {
            #expect(CSSColor.parse(bad) == nil, "\(bad)")
        }
        #expect(RGBA(hex: "#+fffff") == nil)
        #expect(CSSColor.namedColors.count == 148)
        #expect(CSSColor.namedColors.map(\.name) == CSSColor.namedColors.map(\.name).sorted())
        #expect(CSSColor.svgPaint(RGBA(red: 0x62, green: 0, blue: 0xEE, alpha: 3)) == "#6200ee")
    }

    @Test func hugeImagesAreRefusedNotAllocated() {
        let renderer = PNGRenderer(viewBox: Rect(x: 0, y: 0, width: 1e9, height: 1e9), scale: 1)
        #expect(throws: ShapeInputError.self) { try renderer.render([]) }
        #expect(throws: ShapeInputError.self) { try PNGRenderer(viewBox: Rect(x: 0, y: 0, width: 1, height: 1), scale: .nan).render([]) }
    }

    @Test func hexColoursParse() {
        #expect(RGBA(hex: "#6200ee") == RGBA(red: 0x62, green: 0, blue: 0xEE))
        #expect(RGBA(hex: "#6200ee80")?.alpha == 0x80)
        #expect(RGBA(hex: "purple") == nil && RGBA(hex: "#12345") == nil)
    }
}
