#if canImport(CoreGraphics)
import CoreGraphics

/// Core Graphics draws what `Path.replay(into:)` sends, call for call; arcs go in as arcs.
/// `clockwise` is forwarded unchanged: the replay already gives it in Core Graphics' sense
/// (decreasing angle), which in our y-down coordinates is counter-clockwise on screen.
extension CGMutablePath: PathSink {
    public func move(to point: Point) { move(to: CGPoint(point)) }

    public func line(to point: Point) { addLine(to: CGPoint(point)) }

    public func quad(to point: Point, control: Point) {
        addQuadCurve(to: CGPoint(point), control: CGPoint(control))
    }

    public func cubic(to point: Point, control1: Point, control2: Point) {
        addCurve(to: CGPoint(point), control1: CGPoint(control1), control2: CGPoint(control2))
    }

    public func arc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        addArc(center: CGPoint(center), radius: CGFloat(radius), startAngle: CGFloat(startAngle),
               endAngle: CGFloat(endAngle), clockwise: clockwise)
    }

    public func close() { closeSubpath() }
}

extension Path {
    /// This path as an immutable Core Graphics path, replayed element for element (arcs as arcs).
    ///
    /// ```swift
    /// layer.path = try card.path(for: Size(bounds.size)).cgPath
    /// ```
    public var cgPath: CGPath {
        var path = CGMutablePath()
        replay(into: &path)
        return path.copy() ?? path
    }
}

extension CGPath {
    /// The outline of `spec` (a `ShapeSpec` or any shape generator) at `size`.
    ///
    /// A static function, not `CGPath(spec:size:)`: Swift allows no initializers in extensions
    /// of Core Graphics' CF types.
    ///
    /// ```swift
    /// let fab = try CGPath.materialShape(spec: DiamondShape(), size: CGSize(width: 56, height: 56))
    /// ```
    public static func materialShape(spec: some ShapeGenerating, size: CGSize) throws(ShapeInputError) -> CGPath {
        try spec.path(for: Size(size)).cgPath
    }
}
#endif
