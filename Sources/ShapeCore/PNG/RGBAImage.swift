/// An 8-bit RGBA image with straight (not premultiplied) alpha, rows top down: what
/// ``PNGRenderer`` paints and ``PNGEncoder`` writes.
public struct RGBAImage: Hashable, Sendable {
    /// Pixels per row.
    public let width: Int
    /// Rows.
    public let height: Int
    /// `4 · width · height` bytes: red, green, blue, alpha for each pixel, row by row.
    public let bytes: [UInt8]

    /// An image from its bytes; `nil` unless `width, height > 0` and `bytes.count == 4 · width · height`.
    public init?(width: Int, height: Int, bytes: [UInt8]) {
        guard width > 0, height > 0 else { return nil }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= Int.max / 4, bytes.count == pixels * 4 else { return nil }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// An image whose sizes the caller has already checked.
    init(checkedWidth width: Int, height: Int, bytes: [UInt8]) {
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// The colour of pixel `(column, row)`; `nil` outside the image.
    public subscript(column: Int, row: Int) -> RGBA? {
        guard column >= 0, row >= 0, column < width, row < height else { return nil }
        let i = (row * width + column) * 4
        return RGBA(red: bytes[i], green: bytes[i + 1], blue: bytes[i + 2], alpha: bytes[i + 3])
    }
}
