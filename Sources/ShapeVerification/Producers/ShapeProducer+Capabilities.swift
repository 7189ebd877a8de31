extension ShapeProducer {
    /// The core's: every family and feature, the contract itself, every measure.
    public var capabilities: ProducerCapabilities { .core }
}
