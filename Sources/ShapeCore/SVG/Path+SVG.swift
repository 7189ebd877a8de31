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
        // Built as UTF-8 bytes and made a `String` once (a fuzz case writes a path's data every
        // time: appending interpolated strings piece by piece cost several times the bytes).
        var out: [UInt8] = []
        out.reserveCapacity(32 * elements.count)
        var current: Point?
        var subpathStart: Point?
        func command(_ letter: Unicode.Scalar) {
            if !out.isEmpty { out.append(UInt8(ascii: " ")) }
            out.append(UInt8(ascii: letter))
        }
        func n(_ v: Double) {
            out.append(UInt8(ascii: " "))
            NumberFormatting.appendRoundTrip(v, to: &out)
        }
        func p(_ point: Point) { n(point.x); n(point.y) }
        for element in elements {
            switch element {
            case .move(let q):
                command("M"); p(q)
                current = q
                subpathStart = q
            case .line(let q):
                command(current == nil ? "M" : "L"); p(q)
                if current == nil { subpathStart = q }
                current = q
            case .quad(let c, let q):
                if current == nil { command("M"); p(q); subpathStart = q } else { command("Q"); p(c); p(q) }
                current = q
            case .cubic(let c1, let c2, let q):
                if current == nil { command("M"); p(q); subpathStart = q } else { command("C"); p(c1); p(c2); p(q) }
                current = q
            case .arc(let arc):
                let start = arc.startPoint
                if let c = current {
                    // An arc's computed start differs from the joint before it by rounding;
                    // SVG's `A` starts at the current point anyway, so only a real gap gets a line.
                    if !arc.starts(at: c) { command("L"); p(start) }
                } else {
                    command("M"); p(start)
                    subpathStart = start
                }
                current = start
                let sweep = arc.sweep
                guard sweep.isFinite, sweep != 0, arc.radius.isFinite, arc.radius != 0 else { continue }
                let count = abs(sweep) > 0.9 * .pi ? Int((abs(sweep) / (.pi / 2)).rounded(.up).clamped(to: 1...64)) : 1
                for i in 1...count {
                    let end = i == count ? arc.endPoint : arc.point(at: arc.startAngle + sweep * Double(i) / Double(count))
                    // A negative radius puts each point opposite its angle: the same circle turned
                    // by π, travelled the same way, so only the sweep decides the turn (Contract: SVG path data).
                    command("A"); n(abs(arc.radius)); n(abs(arc.radius)); n(0); n(0); n(sweep > 0 ? 1 : 0); p(end)
                }
                current = arc.endPoint
            case .close:
                command("Z")
                current = subpathStart
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

extension Double {
    func clamped(to range: ClosedRange<Double>) -> Double { Swift.min(range.upperBound, Swift.max(range.lowerBound, self)) }
}
