import ShapeModel
import ShapeOracle

/// One case as the producer and the analytic oracle each see it: what most properties compare.
///
/// Building it throws when the input is invalid; properties about geometry then discard the case,
/// because `path-matches-spec` and `json-round-trip` are the ones that judge invalid input.
struct CaseUnderTest {
    /// The producer's shape.
    let shape: ProducedShape
    /// The oracle's independent view of the same spec and size.
    let oracle: AnalyticOracle

    init(_ shapeCase: ShapeCase, producer: any ShapeProducer) throws(ShapeInputError) {
        shape = try producer.produce(shapeCase.spec, size: shapeCase.size)
        oracle = try AnalyticOracle(spec: shapeCase.spec, size: shapeCase.size)
    }
}
