import Foundation
import ShapeUI

/// `|a - b| <= tolerance · max(1, |b|)`.
func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-12) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(b))
}

func near(_ a: EdgeInsets, _ b: EdgeInsets, _ tolerance: Double = 1e-12) -> Bool {
    near(a.top, b.top, tolerance) && near(a.left, b.left, tolerance)
        && near(a.bottom, b.bottom, tolerance) && near(a.right, b.right, tolerance)
}

/// Every call a sink receives when `path` is replayed into it.
func calls(_ path: Path) -> [RecordingPathSink.Call] {
    var recorder = RecordingPathSink()
    path.replay(into: &recorder)
    return recorder.calls
}

/// The arcs among `calls`, as (centre, radius, clockwise).
func arcs(_ calls: [RecordingPathSink.Call]) -> [(center: Point, radius: Double, clockwise: Bool)] {
    calls.compactMap { call in
        if case .arc(let center, let radius, _, _, let clockwise) = call { (center, radius, clockwise) } else { nil }
    }
}

/// The iOS documentation's card with different corners.
var card: ShapeSpec {
    var card = ShapeSpec()
    card.corners.topLeft = .cut(20)
    card.corners.topRight = .rounded(20)
    card.corners.bottomLeft = .rounded(20)
    card.corners.bottomRight = .curved(width: 20, height: 60)
    return card
}

/// The layout of `shape` at `width` x `height`.
func layout(_ shape: some ShapeGenerating & Hashable, _ width: Double, _ height: Double, border: Double = 0,
            curve: CornerCurve? = nil, mirrored: Bool = false) -> ShapeLayout {
    ShapeLayout(ShapeLayoutKey(shape: shape, size: Size(width: width, height: height), borderWidth: border,
                               cornerCurve: curve, mirrored: mirrored))
}
