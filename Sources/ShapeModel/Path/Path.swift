/// A sequence of path elements: plain data. Geometry on paths (hit testing, bounds, area,
/// length, trimming) lives in `ShapeCore`; the oracles read the same data independently.
public struct Path: Hashable, Sendable {
    public var elements: [PathElement]

    @inlinable
    public init(_ elements: [PathElement] = []) {
        self.elements = elements
    }

    /// A path with no elements, as a zero-area size produces (Contract: empty size).
    public static let empty = Path()

    /// Whether the path has no elements.
    @inlinable
    public var isEmpty: Bool { elements.isEmpty }
}
