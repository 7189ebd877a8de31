/// PNG's five row filters (PNG specification, section 9) and the per-row choice between them.
///
/// Each row is filtered with the type whose output has the smallest sum of absolute values
/// (bytes read as signed), the heuristic the PNG specification recommends for truecolour
/// images: small residuals mean long runs of zeros and a skewed byte distribution, which
/// LZ77 and Huffman coding then compress. Ties go to the lower type number.
enum PNGRowFilter: UInt8, CaseIterable {
    case none = 0, sub, up, average, paeth

    /// The filtered scanlines of an image with `bytesPerPixel` and `rowBytes` bytes per row:
    /// each row's filter type byte followed by its filtered bytes.
    ///
    /// Each type's sum is measured first, without writing anything (a sum that passes the best
    /// so far stops early: it cannot win), and only the chosen type's bytes are written.
    ///
    /// - Complexity: O(5 · raw.count).
    static func filterRows(_ raw: [UInt8], rowBytes: Int, bytesPerPixel: Int) -> [UInt8] {
        guard rowBytes > 0 else { return [] }
        let rows = raw.count / rowBytes
        var out = [UInt8](repeating: 0, count: rows * (rowBytes + 1))
        let zeros = [UInt8](repeating: 0, count: rowBytes)
        raw.withUnsafeBufferPointer { pixels in
            zeros.withUnsafeBufferPointer { zero in
                out.withUnsafeMutableBufferPointer { filtered in
                    for row in 0 ..< rows {
                        let line = UnsafeBufferPointer(rebasing: pixels[(row * rowBytes) ..< ((row + 1) * rowBytes)])
                        let above = row == 0 ? zero : UnsafeBufferPointer(rebasing: pixels[((row - 1) * rowBytes) ..< (row * rowBytes)])
                        var bestType = PNGRowFilter.none, bestSum = Int.max
                        for type in allCases {
                            var sum = 0
                            let complete = type.forEachResidual(line, above: above, bytesPerPixel: bytesPerPixel) { _, value in
                                sum += Int(Int8(bitPattern: value).magnitude)
                                return sum < bestSum
                            }
                            if complete && sum < bestSum { bestSum = sum; bestType = type }
                        }
                        let start = row * (rowBytes + 1)
                        filtered[start] = bestType.rawValue
                        _ = bestType.forEachResidual(line, above: above, bytesPerPixel: bytesPerPixel) { i, value in
                            filtered[start + 1 + i] = value
                            return true
                        }
                    }
                }
            }
        }
        return out
    }

    /// Calls `body` with each index of `line` and its filtered byte (with the unfiltered row
    /// `above`, zeros for the first row), in order, until `body` returns `false`; returns whether
    /// every byte was visited.
    @inline(__always)
    func forEachResidual(_ line: UnsafeBufferPointer<UInt8>, above: UnsafeBufferPointer<UInt8>, bytesPerPixel bpp: Int,
                         _ body: (Int, UInt8) -> Bool) -> Bool {
        // One loop per type (not a switch per byte): this runs up to six times over every row.
        let count = line.count
        switch self {
        case .none:
            for i in 0 ..< count where !body(i, line[i]) { return false }
        case .sub:
            for i in 0 ..< count where !body(i, line[i] &- (i >= bpp ? line[i - bpp] : 0)) { return false }
        case .up:
            for i in 0 ..< count where !body(i, line[i] &- above[i]) { return false }
        case .average:
            for i in 0 ..< count where !body(i, line[i] &- UInt8((Int(i >= bpp ? line[i - bpp] : 0) + Int(above[i])) / 2)) { return false }
        case .paeth:
            for i in 0 ..< count {
                let (a, c) = i >= bpp ? (line[i - bpp], above[i - bpp]) : (0, 0)
                if !body(i, line[i] &- Self.paeth(a, above[i], c)) { return false }
            }
        }
        return true
    }

    /// The Paeth predictor: whichever of left, above and upper-left is closest to `a + b - c`.
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}
