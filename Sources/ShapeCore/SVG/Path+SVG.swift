import Foundation

extension Path {
    /// SVG path data with absolute `M L Q C A Z` commands only (an exporter in the sense of the contract's exact segments).
    ///
    /// Numbers print so that they read back to the same Double. Arcs stay arcs: an arc whose
    /// start is farther than rounding (1e-12 of its scale) from the current point gets an
    /// explicit `L` (or `M` if there is no current point), and an
    /// arc sweeping more than 0.9π is written as several `A` commands of at most π/2, because
    /// SVG's end-point form is ill-conditioned near a half turn and cannot draw a full circle.
    /// Positive sweeps (clockwise on screen) have sweep-flag 1.
    public var svgPathData: String {
        var parts: [String] = []
        var current: Point?
        var subpathStart: Point?
        func n(_ v: Double) -> String { NumberFormatting.roundTrip(v) }
        func p(_ point: Point) -> String { "\(n(point.x)) \(n(point.y))" }
        for element in elements {
            switch element {
            case .move(let q):
                parts.append("M \(p(q))")
                current = q
                subpathStart = q
            case .line(let q):
                parts.append(current == nil ? "M \(p(q))" : "L \(p(q))")
                if current == nil { subpathStart = q }
                current = q
            case .quad(let c, let q):
                if current == nil { parts.append("M \(p(q))"); subpathStart = q } else { parts.append("Q \(p(c)) \(p(q))") }
                current = q
            case .cubic(let c1, let c2, let q):
                if current == nil { parts.append("M \(p(q))"); subpathStart = q } else { parts.append("C \(p(c1)) \(p(c2)) \(p(q))") }
                current = q
            case .arc(let arc):
                let start = arc.startPoint
                if let c = current {
                    // An arc's computed start differs from the joint before it by rounding;
                    // SVG's `A` starts at the current point anyway, so only a real gap gets a line.
                    if !arc.starts(at: c) { parts.append("L \(p(start))") }
                } else {
                    parts.append("M \(p(start))")
                    subpathStart = start
                }
                current = start
                let sweep = arc.sweep
                guard sweep.isFinite, sweep != 0, arc.radius.isFinite, arc.radius != 0 else { continue }
                let count = abs(sweep) > 0.9 * .pi ? Int((abs(sweep) / (.pi / 2)).rounded(.up).clamped(to: 1...64)) : 1
                let r = n(abs(arc.radius))
                for i in 1...count {
                    let end = i == count ? arc.endPoint : arc.point(at: arc.startAngle + sweep * Double(i) / Double(count))
                    // A negative radius puts each point opposite its angle: the same circle turned
                    // by π, travelled the same way, so only the sweep decides the turn (Contract: SVG path data).
                    parts.append("A \(r) \(r) 0 0 \(sweep > 0 ? 1 : 0) \(p(end))")
                }
                current = arc.endPoint
            case .close:
                parts.append("Z")
                current = subpathStart
            }
        }
        return parts.joined(separator: " ")
    }
}

extension Double {
    func clamped(to range: ClosedRange<Double>) -> Double { Swift.min(range.upperBound, Swift.max(range.lowerBound, self)) }
}
