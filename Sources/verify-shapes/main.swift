import ShapeCore
print("verify-shapes: not yet")
