import ShapeCore
import ShapeModel

/// A producer in another process, in any language, spoken to over the conformance protocol
/// (Docs/Conformance.md): the suite's ``ShapeProducer`` for it.
///
/// It starts the command once and reads its handshake; then every shape a property asks for is
/// one request and one response. Hit tests are answered by the producer for the points the
/// properties ask about: the first time a property asks about a point the producer was not
/// asked, the suite answers from the outline for the moment and notes the point, and
/// ``ConformanceProperty`` asks the producer about every noted point (a second request for the
/// same spec and size) and checks the property again with its answers. Without hit testing in
/// the capabilities the suite tests the outline itself; without bounds or area it measures the
/// outline; without margins or the resolved geometry the properties that need them are skipped.
///
/// Anything wrong with the exchange (a timeout, the process exiting, a malformed line, a wrong
/// id) is recorded as ``incident``; from then on every request fails at once, and the run ends.
///
/// ```swift
/// let producer = try ExternalProducer(command: "python3 Examples/python-producer/producer.py")
/// let shape = try producer.produce(ShapeSpec(allCorners: .cut(8)), size: Size(width: 120, height: 36))
/// shape.area   // 4192, from the producer's outline
/// producer.close()
/// ```
///
/// - Complexity: one round trip per shape (two when it hit-tests), plus the producer's own time.
public final class ExternalProducer: ShapeProducer, @unchecked Sendable {
    /// The command line it was started with.
    public let command: String
    /// What the producer said about itself.
    public let handshake: ConformanceHandshake
    /// How long one response may take.
    public let timeout: Duration
    /// When the run's time budget ends, if it has one: the handshake never waits past it, and a
    /// request at most a second (or the timeout, if shorter) past it.
    public var deadline: ContinuousClock.Instant?
    /// The first protocol fault, with where it happened; `nil` while all is well.
    public private(set) var incident: ProtocolIncident?
    /// Requests sent so far.
    public private(set) var requests = 0
    /// The case whose properties are being checked, for the report of an incident.
    public var currentCase: ShapeCase?

    private let process: ProducerProcess
    private var cache: [CacheKey: Result<(shape: ProducedShape, table: AnswerTable), ShapeInputError>] = [:]
    private var pending: [AnswerTable] = []
    /// A spec outside the capabilities that a property asked for, since the last ``beginCheck()``.
    private(set) var unsupportedRequest: String?

    private struct CacheKey: Hashable {
        var spec: ShapeSpec
        var size: Size
    }

    /// The cache is dropped when it holds this many shapes (a shrink visits thousands of cases).
    static let cacheLimit = 64

    /// Starts `command` and reads its handshake, waiting at most `timeout` (and never past `deadline`).
    public init(command: String, timeout: Duration = .seconds(10), deadline: ContinuousClock.Instant? = nil) throws(ProtocolIncident) {
        self.command = command
        self.timeout = timeout
        self.deadline = deadline
        let process: ProducerProcess
        do { process = try ProducerProcess(command: command) } catch { throw ProtocolIncident(fault: error, during: "starting the producer") }
        self.process = process
        let line: String
        do { line = try process.receive(deadline: Self.deadline(timeout, deadline, grace: false)) } catch {
            process.terminate(grace: .zero)
            throw ProtocolIncident(fault: Self.explained(error, timeout: timeout, budget: deadline), during: "waiting for the handshake")
        }
        let handshake: ConformanceHandshake
        do { handshake = try ConformanceHandshake(line: line) } catch {
            process.terminate()
            throw ProtocolIncident(fault: .malformed(error.description, line: line), during: "reading the handshake")
        }
        guard handshake.protocolVersion == ConformanceHandshake.protocolVersion else {
            process.terminate()
            throw ProtocolIncident(fault: .handshake("the producer speaks protocol version \(handshake.protocolVersion); this suite speaks \(ConformanceHandshake.protocolVersion)"),
                                   during: "reading the handshake")
        }
        self.handshake = handshake
    }

    deinit { process.terminate() }

    public var name: String { handshake.name }
    public var capabilities: ProducerCapabilities { handshake.capabilities }

    /// Ends the producer: closes its stdin, then ends its process group if it lingers.
    public func close() { process.terminate() }

    /// A timeout said with the limit that ran out: the producer's own, or the run's budget.
    private static func explained(_ fault: ProtocolFault, timeout: Duration, budget: ContinuousClock.Instant?) -> ProtocolFault {
        guard case .timeout(let what) = fault else { return fault }
        if let budget, ContinuousClock.now >= budget { return .timeout("\(what) before the run's time budget ended") }
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) * 1e-18
        return .timeout("\(what) within the timeout of \(JSONWriter.number(seconds)) s")
    }

    /// When a wait that starts now ends: after the timeout, and never past the run's budget,
    /// except that a request (`grace`) always gets up to a second (or the timeout, if shorter),
    /// so that a producer answering in time is not failed for the case the budget ended in.
    private static func deadline(_ timeout: Duration, _ budget: ContinuousClock.Instant?, grace: Bool) -> ContinuousClock.Instant {
        let now = ContinuousClock.now
        let own = now + timeout
        guard let budget else { return own }
        return Swift.min(own, grace ? Swift.max(budget, now + Swift.min(timeout, .seconds(1))) : budget)
    }

    // MARK: Shapes

    public func produce(_ spec: ShapeSpec, size: Size) throws(ShapeInputError) -> ProducedShape {
        if let feature = capabilities.unsupportedFeature(of: spec, size: size) {
            unsupportedRequest = unsupportedRequest ?? feature
            throw ShapeInputError(field: "capabilities", problem: "the producer does not draw \(feature)")
        }
        let key = CacheKey(spec: spec, size: size)
        if let made = cache[key] { return try made.get().shape }
        if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
        let made: Result<(shape: ProducedShape, table: AnswerTable), ShapeInputError>
        switch ask(ShapeCase(spec: spec, size: size), points: []) {
        case .failure(let error): made = .failure(error)
        case .success(let reported): made = .success(shape(from: reported, spec: spec, size: size))
        }
        cache[key] = made
        return try made.get().shape
    }

    /// Sends one request and reads its response: the producer's shape, or the error a property
    /// sees (its refusal of the spec, or the protocol fault, which is also kept as ``incident``).
    private func ask(_ shapeCase: ShapeCase, points: [Point]) -> Result<ReportedShape, ShapeInputError> {
        if let incident { return .failure(ShapeInputError(field: "protocol", problem: incident.fault.description)) }
        requests += 1
        let request = ConformanceRequest(id: requests, shapeCase: shapeCase, points: points)
        do throws(ProtocolFault) {
            let until = Self.deadline(timeout, deadline, grace: true)
            try process.send(request.line, deadline: until)
            let line = try process.receive(deadline: until)
            let response = try ConformanceResponse(line: line)
            guard response.id == request.id else { throw ProtocolFault.wrongID(expected: request.id, got: response.id) }
            switch response.answer {
            case .rejected(let why): return .failure(ShapeInputError(field: "producer", problem: why))
            case .shape(let shape):
                if !points.isEmpty && shape.hits?.count != points.count {
                    throw ProtocolFault.malformed("\(points.count) point(s) asked, \(shape.hits.map { "\($0.count) answer(s)" } ?? "no hits") given", line: line)
                }
                return .success(shape)
            }
        } catch {
            let fault = Self.explained(error, timeout: timeout, budget: deadline)
            incident = ProtocolIncident(fault: fault, requestID: request.id, request: request, shapeCase: currentCase)
            // A producer that broke the protocol gets no grace: its answers can no longer be placed.
            process.terminate(grace: .zero)
            return .failure(ShapeInputError(field: "protocol", problem: fault.description))
        }
    }

    /// The suite's view of a reported shape: the outline, the measures given, the rest measured
    /// on the outline (bounds, area, hit tests) or left unusable (margins, resolution: the
    /// properties that need them are skipped).
    private func shape(from reported: ReportedShape, spec: ShapeSpec, size: Size) -> (shape: ProducedShape, table: AnswerTable) {
        let resolved = reported.resolved.flatMap { ReportedResolution.resolvedShape($0, spec: spec, size: size) }
            ?? ReportedResolution.unreported(spec: spec, size: size)
        let shape = ProducedShape(resolved: resolved, path: reported.outline)
        if let bounds = reported.bounds { shape.bounds = bounds }
        if let area = reported.area { shape.area = area }
        shape.margins = reported.margins ?? EdgeInsets(top: .nan, left: .nan, bottom: .nan, right: .nan)
        let table = AnswerTable(ShapeCase(spec: spec, size: size))
        if capabilities.supports(.hitTest) {
            let box = capabilities.hitTestBox
            shape.hitTest = { [unowned shape, weak self] point, rule in
                // The protocol's hit test is the contract's (nonzero); even-odd and points JSON
                // cannot carry are the outline's own.
                guard rule == .nonZero, point.isFinite else { return shape.pathTester.contains(point, rule: rule) }
                // A producer that tests a box answers for the box: where the outline passes
                // through it either answer is fair, and the outline's own stands in.
                if box > 0 && HitTestBox(centre: point, side: box).isCrossed(by: shape.path) {
                    return shape.pathTester.contains(point)
                }
                if let answer = table.answers[AnswerTable.Key(point)] { return answer }
                if table.note(point) { self?.pending.append(table) }
                return shape.pathTester.contains(point, rule: rule)
            }
        }
        return (shape, table)
    }

    // MARK: Hit tests asked after the fact

    /// Starts one property's check: forgets which unsupported spec was asked for.
    func beginCheck() { unsupportedRequest = nil }

    /// Asks the producer about every point a property asked about since the last call, one
    /// request per shape; `true` if it asked anything (the property must then be checked again).
    func askAboutNotedPoints() -> Bool {
        guard !pending.isEmpty else { return false }
        let tables = pending
        pending = []
        for table in tables {
            let points = table.takeNoted()
            guard !points.isEmpty else { continue }
            switch ask(table.shapeCase, points: points) {
            case .success(let reported):
                for (point, hit) in zip(points, reported.hits ?? []) { table.answers[AnswerTable.Key(point)] = hit }
            case .failure(let error):
                // The same spec and size drew a shape a moment ago: refusing it now is an
                // exchange that cannot be trusted, not a verdict on the spec.
                if incident == nil {
                    let request = ConformanceRequest(id: requests, shapeCase: table.shapeCase, points: points)
                    incident = ProtocolIncident(fault: .malformed("the producer drew this spec and size, then refused them when asked about \(points.count) point(s): \(error.problem)", line: ""),
                                                requestID: requests, request: request, shapeCase: currentCase)
                    process.terminate(grace: .zero)
                }
                return true
            }
        }
        return true
    }
}

/// The producer's hit-test answers for one shape, and the points asked about but not yet answered.
final class AnswerTable {
    struct Key: Hashable {
        var x: UInt64
        var y: UInt64
        init(_ p: Point) { (x, y) = (p.x.bitPattern, p.y.bitPattern) }
    }

    let shapeCase: ShapeCase
    var answers: [Key: Bool] = [:]
    private var noted: [Point] = []
    private var notedKeys: Set<Key> = []

    init(_ shapeCase: ShapeCase) { self.shapeCase = shapeCase }

    /// Notes an unanswered point; `true` if the table had none noted before (it must be queued).
    func note(_ point: Point) -> Bool {
        let first = noted.isEmpty
        if notedKeys.insert(Key(point)).inserted { noted.append(point) }
        return first
    }

    /// The noted points, in the order asked, and forgets them.
    func takeNoted() -> [Point] {
        defer { noted = []; notedKeys = [] }
        return noted
    }
}
