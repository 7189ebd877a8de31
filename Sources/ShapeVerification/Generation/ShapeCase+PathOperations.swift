import Foundation
import ShapeModel

extension ShapeCase {
    /// The `PathBuilder` script `path-builder` runs: derived from the case alone (its
    /// ``samplingSeed``), like ``morphTarget``, so corpus entries replay unchanged and a shrunk
    /// case carries its script; every length is a fraction of the case's size, so shrinking the
    /// size shrinks the script.
    ///
    /// One to three closed subpaths in the box `W x H` (the case's size; a zero side takes the
    /// other, both zero give 1 x 1), each a move (sometimes none: the first drawing call starts
    /// the subpath, or it continues from the subpath closed before) and two to five of: a line, a
    /// quadratic, a cubic, an arc by centre and angles (multiples of π/4, whole turns included,
    /// or any), a fillet (a line, then `arc(tangentPoint:to:radius:)` from its end: to a random
    /// point, or nearly straight on, or nearly back, the turn within 1e-9 to 0.1 rad of
    /// straight or reversed); then a close. Points are sixteenths of the box (three times in four)
    /// or anywhere in it; radii eighths of its shorter side, sometimes 1e-9 of it or four times
    /// it. Then each of `outlines` is appended under a transform: a scale (uniform or not),
    /// sometimes a mirror and a shear, a rotation (by quarter turns or any angle) and a
    /// translation within the box.
    public func pathOperations(appending outlines: [Path]) -> [PathOperation] {
        var (W, H) = (size.width, size.height)
        if W == 0 { W = H }
        if H == 0 { H = W }
        if W == 0 { (W, H) = (1, 1) }
        // The draws are methods of a local value rather than local functions capturing the PRNG:
        // a `var` captured by local functions was boxed, and every draw paid a runtime
        // exclusivity check (a tenth of the script's cost).
        var draw = PathScriptDraws(prng: SplitMix64(seed: samplingSeed ^ 0x5041_5448_4255_494C), width: W, height: H)

        var operations: [PathOperation] = []
        // Room for the longest script (three subpaths of a move, five fillets of two operations
        // each and a close, then the appends), so appending never regrows the array: the
        // regrowth cost a third as much as drawing the script.
        operations.reserveCapacity(3 * 12 + outlines.count)
        for subpath in 0 ..< 1 + draw.pick(3) {
            // Mostly a move; sometimes none (the first call starts the subpath, or a call after
            // a close continues from the closed subpath's start).
            if draw.pick(4) != 0 || subpath == 0 && draw.pick(2) == 0 { operations.append(.move(draw.point())) }
            for _ in 0 ..< 2 + draw.pick(4) {
                switch draw.pick(5) {
                case 0: operations.append(.line(draw.point()))
                case 1: operations.append(.quad(draw.point(), draw.point()))
                case 2: operations.append(.cubic(draw.point(), draw.point(), draw.point()))
                case 3:
                    let start = draw.angle()
                    let end = draw.pick(4) == 0 ? start + Double(draw.pick(3) - 1) * 2 * .pi : draw.angle()
                    operations.append(.arc(center: draw.point(), radius: draw.radius(), startAngle: start, endAngle: end,
                                           clockwise: draw.pick(2) == 0))
                default:
                    let p0 = draw.point(), p1 = draw.point()
                    var p2 = draw.point()
                    let leg = p1 - p0
                    if draw.pick(2) == 0, leg != .zero {
                        // Nearly straight on (θ near π) or nearly back (θ near 0), by a small turn.
                        let turn = [1e-9, 1e-6, 1e-3, 0.1][draw.pick(4)] * (draw.pick(2) == 0 ? 1 : -1)
                        let direction = draw.pick(2) == 0 ? leg : -leg
                        let (c, s) = (cos(turn), sin(turn))
                        let rotated = Vector(dx: c * direction.dx - s * direction.dy, dy: s * direction.dx + c * direction.dy)
                        p2 = p1 + Double(draw.pick(4) + 1) / 2 * rotated
                    }
                    operations.append(.line(p0))
                    operations.append(.tangentArc(p1, to: p2, radius: draw.radius()))
                }
            }
            operations.append(.close)
        }
        for outline in outlines {
            let s1 = [0.5, 1, 2, 3][draw.pick(4)], s2 = draw.pick(2) == 0 ? s1 : 0.25 + 3.75 * draw.unit()
            var t = AffineTransform.scale(x: s1, y: draw.pick(3) == 0 ? -s2 : s2)
            if draw.pick(4) == 0 { t = t.concatenating(AffineTransform(a: 1, b: 0, c: draw.pick(2) == 0 ? 0.5 : -1, d: 1, tx: 0, ty: 0)) }
            t = t.concatenating(.rotation(draw.pick(2) == 0 ? Double(draw.pick(4)) * .pi / 2 : draw.unit() * 2 * .pi))
            t = t.concatenating(.translation(dx: (Double(draw.pick(9)) / 4 - 1) * W, dy: (Double(draw.pick(9)) / 4 - 1) * H))
            operations.append(.append(outline, t))
        }
        return operations
    }
}

/// The random draws of one ``ShapeCase/pathOperations(appending:)`` script in the box
/// `width x height`.
private struct PathScriptDraws {
    var prng: SplitMix64
    let width: Double
    let height: Double

    /// A number in `[0, 1)` from 53 random bits.
    mutating func unit() -> Double { Double(prng.next() >> 11) / Double(1 << 53) }

    /// An integer in `0..<n`.
    mutating func pick(_ n: UInt64) -> Int { Int(prng.next(upTo: n - 1)) }

    /// A sixteenth of the box three times in four, else anywhere in it.
    mutating func point() -> Point {
        pick(4) < 3 ? Point(x: Double(pick(17)) / 16 * width, y: Double(pick(17)) / 16 * height)
            : Point(x: unit() * width, y: unit() * height)
    }

    /// An eighth of the shorter side, sometimes 1e-9 of it or four times it.
    mutating func radius() -> Double {
        let shorter = Swift.min(width, height)
        return switch pick(8) {
        case 0: 1e-9 * shorter
        case 1: 4 * shorter
        default: Double(pick(8) + 1) / 8 * shorter
        }
    }

    /// A multiple of π/4 in `[-2π, 2π]` two times in three, else any angle in `[-2π, 2π)`.
    mutating func angle() -> Double { pick(3) < 2 ? Double(pick(17) - 8) / 4 * .pi : (unit() * 4 - 2) * .pi }
}
