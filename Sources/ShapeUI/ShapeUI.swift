// ShapeUI: Material shapes on screen. Everything that decides something (which corners a metric
// touches, layout margins, the ripple, the hit test, when to recompute a path, the corner curve)
// is plain Swift in Layout/ and tested on every platform; CoreGraphics/, SwiftUI/ and UIKit/
// only forward it to those frameworks and compile to nothing where they do not exist.
// See Docs/ShapeUI.md. Re-exporting the core means `import ShapeUI` is all an app needs.
@_exported import ShapeCore
