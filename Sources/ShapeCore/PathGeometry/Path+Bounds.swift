import Foundation

extension Path {
    /// The tight bounding box of what the path draws (Contract: tight bounds): end points plus curve extrema
    /// (Bezier derivative roots, an arc's compass points inside its sweep), never control
    /// points. Includes the lines that join an arc to the current point and that `close` adds;
    /// a move with nothing drawn from it is not included. `.zero` for a path that draws nothing.
    public var bounds: Rect {
        // The box grows point by point as the points come (no list of them is kept).
        var points = RunningBox()
        forEachSegment { Self.extremePoints(of: $0, into: &points) }
        return points.box ?? .zero
    }

    private static func extremePoints(of segment: PathSegment, into points: inout RunningBox) {
        points.append(segment.start)
        points.append(segment.end)
        switch segment {
        case .line:
            break
        case .quad(let p0, let p1, let p2):
            func extremum(_ a: Double, _ b: Double, _ c: Double) {
                let denominator = a - 2 * b + c
                if denominator != 0 {
                    let t = (a - b) / denominator
                    if t > 0 && t < 1 { points.append(segment.point(at: t)) }
                }
            }
            extremum(p0.x, p1.x, p2.x)
            extremum(p0.y, p1.y, p2.y)
        case .cubic(let p0, let p1, let p2, let p3):
            for t in MonotonePiece.extrema(p0.x, p1.x, p2.x, p3.x) { points.append(segment.point(at: t)) }
            for t in MonotonePiece.extrema(p0.y, p1.y, p2.y, p3.y) { points.append(segment.point(at: t)) }
        case .arc(let arc):
            let lo = Swift.min(arc.startAngle, arc.endAngle), hi = Swift.max(arc.startAngle, arc.endAngle)
            guard lo.isFinite, hi.isFinite else { return }
            var k = (lo / (.pi / 2)).rounded(.up)
            // At most five compass points fit in a sweep of 2π; the cap only guards invalid arcs.
            for _ in 0..<9 {
                let angle = k * (.pi / 2)
                guard angle < hi else { break }
                if angle > lo {
                    // Exact compass points: cos/sin of multiples of π/2 are not exactly 0 and ±1.
                    let quarter = Int(k.truncatingRemainder(dividingBy: 4) + 4) % 4
                    let (dx, dy): (Double, Double) = switch quarter { case 0: (1, 0); case 1: (0, 1); case 2: (-1, 0); default: (0, -1) }
                    points.append(Point(x: arc.center.x + dx * arc.radius, y: arc.center.y + dy * arc.radius))
                }
                k += 1
            }
        }
    }
}

/// The box of the points appended so far, the same numbers `Rect(enclosing:)` gives for them
/// in that order (the first point, then each side moved by `min` or `max` with every next one).
private struct RunningBox {
    private var lo = Point.zero
    private var hi = Point.zero
    private var isEmpty = true

    mutating func append(_ p: Point) {
        if isEmpty {
            (lo, hi, isEmpty) = (p, p, false)
            return
        }
        lo.x = Swift.min(lo.x, p.x); lo.y = Swift.min(lo.y, p.y)
        hi.x = Swift.max(hi.x, p.x); hi.y = Swift.max(hi.y, p.y)
    }

    /// `nil` before the first point.
    var box: Rect? { isEmpty ? nil : Rect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y) }
}
