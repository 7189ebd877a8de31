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
        for i in 0 ..< line.count {
            let x = line[i]
            let a = i >= bpp ? line[i - bpp] : 0
            let b = above[i]
            let c = i >= bpp ? above[i - bpp] : 0
            let predictor: UInt8
            switch self {
            case .none: predictor = 0
            case .sub: predictor = a
            case .up: predictor = b
            case .average: predictor = UInt8((Int(a) + Int(b)) / 2)
            case .paeth: predictor = Self.paeth(a, b, c)
            }
            let value = x &- predictor
            out[i] = value
            sum += Int(Int8(bitPattern: value).magnitude)
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
