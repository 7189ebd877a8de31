import ShapeCore
import ShapeModel
import ShapeOracle

/// One case's surface as the producer makes it, beside the analytic oracle's view of the shape:
/// what the surface properties compare.
struct SurfaceUnderTest {
    /// What a property returns instead when there is nothing to compare: a discard for invalid
    /// input (`path-matches-spec` judges that), a failure when the producer throws for a valid spec.
    struct Stop: Error {
        let outcome: PropertyOutcome
    }

    /// The oracle's independent view of the spec at the size.
    let oracle: AnalyticOracle
    /// The producer's surface.
    let surface: ShapedSurface

    init(_ shapeCase: ShapeCase, producer: any ShapeProducer, borderWidth: Double, elevation: Double) throws(Stop) {
        do { oracle = try AnalyticOracle(spec: shapeCase.spec, size: shapeCase.size) } catch {
            throw Stop(outcome: .discard("invalid input: \(error)"))
        }
        do { surface = try producer.surface(shapeCase.spec, size: shapeCase.size, borderWidth: borderWidth, elevation: elevation) } catch {
            throw Stop(outcome: .fail("the surface of a valid spec with border \(borderWidth) and elevation \(elevation) threw: \(error)"))
        }
    }
}
