import ShapeModel

/// What a failing property shows in its picture, besides the case's own shape and the oracle's
/// outline: the points where it failed, extra outlines (a second shape, a rectangle, a gap),
/// labelled points and the numbers it compared.
///
/// One small model serves every property, so ``FailurePicture`` needs no knowledge of any of
/// them. Properties build it only on the failing path: a passing check pays nothing for it.
/// Everything is in the coordinates of the picture (the case's shape coordinates, y down).
public struct FailureEvidence: Hashable, Sendable {
    /// An extra outline with its legend label: a second shape, a rectangle, or an open segment.
    public struct Outline: Hashable, Sendable {
        /// What the outline is, for the legend.
        public var label: String
        /// The outline itself; an open path (no close) is drawn as a line, e.g. a gap.
        public var path: Path

        /// An outline from a path.
        public init(_ label: String, path: Path) {
            self.label = label
            self.path = path
        }

        /// A rectangle, clockwise from its top-left corner.
        public init(_ label: String, rect: Rect) {
            self.init(label, path: Path([.move(to: Point(x: rect.minX, y: rect.minY)), .line(to: Point(x: rect.maxX, y: rect.minY)),
                                          .line(to: Point(x: rect.maxX, y: rect.maxY)), .line(to: Point(x: rect.minX, y: rect.maxY)),
                                          .close]))
        }

        /// An open segment from `start` to `end`, e.g. the gap between two points that should meet.
        public init(_ label: String, from start: Point, to end: Point) {
            self.init(label, path: Path([.move(to: start), .line(to: end)]))
        }
    }

    /// A labelled point; the picture numbers it and spells the label out in the legend.
    public struct Mark: Hashable, Sendable {
        /// What the point is (e.g. `winding number 2`).
        public var label: String
        /// Where it is.
        public var point: Point

        /// A mark labelled `label` at `point`.
        public init(_ label: String, at point: Point) {
            self.label = label
            self.point = point
        }
    }

    /// The points where the property failed; corpus entries record them as `failingPoints`.
    public var points: [Point]
    /// What the points are, for the legend; `nil` means "point(s) where the check failed".
    public var pointsLabel: String?
    /// Extra outlines, drawn over the case's shape in order.
    public var outlines: [Outline]
    /// Labelled points.
    public var marks: [Mark]
    /// The numbers compared, one line each (e.g. `area 1.5, the oracle says 1.25`).
    public var facts: [String]
    /// Whether the picture draws the case's own shape and oracle outline: false when the
    /// property judged shapes of its own (the cut diamond) or in another frame (a mirror).
    public var showsCaseShape: Bool

    /// Evidence with every field given; all default to nothing.
    public init(points: [Point] = [], pointsLabel: String? = nil, outlines: [Outline] = [], marks: [Mark] = [],
                facts: [String] = [], showsCaseShape: Bool = true) {
        self.points = points
        self.pointsLabel = pointsLabel
        self.outlines = outlines
        self.marks = marks
        self.facts = facts
        self.showsCaseShape = showsCaseShape
    }
}
