import Foundation
import Testing
@testable import ShapeCore

/// `Path.replay(into:)` (Contract: path replay): what Core Graphics and SwiftUI are told, checked
/// on Linux through a recording sink, and redrawn with Core Graphics' arc semantics to show the
/// calls draw the same region.
@Suite("Path replay into a sink")
struct PathReplayTests {
    typealias Call = RecordingPathSink.Call

    static var card: ShapeSpec {
        var card = ShapeSpec()
        card.corners.topLeft = .cut(20)
        card.corners.topRight = .rounded(20)
        card.corners.bottomLeft = .rounded(20)
        card.corners.bottomRight = .curved(width: 20, height: 60)
        return card
    }

    static func record(_ path: Path) -> [Call] {
        var recorder = RecordingPathSink()
        path.replay(into: &recorder)
        return recorder.calls
    }

    /// The card with different corners: every element kind it has reaches the sink as itself,
    /// in order, and its two rounded corners arrive as arcs with their own centre, radius and
    /// angles, flagged counter-clockwise in Core Graphics' sense.
    @Test func cardReplaysElementForElementWithArcsAsArcs() throws {
        let path = try Self.card.path(for: size(200, 120))
        let calls = Self.record(path)
        #expect(calls.count == path.elements.count)
        for (element, call) in zip(path.elements, calls) {
            switch (element, call) {
            case (.move(let p), .move(let q)), (.line(let p), .line(let q)):
                #expect(p == q)
            case (.quad(let c, let p), .quad(let q, let d)):
                #expect(p == q && c == d)
            case (.arc(let arc), .arc(let center, let radius, let start, let end, let clockwise)):
                #expect(center == arc.center && radius == arc.radius)
                #expect(start == arc.startAngle && end == arc.endAngle)
                #expect(!clockwise, "a positive (on-screen clockwise) sweep is Core Graphics' counter-clockwise")
            case (.close, .close):
                break
            default:
                Issue.record("\(element) replayed as \(call)")
            }
        }
        let kinds = Set(calls.map(\.name))
        #expect(kinds == ["move", "line", "arc", "quad", "close"])
        #expect(calls.filter { $0.name == "arc" }.count == 2)
    }

    /// A continuous corner is cubics; those reach the sink as cubics.
    @Test func continuousCornersReplayAsCubics() throws {
        let path = try ShapeSpec(allCorners: .continuous(12)).path(for: size(100, 60))
        let calls = Self.record(path)
        #expect(calls.contains { $0.name == "cubic" })
        #expect(calls.count == path.elements.count)
    }

    /// Redrawn as Core Graphics draws the calls, every shape covers the same region: the area
    /// matches and probes away from the outline agree. (A wrong `clockwise` draws each arc's
    /// complement, which fails both.)
    @Test(arguments: ["card", "circle", "pill", "mirrored card", "full circle"])
    func coreGraphicsDrawsTheSameRegion(_ name: String) throws {
        let path = try Self.shape(named: name)
        let redrawn = CoreGraphicsModel.path(of: Self.record(path))
        #expect(close(redrawn.area, path.area, 1e-12), "\(name)")
        let bounds = path.bounds
        for i in 0...20 {
            for j in 0...20 {
                let p = pt(bounds.x + bounds.width * (Double(i) + 0.37) / 21, bounds.y + bounds.height * (Double(j) + 0.61) / 21)
                #expect(redrawn.contains(p) == path.contains(p), "\(name) at \(p)")
            }
        }
    }

    static func shape(named name: String) throws -> Path {
        switch name {
        case "card": try card.path(for: size(200, 120))
        case "circle": try CircleShape().path(for: size(120, 80))
        case "pill": try PillShape().path(for: size(200, 80))
        case "mirrored card": try card.path(for: size(200, 120)).transformed(by: AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 200, ty: 0))
        default: fullCircle
        }
    }

    static var fullCircle: Path {
        var builder = PathBuilder(startingAt: pt(60, 50))
        builder.arc(center: pt(50, 50), radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        builder.close()
        return builder.path
    }

    /// A whole turn is split into two half turns (Core Graphics reduces `end - start` modulo a
    /// turn, so one call would draw nothing); the second ends at the arc's own end angle.
    @Test func wholeTurnsAreSplitIntoHalfTurns() {
        let calls = Self.record(Self.fullCircle)
        let arcs = calls.compactMap { call -> (Double, Double, Bool)? in
            if case .arc(_, _, let s, let e, let c) = call { return (s, e, c) } else { return nil }
        }
        #expect(arcs.count == 2)
        #expect(arcs.map(\.0) == [0, .pi] && arcs.map(\.1) == [.pi, 2 * .pi])
        #expect(arcs.allSatisfy { !$0.2 })
    }

    /// Nothing implicit reaches the sink: subpaths start with a move, arcs start at the pen,
    /// a drawing call after a close moves back to the closed subpath's start first.
    @Test func replayMakesEveryImplicitStepExplicit() {
        let arc = Arc(center: pt(10, 0), radius: 5, startAngle: 0, endAngle: .pi / 2)
        let path = Path([
            .line(to: pt(1, 1)),                      // no pen: a move there
            .line(to: pt(2, 1)),
            .arc(arc),                                 // starts at (15, 0), away from the pen: a line first
            .close,
            .close,                                    // nothing open: skipped
            .line(to: pt(3, 3)),                       // after a close: move to (1, 1) first
            .close,
        ])
        let calls = Self.record(path)
        #expect(calls == [
            .move(to: pt(1, 1)), .line(to: pt(2, 1)), .line(to: arc.startPoint),
            .arc(center: pt(10, 0), radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: false), .close,
            .move(to: pt(1, 1)), .line(to: pt(3, 3)), .close,
        ])
    }

    @Test func arcWithoutAPenMovesToItsStart() {
        let arc = Arc(center: pt(0, 0), radius: 2, startAngle: .pi, endAngle: .pi / 2)   // negative sweep
        let calls = Self.record(Path([.arc(arc), .close]))
        #expect(calls == [.move(to: arc.startPoint),
                          .arc(center: pt(0, 0), radius: 2, startAngle: .pi, endAngle: .pi / 2, clockwise: true), .close])
    }

    /// An arc whose start is its pen's position to rounding gets no joining line.
    @Test func arcAtThePenWithinRoundingGetsNoLine() {
        let arc = Arc(center: pt(100, 100), radius: 50, startAngle: .pi, endAngle: 1.5 * .pi)
        let pen = pt(arc.startPoint.x + 1e-13, arc.startPoint.y)
        let calls = Self.record(Path([.move(to: pen), .arc(arc)]))
        #expect(calls.count == 2)
        #expect(arc.starts(at: pen) && !arc.starts(at: pt(50, 100.001)))
    }

    /// A negative radius is the same circle turned by π, travelled the same way.
    @Test func negativeRadiusBecomesTheSameCircle() {
        let arc = Arc(center: pt(0, 0), radius: -3, startAngle: 0, endAngle: .pi / 2)
        let calls = Self.record(Path([.move(to: arc.startPoint), .arc(arc)]))
        #expect(calls.last == .arc(center: pt(0, 0), radius: 3, startAngle: .pi, endAngle: 1.5 * .pi, clockwise: false))
        let redrawn = CoreGraphicsModel.path(of: calls + [.close])
        let original = Path([.move(to: arc.startPoint), .arc(arc), .close])
        #expect(close(redrawn.area, original.area, 1e-12))
    }

    /// Zero sweeps and radii draw only their joining line; non-finite elements are skipped and
    /// end the subpath; a hand-made sweep of 1e300 does not overflow the piece count.
    @Test func degenerateElementsNeverTrap() {
        let flat = Arc(center: pt(0, 0), radius: 4, startAngle: 1, endAngle: 1)
        let huge = Arc(center: pt(0, 0), radius: 1, startAngle: 0, endAngle: 1e300)
        let calls = Self.record(Path([
            .move(to: pt(9, 9)), .arc(flat), .line(to: pt(.nan, 0)), .line(to: pt(5, 5)), .arc(huge),
        ]))
        #expect(Array(calls.prefix(3)) == [.move(to: pt(9, 9)), .line(to: flat.startPoint), .move(to: pt(5, 5))])
        #expect(calls.filter { $0.name == "arc" }.count == 64)
        #expect(Self.record(.empty).isEmpty)
    }
}

/// Core Graphics' reading of sink calls, written from its documentation, as a model path: an arc
/// call sweeps from `startAngle` to `endAngle` with the angle increasing (`clockwise: false`) or
/// decreasing (`true`), the difference taken modulo a whole turn; an arc off the pen is joined
/// by a line (as `CGPathAddArc` does).
enum CoreGraphicsModel {
    static func path(of calls: [RecordingPathSink.Call]) -> Path {
        var elements: [PathElement] = []
        for call in calls {
            switch call {
            case .move(let p): elements.append(.move(to: p))
            case .line(let p): elements.append(.line(to: p))
            case .quad(let p, let c): elements.append(.quad(control: c, to: p))
            case .cubic(let p, let c1, let c2): elements.append(.cubic(control1: c1, control2: c2, to: p))
            case .arc(let center, let radius, let start, let end, let clockwise):
                let turn = 2 * Double.pi
                var delta = (end - start).truncatingRemainder(dividingBy: turn)
                if clockwise { if delta > 0 { delta -= turn } } else if delta < 0 { delta += turn }
                elements.append(.arc(Arc(center: center, radius: radius, startAngle: start, endAngle: start + delta)))
            case .close: elements.append(.close)
            }
        }
        return Path(elements)
    }
}
