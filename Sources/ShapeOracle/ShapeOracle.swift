// The reference oracles: an independent implementation of SPEC.md on the model only.
import ShapeModel
