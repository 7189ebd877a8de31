import Foundation

/// One frame of the Material indeterminate spinner (Contract: spinner model): how far the
/// whole arc has turned and which part of the outline's length is drawn.
///
/// The timing is the contract's reference numbers (Contract: spinner timing), linear in time:
/// the arc turns once every ``rotationPeriod`` seconds; over each ``strokeCycle``-second cycle
/// `strokeStart` and `strokeEnd` go from 0 to (0.25, 1) in the first second, then `strokeStart`
/// goes on to 1 in the second, then both reset to 0. Material Components for iOS animates a
/// different cycle (4/3 s, with the standard curve cubic-bezier(0.4, 0, 0.2, 1)); the contract's
/// numbers are the ones specified here, and mixing that easing into them would be neither, so the
/// ramps stay linear (which also makes every frame an exact closed form).
public struct SpinnerFrame: Hashable, Sendable {
    /// Seconds per whole turn of the arc.
    public static let rotationPeriod = 4.0
    /// Seconds per stroke cycle.
    public static let strokeCycle = 2.0
    /// Where `strokeStart` is when `strokeEnd` reaches 1, half-way through the cycle.
    public static let strokeStartAtHalfCycle = 0.25

    /// The time the frame is for, in seconds.
    public var time: Double
    /// The turn in radians, in `[0, 2π)`: clockwise on screen (y down), as the arc is drawn.
    public var rotation: Double
    /// The fraction of the outline's length where the visible arc starts, in `[0, 1]`.
    public var strokeStart: Double
    /// The fraction where it ends, in `[strokeStart, 1]`.
    public var strokeEnd: Double

    /// The frame at `time` seconds (any finite time; negative times run the animation backwards
    /// from 0, as the cycle repeats in both directions).
    ///
    /// - Complexity: O(1).
    ///
    /// ```swift
    /// let frame = try SpinnerFrame(time: 0.5)   // rotation π/4, strokeStart 0.125, strokeEnd 0.5
    /// ```
    public init(time: Double) throws(ShapeInputError) {
        guard time.isFinite else { throw ShapeInputError(field: "time", problem: "must be a finite number, got \(time)") }
        self.time = time
        let turn = Self.phase(time, period: Self.rotationPeriod)
        rotation = 2 * Double.pi * turn
        let cycle = Self.phase(time, period: Self.strokeCycle) * Self.strokeCycle   // seconds into the cycle, [0, 2)
        if cycle < 1 {
            strokeStart = Self.strokeStartAtHalfCycle * cycle
            strokeEnd = cycle
        } else {
            strokeStart = Self.strokeStartAtHalfCycle + (1 - Self.strokeStartAtHalfCycle) * (cycle - 1)
            strokeEnd = 1
        }
    }

    /// `time / period` modulo 1, in `[0, 1)`.
    private static func phase(_ time: Double, period: Double) -> Double {
        let r = (time / period) - (time / period).rounded(.down)
        return r < 1 ? r : 0
    }

    /// The visible arc of `outline` in this frame: `outline` trimmed to `[strokeStart, strokeEnd]`
    /// of its length, then turned by ``rotation`` about `center` (the spinner's centre).
    ///
    /// - Complexity: O(n) in the outline's elements.
    public func visibleArc(of outline: Path, center: Point) -> Path {
        let arc = outline.trimmed(from: strokeStart, to: strokeEnd)
        guard rotation != 0 else { return arc }
        let turn = AffineTransform.translation(dx: -center.x, dy: -center.y)
            .concatenating(.rotation(rotation))
            .concatenating(.translation(dx: center.x, dy: center.y))
        return arc.transformed(by: turn)
    }

    /// The spinner's own visible arc: its circle (diameter `min(w, h)`, centred) trimmed and turned.
    ///
    /// - Complexity: O(1).
    ///
    /// ```swift
    /// let arc = try SpinnerFrame(time: 0.5).visibleArc(for: Size(width: 48, height: 48))
    /// ```
    public func visibleArc(for size: Size) throws(ShapeInputError) -> Path {
        let circle = try CircleShape().path(for: size)
        return visibleArc(of: circle, center: Point(x: size.width / 2, y: size.height / 2))
    }
}
