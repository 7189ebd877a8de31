#if canImport(UIKit)
import UIKit

/// A ``ShapedView`` drawn as the circle of diameter `min(w, h)` centred in its bounds
/// (`CircleShape`): it keeps its aspect through any resize or animation, and its layout margins
/// give the circle's inscribed square.
@MainActor
open class CircleView: ShapedView {
    override public init(frame: CGRect) {
        super.init(frame: frame)
        shapeGenerator = CircleShape()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        shapeGenerator = CircleShape()
    }
}
#endif
