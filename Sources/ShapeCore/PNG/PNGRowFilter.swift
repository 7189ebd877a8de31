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
    /// - Complexity: O(5 · raw.count).
    static func filterRows(_ raw: [UInt8], rowBytes: Int, bytesPerPixel: Int) -> [UInt8] {
        guard rowBytes > 0 else { return [] }
        let rows = raw.count / rowBytes
        var out: [UInt8] = []
        out.reserveCapacity(rows * (rowBytes + 1))
        var candidate = [UInt8](repeating: 0, count: rowBytes)
        var best = [UInt8](repeating: 0, count: rowBytes)
        let zeros = [UInt8](repeating: 0, count: rowBytes)
        raw.withUnsafeBufferPointer { pixels in
            for row in 0 ..< rows {
                let line = UnsafeBufferPointer(rebasing: pixels[(row * rowBytes) ..< ((row + 1) * rowBytes)])
                zeros.withUnsafeBufferPointer { zero in
                    let above = row == 0 ? zero : UnsafeBufferPointer(rebasing: pixels[((row - 1) * rowBytes) ..< (row * rowBytes)])
                    var bestType = PNGRowFilter.none, bestSum = Int.max
                    for type in allCases {
                        let sum = type.apply(line, above: above, bytesPerPixel: bytesPerPixel, into: &candidate)
                        if sum < bestSum { bestSum = sum; bestType = type; swap(&best, &candidate) }
                    }
                    out.append(bestType.rawValue)
                    out.append(contentsOf: best)
                }
            }
        }
        return out
    }

    /// Filters `line` (with the unfiltered row `above`, zeros for the first row) into `out`;
    /// returns the sum of the filtered bytes' absolute values as signed bytes.
    func apply(_ line: UnsafeBufferPointer<UInt8>, above: UnsafeBufferPointer<UInt8>, bytesPerPixel bpp: Int, into out: inout [UInt8]) -> Int {
        var sum = 0
        // One loop per type (not a switch per byte): this runs five times over every row.
        func emit(_ i: Int, _ value: UInt8) {
            out[i] = value
            sum += Int(Int8(bitPattern: value).magnitude)
        }
        let count = line.count
        switch self {
        case .none:
            for i in 0 ..< count { emit(i, line[i]) }
        case .sub:
            for i in 0 ..< count { emit(i, line[i] &- (i >= bpp ? line[i - bpp] : 0)) }
        case .up:
            for i in 0 ..< count { emit(i, line[i] &- above[i]) }
        case .average:
            for i in 0 ..< count { emit(i, line[i] &- UInt8((Int(i >= bpp ? line[i - bpp] : 0) + Int(above[i])) / 2)) }
        case .paeth:
            for i in 0 ..< count {
                let (a, c) = i >= bpp ? (line[i - bpp], above[i - bpp]) : (0, 0)
                emit(i, line[i] &- Self.paeth(a, above[i], c))
            }
        }
        return sum
    }

    /// The Paeth predictor: whichever of left, above and upper-left is closest to `a + b - c`.
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}
