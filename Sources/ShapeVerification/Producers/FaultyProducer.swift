import Foundation
@_spi(FaultInjection) import ShapeCore
import ShapeModel

/// The core with one ``Fault`` injected: by resolution options, by tampering with the resolved
/// shape, by rewriting the path, or by replacing one of the measures.
public struct FaultyProducer: ShapeProducer {
    /// The injected bug.
    public var fault: Fault

    /// The core with `fault`.
    public init(_ fault: Fault) {
        self.fault = fault
    }

    public var name: String { "faulty(\(fault))" }

    public func produce(_ spec: ShapeSpec, size: Size) throws(ShapeInputError) -> ProducedShape {
        switch fault {
        case .noOverlapRule:
            let resolved = try spec.resolved(for: size, options: ResolutionOptions(appliesOverlapRule: false, fractionBasis: .shorterSide))
            return ProducedShape(resolved: resolved, path: resolved.path)
        case .fractionsOfHeight:
            let resolved = try spec.resolved(for: size, options: ResolutionOptions(appliesOverlapRule: true, fractionBasis: .height))
            return ProducedShape(resolved: resolved, path: resolved.path)
        case .arcsSweptTheWrongWay:
            let resolved = try spec.resolved(for: size)
            return ProducedShape(resolved: resolved, path: Self.reversingArcs(resolved.path))
        case .trianglesOffCentre:
            var resolved = try spec.resolved(for: size)
            for edge in Edge.allCases {
                if var triangle = resolved.edges[edge].triangle {
                    triangle.center = resolved.edges[edge].spanStart + triangle.size
                    resolved.edges[edge].triangle = triangle
                }
            }
            return ProducedShape(resolved: resolved, path: resolved.path)
        case .trianglesNotClamped:
            var resolved = try spec.resolved(for: size)
            for edge in Edge.allCases {
                if var triangle = resolved.edges[edge].triangle, case .triangle(let requested, _) = spec.edges[edge] {
                    triangle.size = requested.resolved(for: size)
                    resolved.edges[edge].triangle = triangle
                }
            }
            return ProducedShape(resolved: resolved, path: resolved.path)
        case .marginsIgnoreCorners:
            var shape = try CoreProducer().produce(spec, size: size)
            shape.margins = .zero
            return shape
        case .chordPolygonHitTest:
            let shape = try CoreProducer().produce(spec, size: size)
            let polygon = ChordPolygon(shape.path)
            return ProducedShape(resolved: shape.resolved, path: shape.path, bounds: shape.bounds, area: shape.area,
                                 margins: shape.margins, hitTest: { point, rule in polygon.contains(point, rule: rule) })
        case .curvedSizesInRotatedFrame:
            var swapped = spec
            for corner in [Corner.topRight, .bottomLeft] {
                if case .curved(let width, let height) = spec.corners[corner] {
                    swapped.corners[corner] = .curved(width: height, height: width)
                }
            }
            let resolved = try swapped.resolved(for: size)
            return ProducedShape(resolved: resolved, path: resolved.path)
        case .roundedCornersIgnoreTheAngle:
            var resolved = try spec.resolved(for: size)
            for corner in Corner.allCases {
                if case .rounded(let r) = resolved.corners[corner].treatment {
                    resolved.corners[corner].reachIncoming = r.rawValue
                    resolved.corners[corner].reachOutgoing = r.rawValue
                }
            }
            return ProducedShape(resolved: resolved, path: resolved.path)
        case .degenerateZeroSize:
            let resolved = try spec.resolved(for: size)
            guard size.isEmpty else { return ProducedShape(resolved: resolved, path: resolved.path) }
            let (w, h) = (size.width, size.height)
            let rectangle = Path([.move(to: .zero), .line(to: Point(x: w, y: 0)), .line(to: Point(x: w, y: h)),
                                  .line(to: Point(x: 0, y: h)), .line(to: .zero), .close])
            return ProducedShape(resolved: resolved, path: rectangle)
        }
    }

    /// Replaces each arc's sweep by the complementary sweep in the other direction: same end
    /// points, the other way around the circle.
    static func reversingArcs(_ path: Path) -> Path {
        Path(path.elements.map { element in
            guard case .arc(let arc) = element, arc.sweep != 0 else { return element }
            let complement = arc.sweep > 0 ? arc.sweep - 2 * Double.pi : arc.sweep + 2 * Double.pi
            return .arc(Arc(center: arc.center, radius: arc.radius, startAngle: arc.startAngle,
                            endAngle: arc.startAngle + complement))
        })
    }
}
