import ShapeCore
import ShapeVerification

/// `verify-shapes serve [--fault NAME] [--elements]`: the core (or a faulty core) as a producer
/// over the conformance protocol, on stdin and stdout (Docs/Conformance.md).
enum ServeCommand {
    static let command = Command(
        name: "serve", synopsis: "[--fault NAME] [--elements]",
        summary: "speak the conformance protocol on stdin/stdout as a producer: the core as a geometry service for any language, or a faulty core for the suite's self-test",
        options: [
            Command.Option("--fault NAME", "serve the core with this fault injected; one of the faults the protocol can show: \(Fault.allCases.filter(\.isObservableOverTheProtocol).map(\.rawValue).joined(separator: ", "))"),
            Command.Option("--elements", "send outlines as path elements (exact arcs in centre form) instead of SVG path data"),
        ]
    ) { arguments in
        var args = ArgumentParser(arguments, command: "serve")
        let faultName = try args.option("fault")
        let elements = try args.flag("elements")
        try args.finish()
        var producer: any ShapeProducer = CoreProducer()
        if let faultName {
            guard let fault = Fault(rawValue: faultName) else {
                throw ShapeInputError(field: "--fault", problem: "unknown fault \(ShapeInputError.quoted(faultName)) (known: \(Fault.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            guard fault.isObservableOverTheProtocol else {
                throw ShapeInputError(field: "--fault", problem: "\(fault) breaks the Swift library (\(fault.measure)), which the protocol does not carry; `verify-shapes --fault \(fault)` fuzzes it in process. Over the protocol: \(Fault.allCases.filter(\.isObservableOverTheProtocol).map(\.rawValue).joined(separator: ", "))")
            }
            producer = FaultyProducer(fault)
        }
        let server = ConformanceServer(producer: producer, outlineAsElements: elements)
        StandardIO.write(server.handshake.line + "\n")
        var pending: [UInt8] = []
        func answer(_ line: ArraySlice<UInt8>) {
            var bytes = Array(line)
            if bytes.last == 0x0D { bytes.removeLast() }
            guard bytes.contains(where: { $0 != 0x20 && $0 != 0x09 }) else { return }
            StandardIO.write(server.respond(to: String(decoding: bytes, as: UTF8.self)) + "\n")
        }
        // One request per line, each answered before the next is read: the suite waits for it.
        try StandardIO.forEachStandardInputChunk { chunk throws(ShapeInputError) in
            var start = chunk.startIndex
            while let newline = chunk[start...].firstIndex(of: 0x0A) {
                if pending.isEmpty {
                    answer(chunk[start..<newline])
                } else {
                    pending += chunk[start..<newline]
                    answer(pending[...])
                    pending = []
                }
                start = newline + 1
            }
            pending += chunk[start...]
            if pending.count > JSONParser.maximumBytes {
                throw ShapeInputError(field: "stdin", problem: "a request line longer than \(JSONParser.maximumBytes) bytes (1 MiB)")
            }
        }
        if !pending.isEmpty { answer(pending[...]) }
        return 0
    }
}
