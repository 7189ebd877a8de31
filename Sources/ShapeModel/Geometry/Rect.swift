/// An axis-aligned rectangle.
public struct Rect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle `(0, 0, size.width, size.height)`.
    @inlinable
    public init(size: Size) {
        self.init(x: 0, y: 0, width: size.width, height: size.height)
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    @inlinable public var minX: Double { x }
    @inlinable public var minY: Double { y }
    @inlinable public var maxX: Double { x + width }
    @inlinable public var maxY: Double { y + height }

    /// Whether the point lies in the closed rectangle.
    @inlinable
    public func contains(_ p: Point) -> Bool { p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY }

    /// The rectangle shrunk by the insets on each side.
    @inlinable
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: x + insets.left, y: y + insets.top,
             width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }

    /// The smallest rectangle holding every point, or `nil` for none.
    /// (Inlinable, so callers iterate their own arrays directly, not through generic witnesses.)
    @inlinable
    public init?<S: Sequence>(enclosing points: S) where S.Element == Point {
        var it = points.makeIterator()
        guard let first = it.next() else { return nil }
        var lo = first, hi = first
        while let p = it.next() {
            lo.x = Swift.min(lo.x, p.x); lo.y = Swift.min(lo.y, p.y)
            hi.x = Swift.max(hi.x, p.x); hi.y = Swift.max(hi.y, p.y)
        }
        self.init(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
    }
}
