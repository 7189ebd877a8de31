/// A ``PathSink`` that records every call, in order: what Core Graphics or SwiftUI would be
/// told, as plain values a test can compare.
///
/// ```swift
/// var recorder = RecordingPathSink()
/// Path([.move(to: Point(x: 0, y: 0)), .line(to: Point(x: 1, y: 0)), .close]).replay(into: &recorder)
/// recorder.calls   // [.move(to: (0, 0)), .line(to: (1, 0)), .close]
/// ```
public struct RecordingPathSink: PathSink, Hashable, Sendable {
    /// One recorded call, with the arguments the sink received.
    public enum Call: Hashable, Sendable {
        case move(to: Point)
        case line(to: Point)
        case quad(to: Point, control: Point)
        case cubic(to: Point, control1: Point, control2: Point)
        case arc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool)
        case close

        /// The requirement that was called: `move`, `line`, `quad`, `cubic`, `arc` or `close`.
        public var name: String {
            switch self {
            case .move: "move"
            case .line: "line"
            case .quad: "quad"
            case .cubic: "cubic"
            case .arc: "arc"
            case .close: "close"
            }
        }
    }

    /// Every call so far.
    public var calls: [Call] = []

    /// An empty recording.
    public init() {}

    public mutating func move(to point: Point) { calls.append(.move(to: point)) }
    public mutating func line(to point: Point) { calls.append(.line(to: point)) }
    public mutating func quad(to point: Point, control: Point) { calls.append(.quad(to: point, control: control)) }
    public mutating func cubic(to point: Point, control1: Point, control2: Point) {
        calls.append(.cubic(to: point, control1: control1, control2: control2))
    }
    public mutating func arc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        calls.append(.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise))
    }
    public mutating func close() { calls.append(.close) }
}
