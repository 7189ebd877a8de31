extension Fault {
    /// The measure the fault breaks first: what a property must read to catch it. Faults in the
    /// outline, hit testing, margins or resolution are observable over the conformance protocol
    /// (`verify-shapes serve --fault NAME` injects them); faults in the rest of the Swift library
    /// (trimming, interpolation, surfaces, length, PNG, ready-made shapes, themes, the builder)
    /// are not, since the protocol carries shapes only.
    ///
    /// A new fault must be classified here (the switch has no default).
    public var measure: ProducerMeasure {
        switch self {
        case .noOverlapRule, .fractionsOfHeight, .arcsSweptTheWrongWay, .trianglesOffCentre, .trianglesNotClamped,
             .curvedSizesInRotatedFrame, .roundedCornersIgnoreTheAngle, .degenerateZeroSize:
            .outline
        // The exporter writes the outline a producer over the protocol sends: its fault is the outline's.
        case .wrongLargeArcFlag: .outline
        case .chordPolygonHitTest: .hitTest
        case .marginsIgnoreCorners, .marginsWithOffsetsDoubled: .margins
        case .trimNoWrap, .interpolationEasedEndpoints, .interpolationFamilyJump, .iosScaleAboutCentreInset, .rippleFromNominalBounds,
             .chordPolygonLength, .halfPixelShift, .imageSizeTruncated, .circleOffCentre, .metricTouchesEveryCorner,
             .tangentArcMissesTheLine, .appendMapsArcsByRotation:
            .swiftLibrary
        // A trap kills the server that meets it: never served (it is fuzzed through a child process).
        case .trapOnNarrowCut: .swiftLibrary
        }
    }

    /// Whether `verify-shapes serve --fault NAME` can show the fault over the protocol.
    public var isObservableOverTheProtocol: Bool { measure != .swiftLibrary }
}
