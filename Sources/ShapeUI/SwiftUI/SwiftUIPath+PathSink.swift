#if canImport(SwiftUI)
import SwiftUI

/// SwiftUI draws what `Path.replay(into:)` sends, call for call; arcs go in as arcs. SwiftUI's
/// `clockwise` has Core Graphics' sense (its coordinates are y-down, so `true` turns
/// counter-clockwise on screen), which is the sense the replay gives: it is forwarded unchanged.
extension SwiftUI.Path: PathSink {
    public mutating func move(to point: Point) { move(to: CGPoint(point)) }

    public mutating func line(to point: Point) { addLine(to: CGPoint(point)) }

    public mutating func quad(to point: Point, control: Point) {
        addQuadCurve(to: CGPoint(point), control: CGPoint(control))
    }

    public mutating func cubic(to point: Point, control1: Point, control2: Point) {
        addCurve(to: CGPoint(point), control1: CGPoint(control1), control2: CGPoint(control2))
    }

    public mutating func arc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        addArc(center: CGPoint(center), radius: CGFloat(radius), startAngle: .radians(startAngle),
               endAngle: .radians(endAngle), clockwise: clockwise)
    }

    public mutating func close() { closeSubpath() }
}

extension ShapeModel.Path {
    /// This path as a SwiftUI path, replayed element for element (arcs as arcs).
    public var swiftUIPath: SwiftUI.Path {
        var path = SwiftUI.Path()
        replay(into: &path)
        return path
    }
}
#endif
