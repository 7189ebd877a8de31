import ShapeCore
import ShapeModel

/// The producer side of the conformance protocol for a linked producer: the core (or a faulty
/// one) as a geometry service any language can call, and the protocol's own end-to-end test
/// (`verify-shapes serve`, then `verify-shapes conform --producer "verify-shapes serve"`).
///
/// It declares everything the core does (``ProducerCapabilities/coreOverTheProtocol``) and
/// answers each request with the outline as SVG path data (the producer's own exporter, so a
/// fault in it shows) or as elements, the hit tests asked for, the bounds, area, margins and
/// resolved geometry.
///
/// ```swift
/// let server = ConformanceServer(producer: CoreProducer())
/// let answer = server.respond(to: #"{"id": 1, "spec": {"corners": {"all": {"family": "cut", "size": 50}}}, "size": {"width": 100, "height": 100}, "points": [[50, 50]]}"#)
/// // {"area":5000,"bounds":{...},"hits":"1","id":1,"margins":{...},"path":"M 0 50 L 50 0 L 100 50 L 50 100 L 0 50 Z","resolved":{...}}
/// ```
public struct ConformanceServer {
    /// The producer that draws.
    public var producer: any ShapeProducer
    /// Whether outlines go out as elements (exact arcs in centre form) instead of SVG path data.
    public var outlineAsElements: Bool

    /// A server for `producer`.
    public init(producer: any ShapeProducer, outlineAsElements: Bool = false) {
        self.producer = producer
        self.outlineAsElements = outlineAsElements
    }

    /// The handshake line it writes first.
    public var handshake: ConformanceHandshake {
        let name = producer.name == "core" ? "core" : producer.name.replacingOccurrences(of: "(", with: "-").replacingOccurrences(of: ")", with: "")
        return ConformanceHandshake(name: name, capabilities: .coreOverTheProtocol)
    }

    /// The response line to one request line: the shape, or an `error` naming what is wrong
    /// with the spec (or with the request itself, then under the request's id if it has one, else 0).
    ///
    /// - Complexity: one resolution and one hit test per point asked.
    public func respond(to line: String) -> String {
        let request: ConformanceRequest
        do { request = try ConformanceRequest(line: line) } catch {
            let id = (try? JSONParser.parse(line))?["id"].flatMap { if case .number(let n) = $0, n == n.rounded(), Swift.abs(n) < 9e15 { Int(n) } else { nil } } ?? 0
            return ConformanceResponse(id: id, answer: .rejected("bad request: \(error)")).line()
        }
        let shapeCase = request.shapeCase
        let shape: ProducedShape
        do { shape = try producer.produce(shapeCase.spec, size: shapeCase.size) } catch {
            return ConformanceResponse(id: request.id, answer: .rejected(error.description)).line()
        }
        let resolved = shape.resolved
        let reported = ReportedShape(outline: shape.path, pathData: producer.svgPathData(of: shape.path),
                                     hits: request.points.map { shape.contains($0) }, bounds: shape.bounds, area: shape.area, margins: shape.margins,
                                     resolved: ReportedResolution(overlapFactor: resolved.overlapFactor, corners: resolved.corners.map(\.treatment)))
        return ConformanceResponse(id: request.id, answer: .shape(reported)).line(outlineAsElements: outlineAsElements)
    }
}
