/// CSS for a shape, in the most faithful form CSS has for its spec, with the reason for the form.
///
/// - **Native** (`border-*-radius` and `corner-*-shape: round | bevel`): for rounded, cut and
///   square corners without offsets or triangles. CSS resolves radii that overflow a side by the
///   overlap rule of CSS Backgrounds 3, section 5.5, which is the contract's (Contract: overlap
///   rule), and `corner-shape: bevel` draws the contract's cut, so the CSS is exact at every size
///   and needs none. Sizes in points become `px`; a fraction of `min(w, h)` has no CSS spelling
///   (a percentage radius is a fraction of each side, an ellipse) except the same fraction of at
///   least 0.5 on all four corners (a pill, a cut diamond): a radius larger than any box, which
///   the overlap rule brings down to exactly half the shorter side. Browsers clamp lengths they
///   cannot lay out (Chromium at 2^25 px), so sizes whose largest is over 1e6 px are
///   all scaled by one factor to bring it to that: the same shape on every box up to
///   1e6 px on a side, where the overlap rule scales by at least that factor anyway.
/// - **`clip-path: shape()`**: for any corners in points without offsets or triangles: every
///   point of the outline is a corner of the box plus or minus a fixed length (`calc(100% -
///   20px)`), so the shape is exact at every size large enough that the corners fit their sides
///   without the overlap rule (``minimumSize``); rounded corners are `arc`s, curved and continuous
///   ones `curve`s.
/// - **`clip-path: path()`**: anything else (offsets, triangles, fractions, corners that need
///   scaling), at one size: the outline's SVG path data, in `px`.
///
/// ```swift
/// let card = try CSSExport(ShapeSpec(allCorners: .rounded(12)), size: nil)
/// card.form            // .native
/// card.stylesheet()    // ".shape {\n  border-top-left-radius: 12px;\n  corner-top-left-shape: round;\n ..."
/// ```
///
/// - Complexity: O(1) for the native and `shape()` forms; one resolution for `path()`.
public struct CSSExport: Hashable, Sendable {
    /// Which CSS the shape is written in.
    public enum Form: String, Hashable, Sendable {
        /// `border-*-radius` and `corner-*-shape`.
        case native = "border-radius and corner-shape"
        /// `clip-path: shape(...)`, responsive above ``CSSExport/minimumSize``.
        case shape = "clip-path: shape()"
        /// `clip-path: path(...)` at one size.
        case path = "clip-path: path()"
    }

    /// The form chosen.
    public var form: Form
    /// The declarations, in order: `(property, value)`.
    public var declarations: [Declaration]
    /// Why this form, in a sentence: what the spec has that decided it.
    public var reason: String
    /// For ``Form/shape``, the smallest size at which the CSS is exact (below it the contract
    /// scales the corners and the CSS does not); `nil` for the other forms.
    public var minimumSize: Size?

    /// One CSS declaration.
    public struct Declaration: Hashable, Sendable {
        /// The property, e.g. `border-top-left-radius`.
        public var property: String
        /// Its value, e.g. `12px`.
        public var value: String
    }

    /// The CSS for `spec`, responsive when it can be, else at `size`; throws when the spec needs
    /// a size and none is given (naming `--size`), or for invalid input.
    public init(_ spec: ShapeSpec, size: Size?) throws(ShapeInputError) {
        try spec.validate()
        if let size { try size.validate() }
        let plain = !spec.hasOffsets && spec.edges.inOrder.allSatisfy(\.isStraight)
        let lengths = Corner.allCases.flatMap { Self.lengths(spec.corners[$0]) }
        let fractions = lengths.filter { if case .fraction = $0 { true } else { false } }
        let nativeFamilies = spec.corners.inOrder.allSatisfy { [.square, .rounded, .cut].contains($0.family) }

        if plain && nativeFamilies && fractions.isEmpty {
            let native = "rounded, cut and square corners in points, without offsets or triangles: border-radius and corner-shape draw them, and CSS's overlap rule (CSS Backgrounds 3, section 5.5) is the contract's"
            let largest = lengths.map(\.rawValue).max() ?? 0
            guard largest > Double(Self.hugeRadius) else {
                self = Self.native(spec, radius: { _ in nil }, reason: "\(native), so it is exact at every size")
                return
            }
            // Browsers lay lengths out in fixed point and clamp what does not fit (Chromium at
            // 2^25 px: a radius of 5e8 px is drawn as one of 3.4e7). Scaling every size by the
            // same k changes nothing where the overlap rule already scales by at most k, which
            // it does on every box whose sides are at most k times the largest size.
            let k = Double(Self.hugeRadius) / largest
            self = Self.native(spec, radius: { t in "\(NumberFormatting.roundTrip((Self.lengths(t).first?.rawValue ?? 0) * k))px" },
                               reason: "\(native); the largest size, \(NumberFormatting.roundTrip(largest)), is more than browsers lay out (Chromium clamps lengths at 2^25 px), so every size is scaled by \(NumberFormatting.roundTrip(k)) to bring it to \(Self.hugeRadius)px, which the overlap rule makes the same shape on every box up to \(Self.hugeRadius) px")
            return
        }
        if plain && nativeFamilies, let pill = Self.commonHalfOrMore(spec) {
            self = Self.native(spec, radius: { _ in "\(Self.hugeRadius)px" },
                               reason: "the same fraction \(NumberFormatting.roundTrip(pill)) (at least 0.5) of min(w, h) on all four corners: a radius of \(Self.hugeRadius)px, which CSS's overlap rule (the contract's) brings down to exactly half the shorter side of any box up to \(Self.hugeRadius) px")
            return
        }
        if plain && fractions.isEmpty {
            let minimum = Self.minimumSize(spec)
            if size.map({ $0.width >= minimum.width && $0.height >= minimum.height }) ?? true {
                self.init(form: .shape, declarations: [Declaration(property: "clip-path", value: Self.shape(spec))],
                          reason: "curved or continuous corners, in points, without offsets or triangles: every point of the outline is a corner of the box plus or minus a fixed length, so shape() is exact at every size of at least \(NumberFormatting.roundTrip(minimum.width)) x \(NumberFormatting.roundTrip(minimum.height)) (below it the contract scales the corners to fit)",
                          minimumSize: minimum)
                return
            }
        }
        guard let size else {
            let why = spec.hasOffsets ? "corner offsets" : !spec.edges.inOrder.allSatisfy(\.isStraight) ? "triangles" : "fractions of min(w, h)"
            throw ShapeInputError(field: "--size", problem: "this spec has \(why), which CSS can only draw as clip-path: path() at one size: give --size WxH")
        }
        let path = try spec.resolved(for: size).path
        let why = spec.hasOffsets ? "corner offsets" : !spec.edges.inOrder.allSatisfy(\.isStraight) ? "triangles"
            : !fractions.isEmpty ? "fractions of min(w, h), which CSS lengths cannot spell" : "corners that do not fit their sides at this size (the overlap rule scales them)"
        self.init(form: .path, declarations: [Declaration(property: "width", value: "\(NumberFormatting.roundTrip(size.width))px"),
                                              Declaration(property: "height", value: "\(NumberFormatting.roundTrip(size.height))px"),
                                              Declaration(property: "clip-path", value: "path('\(path.svgPathData)')")],
                  reason: "\(why): clip-path: path() draws the outline itself, exact at \(NumberFormatting.roundTrip(size.width)) x \(NumberFormatting.roundTrip(size.height)) only",
                  minimumSize: nil)
    }

    private init(form: Form, declarations: [Declaration], reason: String, minimumSize: Size?) {
        self.form = form
        self.declarations = declarations
        self.reason = reason
        self.minimumSize = minimumSize
    }

    /// A radius larger than any box CSS lays out exactly, and the largest size the native form
    /// writes (Chromium's layout units reach about 3.3e7 px; at zoom 16, as the web producer
    /// shows shapes, 1e6 px is 1.6e7).
    static let hugeRadius = 1_000_000

    /// The rule set: a comment saying which form and why, then the declarations.
    public func stylesheet(selector: String = ".shape") -> String {
        var lines = ["/* verify-shapes css: \(form.rawValue). \(reason). */", "\(selector) {"]
        lines += declarations.map { "  \($0.property): \($0.value);" }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Native

    private static let cssCorners: [(Corner, String)] = [(.topLeft, "top-left"), (.topRight, "top-right"), (.bottomRight, "bottom-right"), (.bottomLeft, "bottom-left")]

    private static func native(_ spec: ShapeSpec, radius: (CornerTreatment) -> String?, reason: String) -> CSSExport {
        var declarations: [Declaration] = []
        for (corner, name) in cssCorners {
            let treatment = spec.corners[corner]
            let size = lengths(treatment).first?.rawValue ?? 0
            let value = treatment.isSquare ? "0" : radius(treatment) ?? "\(NumberFormatting.roundTrip(size))px"
            declarations.append(Declaration(property: "border-\(name)-radius", value: value))
            declarations.append(Declaration(property: "corner-\(name)-shape", value: treatment.family == .cut ? "bevel" : "round"))
        }
        return CSSExport(form: .native, declarations: declarations, reason: reason, minimumSize: nil)
    }

    /// The fraction shared by all four corners, if it is at least 0.5 and every corner is treated.
    private static func commonHalfOrMore(_ spec: ShapeSpec) -> Double? {
        let all = spec.corners.inOrder.map { lengths($0) }
        guard all.allSatisfy({ $0.count == 1 }), case .fraction(let f) = all[0][0], f >= 0.5,
              all.allSatisfy({ $0[0] == .fraction(f) }) else { return nil }
        return f
    }

    private static func lengths(_ t: CornerTreatment) -> [Length] {
        switch t {
        case .square: []
        case .rounded(let l), .cut(let l), .continuous(let l): [l]
        case .curved(let w, let h): [w, h]
        }
    }

    // MARK: shape()

    /// A corner's reach along its incoming and outgoing edges at a right angle (Contract: reach).
    private static func reaches(_ t: CornerTreatment, _ corner: Corner) -> (incoming: Double, outgoing: Double) {
        switch t {
        case .square: return (0, 0)
        case .rounded(let l), .cut(let l): return (l.rawValue, l.rawValue)
        case .continuous(let l): return (ContinuousCornerTemplate.reach * l.rawValue, ContinuousCornerTemplate.reach * l.rawValue)
        case .curved(let w, let h):
            // Width along the top/bottom edge, height along the sides (Contract: curved sizes in screen terms).
            let incomingIsHorizontal = corner == .topRight || corner == .bottomLeft
            return incomingIsHorizontal ? (w.rawValue, h.rawValue) : (h.rawValue, w.rawValue)
        }
    }

    /// The smallest size at which every side holds its two corners' reaches.
    static func minimumSize(_ spec: ShapeSpec) -> Size {
        let r = Corners<(incoming: Double, outgoing: Double)> { corner in reaches(spec.corners[corner], corner) }
        return Size(width: Swift.max(r.topLeft.outgoing + r.topRight.incoming, r.bottomRight.outgoing + r.bottomLeft.incoming),
                    height: Swift.max(r.topRight.outgoing + r.bottomRight.incoming, r.bottomLeft.outgoing + r.topLeft.incoming))
    }

    /// A coordinate: a side of the box (0% or 100%) plus a length.
    private struct Coordinate {
        var far: Bool
        var offset: Double
        var text: String {
            let n = NumberFormatting.roundTrip(Swift.abs(offset))
            if !far { return offset == 0 ? "0%" : offset < 0 ? "-\(n)px" : "\(n)px" }
            if offset == 0 { return "100%" }
            return "calc(100% \(offset < 0 ? "-" : "+") \(n)px)"
        }
    }

    /// `clip-path: shape(...)` of a spec in points without offsets or triangles, in the contract's path order.
    private static func shape(_ spec: ShapeSpec) -> String {
        // Per corner: which sides of the box its vertex is on, and the directions (a, b) of the
        // template's axes: back along the incoming edge (v) and along the outgoing edge (u).
        let frames: [(Corner, farX: Bool, farY: Bool, v: (Double, Double), u: (Double, Double))] = [
            (.topLeft, false, false, (0, 1), (1, 0)), (.topRight, true, false, (-1, 0), (0, 1)),
            (.bottomRight, true, true, (0, -1), (-1, 0)), (.bottomLeft, false, true, (1, 0), (0, -1)),
        ]
        var commands: [String] = []
        func position(_ frame: (Corner, farX: Bool, farY: Bool, v: (Double, Double), u: (Double, Double)), _ a: Double, _ b: Double) -> String {
            let x = Coordinate(far: frame.farX, offset: a * frame.v.0 + b * frame.u.0)
            let y = Coordinate(far: frame.farY, offset: a * frame.v.1 + b * frame.u.1)
            return "\(x.text) \(y.text)"
        }
        for (index, frame) in frames.enumerated() {
            let treatment = spec.corners[frame.0]
            let (incoming, outgoing) = reaches(treatment, frame.0)
            let start = position(frame, incoming, 0)
            commands.append(index == 0 ? "from \(start)" : "line to \(start)")
            switch treatment {
            case .square: break
            case .cut: commands.append("line to \(position(frame, 0, outgoing))")
            case .rounded(let r):
                if r.rawValue > 0 { commands.append("arc to \(position(frame, 0, outgoing)) of \(NumberFormatting.roundTrip(r.rawValue))px cw") }
            case .curved:
                commands.append("curve to \(position(frame, 0, outgoing)) with \(position(frame, 0, 0))")
            case .continuous(let l):
                let r = l.rawValue
                for piece in ContinuousCornerTemplate.pieces {
                    switch piece {
                    case .line(let p): commands.append("line to \(position(frame, p.a * r, p.b * r))")
                    case .cubic(let c1, let c2, let p):
                        commands.append("curve to \(position(frame, p.a * r, p.b * r)) with \(position(frame, c1.a * r, c1.b * r)) / \(position(frame, c2.a * r, c2.b * r))")
                    }
                }
            }
        }
        commands.append("close")
        return "shape(" + commands.joined(separator: ", ") + ")"
    }
}
