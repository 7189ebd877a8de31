/// A PNG image read back: its size and its pixels as 8-bit RGBA.
public struct DecodedPNG: Hashable, Sendable {
    /// Pixels per row.
    public var width: Int
    /// Rows.
    public var height: Int
    /// `4 · width · height` bytes, red, green, blue, alpha per pixel, rows top down.
    public var rgba: [UInt8]
}

/// Reads PNG files (ISO/IEC 15948) of 8-bit greyscale, grey with alpha, truecolour or truecolour
/// with alpha, not interlaced: everything the core's encoder writes and the common forms around
/// it. Written for the suite from the specification and sharing no code with the encoder: its
/// own CRC-32, its own inflater (``Inflate``), its own unfiltering.
///
/// Checks the signature, every chunk's length and CRC, the chunk order (IHDR first, IDAT
/// consecutive, IEND last and nothing after it), the header fields, the zlib stream with its
/// Adler-32, the exact amount of image data and every row's filter type. Each failure is a
/// ``FormatError`` with the byte offset in the file (or, for a bad filter type, in the inflated
/// image data); nothing traps.
///
/// ```swift
/// let image = RGBAImage(width: 1, height: 1, bytes: [98, 0, 238, 255])!
/// let decoded = try PNGDecoder.decode(PNGEncoder.encode(image))
/// decoded.rgba    // [98, 0, 238, 255]
/// ```
public enum PNGDecoder {
    /// The largest image (in pixels) the decoder will allocate: 2^26, four times what the
    /// renderer may produce.
    public static let maximumPixels = 1 << 26

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Decodes `bytes`.
    ///
    /// - Complexity: O(file bytes + pixels).
    public static func decode(_ bytes: [UInt8]) throws(FormatError) -> DecodedPNG {
        for i in 0 ..< 8 {
            guard i < bytes.count else { throw FormatError("PNG", offset: bytes.count, "unexpected end of data in the signature") }
            guard bytes[i] == signature[i] else { throw FormatError("PNG", offset: i, "not a PNG signature") }
        }
        var header: (width: Int, height: Int, colourType: Int)?
        var zlib: [UInt8] = []
        // Where each IDAT's data sits in the file, to report inflate errors at file offsets.
        var pieces: [(streamStart: Int, fileStart: Int)] = []
        var idatState = 0   // 0: none yet, 1: in the IDAT run, 2: after it
        var offset = 8
        var sawEnd = false
        while !sawEnd {
            guard offset + 8 <= bytes.count else { throw FormatError("PNG", offset: bytes.count, "unexpected end of data: no IEND chunk") }
            let length = Int(bigEndian32(bytes, offset))
            guard length <= Int(Int32.max) else { throw FormatError("PNG", offset: offset, "chunk length \(length) exceeds 2^31 - 1") }
            let typeBytes = Array(bytes[(offset + 4) ..< (offset + 8)])
            guard typeBytes.allSatisfy({ (65 ... 90).contains($0) || (97 ... 122).contains($0) }) else {
                throw FormatError("PNG", offset: offset + 4, "chunk type is not four ASCII letters")
            }
            let type = String(decoding: typeBytes, as: UTF8.self)
            let dataStart = offset + 8
            guard dataStart + length + 4 <= bytes.count else {
                throw FormatError("PNG", offset: bytes.count, "unexpected end of data in chunk \(type) of \(length) bytes")
            }
            let stored = bigEndian32(bytes, dataStart + length)
            let computed = CRC32.checksum(bytes, (offset + 4) ..< (dataStart + length))
            guard stored == computed else {
                throw FormatError("PNG", offset: dataStart + length, "CRC mismatch in chunk \(type): stored 0x\(String(stored, radix: 16)), computed 0x\(String(computed, radix: 16))")
            }
            if header == nil && type != "IHDR" { throw FormatError("PNG", offset: offset, "the first chunk is \(type), not IHDR") }
            if idatState == 1 && type != "IDAT" { idatState = 2 }
            switch type {
            case "IHDR":
                guard header == nil else { throw FormatError("PNG", offset: offset, "a second IHDR chunk") }
                header = try readHeader(bytes, at: dataStart, length: length)
            case "IDAT":
                guard idatState != 2 else { throw FormatError("PNG", offset: offset, "IDAT chunks are not consecutive") }
                idatState = 1
                pieces.append((zlib.count, dataStart))
                zlib.append(contentsOf: bytes[dataStart ..< dataStart + length])
            case "IEND":
                guard length == 0 else { throw FormatError("PNG", offset: offset, "IEND carries \(length) bytes of data") }
                guard dataStart + 4 == bytes.count else { throw FormatError("PNG", offset: dataStart + 4, "\(bytes.count - dataStart - 4) byte(s) after IEND") }
                sawEnd = true
            case "PLTE":
                if let h = header, h.colourType == 0 || h.colourType == 4 {
                    throw FormatError("PNG", offset: offset, "a PLTE chunk in a greyscale image")
                }
            default:
                // Ancillary chunks (lower-case first letter) may be skipped; critical ones may not.
                guard typeBytes[0] >= 97 else { throw FormatError("PNG", offset: offset, "unknown critical chunk \(type)") }
            }
            offset = dataStart + length + 4
        }
        guard let (width, height, colourType) = header else { throw FormatError("PNG", offset: 8, "no IHDR chunk") }
        guard !pieces.isEmpty else { throw FormatError("PNG", offset: offset, "no IDAT chunk") }
        let channels = [0: 1, 2: 3, 4: 2, 6: 4][colourType] ?? 4
        let stride = width * channels
        let expected = height * (stride + 1)
        let data: [UInt8]
        do {
            data = try Inflate.zlib(zlib, maximumOutput: expected)
        } catch {
            // The stream's offset back to the file: the IDAT piece that holds it.
            let piece = pieces.last { $0.streamStart <= error.offset } ?? pieces[0]
            let fileOffset = piece.fileStart + error.offset - piece.streamStart
            throw FormatError("PNG", offset: fileOffset, "in the IDAT zlib stream (its byte \(error.offset)): \(error.problem)")
        }
        guard data.count == expected else {
            throw FormatError("PNG image data", offset: data.count, "\(data.count) bytes of image data, expected \(expected) for \(height) rows of \(stride + 1)")
        }
        let pixels = try unfilter(data, rows: height, stride: stride, bytesPerPixel: channels)
        return DecodedPNG(width: width, height: height, rgba: rgba(pixels, channels: channels))
    }

    private static func bigEndian32(_ bytes: [UInt8], _ i: Int) -> UInt32 {
        UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])
    }

    private static func readHeader(_ bytes: [UInt8], at start: Int, length: Int) throws(FormatError) -> (width: Int, height: Int, colourType: Int) {
        guard length == 13 else { throw FormatError("PNG", offset: start - 8, "IHDR has \(length) bytes, not 13") }
        let width = Int(bigEndian32(bytes, start)), height = Int(bigEndian32(bytes, start + 4))
        guard width >= 1, width <= Int(Int32.max) else { throw FormatError("PNG", offset: start, "width \(width) is not in 1...2^31 - 1") }
        guard height >= 1, height <= Int(Int32.max) else { throw FormatError("PNG", offset: start + 4, "height \(height) is not in 1...2^31 - 1") }
        guard width * height <= maximumPixels else {
            throw FormatError("PNG", offset: start, "\(width) x \(height) pixels is more than the decoder's \(maximumPixels)")
        }
        let (depth, colourType) = (Int(bytes[start + 8]), Int(bytes[start + 9]))
        guard [0, 2, 4, 6].contains(colourType) else {
            throw FormatError("PNG", offset: start + 9, "colour type \(colourType) is not supported (0, 2, 4 or 6; palette images are not read)")
        }
        guard depth == 8 else { throw FormatError("PNG", offset: start + 8, "bit depth \(depth) is not supported (8 only)") }
        guard bytes[start + 10] == 0 else { throw FormatError("PNG", offset: start + 10, "compression method \(bytes[start + 10]), only 0 exists") }
        guard bytes[start + 11] == 0 else { throw FormatError("PNG", offset: start + 11, "filter method \(bytes[start + 11]), only 0 exists") }
        guard bytes[start + 12] == 0 else { throw FormatError("PNG", offset: start + 12, "interlaced images are not supported") }
        return (width, height, colourType)
    }

    /// Undoes the five filters (PNG specification, section 9.2) row by row.
    static func unfilter(_ data: [UInt8], rows: Int, stride: Int, bytesPerPixel bpp: Int) throws(FormatError) -> [UInt8] {
        // Every row's type first: the first bad one is the error, as it is where unfiltering stops.
        for row in 0 ..< rows where stride > 0 && data[row * (stride + 1)] > 4 {
            throw FormatError("PNG image data", offset: row * (stride + 1), "row \(row) has filter type \(data[row * (stride + 1)]); only 0...4 exist")
        }
        var out = [UInt8](repeating: 0, count: rows * stride)
        data.withUnsafeBufferPointer { data in
            out.withUnsafeMutableBufferPointer { out in
                for row in 0 ..< rows {
                    let typeAt = row * (stride + 1)
                    let base = row * stride
                    // The predictors: left, up and upper left of each byte, 0 outside the image.
                    func left(_ i: Int) -> Int { i >= bpp ? Int(out[base + i - bpp]) : 0 }
                    func up(_ i: Int) -> Int { row > 0 ? Int(out[base - stride + i]) : 0 }
                    func upLeft(_ i: Int) -> Int { row > 0 && i >= bpp ? Int(out[base - stride + i - bpp]) : 0 }
                    func set(_ i: Int, _ predicted: Int) { out[base + i] = UInt8((Int(data[typeAt + 1 + i]) + predicted) & 0xFF) }
                    // One loop per type (the type is the row's, not the byte's).
                    switch data[typeAt] {
                    case 0: for i in 0 ..< stride { set(i, 0) }
                    case 1: for i in 0 ..< stride { set(i, left(i)) }
                    case 2: for i in 0 ..< stride { set(i, up(i)) }
                    case 3: for i in 0 ..< stride { set(i, (left(i) + up(i)) >> 1) }
                    default:
                        for i in 0 ..< stride {
                            let (a, b, c) = (left(i), up(i), upLeft(i))
                            let estimate = a + b - c
                            let (da, db, dc) = (abs(estimate - a), abs(estimate - b), abs(estimate - c))
                            set(i, da <= db && da <= dc ? a : (db <= dc ? b : c))
                        }
                    }
                }
            }
        }
        return out
    }

    /// Pixels with 1, 2, 3 or 4 channels as RGBA.
    private static func rgba(_ pixels: [UInt8], channels: Int) -> [UInt8] {
        if channels == 4 { return pixels }
        var out: [UInt8] = []
        out.reserveCapacity(pixels.count / channels * 4)
        var i = 0
        while i < pixels.count {
            switch channels {
            case 1: out += [pixels[i], pixels[i], pixels[i], 255]
            case 2: out += [pixels[i], pixels[i], pixels[i], pixels[i + 1]]
            default: out += [pixels[i], pixels[i + 1], pixels[i + 2], 255]
            }
            i += channels
        }
        return out
    }
}
