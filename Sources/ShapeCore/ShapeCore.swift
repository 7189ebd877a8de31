// The geometry core. See the README for a tour.
@_exported import ShapeModel
