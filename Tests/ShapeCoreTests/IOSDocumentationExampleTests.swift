import Testing
@testable import ShapeCore

/// The iOS shape documentation's examples, worked by hand, element by element.
@Suite("iOS documentation examples, exact outlines")
struct IOSDocumentationExampleTests {
    @Test func diamondFAB() throws {
        let path = try ShapeSpec(allCorners: .cut(28)).path(for: size(56, 56))
        #expect(path.elements == [
            .move(to: pt(0, 28)), .line(to: pt(28, 0)), .line(to: pt(56, 28)),
            .line(to: pt(28, 56)), .line(to: pt(0, 28)), .close,
        ])
        #expect(path.area == 56 * 56 / 2)
    }

    @Test func cutCornerButton() throws {
        let path = try ShapeSpec(allCorners: .cut(8)).path(for: size(120, 36))
        #expect(path.elements == [
            .move(to: pt(0, 8)), .line(to: pt(8, 0)), .line(to: pt(112, 0)), .line(to: pt(120, 8)),
            .line(to: pt(120, 28)), .line(to: pt(112, 36)), .line(to: pt(8, 36)), .line(to: pt(0, 28)),
            .line(to: pt(0, 8)), .close,
        ])
        #expect(path.area == 120 * 36 - 4 * 32)
    }

    @Test func cardWithTopLeftCut() throws {
        var spec = ShapeSpec()
        spec.corners.topLeft = .cut(20)
        let path = try spec.path(for: size(160, 100))
        #expect(path.elements == [
            .move(to: pt(0, 20)), .line(to: pt(20, 0)), .line(to: pt(160, 0)), .line(to: pt(160, 100)),
            .line(to: pt(0, 100)), .line(to: pt(0, 20)), .close,
        ])
        #expect(path.area == 16000 - 200)
    }

    @Test func cardWithDifferentCorners() throws {
        let spec = ShapeSpec(corners: Corners(topLeft: .cut(20), topRight: .rounded(20),
                                              bottomRight: .curved(width: 20, height: 60), bottomLeft: .rounded(20)))
        let path = try spec.path(for: size(200, 120))
        #expect(path.elements == [
            .move(to: pt(0, 20)),
            .line(to: pt(20, 0)),
            .line(to: pt(180, 0)),
            .arc(Arc(center: pt(180, 20), radius: 20, startAngle: -.pi / 2, endAngle: 0)),
            .line(to: pt(200, 60)),
            .quad(control: pt(200, 120), to: pt(180, 120)),
            .line(to: pt(20, 120)),
            .arc(Arc(center: pt(20, 100), radius: 20, startAngle: .pi / 2, endAngle: .pi)),
            .line(to: pt(0, 20)),
            .close,
        ])
        // Cut 200, two rounded corners 400 - 100π each; the curved corner leaves a third of its 20 x 60 triangle: 200.
        let rounded: Double = 400 - 100 * .pi
        let expected: Double = 24000 - 200 - 2 * rounded - 200
        #expect(close(path.area, expected, 1e-12))
    }

    @Test func percentageCutIsTheDiamondThroughEdgeMidpoints() throws {
        let path = try ShapeSpec(allCorners: .cut(.fraction(0.5))).path(for: size(100, 100))
        #expect(path.elements == [
            .move(to: pt(0, 50)), .line(to: pt(50, 0)), .line(to: pt(100, 50)),
            .line(to: pt(50, 100)), .line(to: pt(0, 50)), .close,
        ])
    }
}
