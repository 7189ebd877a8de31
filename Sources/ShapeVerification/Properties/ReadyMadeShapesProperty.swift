import Foundation
import ShapeCore
import ShapeModel
import ShapeOracle

/// `ready-made-shapes`: every ready-made shape at the case's size is what the contract says it
/// is, judged against closed forms and the analytic oracle (never against the core's resolution
/// of the shape's own spec), and the theme types map as documented (Contract: ready-made shapes,
/// shape metric, shape category, Material 2018 scheme).
public struct ReadyMadeShapesProperty: ShapeProperty {
    public init() {}
    public var id: String { "ready-made-shapes" }
    public var summary: String {
        "At the case's size, the circle and one other ready-made shape (chosen and parametrised from the case) are their contract: the circle's outline lies at min(w, h)/2 from (w/2, h/2), with the centred square as bounds and area pi r^2; the pill, fully rounded corners (rounded min(w, h)/2 on the chosen corners only), slanted rect, diamond and curved rect lie on the analytic oracle's outline of the spec the contract states, with the oracle's area and bounds; a zero-area size gives the empty path. A metric applied to some corners of the case's spec changes exactly those (rounded or continuous of its radius, square for 0) and nothing else; a category of one family and size sets every corner as documented; the default scheme is rounded 4, 4, 0."
    }
    public var tolerance: String {
        "Outline points within \(Tolerances.text(Tolerances.joinBand)) * max(1, w, h, |bounds coordinates|) of the expected outline, and bounds sides within the same (the contract's join band: both sides are closed forms of the same geometry and differ by rounding); area within relative \(Tolerances.text(Tolerances.areaRelative)) plus \(Tolerances.text(Tolerances.areaAbsolute)) * that scale squared (as area-matches-oracle). Theme results are data: equal, bit for bit."
    }

    public func check(_ subject: CaseSubject) -> PropertyOutcome {
        let shapeCase = subject.shapeCase
        for shape in shapeCase.readyMadeShapes {
            if let failure = Self.check(shape, at: shapeCase.size, producer: subject.producer) { return failure }
        }
        return Self.checkThemes(shapeCase, producer: subject.producer) ?? .pass
    }

    // MARK: Shapes

    /// What the contract says a ready-made shape is at a size: a circle in closed form, or the
    /// spec the contract states for it, resolved by the analytic oracle.
    private enum Expected {
        case circle(center: Point, radius: Double)
        case oracle(AnalyticOracle, ShapeSpec)
    }

    /// The spec the contract states for `shape` at `size`, written from the contract's text
    /// (not taken from the shape's own `spec`), or nil for the circle.
    static func contractSpec(_ shape: ReadyMadeShape, size: Size) -> ShapeSpec? {
        let (w, h, r) = (size.width, size.height, size.minDimension / 2)
        switch shape {
        case .circle:
            return nil
        case .pill:
            return ShapeSpec(allCorners: .rounded(.points(r)))
        case .fullyRoundedCorners(let chosen):
            return ShapeSpec(corners: Corners { chosen.contains($0) ? .rounded(.points(r)) : .square })
        case .slantedRect(let slant, let corner):
            let top = Vector(dx: slant, dy: 0), bottom = Vector(dx: -slant, dy: 0)
            return ShapeSpec(corners: Corners(all: corner), offsets: Corners(topLeft: top, topRight: top, bottomRight: bottom, bottomLeft: bottom))
        case .diamond:
            return ShapeSpec(offsets: Corners(topLeft: Vector(dx: 0, dy: h / 2), topRight: Vector(dx: -w / 2, dy: 0),
                                              bottomRight: Vector(dx: 0, dy: -h / 2), bottomLeft: Vector(dx: w / 2, dy: 0)))
        case .curvedRect(let corner):
            return ShapeSpec(allCorners: .curved(width: .points(corner.width), height: .points(corner.height)))
        }
    }

    static func check(_ shape: ReadyMadeShape, at size: Size, producer: any ShapeProducer) -> PropertyOutcome? {
        let path: Path
        do { path = try producer.readyMadePath(shape, size: size) } catch {
            return .fail("the \(shape) throws at the valid size \(size.width) x \(size.height): \(error)",
                         evidence: FailureEvidence(facts: ["\(error)"], showsCaseShape: false))
        }
        if size.isEmpty {
            if path.isEmpty { return nil }
            return .fail("the \(shape) at the zero-area size \(size.width) x \(size.height) is not the empty path: \(path.elements.count) elements",
                         evidence: FailureEvidence(outlines: [FailureEvidence.Outline("the \(shape) as drawn", path: path)], showsCaseShape: false))
        }
        if let problem = Self.structureProblem(path) {
            return .fail("the \(shape) is not one closed subpath: \(problem)",
                         evidence: FailureEvidence(outlines: [FailureEvidence.Outline("the \(shape) as drawn", path: path)], facts: [problem], showsCaseShape: false))
        }

        let expected: Expected
        let expectedArea: Double, expectedBounds: Rect
        if let spec = contractSpec(shape, size: size) {
            let oracle: AnalyticOracle
            do { oracle = try AnalyticOracle(spec: spec, size: size) } catch {
                return .fail("the \(shape) draws a shape where the contract's spec is invalid: \(error)",
                             evidence: FailureEvidence(outlines: [FailureEvidence.Outline("the \(shape) as drawn", path: path)],
                                                       facts: ["the contract's spec \(JSONWriter.string(spec.jsonValue))"], showsCaseShape: false))
            }
            expected = .oracle(oracle, spec)
            (expectedArea, expectedBounds) = (oracle.area, oracle.bounds)
        } else {
            let r = size.minDimension / 2, c = Point(x: size.width / 2, y: size.height / 2)
            expected = .circle(center: c, radius: r)
            (expectedArea, expectedBounds) = (Double.pi * r * r, Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
        }
        // The largest, as `Array.max()` finds it, without building the array.
        let larger = Tolerances.larger
        let scale = larger(larger(larger(larger(larger(larger(1, size.width), size.height), Swift.abs(expectedBounds.minX)),
                                         Swift.abs(expectedBounds.maxX)), Swift.abs(expectedBounds.minY)), Swift.abs(expectedBounds.maxY))
        let band = Tolerances.joinBand * scale
        // Only a failure draws the expected outline.
        func evidence(_ facts: [String], marks: [FailureEvidence.Mark] = []) -> FailureEvidence {
            let expectedOutline = switch expected {
            case .circle(let c, let r): OutlineSamples.circle(center: c, radius: r)
            case .oracle(let oracle, _): OutlineSamples.polygon(oracle.outline(tolerance: 0))
            }
            return FailureEvidence(outlines: [FailureEvidence.Outline("the \(shape) as drawn", path: path),
                                       FailureEvidence.Outline("the \(shape) the contract states", path: expectedOutline)],
                            marks: marks, facts: facts, showsCaseShape: false)
        }

        // Every drawn point lies on the expected outline. Only whether a point is within the
        // band matters until one fails (the oracle settles that without measuring the distance
        // to the bracket's accuracy). One switch for all the points: a switch per point copied
        // `expected`, the oracle and each of its arrays, every time.
        let samples = OutlineSamples.points(of: path)
        let firstOff: Int? = switch expected {
        case .circle(let c, let r): samples.firstIndex { !(Swift.abs($0.point.distance(to: c) - r) <= band) }
        case .oracle(let oracle, _): samples.firstIndex { !oracle.isNearOutline($0.point, within: band) }
        }
        if let firstOff {
            let (point, element) = samples[firstOff]
            // Measured in full for the message.
            let off = switch expected {
            case .circle(let c, let r): Swift.abs(point.distance(to: c) - r)
            case .oracle(let oracle, _): oracle.distanceToOutline(point)
            }
            let what: String = switch expected {
            case .circle(let c, let r): "is \(point.distance(to: c)) from the centre (\(c.x), \(c.y)), not the radius \(r)"
            case .oracle(_, let spec): "is \(off) off the outline of \(JSONWriter.string(spec.jsonValue))"
            }
            return .fail("the \(shape) is not the shape the contract states; its point (\(point.x), \(point.y)) on element \(element) \(what)",
                         evidence: evidence(["off by \(off), band \(band)"], marks: [FailureEvidence.Mark("drawn point off the outline", at: point)]))
        }
        // The whole outline, not a piece of it: its area and bounds.
        let area = path.signedArea
        let areaSlack = Tolerances.areaRelative * Swift.abs(expectedArea) + Tolerances.areaAbsolute * scale * scale
        if !(Swift.abs(area - expectedArea) <= areaSlack) {
            return .fail("the \(shape) is not the shape the contract states; it has area \(area), the contract says \(expectedArea)",
                         evidence: evidence(["area \(area) vs \(expectedArea), off by \(area - expectedArea) (slack \(areaSlack))"]))
        }
        let bounds = path.bounds
        // Each side in turn, by a function called four times rather than a loop over an array.
        func sideProblem(_ name: String, _ got: Double, _ want: Double) -> PropertyOutcome? {
            guard !(Swift.abs(got - want) <= band) else { return nil }
            return .fail("the \(shape) is not the shape the contract states; its bounds \(name) is \(got), the contract says \(want)",
                         evidence: FailureEvidence(outlines: [FailureEvidence.Outline("the \(shape) as drawn", path: path),
                                                              FailureEvidence.Outline("its bounds", rect: bounds),
                                                              FailureEvidence.Outline("the bounds the contract states", rect: expectedBounds)],
                                                   facts: ["\(name): \(got) vs \(want) (band \(band))"], showsCaseShape: false))
        }
        return sideProblem("minX", bounds.minX, expectedBounds.minX) ?? sideProblem("minY", bounds.minY, expectedBounds.minY)
            ?? sideProblem("maxX", bounds.maxX, expectedBounds.maxX) ?? sideProblem("maxY", bounds.maxY, expectedBounds.maxY)
    }

    /// Why `path` is not one closed subpath of finite points, or nil.
    static func structureProblem(_ path: Path) -> String? {
        guard case .move? = path.elements.first else { return "it does not start with a move" }
        guard case .close? = path.elements.last else { return "it does not end with a close" }
        for (index, element) in path.elements.enumerated() {
            if index > 0, case .move = element { return "a second move at element \(index)" }
            if index < path.elements.count - 1, case .close = element { return "a close at element \(index) before the end" }
            if !element.hasOnlyFiniteNumbers { return "a non-finite number in element \(index)" }
        }
        return nil
    }

    // MARK: Themes

    /// The treatment the contract gives a metric: square for a radius of 0, else rounded
    /// (circular) or continuous of the radius in points.
    static func treatment(of metric: ShapeMetric) -> CornerTreatment {
        if metric.cornerRadius == 0 { return .square }
        return metric.cornerCurve == .circular ? .rounded(.points(metric.cornerRadius)) : .continuous(.points(metric.cornerRadius))
    }

    /// Every corner of the category of `family` and `size`, as the contract maps it.
    static func treatment(of family: CornerFamily, size: Double) -> CornerTreatment {
        switch family {
        case .square: .square
        case .rounded: .rounded(.points(size))
        case .cut: .cut(.points(size))
        case .curved: .curved(width: .points(size), height: .points(size))
        case .continuous: .continuous(.points(size))
        }
    }

    static func checkThemes(_ shapeCase: ShapeCase, producer: any ShapeProducer) -> PropertyOutcome? {
        let spec = shapeCase.spec
        let probe = shapeCase.themeProbe
        let metric = probe.metric
        // Names for messages, built only on a failing path (formatting them cost more than the checks).
        var metricName: String { "metric \(metric.cornerRadius) \(metric.cornerCurve)" }
        var chosen: String { ReadyMadeShape.names(probe.corners) }

        // A metric changes exactly the chosen corners.
        let themed = producer.applying(metric, to: spec, corners: probe.corners)
        for corner in Corner.allCases {
            let want = probe.corners.contains(corner) ? treatment(of: metric) : spec.corners[corner]
            let got = themed.corners[corner]
            if got != want {
                let kind = probe.corners.contains(corner) ? "does not give a chosen corner its treatment" : "changes a corner it is not applied to"
                return .fail("applying a metric \(kind); the \(metricName) on \(chosen) makes \(corner) \(ReadyMadeShape.name(got)), expected \(ReadyMadeShape.name(want))",
                             evidence: Self.themeEvidence(themed, shapeCase, label: "the spec with the metric applied",
                                                          facts: ["\(corner): \(ReadyMadeShape.name(spec.corners[corner])) became \(ReadyMadeShape.name(got))"]))
            }
        }
        if themed.offsets != spec.offsets || themed.edges != spec.edges {
            return .fail("applying a metric changes the offsets or edges; the \(metricName) on \(chosen)",
                         evidence: Self.themeEvidence(themed, shapeCase, label: "the spec with the metric applied", facts: []))
        }

        // A category of one family and size sets every corner, and keeps offsets and edges.
        let categorized = producer.applyingCategory(probe.family, size: probe.categorySize, to: spec)
        let want = treatment(of: probe.family, size: probe.categorySize)
        if let corner = Corner.allCases.first(where: { categorized.corners[$0] != want }) {
            return .fail("a category does not set every corner as documented; the category \(probe.family) \(probe.categorySize) makes \(corner) \(ReadyMadeShape.name(categorized.corners[corner])), expected \(ReadyMadeShape.name(want))",
                         evidence: Self.themeEvidence(categorized, shapeCase, label: "the spec with the category applied", facts: []))
        }
        if categorized.offsets != spec.offsets || categorized.edges != spec.edges {
            return .fail("a category changes the offsets or edges; the category \(probe.family) \(probe.categorySize)",
                         evidence: Self.themeEvidence(categorized, shapeCase, label: "the spec with the category applied", facts: []))
        }

        // The default scheme is Material 2018's.
        let scheme = producer.defaultScheme()
        for (name, category, size) in [("small", scheme.small, 4.0), ("medium", scheme.medium, 4), ("large", scheme.large, 0)]
        where category.corners != Corners(all: .rounded(.points(size))) {
            return .fail("the default scheme is not Material 2018's; its \(name) category is \(ReadyMadeShape.name(category.corners.topLeft)) (topLeft), the Material 2018 scheme says rounded \(size) on every corner")
        }
        return nil
    }

    /// The case's shape with the themed spec's outline over it, where that resolves.
    private static func themeEvidence(_ themed: ShapeSpec, _ shapeCase: ShapeCase, label: String, facts: [String]) -> FailureEvidence {
        let outlines = (try? themed.path(for: shapeCase.size)).map { [FailureEvidence.Outline(label, path: $0)] } ?? []
        return FailureEvidence(outlines: outlines, facts: facts + ["\(label): \(JSONWriter.string(themed.jsonValue))"])
    }
}
