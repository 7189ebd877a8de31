// The verification engine: generator, properties, shrinker, corpus.
import ShapeModel
