/// Writes RGBA pixels as a PNG file: 8-bit truecolour with alpha, no interlace, the image data
/// in stored (uncompressed) deflate blocks. No dependencies, byte-for-byte deterministic.
public enum PNGEncoder {
    /// The PNG bytes of a `width` x `height` image; `rgba` holds 4 bytes per pixel, rows top down.
    /// Returns `nil` if the sizes do not match.
    public static func encode(width: Int, height: Int, rgba: [UInt8]) -> [UInt8]? {
        guard width > 0, height > 0, width <= 1 << 24, height <= 1 << 24,
              rgba.count == width * height * 4 else { return nil }
        var raw: [UInt8] = []
        raw.reserveCapacity(height * (width * 4 + 1))
        for row in 0 ..< height {
            raw.append(0)   // filter type None
            raw.append(contentsOf: rgba[(row * width * 4) ..< ((row + 1) * width * 4)])
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, raw.count - offset)
            let isLast = offset + count == raw.count
            zlib.append(isLast ? 1 : 0)
            zlib += littleEndian16(UInt16(count)) + littleEndian16(~UInt16(count))
            zlib.append(contentsOf: raw[offset ..< offset + count])
            offset += count
        } while offset < raw.count
        zlib += bigEndian32(PNGChecksums.adler32(raw))

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let header = bigEndian32(UInt32(width)) + bigEndian32(UInt32(height)) + [8, 6, 0, 0, 0]
        png += chunk("IHDR", header)
        png += chunk("IDAT", zlib)
        png += chunk("IEND", [])
        return png
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return bigEndian32(UInt32(data.count)) + typeAndData + bigEndian32(PNGChecksums.crc32(typeAndData))
    }

    private static func bigEndian32(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }

    private static func littleEndian16(_ v: UInt16) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8)] }
}
