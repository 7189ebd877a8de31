/// A deliberate bug, one per real anchor bug or classic slip, that a ``FaultyProducer`` injects.
///
/// The test suite runs every property against every fault and requires each fault to be caught
/// within 10,000 cases and shrunk to a small case: the proof that the properties have teeth.
public enum Fault: String, Sendable, CaseIterable, CustomStringConvertible {
    /// The overlap rule (Contract: overlap rule) is skipped: rounded 60 on 100 x 100 overlaps itself.
    case noOverlapRule = "no-overlap-rule"
    /// Fractions resolve against the height, as the iOS anchor does: 0.5 on 40 x 80 is no pill.
    case fractionsOfHeight = "fractions-of-height"
    /// Every arc sweeps the complementary angle the other way: corners bulge inward, around the long way.
    case arcsSweptTheWrongWay = "arcs-swept-the-wrong-way"
    /// Triangles start at the beginning of their straight span instead of being centred on it.
    case trianglesOffCentre = "triangles-off-centre"
    /// Triangles keep their requested size even when wider than the span they sit on (Contract: triangle fit skipped).
    case trianglesNotClamped = "triangles-not-clamped"
    /// Content margins ignore the corners (all zero), so content pokes out of rounded corners.
    case marginsIgnoreCorners = "margins-ignore-corners"
    /// Content margins doubled whenever the spec has offsets: still inside the shape (a smaller
    /// rectangle in a convex region), but no longer the blocked rectangle the contract asks for.
    case marginsWithOffsetsDoubled = "margins-with-offsets-doubled"
    /// Hit testing against the polygon through the segment end points, not the curves.
    case chordPolygonHitTest = "chord-polygon-hit-test"
    /// Curved sizes in the iOS per-corner rotated frame: width and height swapped on topRight and bottomLeft.
    case curvedSizesInRotatedFrame = "curved-sizes-in-rotated-frame"
    /// Rounded corners at a slanted corner reach r along each edge, as at a right angle (the iOS
    /// anchor), instead of `r cot(theta/2)`: the arc is no longer tangent to both edges.
    case roundedCornersIgnoreTheAngle = "rounded-corners-ignore-the-angle"
    /// A zero-area size still yields a (degenerate) rectangle path instead of the empty path (Contract: empty size).
    case degenerateZeroSize = "degenerate-zero-size"
    /// Trimming does not wrap: `from > to` gives the empty path (the core's behaviour before
    /// Contract), so a spinner arc crossing the outline's start vanishes.
    case trimNoWrap = "trim-no-wrap"
    /// Interpolation maps t through the standard easing cubic-bezier(0.4, 0, 0.2, 1) solved by
    /// 16 bisection steps: close at the ends, but not exactly 0 and 1, so the endpoints drift.
    case interpolationEasedEndpoints = "interpolation-eased-endpoints"
    /// Two different corner families (or triangle directions) switch at t = 1/2 at full size
    /// instead of meeting through square: the area jumps.
    case interpolationFamilyJump = "interpolation-family-jump"
    /// The content mask is the outline scaled about its centre by `(W - 2w) / W` and
    /// `(H - 2w) / H` (W x H its bounds), as the iOS shaped layer insets its border: a pill's
    /// round ends become ellipses, and past half the width the mask flips.
    case iosScaleAboutCentreInset = "ios-scale-about-centre-inset"
    /// The ripple is sized from the nominal rectangle `(0, 0, w, h)` and never overflows it,
    /// whatever the outline does (outward triangles, offsets).
    case rippleFromNominalBounds = "ripple-from-nominal-bounds"
    /// The perimeter is measured along the polygon through the segment end points, as if every
    /// arc and Bezier were its chord (a renderer's flattened length with one step per curve).
    case chordPolygonLength = "chord-polygon-length"
    /// The renderer samples each pixel around its top-left corner instead of its centre (the
    /// classic `column / scale` for `(column + 0.5) / scale`): the picture moves half a pixel
    /// up and left, with the area unchanged (Contract: pixel-centre sampling).
    case halfPixelShift = "half-pixel-shift"
    /// The image size truncates `side · scale` instead of rounding it up: the last partial
    /// column and row of the view box are dropped (Contract: PNG image size).
    case imageSizeTruncated = "image-size-truncated"
    /// The SVG exporter writes large-arc-flag 1 on every `A` command: each arc goes the long way
    /// round the other circle through its end points (Contract: SVG path data).
    case wrongLargeArcFlag = "wrong-large-arc-flag"
    /// The ready-made circle sits in the top-left square of side `min(w, h)` instead of being
    /// centred: right on squares, off centre on every other size.
    case circleOffCentre = "circle-off-centre"
    /// Applying a metric ignores the chosen corners and treats all four.
    case metricTouchesEveryCorner = "metric-touches-every-corner"
    /// `arc(tangentPoint:to:radius:)` puts its tangent points `r tan(θ/2)` from the corner
    /// instead of `r cot(θ/2)` (the turning angle for the angle between the lines): right at a
    /// right angle, so a test of the usual rounded corner passes, but elsewhere the arc leaves
    /// the second line.
    case tangentArcMissesTheLine = "tangent-arc-misses-the-line"
    /// Appending under a transform maps each arc as if the transform were a rotation and a
    /// uniform scale (centre mapped, radius times `sqrt|det|`, angles turned): mirrors and
    /// non-uniform scales draw the arcs bulging the wrong way or on the wrong circle.
    case appendMapsArcsByRotation = "append-maps-arcs-by-rotation"
    /// The producer calls `fatalError` on a cut corner of a narrow shape (one side a million times the
    /// other: ``FaultyProducer/trapsOnNarrowCut(_:size:)``):
    /// the stand-in for a core that traps (an overflow, an index out of range). It kills the
    /// process that runs it, so it is fuzzed only through a child process (CrashSafetyTests),
    /// never in the test process: see ``traps``.
    case trapOnNarrowCut = "trap-on-narrow-cut"

    /// Whether the fault kills the process that meets it (a trap, not a wrong answer): such a
    /// fault is run only in a child process, and the in-process hunts (FaultyProducerTests, the
    /// benchmark's shrinks) leave it out.
    public var traps: Bool { self == .trapOnNarrowCut }

    /// The faults a run can meet and survive: every fault that does not ``traps``.
    public static var inProcessCases: [Fault] { allCases.filter { !$0.traps } }

    public var description: String { rawValue }
}
