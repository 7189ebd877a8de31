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
            let shape = try CoreProducer().produce(spec, size: size)
            shape.margins = .zero
            return shape
        case .marginsWithOffsetsDoubled:
            let shape = try CoreProducer().produce(spec, size: size)
            if spec.hasOffsets {
                let m = shape.margins
                shape.margins = EdgeInsets(top: 2 * m.top, left: 2 * m.left, bottom: 2 * m.bottom, right: 2 * m.right)
            }
            return shape
        case .chordPolygonHitTest:
            let shape = try CoreProducer().produce(spec, size: size)
            let polygon = ChordPolygon(shape.path)
            shape.hitTest = { point, rule in polygon.contains(point, rule: rule) }
            return shape
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
        case .trapOnNarrowCut:
            if Self.trapsOnNarrowCut(spec, size: size) {
                fatalError("trap-on-narrow-cut: a deliberate trap on a cut corner of a shape a million times longer than wide")
            }
            return try CoreProducer().produce(spec, size: size)
        case .trimNoWrap, .interpolationEasedEndpoints, .interpolationFamilyJump,
             .circleOffCentre, .metricTouchesEveryCorner, .tangentArcMissesTheLine, .appendMapsArcsByRotation,
             .halfPixelShift, .imageSizeTruncated, .wrongLargeArcFlag, .chordPolygonLength,
             .iosScaleAboutCentreInset, .rippleFromNominalBounds:
            // Motion, ready-made, theme, builder, export, measure and surface faults: shapes themselves are the core's.
            return try CoreProducer().produce(spec, size: size)
        }
    }

    public func trim(_ path: Path, from: Double, to: Double) -> Path {
        if fault == .trimNoWrap && !(from < to) { return .empty }
        return path.trimmed(from: from, to: to)
    }

    public func length(of path: Path) -> Double {
        fault == .chordPolygonLength ? ChordPolygon(path).perimeter : path.length
    }

    public func interpolate(_ a: ShapeSpec, _ b: ShapeSpec, at t: Double, size: Size) throws(ShapeInputError) -> ShapeSpec {
        switch fault {
        case .interpolationEasedEndpoints:
            guard t.isFinite else { return try a.interpolated(to: b, at: t, for: size) }
            return try a.interpolated(to: b, at: Self.bisectedStandardEasing(Swift.min(1, Swift.max(0, t))), for: size)
        case .interpolationFamilyJump:
            var result = try a.interpolated(to: b, at: t, for: size)
            for corner in Corner.allCases {
                let (x, y) = (a.corners[corner], b.corners[corner])
                if !x.isSquare, !y.isSquare, x.family != y.family { result.corners[corner] = t < 0.5 ? x : y }
            }
            for edge in Edge.allCases {
                if case .triangle(_, let d1) = a.edges[edge], case .triangle(_, let d2) = b.edges[edge], d1 != d2 {
                    result.edges[edge] = t < 0.5 ? a.edges[edge] : b.edges[edge]
                }
            }
            return result
        default:
            return try a.interpolated(to: b, at: t, for: size)
        }
    }

    public func surface(_ spec: ShapeSpec, size: Size, borderWidth: Double, elevation: Double) throws(ShapeInputError) -> ShapedSurface {
        var surface = try ShapedSurface(spec: spec, size: size, borderWidth: borderWidth, elevation: elevation)
        switch fault {
        case .iosScaleAboutCentreInset:
            let outline = surface.outline
            guard borderWidth > 0, !outline.isEmpty else { return surface }
            let b = outline.bounds
            let (cx, cy) = (b.minX + b.width / 2, b.minY + b.height / 2)
            let scale = AffineTransform.translation(dx: -cx, dy: -cy)
                .concatenating(.scale(x: (b.width - 2 * borderWidth) / b.width, y: (b.height - 2 * borderWidth) / b.height))
                .concatenating(.translation(dx: cx, dy: cy))
            surface.contentMask = outline.transformed(by: scale)
            surface.borderRegion = Path(outline.elements + surface.contentMask.reversed().elements)
        case .rippleFromNominalBounds:
            surface.ripple = Ripple(bounds: Rect(size: size), size: size)
        default:
            break
        }
        return surface
    }

    public func render(_ path: Path, color: RGBA, with renderer: PNGRenderer) throws(ShapeInputError) -> RenderedPicture {
        switch fault {
        case .halfPixelShift:
            // Sampling around the pixel's corner is sampling the view box moved by half a pixel.
            var shifted = renderer
            shifted.viewBox.x -= 0.5 / renderer.scale
            shifted.viewBox.y -= 0.5 / renderer.scale
            return try RenderedPicture(path: path, color: color, renderer: shifted)
        case .imageSizeTruncated:
            let full = try RenderedPicture(path: path, color: color, renderer: renderer).image
            let width = Swift.max(1, Swift.min(full.width, Int((renderer.viewBox.width * renderer.scale).rounded(.towardZero))))
            let height = Swift.max(1, Swift.min(full.height, Int((renderer.viewBox.height * renderer.scale).rounded(.towardZero))))
            var bytes: [UInt8] = []
            for row in 0 ..< height { bytes += full.bytes[(row * full.width * 4) ..< ((row * full.width + width) * 4)] }
            guard let cropped = RGBAImage(width: width, height: height, bytes: bytes) else { return RenderedPicture(image: full, png: PNGEncoder.encode(full)) }
            return RenderedPicture(image: cropped, png: PNGEncoder.encode(cropped))
        default:
            return try RenderedPicture(path: path, color: color, renderer: renderer)
        }
    }

    public func svgPathData(of path: Path) -> String {
        guard fault == .wrongLargeArcFlag else { return path.svgPathData }
        // `A rx ry rotation large-arc sweep x y`: the flag is the fourth number after the letter.
        var tokens = path.svgPathData.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        for i in tokens.indices where tokens[i] == "A" && i + 4 < tokens.count { tokens[i + 4] = "1" }
        return tokens.joined(separator: " ")
    }

    /// Whether ``Fault/trapOnNarrowCut`` traps on `spec` at `size`: a cut corner (of a size
    /// above zero) on a narrow shape, one side at least a million times the other (the generator's
    /// domain edges make such shapes in about one case in a hundred). Public so that a test can
    /// find the cases that trap without meeting the trap.
    public static func trapsOnNarrowCut(_ spec: ShapeSpec, size: Size) -> Bool {
        let (shorter, longer) = (Swift.min(size.width, size.height), Swift.max(size.width, size.height))
        guard shorter > 0, longer.isFinite, longer >= 1e6 * shorter else { return false }
        return spec.corners.inOrder.contains { corner in
            guard case .cut(let length) = corner else { return false }
            return length.resolved(for: size) > 0
        }
    }

    /// cubic-bezier(0.4, 0, 0.2, 1) at `x`, by 16 bisection steps on the curve parameter: the
    /// midpoint of the last bracket is never exactly 0 or 1.
    static func bisectedStandardEasing(_ x: Double) -> Double {
        func bezier(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var lo = 0.0, hi = 1.0
        for _ in 0 ..< 16 {
            let mid = (lo + hi) / 2
            if bezier(0.4, 0.2, mid) < x { lo = mid } else { hi = mid }
        }
        return bezier(0, 1, (lo + hi) / 2)
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
