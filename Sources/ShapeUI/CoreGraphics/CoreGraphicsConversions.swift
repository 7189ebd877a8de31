#if canImport(CoreGraphics)
import CoreGraphics

// Plain conversions between the model's Double geometry and Core Graphics' CGFloat geometry.

extension Point {
    /// A Core Graphics point.
    public init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
}

extension Size {
    /// A Core Graphics size.
    public init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
}

extension Rect {
    /// A Core Graphics rectangle, standardized (a negative width or height counts from the other side).
    public init(_ rect: CGRect) {
        self.init(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
    }
}

extension CGPoint {
    /// A model point.
    public init(_ point: Point) { self.init(x: CGFloat(point.x), y: CGFloat(point.y)) }
}

extension CGSize {
    /// A model size.
    public init(_ size: Size) { self.init(width: CGFloat(size.width), height: CGFloat(size.height)) }
}

extension CGRect {
    /// A model rectangle.
    public init(_ rect: Rect) {
        self.init(x: CGFloat(rect.x), y: CGFloat(rect.y), width: CGFloat(rect.width), height: CGFloat(rect.height))
    }
}
#endif
