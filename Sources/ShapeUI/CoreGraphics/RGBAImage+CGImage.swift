#if canImport(CoreGraphics)
import CoreGraphics
import Foundation

extension RGBAImage {
    /// These pixels as a Core Graphics image: 8-bit sRGB with straight (not premultiplied) alpha
    /// last, exactly the bytes the PNG output encodes. `nil` only if Core Graphics refuses them.
    public var cgImage: CGImage? {
        guard let provider = CGDataProvider(data: Data(bytes) as CFData),
              let space = CGColorSpace(name: CGColorSpace.sRGB) else { return nil }
        return CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
                       space: space, bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue),
                       provider: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent)
    }
}
#endif
