import ShapeModel

/// A ``ProtocolFault`` with where it happened: the request (and so the case) the suite was
/// waiting on, or the step before any request (starting, the handshake).
public struct ProtocolIncident: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public var fault: ProtocolFault
    /// What the suite was doing, for faults before any request (`waiting for the handshake`).
    public var during: String?
    /// The request's id, if it happened on one.
    public var requestID: Int?
    /// The request itself.
    public var request: ConformanceRequest?
    /// The case whose properties were being checked.
    public var shapeCase: ShapeCase?

    /// A fault before any request.
    public init(fault: ProtocolFault, during: String) {
        self.fault = fault
        self.during = during
    }

    /// A fault on a request.
    public init(fault: ProtocolFault, requestID: Int, request: ConformanceRequest, shapeCase: ShapeCase?) {
        self.fault = fault
        self.requestID = requestID
        self.request = request
        self.shapeCase = shapeCase
    }

    /// `timeout on request 12 (spec ... at 100x40): ...`.
    public var description: String {
        var place: String
        if let requestID, let request {
            place = "on request \(requestID) (\(JSONWriter.string(request.shapeCase.jsonValue))"
                + (request.points.isEmpty ? "" : ", \(request.points.count) points to hit-test") + ")"
        } else {
            place = during.map { "while \($0)" } ?? ""
        }
        return "\(fault.kind) \(place): \(fault.detail)"
    }
}
