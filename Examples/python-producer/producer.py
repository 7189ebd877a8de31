#!/usr/bin/env python3
"""A MaterialShapes producer in plain Python: rounded and cut corners, as MDC-Android draws them.

It speaks the conformance protocol (Docs/Conformance.md) on stdin and stdout: one handshake
line, then one JSON response line per request line. Like MDC-Android's ClampedCornerSize, it
clamps each corner on its own to half the shorter side instead of applying the contract's
overlap rule, and says so: it declares the variant "per-corner-clamping". Run with --contract
to declare the plain contract instead (the suite then finds the difference).

    verify-shapes conform --producer "python3 Examples/python-producer/producer.py"

Standard library only; Python 3.8 or later.
"""
import json
import math
import sys

CORNERS = ["topLeft", "topRight", "bottomRight", "bottomLeft"]


def handshake(contract):
    return {
        "protocol": 1,
        "name": "python-example" + ("-as-contract" if contract else ""),
        "capabilities": {
            "families": ["rounded", "cut"],
            "fractions": True,
            "offsets": False,
            "triangles": [],
            "variants": [] if contract else ["per-corner-clamping"],
            "measures": ["hit-test", "bounds", "area", "margins", "resolved"],
        },
    }


def corners_of(spec, w, h):
    """Each corner as (family, final size in points), clamped on its own to min(w, h) / 2."""
    given = spec.get("corners", {})
    shorter = min(w, h)
    result = []
    for name in CORNERS:
        corner = given.get(name, given.get("all", {"family": "square"}))
        family = corner.get("family", "square")
        if family == "square":
            result.append(("square", 0.0))
            continue
        if family not in ("rounded", "cut"):
            raise ValueError("corners.%s: this producer draws square, rounded and cut corners only" % name)
        size = corner.get("size", 0)
        number = size["fraction"] if isinstance(size, dict) else float(size)
        check(number, "corners.%s.size" % name)
        points = number * shorter if isinstance(size, dict) else number
        points = min(points, shorter / 2)  # MDC-Android: ClampedCornerSize
        result.append((family, points) if points > 0 else ("square", 0.0))
    return result


def outline(corners, w, h):
    """SVG path data, clockwise from the top-left corner's end on the left edge (Contract: path order)."""
    if w == 0 or h == 0:
        return ""
    # Per corner: the vertex, and the unit directions back along the incoming edge and along the outgoing one.
    frames = [((0, 0), (0, 1), (1, 0)), ((w, 0), (-1, 0), (0, 1)), ((w, h), (0, -1), (-1, 0)), ((0, h), (1, 0), (0, -1))]
    parts = []
    pen = None

    def to(command, point):
        nonlocal pen
        if point != pen:  # Contract: no zero-length segments
            parts.append("%s %r %r" % (command, point[0], point[1]))
            pen = point

    for (family, s), ((vx, vy), (ix, iy), (ox, oy)) in zip(corners, frames):
        start, end = (vx + ix * s, vy + iy * s), (vx + ox * s, vy + oy * s)
        if pen is None:
            parts.append("M %r %r" % start)
            pen = first = start
        else:
            to("L", start)
        if family == "rounded":
            if end != pen:
                parts.append("A %r %r 0 0 1 %r %r" % (s, s, end[0], end[1]))
                pen = end
        else:
            to("L", end)
    to("L", first)
    return " ".join(parts + ["Z"])


def contains(corners, w, h, x, y):
    """Nonzero hit test: inside the rectangle and not in a corner's cut-off region."""
    if not (0 < x < w and 0 < y < h):
        return False
    for (family, s), (vx, vy) in zip(corners, [(0, 0), (w, 0), (w, h), (0, h)]):
        dx, dy = abs(x - vx), abs(y - vy)
        if family == "cut" and dx + dy < s:
            return False
        if family == "rounded" and dx < s and dy < s and (s - dx) ** 2 + (s - dy) ** 2 > s * s:
            return False
    return True


def measures(corners, w, h):
    area, demand = w * h, []
    for family, s in corners:
        area -= s * s * (1 - math.pi / 4) if family == "rounded" else s * s / 2 if family == "cut" else 0
        demand.append(s * (1 - 1 / math.sqrt(2)) if family == "rounded" else s / 2 if family == "cut" else 0)
    if w == 0 or h == 0:
        return 0.0, {"top": 0, "left": 0, "bottom": 0, "right": 0}
    tl, tr, br, bl = demand
    return area, {"top": max(tl, tr), "right": max(tr, br), "bottom": max(br, bl), "left": max(bl, tl)}


def check(value, field, signed=False):
    """Contract: input limits: finite, at most 1e9 in magnitude, and >= 0 unless signed."""
    if not (abs(value) <= 1e9 and (signed or value >= 0)):
        raise ValueError("%s: must be finite, within 1e9 and >= 0, got %r" % (field, value))


def respond(request):
    spec, size = request["spec"], request["size"]
    w, h = float(size["width"]), float(size["height"])
    for side, value in (("width", w), ("height", h)):
        check(value, "size." + side)
        if 0 < value < 1e-9:
            raise ValueError("size.%s: must be 0 or at least 1e-9, got %r" % (side, value))
    if any(v != 0 for pair in spec.get("offsets", {}).values() for v in pair):  # -0 is zero
        raise ValueError("offsets: this producer draws no offsets")
    if any(edge.get("kind") != "straight" for edge in spec.get("edges", {}).values()):
        raise ValueError("edges: this producer draws straight edges only")
    corners = corners_of(spec, w, h)
    area, margins = measures(corners, w, h)
    final = {name: ({"family": f, "size": s} if f != "square" else {"family": "square"}) for name, (f, s) in zip(CORNERS, corners)}
    return {
        "path": outline(corners, w, h),
        "hits": "".join("1" if contains(corners, w, h, x, y) else "0" for x, y in request.get("points", [])),
        "bounds": {"x": 0, "y": 0, "width": w, "height": h},
        "area": area,
        "margins": margins,
        "resolved": {"overlapFactor": 1, "corners": final},
    }


def main():
    print(json.dumps(handshake("--contract" in sys.argv[1:])), flush=True)
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        try:
            response = respond(request)
        except (ValueError, KeyError, TypeError) as error:
            response = {"error": str(error)}
        response["id"] = request["id"]
        print(json.dumps(response), flush=True)


if __name__ == "__main__":
    main()
