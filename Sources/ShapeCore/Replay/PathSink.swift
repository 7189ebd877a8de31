/// A consumer of path drawing calls: Core Graphics' `CGMutablePath`, SwiftUI's `Path`, a
/// ``RecordingPathSink``, or anything else that builds or draws paths.
///
/// ``Path/replay(into:)`` drives a sink with calls that rely on no implicit behaviour: every
/// subpath starts with ``move(to:)``, every arc starts where the pen is, and arcs arrive as
/// arcs (never as cubics), so a conformance is plain forwarding, a few lines per call.
///
/// **Arc direction.** `clockwise` is meant as Core Graphics and SwiftUI mean it: `true` when
/// the angle *decreases* from `startAngle` to `endAngle`, `false` when it increases. Our
/// coordinates are y-down (as in UIKit and SwiftUI), where an increasing angle turns clockwise
/// on screen; Core Graphics' `clockwise` is the mathematical (y-up) sense, so in a y-down
/// context its `clockwise: true` draws counter-clockwise on screen. ``Path/replay(into:)``
/// therefore passes `clockwise: false` for our positive (on-screen clockwise) sweeps, and a
/// conformance forwards the flag unchanged. (UIKit's `UIBezierPath.addArc` uses the opposite,
/// on-screen sense: a `UIBezierPath` conformance would pass `!clockwise`.)
///
/// ```swift
/// var recorder = RecordingPathSink()
/// try ShapeSpec(allCorners: .rounded(10)).path(for: Size(width: 40, height: 20)).replay(into: &recorder)
/// recorder.calls.first   // .move(to: Point(x: 0, y: 10))
/// ```
public protocol PathSink {
    /// Starts a subpath at `point`.
    mutating func move(to point: Point)
    /// A straight segment from the pen to `point`.
    mutating func line(to point: Point)
    /// A quadratic Bezier from the pen to `point`.
    mutating func quad(to point: Point, control: Point)
    /// A cubic Bezier from the pen to `point`.
    mutating func cubic(to point: Point, control1: Point, control2: Point)
    /// A circular arc that starts at the pen (to rounding): the circle of `radius > 0` around
    /// `center` from `startAngle` to `endAngle` (radians from +x toward +y), sweeping at most
    /// half a turn, with `clockwise` in Core Graphics' sense (see the type's documentation).
    mutating func arc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool)
    /// Closes the subpath with a straight segment back to its start.
    mutating func close()
}
