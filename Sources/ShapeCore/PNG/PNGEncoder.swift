/// Writes RGBA pixels as a PNG file: 8-bit truecolour with alpha, no interlace, each row
/// filtered (``PNGRowFilter``) and the image data compressed by our own DEFLATE (``Deflate``)
/// (Contract: PNG compression). No dependencies, byte-for-byte deterministic.
///
/// ```swift
/// let image = RGBAImage(width: 2, height: 1, bytes: [255, 0, 0, 255, 0, 0, 255, 255])!
/// let png = PNGEncoder.encode(image)    // a valid PNG: signature, IHDR, IDAT, IEND
/// ```
public enum PNGEncoder {
    /// The PNG bytes of `image`.
    ///
    /// - Complexity: O(n) in the number of pixels for typical images (see ``Deflate``).
    public static func encode(_ image: RGBAImage) -> [UInt8] {
        let filtered = PNGRowFilter.filterRows(image.bytes, rowBytes: image.width * 4, bytesPerPixel: 4)
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let header = bigEndian32(UInt32(image.width)) + bigEndian32(UInt32(image.height)) + [8, 6, 0, 0, 0]
        png += chunk("IHDR", header)
        png += chunk("IDAT", Deflate.zlib(filtered))
        png += chunk("IEND", [])
        return png
    }

    /// The PNG bytes of a `width` x `height` image; `rgba` holds 4 bytes per pixel, rows top down.
    /// Returns `nil` if the sizes do not match (or exceed PNG's 2^31 - 1 limit).
    public static func encode(width: Int, height: Int, rgba: [UInt8]) -> [UInt8]? {
        guard width <= Int(Int32.max), height <= Int(Int32.max),
              let image = RGBAImage(width: width, height: height, bytes: rgba) else { return nil }
        return encode(image)
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return bigEndian32(UInt32(data.count)) + typeAndData + bigEndian32(PNGChecksums.crc32(typeAndData))
    }

    private static func bigEndian32(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }
}
