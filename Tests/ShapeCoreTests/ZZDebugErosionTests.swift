import Foundation
import Testing
@testable import ShapeCore

@Suite struct ZZDebugErosionTests {
    static func dump(_ json: String, _ size: Size, _ w: Double) throws {
        let spec = try ShapeSpec(json: json)
        let surface = try ShapedSurface(spec: spec, size: size, borderWidth: w)
        let outline = surface.outline
        let segments = outline.subpaths[0].segments
        print("OUTLINE")
        for (k, s) in segments.enumerated() { print(k, s) }
        let bounds = outline.bounds
        let magnitude = max(abs(bounds.minX), abs(bounds.maxX), abs(bounds.minY), abs(bounds.maxY))
        let tau = Erosion.roundingBand * magnitude
        let tolerance = min(Erosion.fitTolerance * max(1, magnitude), w / 4)
        let raw = Erosion.rawParallelCurve(segments, width: w, tolerance: tolerance, band: tau)
        print("RAW")
        for (k, p) in raw.pieces.enumerated() { print(k, p.segment, p.origin, raw.continues[k]) }
        let parts = Erosion.split(raw, band: tau)
        let boxes = segments.map(\.boundingBox)
        print("PARTS")
        for (k, p) in parts.enumerated() {
            let kind = Erosion.classify(p, pieces: raw.pieces, outline: segments, boxes: boxes, width: w, band: tau, thickness: Erosion.seamBand * magnitude)
            print(k, kind, p.piece, p.s0, p.s1, p.segment.start, p.segment.end)
        }
        print("MASK", surface.contentMask.svgPathData)
        let last = raw.pieces.count - 1
        for k in 0 ..< 4 {
            print("HITS", last, k, SegmentIntersection.hits(raw.pieces[last].segment, raw.pieces[k].segment), SegmentIntersection.bySubdivision(raw.pieces[last].segment, raw.pieces[k].segment))
        }
    }
    @Test func find1() throws {
        try Self.dump("""
        {"corners":{"all":{"family":"cut","size":100}},"edges":{"bottom":{"direction":"outward","kind":"triangle","size":100000},"right":{"direction":"inward","kind":"triangle","size":39.84585196048577}},"offsets":{"bottomLeft":[-6,1],"topLeft":[-15.57693706644875,14.370298321433763],"topRight":[-15.86164500389967,-23.68413254497]}}
        """, Size(width: 80, height: 80), 23.844934774839317)
    }
    @Test func find2() throws {
        try Self.dump("""
        {"corners":{"bottomLeft":{"family":"curved","height":{"fraction":10},"width":772.3833500648187},"bottomRight":{"family":"curved","height":158,"width":861},"topLeft":{"family":"curved","height":{"fraction":1e-09},"width":860.7895678798322}},"edges":{"right":{"direction":"outward","kind":"triangle","size":{"fraction":6.772360450213455e-15}},"top":{"direction":"outward","kind":"triangle","size":1}},"offsets":{"bottomLeft":[-3195.433314910127,-569.0829339484567],"bottomRight":[-401.22803538545946,432.41157659960305],"topLeft":[359.4978103715014,-323.8502819226891],"topRight":[442.01297712845445,447]}}
        """, Size(width: 1721.5791340380852, height: 1721.5791340380852), 0.001721579134038085)
    }
}
