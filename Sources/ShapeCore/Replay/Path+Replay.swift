extension Path {
    /// Drives `sink` with this path's elements (Contract: path replay), so that any consumer
    /// (`CGMutablePath`, SwiftUI's `Path`, a ``RecordingPathSink``) draws the same geometry
    /// without relying on implicit behaviour:
    ///
    /// - every subpath starts with an explicit `move`: a line, quad or cubic with no pen moves to
    ///   its end point (as `contains` reads it), an arc with no pen moves to its start, and a
    ///   drawing element after a `close` first moves to the closed subpath's start;
    /// - an arc whose start is not at the pen (beyond ``Arc/joinTolerance``) gets an explicit
    ///   line to its start first;
    /// - arcs stay arcs: a negative radius becomes the same circle with the angles turned by π,
    ///   and a sweep of more than half a turn is split into equal pieces of at most π (Core
    ///   Graphics reduces `endAngle - startAngle` modulo a turn, which would make a full circle
    ///   nothing); the last piece ends at the arc's own `endAngle`. An arc with a zero radius or
    ///   sweep draws only its joining line. `clockwise` is `sweep < 0`: Core Graphics' sense
    ///   (see ``PathSink``), since a positive sweep is clockwise on our y-down screen;
    /// - a `close` with no open subpath, and any element with a non-finite number, is skipped
    ///   (a non-finite element also ends the subpath, so what follows starts with a move).
    ///
    /// - Complexity: O(n) calls for n elements (an arc makes at most three: a joining line and
    ///   two half turns).
    ///
    /// ```swift
    /// var recorder = RecordingPathSink()
    /// try CircleShape().path(for: Size(width: 20, height: 20)).replay(into: &recorder)
    /// recorder.calls.count   // 6: move, four quarter arcs (clockwise: false), close
    /// ```
    public func replay<Sink: PathSink>(into sink: inout Sink) {
        var pen: Point?            // nil: no open subpath
        var subpathStart: Point?
        var closed = false         // the pen sits at a closed subpath's start

        func begin(at point: Point) {
            sink.move(to: point)
            pen = point
            subpathStart = point
            closed = false
        }
        // A segment ending at `end` needs an open subpath; returns false when it only moved there.
        func open(endingAt end: Point) -> Bool {
            if closed, let start = subpathStart { begin(at: start); return true }
            guard pen != nil else { begin(at: end); return false }
            return true
        }

        for element in elements {
            guard element.isFinite else { pen = nil; closed = false; continue }
            switch element {
            case .move(let p):
                begin(at: p)
            case .line(let p):
                if open(endingAt: p) { sink.line(to: p) }
                pen = p
            case .quad(let c, let p):
                if open(endingAt: p) { sink.quad(to: p, control: c) }
                pen = p
            case .cubic(let c1, let c2, let p):
                if open(endingAt: p) { sink.cubic(to: p, control1: c1, control2: c2) }
                pen = p
            case .arc(let arc):
                if closed, let start = subpathStart { begin(at: start) }
                if let here = pen {
                    if !arc.starts(at: here) { sink.line(to: arc.startPoint) }
                } else {
                    begin(at: arc.startPoint)
                }
                Self.replayArc(arc, into: &sink)
                pen = arc.endPoint
            case .close:
                guard pen != nil, !closed else { continue }
                sink.close()
                pen = subpathStart
                closed = true
            }
        }
    }

    /// The arc's sweep as calls of at most half a turn each.
    private static func replayArc<Sink: PathSink>(_ arc: Arc, into sink: inout Sink) {
        let sweep = arc.sweep
        guard sweep != 0, arc.radius != 0 else { return }
        // A negative radius puts each point opposite its angle: the same circle turned by π,
        // travelled the same way.
        let turn = arc.radius < 0 ? Double.pi : 0
        let radius = abs(arc.radius)
        let start = arc.startAngle + turn, end = arc.endAngle + turn
        // Model arcs sweep at most a whole turn (two pieces); the cap only keeps a hand-made
        // sweep of 1e300 from overflowing the count.
        let pieces = abs(sweep) > .pi ? Int(Swift.min(abs(sweep) / .pi, 64).rounded(.up)) : 1
        var from = start
        for i in 1...pieces {
            let to = i == pieces ? end : start + sweep * Double(i) / Double(pieces)
            sink.arc(center: arc.center, radius: radius, startAngle: from, endAngle: to, clockwise: sweep < 0)
            from = to
        }
    }
}
