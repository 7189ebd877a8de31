/// Bad bytes in a file or stream the suite reads back (a PNG, a zlib stream, SVG path data),
/// named by the byte offset where the reader found the problem. Readers throw it instead of
/// trapping, whatever the input.
public struct FormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was being read: `PNG`, `zlib`, `PNG image data` (the inflated scanlines) or `SVG path data`.
    public var format: String
    /// The offset, in bytes from the start of that data, where the problem was found.
    public var offset: Int
    /// What is wrong there.
    public var problem: String

    /// An error at `offset` of `format`.
    public init(_ format: String, offset: Int, _ problem: String) {
        self.format = format
        self.offset = offset
        self.problem = problem
    }

    public var description: String { "\(format) byte \(offset): \(problem)" }
}
