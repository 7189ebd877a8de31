// The geometry core: resolution of a `ShapeSpec` at a size (SPEC 3), the outline path (SPEC 4),
// exact measures on paths (SPEC 5) and content margins (SPEC 6). See Docs/Core.md for a tour.
// Re-exporting the model means `import ShapeCore` is all a client needs.
@_exported import ShapeModel
