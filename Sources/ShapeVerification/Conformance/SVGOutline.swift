import Foundation
import ShapeModel

/// An outline sent as SVG path data (a response's `path`), read into a ``Path`` the way SVG
/// draws it: relative commands made absolute, `H` and `V` as lines, an `A` whose end is its
/// start dropped (it draws nothing), an `A` with a zero radius (or one so small that its centre
/// underflows) drawn as a line, and a `Z` that
/// ends away from its subpath's start preceded by the straight line it draws back.
///
/// Arcs must be circular (equal radii after SVG's scaling up of radii too small to span the
/// chord), since the contract's outline has no ellipses; the rotation of a circle changes
/// nothing and is folded into its angles.
public enum SVGOutline {
    /// The path `data` draws; errors name the byte offset (`path: at byte 12: ...`).
    ///
    /// ```swift
    /// let path = try SVGOutline.path(from: "M 0 10 A 10 10 0 0 1 10 0 L 100 0 L 100 100 L 0 100 Z")
    /// path.elements.count   // 7: move, arc, three lines, the line Z draws back to (0, 10), close
    /// ```
    ///
    /// - Complexity: O(n) in the length of the data.
    public static func path(from data: String, field: String = "path") throws(ShapeInputError) -> Path {
        let commands: [SVGPathCommand]
        do { commands = try SVGPathParser.parse(data) } catch {
            throw ShapeInputError(field: field, problem: error.description)
        }
        var elements: [PathElement] = []
        elements.reserveCapacity(commands.count + 1)
        var current = Point.zero, start = Point.zero
        for (index, command) in commands.enumerated() {
            switch command {
            case .move(let p): elements.append(.move(to: p)); start = p; current = p
            case .line(let p): elements.append(.line(to: p)); current = p
            case .quad(let c, let p): elements.append(.quad(control: c, to: p)); current = p
            case .cubic(let c1, let c2, let p): elements.append(.cubic(control1: c1, control2: c2, to: p)); current = p
            case .arc(let command):
                let arc = SVGEndpointArc(from: current, command)
                switch arc.kind {
                case .omitted: break
                case .line: elements.append(.line(to: command.end))
                case .arc where !(arc.center.isFinite && arc.startAngle.isFinite && arc.sweep.isFinite) || arc.sweep == 0:
                    // Radii so small that the centre form underflows (a quarter circle of radius
                    // 5e-324): the arc is below any resolution, and its chord is what it draws.
                    elements.append(.line(to: command.end))
                case .arc:
                    guard arc.radiusX == arc.radiusY else {
                        throw ShapeInputError(field: field, problem: "command \(index) is an elliptical arc (radii \(command.radiusX) and \(command.radiusY)); an outline's arcs are circular")
                    }
                    elements.append(.arc(Arc(center: arc.center, radius: arc.radiusX, startAngle: arc.startAngle + arc.rotation,
                                             endAngle: arc.startAngle + arc.rotation + arc.sweep, startPoint: current, endPoint: command.end)))
                }
                current = command.end
            case .close:
                if current != start { elements.append(.line(to: start)) }
                elements.append(.close)
                current = start
            }
        }
        return Path(elements)
    }
}
