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

    /// Reads back what the encoder wrote: chunk layout, CRCs, and the stored-deflate pixel rows.
    static func decode(_ png: [UInt8]) -> (width: Int, height: Int, rgba: [UInt8])? {
        guard png.count > 8, Array(png[0 ..< 8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
        func u32(_ i: Int) -> Int { Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3]) }
        var i = 8, width = 0, height = 0, zlib: [UInt8] = []
        while i + 12 <= png.count {
            let n = u32(i), type = String(decoding: png[(i + 4) ..< (i + 8)], as: UTF8.self)
            let typeAndData = Array(png[(i + 4) ..< (i + 8 + n)])
            guard PNGChecksums.crc32(typeAndData) == UInt32(u32(i + 8 + n)) else { return nil }
            if type == "IHDR" { width = u32(i + 8); height = u32(i + 12) }
            if type == "IDAT" { zlib += png[(i + 8) ..< (i + 8 + n)] }
            i += 12 + n
        }
        var raw: [UInt8] = [], j = 2
        while j < zlib.count - 4 {
            let isLast = zlib[j] & 1 == 1
            let len = Int(zlib[j + 1]) | Int(zlib[j + 2]) << 8
            raw += zlib[(j + 5) ..< (j + 5 + len)]
            j += 5 + len
            if isLast { break }
        }
        guard PNGChecksums.adler32(raw) == UInt32(zlib[j]) << 24 | UInt32(zlib[j + 1]) << 16 | UInt32(zlib[j + 2]) << 8 | UInt32(zlib[j + 3]) else { return nil }
        var rgba: [UInt8] = []
        for row in 0 ..< height {
            let start = row * (width * 4 + 1)
            guard raw[start] == 0 else { return nil }
            rgba += raw[(start + 1) ..< (start + 1 + width * 4)]
        }
        return (width, height, rgba)
    }

    @Test func encodedPixelsReadBackExactly() throws {
        // Wide enough that the data spans several 65,535-byte stored blocks.
        let (w, h) = (300, 70)
        let rgba = (0 ..< w * h * 4).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }
        let png = try #require(PNGEncoder.encode(width: w, height: h, rgba: rgba))
        let image = try #require(Self.decode(png))
        #expect(image.width == w && image.height == h)
        #expect(image.rgba == rgba)
        #expect(PNGEncoder.encode(width: 2, height: 2, rgba: [0, 0, 0]) == nil)
    }

    @Test func aCircleIsFilledInsideClearOutsideAndSoftOnItsEdge() throws {
        let circle = try ShapeSpec(allCorners: .rounded(.fraction(0.5))).path(for: Size(width: 20, height: 20))
        let fill = RGBA(red: 98, green: 0, blue: 238)
        let png = try PNGRenderer(viewBox: Rect(x: 0, y: 0, width: 20, height: 20), scale: 1).render([(circle, fill)])
        let image = try #require(Self.decode(png))
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(image.rgba[((y * 20 + x) * 4) ..< ((y * 20 + x) * 4 + 4)]) }
        #expect(pixel(10, 10) == [98, 0, 238, 255])
        #expect(pixel(0, 0) == [0, 0, 0, 0], "the background is transparent by default")
        // The pixel at (1, 4) straddles the arc (its corner (1, 4) is outside, (2, 5) inside): the
        // fill's colour, partly transparent.
        let edge = pixel(1, 4)
        #expect(edge[0] == 98 && edge[3] > 0 && edge[3] < 255)
        // Over an opaque background the same pixel is opaque, between the two colours.
        let onWhite = try #require(Self.decode(try PNGRenderer(viewBox: Rect(x: 0, y: 0, width: 20, height: 20), scale: 1)
            .render([(circle, fill)], background: .white)))
        #expect(Array(onWhite.rgba[0 ..< 4]) == [255, 255, 255, 255])
        let blended = Array(onWhite.rgba[((4 * 20 + 1) * 4) ..< ((4 * 20 + 1) * 4 + 4)])
        #expect(blended[0] > 98 && blended[0] < 255 && blended[3] == 255)
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
