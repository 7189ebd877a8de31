// The geometry core: resolution of a `ShapeSpec` at a size, the outline path,
// exact measures on paths and content margins (Docs/Contract.md, sections 3-6). See Docs/Core.md for a tour.
// Re-exporting the model means `import ShapeCore` is all a client needs.
@_exported import ShapeModel
