#if canImport(UIKit)
import UIKit

/// A view drawn along a Material shape: fill, border and shadows follow the outline, touches
/// land only inside it, and its layout margins keep content inside it.
///
/// Every decision is a `ShapeLayout` (tested on every platform); this class only hands it to
/// UIKit and Core Animation:
/// - the backing `CAShapeLayer` (`layer`) holds the outline and casts the key shadow
///   (`shadowPath` = the outline); a fill sublayer fills the outline and casts the ambient
///   shadow; a border sublayer fills the border region (the shape minus its erosion by
///   ``borderWidth``, so the border never spills outside the shape). Both shadows lie under the
///   fill; subviews lie above all three. `backgroundColor` is the shape's fill, never the bounds';
/// - `point(inside:with:)` is the exact hit test of the outline;
/// - `layoutMargins` are the shape's content margins grown by the border width (for a
///   spec-backed shape; `insetsLayoutMarginsFromSafeArea` is off so they are exactly that);
/// - ``ripple`` is the ink ripple's reach, from the outline's bounds;
/// - paths are recomputed only when the shape, size, border width, corner curve or layout
///   direction changes, and animate along with a UIKit animation of the view's size.
///
/// ```swift
/// let fab = ShapedView(frame: CGRect(x: 0, y: 0, width: 56, height: 56))
/// fab.shapeGenerator = ShapeSpec(allCorners: .cut(.fraction(0.5)))   // the diamond FAB
/// fab.backgroundColor = .systemPurple
/// fab.elevation = 6
/// ```
@MainActor
open class ShapedView: UIView {
    override open class var layerClass: AnyClass { CAShapeLayer.self }

    /// The shape, recomputed for every size; `nil` draws nothing and hit tests the bounds.
    open var shapeGenerator: (any ShapeGenerating & Hashable)? { didSet { setNeedsLayout() } }
    /// The corner curve switch: `nil` draws the shape as it is; a curve redraws its rounded and
    /// continuous corners with that curve.
    open var cornerCurve: CornerCurve? { didSet { setNeedsLayout() } }
    /// Whether the shape is mirrored in a right-to-left layout (as SwiftUI mirrors shapes): a
    /// spec is authored left to right, so its `topLeft` is the top leading corner.
    open var mirrorsInRightToLeft = true { didSet { setNeedsLayout() } }
    /// The border's width, inside the shape.
    open var borderWidth: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// The border's colour.
    open var borderColor: UIColor? { didSet { applyColors() } }
    /// The shape's fill.
    open var fillColor: UIColor? { didSet { applyColors() } }
    /// The elevation in points: the key and ambient shadows of `LayerShadows`.
    open var elevation: CGFloat = 0 { didSet { applyShadows() } }

    /// The shape's fill (the bounds are never filled).
    override open var backgroundColor: UIColor? {
        get { fillColor }
        set { fillColor = newValue }
    }

    private let fillLayer = CAShapeLayer()
    private let borderLayer = CAShapeLayer()
    private var cache = ShapeLayoutCache()

    override public init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        insetsLayoutMarginsFromSafeArea = false
        shapeLayer.fillColor = nil
        layer.insertSublayer(fillLayer, at: 0)
        layer.insertSublayer(borderLayer, at: 1)
        _ = registerForTraitChanges(UITraitCollection.systemTraitsAffectingColorAppearance, action: #selector(applyColors))
        applyColors()
        applyShadows()
    }

    /// The backing layer: the outline, casting the key shadow.
    public var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }   // layerClass makes it one

    /// The layout for the current shape, size, border width, corner curve and direction
    /// (computed first if any of them changed); `nil` without a shape.
    public var shapeLayout: ShapeLayout? {
        updateShape()
        return cache.layout
    }

    /// The ink ripple's reach (`maximumRadius`, and whether it may leave the bounds), from the
    /// outline's tight bounds.
    public var ripple: Ripple? { shapeLayout?.ripple }

    /// Sets the shape to a rectangle with `metric` on `corners` (the others square).
    public func setShape(metric: ShapeMetric, corners: UIRectCorner = .allCorners) {
        shapeGenerator = metric.apply(to: .rectangle, corners: Set(rectCorners: corners.rawValue))
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        updateShape()
    }

    override open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard let layout = shapeLayout else { return super.point(inside: point, with: event) }
        return layout.contains(Point(point), boundsOrigin: Point(bounds.origin))
    }

    /// Recomputes the layout if its key changed, and applies it.
    private func updateShape() {
        guard let shapeGenerator else {
            if cache.layout != nil { cache.invalidate(); apply(nil) }
            return
        }
        let key = ShapeLayoutKey(shape: shapeGenerator, size: Size(bounds.size), borderWidth: Double(borderWidth),
                                 cornerCurve: cornerCurve,
                                 mirrored: mirrorsInRightToLeft && effectiveUserInterfaceLayoutDirection == .rightToLeft)
        if cache.update(for: key) { apply(cache.layout) }
    }

    private func apply(_ layout: ShapeLayout?) {
        // The backing layer's coordinates start at the bounds' origin; the sublayers' at zero.
        let origin = Point(bounds.origin)
        let outline = layout.map { ShapeLayout.path($0.surface.outline, at: origin).cgPath }
        let fill = layout?.surface.outline.cgPath
        let border = layout?.surface.borderRegion.cgPath
        let duration = UIView.inheritedAnimationDuration   // > 0 inside a UIKit animation
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        fillLayer.frame = layer.bounds
        borderLayer.frame = layer.bounds
        Self.animate(shapeLayer, "path", from: shapeLayer.path, to: outline, duration: duration)
        Self.animate(shapeLayer, "shadowPath", from: shapeLayer.shadowPath, to: outline, duration: duration)
        Self.animate(fillLayer, "path", from: fillLayer.path, to: fill, duration: duration)
        Self.animate(fillLayer, "shadowPath", from: fillLayer.shadowPath, to: fill, duration: duration)
        Self.animate(borderLayer, "path", from: borderLayer.path, to: border, duration: duration)
        shapeLayer.path = outline
        shapeLayer.shadowPath = outline
        fillLayer.path = fill
        fillLayer.shadowPath = fill
        borderLayer.path = border
        CATransaction.commit()
        if let margins = layout?.layoutMargins {
            layoutMargins = UIEdgeInsets(top: CGFloat(margins.top), left: CGFloat(margins.left),
                                         bottom: CGFloat(margins.bottom), right: CGFloat(margins.right))
        }
    }

    private static func animate(_ layer: CALayer, _ keyPath: String, from old: CGPath?, to new: CGPath?, duration: TimeInterval) {
        guard duration > 0, let old, let new else { return }
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = old
        animation.toValue = new
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        layer.add(animation, forKey: keyPath)
    }

    @objc private func applyColors() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        fillLayer.fillColor = fillColor?.resolvedColor(with: traitCollection).cgColor
        borderLayer.fillColor = borderColor?.resolvedColor(with: traitCollection).cgColor
        CATransaction.commit()
    }

    private func applyShadows() {
        let shadows = LayerShadows(elevation: Double(elevation))
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        Self.apply(shadows.key, to: shapeLayer)
        Self.apply(shadows.ambient, to: fillLayer)
        CATransaction.commit()
    }

    private static func apply(_ shadow: LayerShadow, to layer: CALayer) {
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = Float(shadow.opacity)
        layer.shadowRadius = CGFloat(shadow.radius)
        layer.shadowOffset = CGSize(width: CGFloat(shadow.offset.dx), height: CGFloat(shadow.offset.dy))
    }
}
#endif
