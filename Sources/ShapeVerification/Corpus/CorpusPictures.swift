import ShapeModel

/// Redraws the picture beside corpus entries from their case as it replays today, so every
/// entry has one (older entries and hand-written ones may lack it) and each shows the current
/// verdict. Pictures are a pure function of the entry and the producer: redrawing twice gives
/// the same bytes.
public enum CorpusPictures {
    /// One picture drawn.
    public struct Drawn: Sendable {
        /// The entry, as in its replay result.
        public var file: String
        /// The picture's path, for messages.
        public var picture: String
        /// Whether the picture's bytes changed (false: it was already up to date).
        public var changed: Bool
    }

    /// Draws the picture of each replayed entry beside it, in order.
    public static func redraw(_ results: [CorpusReplay.Result], in store: CorpusStore,
                              producer: any ShapeProducer = CoreProducer()) throws(ShapeInputError) -> [Drawn] {
        var drawn: [Drawn] = []
        for result in results {
            // A crash entry is drawn without its producer: drawing could trap here.
            let picture = result.entry.crash != nil ? FailurePicture.crashSVG(for: result.entry)
                : FailurePicture.svg(for: result.entry, outcome: result.outcome, producer: producer)
            let (path, changed) = try store.replacePicture(picture, beside: result.file)
            drawn.append(Drawn(file: result.file, picture: path, changed: changed))
        }
        return drawn
    }
}
