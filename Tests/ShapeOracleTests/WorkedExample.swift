import Testing
import ShapeModel

/// One of the twelve shapes of `Tests/ShapeCoreTests/Fixtures/examples.json` (Contract: worked
/// examples), with its expected numbers embedded (this test target declares no resources).
struct WorkedExample: Sendable, CustomTestStringConvertible {
    let name: String
    let spec: ShapeSpec
    let size: Size
    let scale: Double
    let area: Double
    let bounds: Rect
    let margins: EdgeInsets

    var testDescription: String { name }

    static func all(_ c: CornerTreatment) -> Corners<CornerTreatment> { Corners(all: c) }

    static let examples: [WorkedExample] = [
        WorkedExample(name: "diamond FAB: cut = width/2 on every corner",
                      spec: ShapeSpec(corners: all(.cut(28))), size: Size(width: 56, height: 56),
                      scale: 1.0, area: 1568.0, bounds: Rect(x: 0, y: 0, width: 56, height: 56),
                      margins: EdgeInsets(top: 14, left: 14, bottom: 14, right: 14)),
        WorkedExample(name: "percentage cut 0.5 on a square",
                      spec: ShapeSpec(corners: all(.cut(.fraction(0.5)))), size: Size(width: 100, height: 100),
                      scale: 1.0, area: 5000.0, bounds: Rect(x: 0, y: 0, width: 100, height: 100),
                      margins: EdgeInsets(top: 25, left: 25, bottom: 25, right: 25)),
        WorkedExample(name: "cut-corner button (cut 8)",
                      spec: ShapeSpec(corners: all(.cut(8))), size: Size(width: 120, height: 36),
                      scale: 1.0, area: 4192.0, bounds: Rect(x: 0, y: 0, width: 120, height: 36),
                      margins: EdgeInsets(top: 4, left: 4, bottom: 4, right: 4)),
        WorkedExample(name: "card with a top-left cut of 20",
                      spec: ShapeSpec(corners: Corners(topLeft: .cut(20), topRight: .square, bottomRight: .square, bottomLeft: .square)),
                      size: Size(width: 160, height: 100),
                      scale: 1.0, area: 15800.0, bounds: Rect(x: 0, y: 0, width: 160, height: 100),
                      margins: EdgeInsets(top: 10, left: 10, bottom: 0, right: 0)),
        WorkedExample(name: "card with different corners",
                      spec: HandShapes.cardSpec, size: Size(width: 200, height: 120),
                      scale: 1.0, area: 23428.318530718, bounds: Rect(x: 0, y: 0, width: 200, height: 120),
                      margins: EdgeInsets(top: 10, left: 10, bottom: 15, right: 5.857864376269)),
        WorkedExample(name: "overlap: rounded 60 on 100x100 scales to 50, a circle",
                      spec: ShapeSpec(corners: all(.rounded(60))), size: Size(width: 100, height: 100),
                      scale: 0.833333333333, area: 7853.981633974, bounds: Rect(x: 0, y: 0, width: 100, height: 100),
                      margins: EdgeInsets(top: 14.644660940673, left: 14.644660940673, bottom: 14.644660940673, right: 14.644660940673)),
        WorkedExample(name: "tall pill: fraction 0.5 on 40x80",
                      spec: ShapeSpec(corners: all(.rounded(.fraction(0.5)))), size: Size(width: 40, height: 80),
                      scale: 1.0, area: 2856.637061436, bounds: Rect(x: 0, y: 0, width: 40, height: 80),
                      margins: EdgeInsets(top: 5.857864376269, left: 5.857864376269, bottom: 5.857864376269, right: 5.857864376269)),
        WorkedExample(name: "overlap: cut 30 on 100x40 scales to 20",
                      spec: ShapeSpec(corners: all(.cut(30))), size: Size(width: 100, height: 40),
                      scale: 0.666666666667, area: 3200.0, bounds: Rect(x: 0, y: 0, width: 100, height: 40),
                      margins: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)),
        WorkedExample(name: "continuous corners of 12",
                      spec: ShapeSpec(corners: all(.continuous(12))), size: Size(width: 120, height: 80),
                      scale: 1.0, area: 9470.571364918, bounds: Rect(x: 0, y: 0, width: 120, height: 80),
                      margins: EdgeInsets(top: 3.49808058, left: 3.49808058, bottom: 3.49808058, right: 3.49808058)),
        WorkedExample(name: "outward triangle handle on the top edge",
                      spec: HandShapes.handleSpec, size: Size(width: 100, height: 50),
                      scale: 1.0, area: 5045.06192983, bounds: Rect(x: 0, y: -10, width: 100, height: 60),
                      margins: EdgeInsets(top: 2.343145750508, left: 2.343145750508, bottom: 2.343145750508, right: 2.343145750508)),
        WorkedExample(name: "inward triangle notch on the bottom edge",
                      spec: HandShapes.notchSpec, size: Size(width: 100, height: 50),
                      scale: 1.0, area: 4864.0, bounds: Rect(x: 0, y: 0, width: 100, height: 50),
                      margins: EdgeInsets(top: 3, left: 3, bottom: 8, right: 3)),
        WorkedExample(name: "curved corners of 20 x 10 (the curved-rect generator)",
                      spec: ShapeSpec(corners: all(.curved(width: 20, height: 10))), size: Size(width: 100, height: 50),
                      scale: 1.0, area: 4866.666666667, bounds: Rect(x: 0, y: 0, width: 100, height: 50),
                      margins: EdgeInsets(top: 2.5, left: 5, bottom: 2.5, right: 5)),
    ]
}
