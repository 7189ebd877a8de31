import Foundation
import ShapeCore
import ShapeModel
import Testing
@testable import ShapeVerification

/// The issue's acceptance numbers for the README's card with different corners at 200 x 120
/// (topLeft cut 20, topRight rounded 20, bottomLeft rounded 20, bottomRight curved 20 x 60),
/// rendered as `verify-shapes render ... --png OUT --scale 3` does: the coverage is within
/// 0.5 % of the area 23428.32, and the file is at most a quarter of 600 x 360 x 4 raw bytes.
@Suite("The card rendered to PNG")
struct CardRenderingTests {
    static let json = #"{"corners":{"bottomLeft":{"family":"rounded","size":20},"bottomRight":{"family":"curved","height":60,"width":20},"topLeft":{"family":"cut","size":20},"topRight":{"family":"rounded","size":20}}}"#
    static let area = 23428.3185307
    static let rawBytes = 600 * 360 * 4

    /// The summed coverage of a decoded PNG in square points: alpha / 255 per pixel, times the
    /// pixel's area (1 / scale²).
    static func coverage(_ png: [UInt8], scale: Double) throws -> (image: DecodedPNG, area: Double) {
        let image = try PNGDecoder.decode(png)
        var alpha = 0
        for i in stride(from: 3, to: image.rgba.count, by: 4) { alpha += Int(image.rgba[i]) }
        return (image, Double(alpha) / 255 / (scale * scale))
    }

    static func check(_ png: [UInt8], via route: String) throws {
        let (image, covered) = try coverage(png, scale: 3)
        let relative = (covered - area) / area
        print("""
            card via \(route): \(image.width) x \(image.height) pixels, PNG \(png.count) bytes \
            (\(String(format: "%.2f", Double(png.count) / Double(rawBytes) * 100)) % of 600 x 360 x 4 = \(rawBytes); \
            \(String(format: "%.2f", Double(png.count) / Double(image.width * image.height * 4) * 100)) % of its own raw RGBA); \
            coverage \(covered) against area \(area): \(String(format: "%+.4f", relative * 100)) %
            """)
        #expect(Swift.abs(relative) <= 0.005, "coverage \(covered) is \(relative * 100) % off the area")
        #expect(png.count * 4 <= rawBytes, "\(png.count) bytes is more than a quarter of \(rawBytes)")
        // The render command's view box: the 200 x 120 rectangle with 4 points around it.
        #expect(image.width == 624 && image.height == 384)
    }

    @Test func throughTheLibrary() throws {
        let path = try ShapeSpec(json: Self.json).path(for: Size(width: 200, height: 120))
        #expect(Swift.abs(path.area - Self.area) < 1e-6)
        let viewBox = SVGDocument.viewBox(around: Rect(x: 0, y: 0, width: 200, height: 120), margin: 4)
        let png = try PNGRenderer(viewBox: viewBox, scale: 3).render([(path, RGBA(red: 0x62, green: 0, blue: 0xEE))])
        try Self.check(png, via: "PNGRenderer")
    }

    @Test func throughTheCommandLineTool() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("card-\(ProcessInfo.processInfo.processIdentifier).png")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try CommandLineToolTests.run(["render", try CommandLineToolTests.specFile(Self.json), "--size", "200x120",
                                                "--png", output.path, "--scale", "3"])
        #expect(run.status == 0, "\(run.stderr)")
        try Self.check(Array(try Data(contentsOf: output)), via: "verify-shapes render --png --scale 3")
    }
}
