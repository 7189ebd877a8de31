#if canImport(UIKit)
import UIKit

extension UIImage {
    /// An image of `pixels` (a `ShapedSurface.image(...)`, the PNG renderer's output) at
    /// `scale` pixels per point.
    public convenience init?(_ pixels: RGBAImage, scale: CGFloat) {
        guard let image = pixels.cgImage else { return nil }
        self.init(cgImage: image, scale: scale, orientation: .up)
    }
}

extension RGBA {
    /// A UIKit colour's sRGB components (clamped to `0...1`), or `nil` for a colour UIKit
    /// cannot give as red, green and blue (a pattern). Resolve dynamic colours first.
    public init?(_ color: UIColor) {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return nil }
        self.init(unitRed: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
}

extension ShapedView {
    /// The view's surface (fill and border, no shadow, no subviews) painted by the PNG renderer
    /// at `scale` (the screen's by default): exactly what its hit test answers.
    public func surfaceImage(scale: CGFloat? = nil) -> UIImage? {
        guard let surface = shapeLayout?.surface else { return nil }
        let scale = scale ?? traitCollection.displayScale
        let fill = fillColor.flatMap { RGBA($0.resolvedColor(with: traitCollection)) } ?? .clear
        let border = borderColor.flatMap { RGBA($0.resolvedColor(with: traitCollection)) } ?? .clear
        guard let pixels = try? surface.image(fill: fill, border: border, scale: Double(scale)) else { return nil }
        return UIImage(pixels, scale: scale)
    }
}
#endif
